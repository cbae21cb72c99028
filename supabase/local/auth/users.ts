import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';

/** An auth.users row as row_to_json returns it (timestamps are ISO strings, metadata objects). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  invited_at: string | null;
  last_sign_in_at: string | null;
  banned_until: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  is_anonymous: boolean | null;
}

/** An auth.identities row as row_to_json returns it. */
interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown> | null;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

/** A user together with their identities. */
export interface UserRecord {
  row: UserRow;
  identities: IdentityRow[];
}

/**
 * Runs `fn` in a transaction as `supabase_auth_admin` with `search_path = auth`, the way GoTrue
 * connects: it owns the auth tables and has no privileges on public, so a profile trigger that is
 * not SECURITY DEFINER fails here exactly as it would on hosted Supabase.
 */
export function asAuthAdmin<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', 'supabase_auth_admin', true), set_config('search_path', 'auth', true)",
    );
    return fn(tx);
  });
}

/** Selects a user with their identities; append a where clause. */
export const USER_QUERY = `
  select row_to_json(u)::text as "user",
         coalesce((select json_agg(i order by i.created_at) from auth.identities i where i.user_id = u.id), '[]')::text
           as identities
  from auth.users u`;

/** The first row of a {@link USER_QUERY} result as a record. */
export function toUserRecord(rows: { user: string; identities: string }[]): UserRecord | undefined {
  const first = rows[0];
  if (first === undefined) return undefined;
  return {
    row: JSON.parse(first.user) as UserRow,
    identities: JSON.parse(first.identities) as IdentityRow[],
  };
}

/** The user with this id, if any. */
export async function findUserById(tx: Queryable, id: string): Promise<UserRecord | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return toUserRecord(await tx.query(`${USER_QUERY} where u.id = $1`, [id]));
}

/** The user with this (already lower-cased) e-mail, if any. */
export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRecord | undefined> {
  return toUserRecord(await tx.query(`${USER_QUERY} where u.email = $1 and u.is_sso_user = false`, [email]));
}

/**
 * What auth.users stores for an e-mail link's one-time token: its SHA-256 (hex), as GoTrue stores
 * token hashes, so a copy of the database holds no usable confirmation or recovery link.
 */
export function storedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user an e-mail link with this token belongs to, if any (looked up by the token's hash). */
export async function findUserByConfirmationToken(
  tx: Queryable,
  token: string,
): Promise<UserRecord | undefined> {
  if (token === '') return undefined;
  return toUserRecord(
    await tx.query(`${USER_QUERY} where u.confirmation_token = $1`, [storedTokenHash(token)]),
  );
}

/** GoTrue writes RFC 3339 UTC timestamps. */
function iso(value: string | null): string | undefined {
  return value === null ? undefined : new Date(value).toISOString();
}

/** Adds `key: value` only when value is defined (GoTrue's `omitempty`). */
function withOptional(
  target: Record<string, unknown>,
  entries: Record<string, unknown>,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined && value !== null && value !== '') target[key] = value;
  }
  return target;
}

/**
 * The User object GoTrue returns: email and phone always present ('' when null), empty
 * timestamps omitted, identities always an array.
 */
export function userJson(record: UserRecord): Record<string, unknown> {
  const u = record.row;
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
  };
  withOptional(out, { email_confirmed_at: iso(u.email_confirmed_at) });
  out.phone = u.phone ?? '';
  withOptional(out, {
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change,
    email_change_sent_at: iso(u.email_change_sent_at),
    invited_at: iso(u.invited_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    banned_until: iso(u.banned_until),
  });
  out.app_metadata = u.raw_app_meta_data ?? {};
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = record.identities.map((i) =>
    withOptional(
      { identity_id: i.id, id: i.provider_id, user_id: i.user_id },
      {
        identity_data: i.identity_data ?? undefined,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email,
      },
    ),
  );
  out.created_at = iso(u.created_at) ?? new Date(0).toISOString();
  out.updated_at = iso(u.updated_at) ?? new Date(0).toISOString();
  out.is_anonymous = u.is_anonymous ?? false;
  return out;
}
