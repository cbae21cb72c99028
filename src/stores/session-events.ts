import type { StoredUser } from './stored-session';

import { $session, type SessionState } from './session';

/**
 * The session store's actions for supabase-js's auth events, kept apart from ./session so that
 * content pages, which never load supabase-js, do not ship them.
 */

/** The auth events supabase-js emits; all of them are followed. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

/** The part of a supabase-js Session the store reads. */
export interface SessionLike {
  user: { id: string; email?: string | undefined; user_metadata?: Record<string, unknown> | undefined };
}

/**
 * Control characters and bidi embeddings, overrides and isolates: user_metadata is whatever the
 * user sent at sign-up (the auth server keeps it as given), and an override there would reverse
 * the header's text, so the name is shown without them.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

function userOf(session: SessionLike): StoredUser {
  const raw = session.user.user_metadata?.display_name;
  const name = typeof raw === 'string' ? raw.replace(UNSAFE_IN_NAME, ' ').replace(/\s+/g, ' ').trim() : '';
  return {
    id: session.user.id,
    email: session.user.email ?? '',
    displayName: name !== '' ? name : undefined,
  };
}

/** Follows one supabase-js auth event (from `onAuthStateChange`). */
export function applyAuthEvent(event: AuthEvent, session: SessionLike | null): void {
  const current = $session.get();
  if (event === 'SIGNED_OUT' || session === null) {
    $session.set({ status: 'signedOut' });
    return;
  }
  const recovering =
    event === 'PASSWORD_RECOVERY' ||
    (event !== 'USER_UPDATED' && current.status === 'signedIn' && current.recovering);
  $session.set({ status: 'signedIn', user: userOf(session), recovering });
}

/** The password has been changed: the recovery form is no longer needed. */
export function finishRecovery(): void {
  const current = $session.get();
  if (current.status === 'signedIn' && current.recovering) $session.set({ ...current, recovering: false });
}

/** Resolves once the state is no longer 'loading'. */
export function settledSession(): Promise<Exclude<SessionState, { status: 'loading' }>> {
  return new Promise((resolve) => {
    const unsubscribe = $session.subscribe((state) => {
      if (state.status === 'loading') return;
      queueMicrotask(() => unsubscribe());
      resolve(state);
    });
  });
}

/** For tests: back to the initial state. */
export function resetSessionForTests(): void {
  $session.set({ status: 'loading' });
}
