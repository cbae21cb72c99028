import { err, ok, type Result } from '../../functions/_shared/result.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { ApiRequest, Reply } from '../http/types.ts';
import { issuer, type AuthContext } from './context.ts';
import { authError, authJson } from './errors.ts';
import { createSession } from './sessions.ts';
import { asAuthAdmin } from './users.ts';

/**
 * GoTrue's PKCE flow for e-mail links (supabase-js `flowType: 'pkce'`): sign-up, resend and
 * recovery carry `code_challenge` and `code_challenge_method`; the link's token then starts with
 * `pkce_`, and opening it redirects with a one-time `?code=` instead of a session in the fragment.
 * Only the browser holding the verifier can exchange that code (POST /token?grant_type=pkce), so a
 * link (or a URL) cannot sign anyone in on somebody else's browser.
 */

/** GoTrue's prefix for the token of a link whose request was PKCE. */
export const PKCE_PREFIX = 'pkce_';

/** How long an issued code can be exchanged (GoTrue's FlowStateExpiryDuration). */
const FLOW_STATE_EXPIRY_MS = 300_000;

/** `authentication_method` of the flow state, as GoTrue names them. */
export type FlowMethod = 'email/signup' | 'recovery';

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The body's PKCE parameters: none (implicit flow), a challenge, or GoTrue's 400. */
export function pkceParams(
  req: ApiRequest,
  body: Record<string, unknown>,
): Result<PkceChallenge | undefined, Reply> {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method : '';
  if (challenge === '' && method === '') return ok(undefined);
  const fail = (message: string) => err(authError(req, 400, 'validation_failed', message));
  if (challenge === '' || method === '') {
    return fail('PKCE flow requires code_challenge_method and code_challenge');
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') return fail(`code challenge method ${method} not supported`);
  if (challenge.length < 43 || challenge.length > 128) {
    return fail('code challenge has to be between 43 and 128 characters');
  }
  return ok({ challenge, method: lower });
}

/** Records the challenge for the user's next link of this kind (an older one of the same kind goes). */
export async function saveFlowState(
  tx: Queryable,
  userId: string,
  pkce: PkceChallenge,
  method: FlowMethod,
  nowIso: string,
): Promise<void> {
  await tx.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [
    userId,
    method,
  ]);
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', $6, $6, $7)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, nowIso, method],
  );
}

/** On opening a PKCE link: the code to redirect with, or undefined when no flow state is waiting. */
export async function issueAuthCode(
  tx: Queryable,
  userId: string,
  method: FlowMethod,
  nowIso: string,
): Promise<string | undefined> {
  const code = randomUUID();
  const result = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code = $3, auth_code_issued_at = $4, updated_at = $4
     where user_id = $1 and authentication_method = $2 returning auth_code`,
    [userId, method, code, nowIso],
  );
  return result[0]?.auth_code;
}

/** base64url without padding, as RFC 7636 encodes the S256 challenge. */
const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** POST /auth/v1/token?grant_type=pkce `{auth_code, code_verifier}`: the session, once. */
export async function pkceGrant(
  req: ApiRequest,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<Reply> {
  const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  if (authCode === '' || verifier === '') {
    return authError(
      req,
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const nowMs = ctx.config.now();
  const outcome = await asAuthAdmin(ctx.db, async (tx) => {
    const found = await tx.query<{
      id: string;
      user_id: string | null;
      code_challenge: string;
      code_challenge_method: string;
      issued: string | null;
      created: string;
    }>(
      `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method,
         to_json(auth_code_issued_at) #>> '{}' as issued, to_json(created_at) #>> '{}' as created
       from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null`,
      [authCode],
    );
    const flow = found[0];
    if (flow === undefined || flow.user_id === null) return 'not_found' as const;
    if (new Date(flow.issued ?? flow.created).getTime() + FLOW_STATE_EXPIRY_MS < nowMs) {
      await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
      return 'expired' as const;
    }
    const presented = flow.code_challenge_method === 's256' ? s256(verifier) : verifier;
    // A wrong verifier leaves the code for its rightful holder (GoTrue does not burn it either).
    if (presented !== flow.code_challenge) return 'bad_verifier' as const;
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    return createSession(tx, ctx.config, issuer(ctx), flow.user_id, 'otp');
  });
  if (outcome === 'not_found') {
    return authError(req, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (outcome === 'expired') {
    return authError(req, 400, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (outcome === 'bad_verifier') {
    return authError(
      req,
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  return authJson(200, outcome);
}
