import type { ApiRequest, Reply } from '../http/types.ts';
import { issuer, type AuthContext } from './context.ts';
import { authBody, authError, authHeaders, authJson } from './errors.ts';
import { allowedRedirect } from './redirect.ts';
import { issueAuthCode, PKCE_PREFIX } from './pkce.ts';
import { createSession, type TokenResponse } from './sessions.ts';
import { confirmUser } from './signup.ts';
import { findUserByRecoveryToken } from './recover.ts';
import { asAuthAdmin, findUserByConfirmationToken } from './users.ts';

const LINK_TYPES = new Set(['signup', 'email', 'recovery']);

/**
 * Redeems an e-mail token and signs the user in; undefined when the token is unknown or stale. A
 * confirmation token confirms the address; a recovery token is used up (and, as in GoTrue, also
 * confirms an address that was not confirmed yet, since the user has just proved they own it).
 * A PKCE token (`pkce_…`) signs no one in here: it answers the one-time code its flow state issues,
 * for the browser holding the verifier to exchange.
 */
async function redeem(
  ctx: AuthContext,
  token: string,
  type: string,
): Promise<TokenResponse | { code: string } | undefined> {
  return asAuthAdmin(ctx.db, async (tx) => {
    const recovery = type === 'recovery';
    const user = recovery
      ? await findUserByRecoveryToken(tx, token)
      : await findUserByConfirmationToken(tx, token);
    const sentAt = recovery ? user?.row.recovery_sent_at : user?.row.confirmation_sent_at;
    if (user === undefined || sentAt === null || sentAt === undefined) return undefined;
    const nowMs = ctx.config.now();
    if (nowMs > new Date(sentAt).getTime() + ctx.config.auth.otpExpiry * 1000) return undefined;
    const nowIso = new Date(nowMs).toISOString();
    if (recovery) {
      await tx.query("update auth.users set recovery_token = '', updated_at = $2 where id = $1", [
        user.row.id,
        nowIso,
      ]);
    }
    if (!recovery || user.row.email_confirmed_at === null) await confirmUser(tx, user.row.id, nowIso);
    if (token.startsWith(PKCE_PREFIX)) {
      const code = await issueAuthCode(tx, user.row.id, recovery ? 'recovery' : 'email/signup', nowIso);
      return code === undefined ? undefined : { code };
    }
    return createSession(tx, ctx.config, issuer(ctx), user.row.id, 'otp');
  });
}

function redirect(location: string): Reply {
  return { status: 303, headers: { ...authHeaders(), Location: location, 'Cache-Control': 'no-store' } };
}

function withFragment(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.hash = new URLSearchParams(params).toString();
  return url.href;
}

/** PKCE links answer in the query, as GoTrue does: `?code=`, or the error. */
function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * GET /auth/v1/verify — the link in the confirmation e-mail. Redirects (303) to `redirect_to`
 * with the session in the fragment, which supabase-js reads on page load (implicit flow); an
 * unknown or expired link redirects with GoTrue's `error=access_denied&error_code=otp_expired`.
 */
export async function verifyLink(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const params = req.url.searchParams;
  const target = allowedRedirect(params.get('redirect_to'), ctx.config.auth);
  const token = params.get('token') ?? '';
  const session =
    LINK_TYPES.has(params.get('type') ?? '') && token !== ''
      ? await redeem(ctx, token, params.get('type') ?? '')
      : undefined;
  if (session === undefined) {
    const error = {
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    };
    return redirect(token.startsWith(PKCE_PREFIX) ? withQuery(target, error) : withFragment(target, error));
  }
  if ('code' in session) return redirect(withQuery(target, { code: session.code }));
  return redirect(
    withFragment(target, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: params.get('type') ?? 'signup',
    }),
  );
}

/** POST /auth/v1/verify with `{type, token_hash}` — supabase-js verifyOtp; answers the session as JSON. */
export async function verifyOtp(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const parsed = authBody(req);
  if (!parsed.ok) return parsed.error;
  const body = parsed.value;
  const type = typeof body.type === 'string' ? body.type : '';
  if (!LINK_TYPES.has(type))
    return authError(req, 400, 'validation_failed', `Verify requires a verification type`);
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  // verifyOtp answers a session: a PKCE token is redeemed by its link only (to a code).
  const redeemed =
    tokenHash === '' || tokenHash.startsWith(PKCE_PREFIX) ? undefined : await redeem(ctx, tokenHash, type);
  const session = redeemed === undefined || 'code' in redeemed ? undefined : redeemed;
  if (session === undefined) return authError(req, 403, 'otp_expired', 'Token has expired or is invalid');
  return authJson(200, session);
}
