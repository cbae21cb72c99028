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

/** The shared client; the first call loads supabase-js and subscribes the session store to auth events. */
export function getSupabase(): Promise<AppClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const created = createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
      auth: {
        storageKey: sessionStorageKey(),
        persistSession: true,
        autoRefreshToken: true,
        // E-mail links (confirmation, password recovery) land with the session in the URL fragment.
        detectSessionInUrl: true,
        flowType: 'implicit',
      },
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
