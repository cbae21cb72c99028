import { AUTH_ERROR_CODES } from '@/lib/messages/auth';
import { COMMON } from '@/lib/messages/common';

import type { CallError } from './call';

/**
 * The Swedish text for an auth error, chosen by its `code` (never by its English message); a network
 * failure gets the offline text; an unknown code shows the server's own message, else `fallback`.
 */
export function authErrorMessage(error: CallError, fallback: string): string {
  const { code } = error;
  if (code !== undefined && AUTH_ERROR_CODES[code] !== undefined) return AUTH_ERROR_CODES[code];
  if (error.kind === 'offline') return COMMON.offline;
  const message = error.message.trim();
  // supabase-js's own fallbacks ("{}", an HTML page) are not messages a person can read.
  if (message === '' || message === '{}' || message.startsWith('<')) return fallback;
  return message.slice(0, 300);
}
