import type { ApiRequest, Reply } from '../http/types.ts';
import { bearerToken, verifyJwt } from '../keys.ts';
import type { AuthContext } from './context.ts';
import { authError } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { asAuthAdmin, findUserById, type UserRecord } from './users.ts';

/** The caller of /user or /logout, or the error GoTrue answers. */
export type Caller =
  { ok: true; user: UserRecord; sessionId: string | undefined } | { ok: false; reply: Reply };

/**
 * GoTrue's requireAuthentication: a Bearer access token with a valid signature and expiry, a
 * `sub` naming an existing user, and (when present) a `session_id` that has not been signed out.
 */
export async function currentUser(req: ApiRequest, ctx: AuthContext): Promise<Caller> {
  const token = bearerToken(req.headers.authorization);
  if (token === undefined) {
    return {
      ok: false,
      reply: authError(req, 401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
    };
  }
  const check = await verifyJwt(token, ctx.config.jwtSecret, ctx.config.now());
  if (!check.ok) {
    const detail = check.expired ? 'token has invalid claims: token is expired' : check.message;
    return {
      ok: false,
      reply: authError(req, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
    };
  }
  const sub = check.claims.sub;
  if (typeof sub !== 'string' || sub === '') {
    return { ok: false, reply: authError(req, 403, 'bad_jwt', 'invalid claim: missing sub claim') };
  }
  const sessionId = typeof check.claims.session_id === 'string' ? check.claims.session_id : undefined;
  return asAuthAdmin(ctx.db, async (tx): Promise<Caller> => {
    const user = await findUserById(tx, sub);
    if (user === undefined) {
      return {
        ok: false,
        reply: authError(req, 403, 'user_not_found', 'User from sub claim in JWT does not exist'),
      };
    }
    if (sessionId !== undefined && !(await sessionExists(tx, sessionId, ctx.config.now()))) {
      return {
        ok: false,
        reply: authError(
          req,
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        ),
      };
    }
    return { ok: true, user, sessionId };
  });
}
