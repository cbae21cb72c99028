/**
 * Signing out without supabase-js, so it works offline and on any page: the session ends on the
 * device at once (the stored session, every stored value, the header, every tab), and the server
 * is told when it can be reached. Until it has been told, the session's tokens wait in a
 * pending-revocation record, retried when the browser comes online and on the next page load;
 * the refresh token then dies with its session on the server.
 */
import { clearAppStorage } from '@/lib/storage/keys';
import { markAccountChange } from '@/lib/storage/mark-account-change';
import { PENDING_REVOCATIONS_KEY } from '@/stores/account-mark';
import { storedSessionChanged } from '@/stores/session';

import { fetchDirect } from './call';
import { SUPABASE_ANON_KEY, SUPABASE_URL, sessionStorageKey } from './config';

/** One ended session the server still has to revoke. */
export interface PendingRevocation {
  accessToken: string;
  refreshToken: string;
}

/** At most this many are kept (oldest dropped): each is one sign-out on this device. */
const MAX_PENDING = 10;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The pending records; anything malformed reads as none. */
export function readPending(storage: Storage = localStorage): PendingRevocation[] {
  let json: unknown;
  try {
    json = JSON.parse(storage.getItem(PENDING_REVOCATIONS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry) =>
    isRecord(entry) &&
    typeof entry.accessToken === 'string' &&
    entry.accessToken !== '' &&
    typeof entry.refreshToken === 'string' &&
    entry.refreshToken !== ''
      ? [{ accessToken: entry.accessToken, refreshToken: entry.refreshToken }]
      : [],
  );
}

function writePending(list: PendingRevocation[], storage: Storage = localStorage): void {
  try {
    if (list.length === 0) storage.removeItem(PENDING_REVOCATIONS_KEY);
    else storage.setItem(PENDING_REVOCATIONS_KEY, JSON.stringify(list.slice(-MAX_PENDING)));
  } catch {
    // Storage unavailable: the session has ended on the device all the same.
  }
}

/** The tokens of the stored supabase-js session, if there is one. */
export function storedTokens(key: string): PendingRevocation | undefined {
  try {
    const json: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!isRecord(json)) return undefined;
    const { access_token: accessToken, refresh_token: refreshToken } = json;
    return typeof accessToken === 'string' && typeof refreshToken === 'string'
      ? { accessToken, refreshToken }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps an ended session's tokens until the server has revoked them (`revokePending`). */
export function queueRevocation(tokens: PendingRevocation): void {
  writePending([...readPending(), tokens]);
}

/** supabase-js's session and everything it keeps beside it (the user, PKCE verifiers). */
function removeSupabaseKeys(key: string): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const name = localStorage.key(i);
      if (name?.startsWith(key) === true) localStorage.removeItem(name);
    }
  } catch {
    // Storage unavailable.
  }
}

/**
 * Ends the session on this device at once, with no network: the stored session, every value the
 * app stored, this tab's sessionStorage, the header (signed out), and every other tab (they follow
 * the account mark). True when there is a revocation for the server to make.
 */
export function endSessionOnDevice(key: string = sessionStorageKey()): boolean {
  const tokens = storedTokens(key);
  if (tokens !== undefined) queueRevocation(tokens);
  removeSupabaseKeys(key);
  clearAppStorage();
  markAccountChange();
  storedSessionChanged(undefined);
  return readPending().length > 0;
}

/** What one attempt at revoking came to: done (revoked, or nothing left to revoke) or try again later. */
type Outcome = 'done' | 'retry';

const SERVER = { url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY };
const JSON_BODY = { 'Content-Type': 'application/json' };

/** A server that is busy or down, or no answer at all: ask again later. */
const later = (status: number | undefined): boolean =>
  status === undefined || status === 429 || status >= 500;

/** POST /auth/v1/logout?scope=local: ends the session the token names, with all its refresh tokens. */
async function logout(token: string): Promise<'done' | 'expired' | 'retry'> {
  const answer = await fetchDirect({ ...SERVER, token }, '/auth/v1/logout?scope=local', {
    method: 'POST',
    headers: JSON_BODY,
  });
  if (answer.ok) return 'done';
  if (later(answer.error.status)) return 'retry';
  // An expired access token cannot sign out; its refresh token can still get a fresh one.
  if (answer.error.code === 'bad_jwt') return 'expired';
  // The session or the user is gone already: nothing is left to revoke.
  return 'done';
}

async function revokeOne(pending: PendingRevocation): Promise<Outcome> {
  const first = await logout(pending.accessToken);
  if (first !== 'expired') return first;
  const refreshed = await fetchDirect(SERVER, '/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    headers: JSON_BODY,
    body: JSON.stringify({ refresh_token: pending.refreshToken }),
  });
  // Refused (revoked, unknown): the refresh token is dead already.
  if (!refreshed.ok) return later(refreshed.error.status) ? 'retry' : 'done';
  const body: unknown = await refreshed.value.json().catch(() => undefined);
  const token = isRecord(body) ? body.access_token : undefined;
  if (typeof token !== 'string') return 'retry';
  const second = await logout(token);
  return second === 'done' ? 'done' : 'retry';
}

let running: Promise<void> | undefined;

/**
 * Tells the server about every session ended on this device, one after the other; those it could
 * not reach stay for the next attempt (the header calls this on every load and when the browser
 * comes back online). One run at a time.
 */
export function revokePending(): Promise<void> {
  // Offline: the `online` event brings the next attempt.
  if (!navigator.onLine) return Promise.resolve();
  running ??= (async () => {
    for (const pending of readPending()) {
      const outcome = await revokeOne(pending);
      if (outcome === 'done') {
        writePending(readPending().filter((entry) => entry.refreshToken !== pending.refreshToken));
      }
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}
