/**
 * Reads the session that supabase-js keeps in localStorage, without loading supabase-js. The header
 * runs this on every page (content pages included, whose JS budget is 3 KB gzip, too small for zod),
 * so the guard is written by hand and unit-tested against malformed values. Anything that is not a
 * well-formed session reads as "no session": a corrupt value never throws. A session whose access
 * token has expired is returned marked `expired`: only supabase-js can tell (by refreshing it)
 * whether the user is still signed in.
 */

/** What the header and the islands need to know about the signed-in user. */
export interface StoredUser {
  id: string;
  email: string;
  /** user_metadata.display_name; known once supabase-js has loaded (the header does not need it). */
  displayName?: string | undefined;
}

export interface StoredSession {
  user: StoredUser;
  /** The access token has expired; the refresh token may or may not still work. */
  expired: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses the stored JSON text; undefined for anything but a well-formed session. */
export function parseStoredSession(raw: string | null, nowMs: number): StoredSession | undefined {
  if (raw === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(json)) return undefined;
  const { access_token: accessToken, refresh_token: refreshToken, expires_at: expiresAt, user } = json;
  if (typeof accessToken !== 'string' || accessToken === '') return undefined;
  if (typeof refreshToken !== 'string' || refreshToken === '') return undefined;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined;
  if (!isRecord(user) || typeof user.id !== 'string' || user.id === '') return undefined;
  return {
    user: { id: user.id, email: typeof user.email === 'string' ? user.email : '' },
    expired: expiresAt * 1000 <= nowMs,
  };
}

/** The stored session under `key`, or undefined (also when storage itself is unavailable). */
export function readStoredSession(key: string, nowMs: number = Date.now()): StoredSession | undefined {
  try {
    return parseStoredSession(localStorage.getItem(key), nowMs);
  } catch {
    return undefined;
  }
}
