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
 * PostgREST's PGRST127 (400, "not implemented") for a feature PostgREST honours and this server
 * does not: the message names the feature, so a request that would behave differently on hosted
 * Supabase fails here instead of passing quietly. CONTRACT.md lists every such refusal.
 */
export function notImplemented(feature: string, hint: string | null = null): Reply {
  return restError(
    400,
    'PGRST127',
    `Feature not implemented by the local server: ${feature}`,
    'Hosted Supabase (PostgREST) honours this; the local stand-in refuses it rather than ignore it. See supabase/local/CONTRACT.md.',
    hint,
  );
}

/** 406 PGRST116: one row was asked for (`.single()`) and `n` came back (PostgREST v13 wording). */
export function singularError(n: number): Reply {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

/** 404 PGRST205: the path names no table or view of the exposed schema (PostgREST v13+). */
export function tableNotFound(table: string): Reply {
  return restError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
}

/**
 * PostgREST's SQLSTATE → HTTP mapping (mapSQLtoHTTP, v13): 23505/23503 → 409, 42501 → 401 for the
 * anon role and 403 otherwise, 42P01/42883 → 404, 25006 → 405, PTxxx → xxx, connection and
 * resource classes → 503, server-side classes → 500, everything else → 400.
 */
export function pgErrorStatus(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '57P01') return 503;
  if (code === '21000' || code === '42P17' || code === '53400') return 500;
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
  const status = pgErrorStatus(e.code, role);
  // PostgREST asks for credentials on every 401 it maps from the database.
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return restError(status, e.code, e.message, e.detail ?? null, e.hint ?? null, headers);
}
