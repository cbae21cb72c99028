/**
 * The user menu's two actions, loaded by src/scripts/auth-corner.ts only when one is picked: signing
 * out (which loads supabase-js) and the profile dialog (which loads React).
 */
import { AUTH } from '@/lib/messages/auth';
import { clearAppStorage } from '@/lib/storage/keys';
import { signOut } from '@/lib/supabase/auth';
import { toast } from '@/stores/toasts';

/**
 * Logga ut: 'Du har loggats ut', every key the app stored is cleared, and the start page; a failure
 * is said ('Ett fel uppstod vid utloggning'), not thrown, and the user stays where they were.
 */
export async function signOutAndLeave(): Promise<void> {
  const result = await signOut();
  if (!result.ok) {
    toast.error(AUTH.signOutFailed);
    return;
  }
  // Nothing of the user's stays on a shared device (ASVS 14.3.1).
  clearAppStorage();
  toast.success(AUTH.signedOut);
  location.assign('/');
}

/** Opens Profil & inställningar; React and the dialog load here, on demand. */
export async function openProfile(): Promise<void> {
  const { openProfileDialog } = await import('@/islands/profile/mount');
  openProfileDialog();
}
