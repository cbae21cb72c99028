/**
 * The user menu's two actions, loaded by src/scripts/auth-corner.ts only when one is picked: signing
 * out (no supabase-js: it works offline) and the profile dialog (which loads React).
 */
import { AUTH } from '@/lib/messages/auth';
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
  const pending = endSessionOnDevice();
  toast.success(AUTH.signedOut);
  if (pending) {
    await Promise.race([revokePending(), new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
  }
  location.assign('/');
}

/** Opens Profil & inställningar; React and the dialog load here, on demand. */
export async function openProfile(): Promise<void> {
  const { openProfileDialog } = await import('@/islands/profile/mount');
  openProfileDialog();
}
