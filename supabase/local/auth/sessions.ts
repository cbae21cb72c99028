import { err, ok, type Result } from '../../functions/_shared/result.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { signJwt } from '../keys.ts';
import { findUserById, userJson, type UserRecord } from './users.ts';

const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000';

/** GoTrue's token response (a session as supabase-js stores it). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** A new opaque refresh token. */
function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Builds GoTrue's access-token claims for `user` in `sessionId` and signs them. */
async function accessToken(
  config: ServerConfig,
  issuer: string,
  user: UserRecord,
  sessionId: string,
  amr: { method: string; timestamp: number },
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(config.now() / 1000);
  const exp = iat + config.auth.jwtExpiry;
  const u = user.row;
  const token = await signJwt(
    {
      aud: 'authenticated',
      exp,
      iat,
      iss: issuer,
      sub: u.id,
      email: u.email ?? '',
      phone: u.phone ?? '',
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      role: u.role ?? 'authenticated',
      aal: 'aal1',
      amr: [amr],
      session_id: sessionId,
      is_anonymous: u.is_anonymous ?? false,
    },
    config.jwtSecret,
  );
  return { token, expiresAt: exp };
}

async function tokenResponse(
  tx: Queryable,
  config: ServerConfig,
  issuer: string,
  userId: string,
  session: { id: string; createdAtMs: number; amrMethod: string },
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(tx, userId);
  if (user === undefined) throw new Error('user vanished while issuing a token');
  const { token, expiresAt } = await accessToken(config, issuer, user, session.id, {
    method: session.amrMethod,
    timestamp: Math.floor(session.createdAtMs / 1000),
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.auth.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/**
 * Signs `userId` in: a new auth.sessions row, its first refresh token, last_sign_in_at updated.
 * `method` becomes the `amr` claim ('password' for the password grant, 'otp' for e-mail links).
 */
export async function createSession(
  tx: Queryable,
  config: ServerConfig,
  issuer: string,
  userId: string,
  method: 'password' | 'otp',
): Promise<TokenResponse> {
  const nowMs = config.now();
  const now = new Date(nowMs).toISOString();
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, amr_method)
     values ($1, $2, $3, $3, 'aal1', $4)`,
    [sessionId, userId, now, method],
  );
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, $4, $4, null, $5)`,
    [NIL_INSTANCE, refreshToken, userId, now, sessionId],
  );
  await tx.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [userId, now]);
  await tx.query(
    "update auth.identities set last_sign_in_at = $2, updated_at = $2 where user_id = $1 and provider = 'email'",
    [userId, now],
  );
  return tokenResponse(
    tx,
    config,
    issuer,
    userId,
    { id: sessionId, createdAtMs: nowMs, amrMethod: method },
    refreshToken,
  );
}

/** Why a refresh-token grant failed: GoTrue's error code and message. */
export interface RefreshFailure {
  code: 'refresh_token_not_found' | 'session_not_found' | 'refresh_token_already_used';
  message: string;
}

/** Outcome of a refresh-token grant: a token response. */
export type RefreshOutcome = Result<TokenResponse, RefreshFailure>;

const ALREADY_USED: RefreshFailure = {
  code: 'refresh_token_already_used',
  message: 'Invalid Refresh Token: Already Used',
};

/**
 * GoTrue's refresh-token grant (v1 algorithm, supabase/auth internal/tokens/service.go): the
 * presented token is revoked and a child issued. A revoked token that is the parent of the active
 * one returns the active token (the client missed the last answer). Any other revoked token is
 * accepted only within `refresh_token_reuse_interval` of its revocation; after that the whole
 * session's family is revoked and the grant fails. The caller must commit even on that failure.
 *
 * A family revoked for reuse stays dead: the session is ended (`not_after`), so no token of it,
 * however recently revoked, opens a new reuse window or mints a child, and its access tokens find
 * no session. (Revoking the active token with a fresh `updated_at` alone would give it a new 10 s
 * window, through which a thief's sibling token could be minted and then live on.)
 */
export async function refreshSession(
  tx: Queryable,
  config: ServerConfig,
  issuer: string,
  presented: string,
): Promise<RefreshOutcome> {
  const nowMs = config.now();
  const now = new Date(nowMs).toISOString();
  const [token] = await tx.query<{
    id: number;
    revoked: boolean;
    session_id: string | null;
    updated: string;
  }>(
    `select id::int as id, coalesce(revoked, false) as revoked, session_id::text as session_id,
            to_json(updated_at) #>> '{}' as updated
     from auth.refresh_tokens where token = $1 for update`,
    [presented],
  );
  if (token === undefined) {
    return err({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  }
  const [session] =
    token.session_id === null
      ? []
      : await tx.query<{
          id: string;
          user_id: string;
          created: string;
          amr_method: string;
          ended: boolean;
        }>(
          `select id::text as id, user_id::text as user_id, to_json(created_at) #>> '{}' as created, amr_method,
                  (not_after is not null and not_after <= $2) as ended
           from auth.sessions where id = $1 for update`,
          [token.session_id, now],
        );
  if (session === undefined) {
    return err({ code: 'session_not_found', message: 'Invalid Refresh Token: No Valid Session Found' });
  }
  if (session.ended) return err(ALREADY_USED);

  let issued: string | undefined;
  if (token.revoked) {
    const [active] = await tx.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
       where session_id = $1 and revoked = false order by id desc limit 1`,
      [session.id],
    );
    if (active?.parent === presented) {
      issued = active.token;
    } else {
      const reuseUntil = new Date(token.updated).getTime() + config.auth.refreshTokenReuseInterval * 1000;
      if (nowMs > reuseUntil) {
        if (config.auth.refreshTokenRotation) {
          await tx.query(
            'update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false',
            [session.id, now],
          );
          await tx.query('update auth.sessions set not_after = $2, updated_at = $2 where id = $1', [
            session.id,
            now,
          ]);
        }
        return err(ALREADY_USED);
      }
    }
  }

  if (issued === undefined) {
    issued = newRefreshToken();
    // A reused (already revoked) token keeps its revocation time, so its reuse window never grows.
    await tx.query(
      `update auth.refresh_tokens set updated_at = case when revoked then updated_at else $2 end, revoked = true
       where id = $1`,
      [token.id, now],
    );
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, $3, false, $4, $4, $5, $6)`,
      [NIL_INSTANCE, issued, session.user_id, now, presented, session.id],
    );
  }
  await tx.query('update auth.sessions set refreshed_at = $2, updated_at = $2 where id = $1', [
    session.id,
    now,
  ]);
  const response = await tokenResponse(
    tx,
    config,
    issuer,
    session.user_id,
    { id: session.id, createdAtMs: new Date(session.created).getTime(), amrMethod: session.amr_method },
    issued,
  );
  return ok(response);
}

/**
 * True when the session named in an access token still exists and has not ended (it is deleted on
 * sign-out, and ended when its refresh-token family was revoked for reuse).
 */
export async function sessionExists(tx: Queryable, sessionId: string, nowMs: number): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const rows = await tx.query(
    'select 1 from auth.sessions where id = $1 and (not_after is null or not_after > $2)',
    [sessionId, new Date(nowMs).toISOString()],
  );
  return rows.length > 0;
}
