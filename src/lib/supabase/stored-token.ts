/**
 * The access token supabase-js keeps in localStorage, for a read that need not wait for
 * supabase-js (My plans' first page). Loaded late, with the code that reads (zod is there
 * already); the header's own session reading stays in src/stores/stored-session.ts.
 */
import * as z from 'zod/mini';

/** Built on first use: pages that load this module signed out never read a token. */
const storedTokenSchema = z.lazy(() =>
  z.object({
    access_token: z.string().check(z.minLength(1)),
    /** Seconds since the epoch. */
    expires_at: z.number(),
  }),
);

/**
 * The stored access token while it stays valid for at least `marginMs` more, else undefined (also
 * for a malformed value, or no storage). Refreshing a token is supabase-js's job alone (it rotates
 * the refresh token, across tabs), so an expiring one is never used here.
 */
export function freshAccessToken(
  key: string,
  marginMs = 60_000,
  nowMs: number = Date.now(),
): string | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
  const stored = storedTokenSchema.safeParse(raw);
  if (!stored.success || stored.data.expires_at * 1000 - marginMs <= nowMs) return undefined;
  return stored.data.access_token;
}
