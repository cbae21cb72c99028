import { err, ok, type Result } from '../../functions/_shared/result.ts';
import type { ApiRequest, Reply } from '../http/types.ts';
import { bearerToken, verifyJwt } from '../keys.ts';
import type { AuthContext } from './context.ts';
import { authError } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { asAuthAdmin, findUserById, type UserRecord } from './users.ts';

/** The caller of /user or /logout: the user and the token's session. */
export interface Caller {
  user: UserRecord;
  sessionId: string | undefined;
}

/**
 * GoTrue's requireAuthentication: a Bearer access token with a valid signature and expiry, a
 * `sub` naming an existing user, and (when present) a `session_id` that has not been signed out.
 * Not ok: the error reply GoTrue answers.
 */
export async function currentUser(req: ApiRequest, ctx: AuthContext): Promise<Result<Caller, Reply>> {
  const token = bearerToken(req.headers.authorization);
  if (token === undefined) {
    return err(authError(req, 401, 'no_authorization', 'This endpoint requires a valid Bearer token'));
  }
  const check = await verifyJwt(token, ctx.config.jwtSecret, ctx.config.now());
  if (!check.ok) {
    const detail = check.error.expired ? 'token has invalid claims: token is expired' : check.error.message;
    return err(authError(req, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`));
  }
  const sub = check.value.sub;
  if (typeof sub !== 'string' || sub === '') {
    return err(authError(req, 403, 'bad_jwt', 'invalid claim: missing sub claim'));
  }
  const sessionId = typeof check.value.session_id === 'string' ? check.value.session_id : undefined;
  return asAuthAdmin(ctx.db, async (tx): Promise<Result<Caller, Reply>> => {
    const user = await findUserById(tx, sub);
    if (user === undefined) {
      return err(authError(req, 403, 'user_not_found', 'User from sub claim in JWT does not exist'));
    }
    if (sessionId !== undefined && !(await sessionExists(tx, sessionId, ctx.config.now()))) {
      return err(
        authError(req, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
      );
    }
    return ok({ user, sessionId });
  });
}
