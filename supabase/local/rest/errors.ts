import type { PgError } from '../db/database.ts';
import { json, type Reply } from '../http/types.ts';

/** A PostgREST error body: always `{code, details, hint, message}`. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): Reply {
  return json(status, { code, details, hint, message }, headers);
}

/**
 * PostgREST v12's SQLSTATE → HTTP mapping (pgErrorStatus): 23505/23503 → 409, 42501 → 401 for
 * the anon role and 403 otherwise, 42P01/42883 → 404, 08xxx/53xxx → 503, other server-side
 * classes → 500, everything else → 400.
 */
export function pgErrorStatus(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  )
    return 500;
  return 400;
}

/** The reply for a Postgres error raised while serving a request made as `role`. */
export function pgErrorReply(e: PgError, role: string): Reply {
  return restError(pgErrorStatus(e.code, role), e.code, e.message, e.detail ?? null, e.hint ?? null);
}
