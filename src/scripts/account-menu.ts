/**
 * The user menu's two actions, loaded by src/scripts/auth-corner.ts only when one is picked: signing
 * out (no supabase-js: it works offline) and the profile dialog (which loads React).
 */
import { AUTH } from '@/lib/messages/auth';
import { STORED } from '@/lib/storage/keys';
import { endSessionOnDevice, revokePending } from '@/lib/supabase/sign-out';
import { toast } from '@/stores/toasts';

/** How long the start page waits for the server to confirm the sign-out before going on without it. */
const REVOKE_WAIT_MS = 3000;

/**
 * Logga ut: the session ends on this device at once, online or not (the stored session and every
 * value the app stored, in every tab: nothing of the user stays on a shared device, ASVS 14.3.1);
 * the server is told now when it can be reached, else when the browser is back online. Then 'Du har
 * loggats ut' and the start page.
 */
export async function signOutAndLeave(): Promise<void> {
  const waiting = waitingLogChanges();
  if (waiting > 0 && !window.confirm(AUTH.signOutLosesWaiting(waiting))) return;
  const pending = endSessionOnDevice();
  toast.success(AUTH.signedOut);
  if (pending) {
    await Promise.race([revokePending(), new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
  }
  location.assign('/');
}

/**
 * Changes to the logs (training, weight) that the account does not hold yet (offline, or waiting
 * for consent): signing out clears them from the device with everything else, so the person is
 * asked first. Read without zod: only the length of each log's queue is counted.
 */
export function waitingLogChanges(storage: Storage = localStorage): number {
  let waiting = 0;
  for (const slot of [STORED.weightLogAccount, STORED.trainingLogAccount]) {
    try {
      const stored: unknown = JSON.parse(storage.getItem(slot.key) ?? 'null');
      const outbox: unknown =
        typeof stored === 'object' && stored !== null ? Reflect.get(stored, 'outbox') : undefined;
      if (Array.isArray(outbox)) waiting += outbox.length;
    } catch {
      // Unreadable or no storage: nothing known to wait.
    }
  }
  return waiting;
}

/** Opens Profil & inställningar; React and the dialog load here, on demand. */
export async function openProfile(): Promise<void> {
  const { openProfileDialog } = await import('@/islands/profile/mount');
  openProfileDialog();
}
