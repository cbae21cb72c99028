import type { ApiRequest, Reply } from '../http/types.ts';
import { issuer, type AuthContext } from './context.ts';
import { authBody, authError, authJson, oauthError } from './errors.ts';
import { checkPassword } from './password.ts';
import { pkceGrant } from './pkce.ts';
import { createSession, refreshSession } from './sessions.ts';
import { normaliseEmail } from './links.ts';
import { asAuthAdmin, findUserByEmail } from './users.ts';

/** POST /auth/v1/token?grant_type=password|refresh_token|pkce (CONTRACT.md, "POST /token"; pkce.ts). */
export async function token(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const parsed = authBody(req);
  if (!parsed.ok) return parsed.error;
  const body = parsed.value;
  const grant = req.url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(req, ctx, body);
  if (grant === 'refresh_token') return refreshGrant(req, ctx, body);
  if (grant === 'pkce') return pkceGrant(req, ctx, body);
  return authError(req, 400, 'invalid_credentials', 'unsupported_grant_type');
}

async function passwordGrant(
  req: ApiRequest,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<Reply> {
  const hasEmail = typeof body.email === 'string' && body.email !== '';
  const hasPhone = typeof body.phone === 'string' && body.phone !== '';
  if (hasEmail && hasPhone) {
    return authError(
      req,
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!hasEmail && !hasPhone) return authError(req, 400, 'validation_failed', 'missing email or phone');
  const password = typeof body.password === 'string' ? body.password : '';
  const email = normaliseEmail(body.email);

  const user =
    email === undefined ? undefined : await asAuthAdmin(ctx.db, (tx) => findUserByEmail(tx, email));
  // Compare even when no user matched, so response time does not reveal which addresses exist.
  const passwordOk = await checkPassword(password, user?.row.encrypted_password);
  if (user === undefined || !passwordOk) {
    return authError(req, 400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (user.row.banned_until !== null && new Date(user.row.banned_until).getTime() > ctx.config.now()) {
    return authError(req, 400, 'user_banned', 'User is banned');
  }
  if (user.row.email_confirmed_at === null) {
    return authError(req, 400, 'email_not_confirmed', 'Email not confirmed');
  }
  const response = await asAuthAdmin(ctx.db, (tx) =>
    createSession(tx, ctx.config, issuer(ctx), user.row.id, 'password'),
  );
  return authJson(200, response);
}

async function refreshGrant(
  req: ApiRequest,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<Reply> {
  const presented = body.refresh_token;
  if (typeof presented !== 'string' || presented === '') return oauthError('refresh_token required');
  const outcome = await asAuthAdmin(ctx.db, (tx) => refreshSession(tx, ctx.config, issuer(ctx), presented));
  if (!outcome.ok) return authError(req, 400, outcome.error.code, outcome.error.message);
  return authJson(200, outcome.value);
}
