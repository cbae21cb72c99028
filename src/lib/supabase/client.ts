/**
 * The one supabase-js client, created on first use. supabase-js is about 55 KB gzip and does not
 * tree-shake, so it is imported dynamically: content pages never load it, tool pages load it only
 * when a signed-in user acts (README "How it works"). Session persistence,
 * refresh and cross-tab sync are the library's own; we configure them and follow its events.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import { applyAuthEvent } from '@/stores/session-events';

import { SUPABASE_ANON_KEY, SUPABASE_URL, sessionStorageKey } from './config';
import type { Database } from './database';

export type AppClient = SupabaseClient<Database>;

let client: Promise<AppClient> | undefined;

/**
 * Every request supabase-js makes (auth, REST, functions) carries the user's token or answers with
 * their data, so none may be kept in the browser's HTTP cache, whatever the server answers: a
 * cached answer would come back to the next person on the device, signed out.
 */
export const noStoreFetch: typeof fetch = (input, init) => fetch(input, { ...init, cache: 'no-store' });

/** The shared client; the first call loads supabase-js and subscribes the session store to auth events. */
export function getSupabase(): Promise<AppClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const created = createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
      auth: {
        storageKey: sessionStorageKey(),
        persistSession: true,
        autoRefreshToken: true,
        // E-mail links (confirmation, password recovery) use PKCE: the link carries a one-time
        // `?code=` that only the browser which asked for it can exchange (it holds the verifier).
        // A session is never taken from a URL on load: /auth exchanges the code itself, and asks
        // first when someone is already signed in. A `#access_token=` fragment signs no one in.
        detectSessionInUrl: false,
        flowType: 'pkce',
      },
      global: { fetch: noStoreFetch },
    });
    // Called synchronously by supabase-js: only update the store here, never await a client call.
    created.auth.onAuthStateChange((event, session) => {
      applyAuthEvent(event, session);
    });
    return created;
  });
  // A failed import (offline) must not poison later attempts.
  client.catch(() => {
    client = undefined;
  });
  return client;
}
