import { atom } from 'nanostores';

import type { StoredSession, StoredUser } from './stored-session';

/**
 * The signed-in state every island and the header read.
 * 'loading' until the first session check or auth event; then signed in or signed out. Changed only
 * through the actions below: the header sets it from the stored session, supabase-js's auth events
 * keep it current once the client is loaded.
 */
export type SessionState =
  | { status: 'loading' }
  | {
      status: 'signedIn';
      user: StoredUser;
      /** True after a password-recovery link: the user must choose a new password. */
      recovering: boolean;
    }
  | { status: 'signedOut' };

export const $session = atom<SessionState>({ status: 'loading' });

/**
 * Sets the first state from the header's read of the stored session (no supabase-js involved).
 * Only while still loading: once supabase-js has spoken, its word wins.
 */
export function sessionFromStorage(stored: StoredSession | undefined): void {
  if ($session.get().status !== 'loading') return;
  // An expired access token: signed in only if supabase-js can refresh it, so the state stays
  // 'loading' until it has tried (src/scripts/auth-corner.ts starts that on tool pages).
  if (stored?.expired === true) return;
  $session.set(
    stored === undefined
      ? { status: 'signedOut' }
      : { status: 'signedIn', user: stored.user, recovering: false },
  );
}

/**
 * Another tab changed the stored session (a `storage` event): signing out there shows signed out
 * here at once, and signing in there shows signed in, even on pages that never load supabase-js.
 */
export function storedSessionChanged(user: StoredUser | undefined): void {
  const current = $session.get();
  if (user === undefined) {
    if (current.status !== 'signedOut') $session.set({ status: 'signedOut' });
  } else if (current.status !== 'signedIn' || current.user.id !== user.id) {
    $session.set({ status: 'signedIn', user, recovering: false });
  }
}
