import { AUTH_ERROR_CODES } from '@/lib/messages/auth';
import { COMMON } from '@/lib/messages/common';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * True when the request never got a real answer: offline, DNS, CORS, or a 502/503/504 from a proxy
 * (supabase-js's AuthRetryableFetchError and FunctionsFetchError, a fetch TypeError).
 */
export function isNetworkError(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const name = typeof error.name === 'string' ? error.name : '';
  if (name === 'AuthRetryableFetchError' || name === 'FunctionsFetchError' || name === 'TypeError')
    return true;
  const status = error.status;
  if (status === 0 || status === 502 || status === 503 || status === 504) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return /failed to fetch|networkerror|load failed|fetch failed/i.test(message);
}

/**
 * The Swedish text for an auth error, chosen by its `code` (never by its English message); a network
 * failure gets the offline text; an unknown code shows the server's own message, else `fallback`.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!isRecord(error)) return fallback;
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && AUTH_ERROR_CODES[code] !== undefined) return AUTH_ERROR_CODES[code];
  if (isNetworkError(error)) return COMMON.offline;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  // supabase-js's own fallbacks ("{}", an HTML page) are not messages a person can read.
  if (message === '' || message === '{}' || message.startsWith('<')) return fallback;
  return message.slice(0, 300);
}
