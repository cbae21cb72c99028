import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

/** Follows one supabase-js auth event; called synchronously by supabase-js, so it must not await. */
export type AuthFollower = (event: AuthChangeEvent, session: Session | null) => void;

let loadFollower: (() => Promise<AuthFollower>) | undefined;

/**
 * Who follows supabase-js's auth events, registered by the session store (src/stores/session.ts)
 * so that this library never imports a store. The loader runs with supabase-js, when the client is
 * first made, so the follower is in place before the first event and content pages never load it.
 */
export function setAuthFollower(load: () => Promise<AuthFollower>): void {
  loadFollower = load;
}

/** The registered follower, loaded; undefined when nothing follows the session (some unit tests). */
export function loadAuthFollower(): Promise<AuthFollower | undefined> {
  return loadFollower?.() ?? Promise.resolve(undefined);
}
