import { AUTH } from '@/lib/messages';
import { toast } from '@/stores/toasts';

import { signOut } from './auth';

/** Logga ut (spec §2, §8): 'Du har loggats ut' and go to the start page; a failure is said, not thrown. */
export async function signOutAndLeave(): Promise<void> {
  const result = await signOut();
  if (!result.ok) {
    toast.error(AUTH.signOutFailed);
    return;
  }
  toast.success(AUTH.signedOut);
  location.assign('/');
}
