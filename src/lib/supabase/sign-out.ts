import { AUTH } from '@/lib/messages/auth';
import { clearAppStorage } from '@/lib/storage/keys';
import { toast } from '@/stores/toasts';

import { signOut } from './auth';

/**
 * Logga ut (spec §2, §8): 'Du har loggats ut', every key the app stored is cleared, and the start
 * page; a failure is said, not thrown.
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
