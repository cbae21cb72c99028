import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { isObject, parseJsonBody, type ApiRequest, type Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { authError, authJson } from './errors.ts';
import { recoveryMail } from './mail.ts';
import { allowedRedirect } from './redirect.ts';
import { PKCE_PREFIX, pkceParams, saveFlowState } from './pkce.ts';
import { normaliseEmail } from './signup.ts';
import {
  asAuthAdmin,
  findUserByEmail,
  storedTokenHash,
  toUserRecord,
  USER_QUERY,
  type UserRecord,
} from './users.ts';

/** The link in a password-recovery e-mail: GET /auth/v1/verify with type=recovery. */
export function recoveryLink(ctx: AuthContext, token: string, redirectTo: string): string {
  const params = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${params.toString()}`;
}

/** The user a recovery link with this token belongs to, if any (only the token's hash is stored). */
export async function findUserByRecoveryToken(tx: Queryable, token: string): Promise<UserRecord | undefined> {
  if (token === '') return undefined;
  return toUserRecord(await tx.query(`${USER_QUERY} where u.recovery_token = $1`, [storedTokenHash(token)]));
}

/**
 * POST /auth/v1/recover `{email}` — supabase-js resetPasswordForEmail. E-mails a one-time link that
 * signs the user in with a PASSWORD_RECOVERY event. Answers 200 `{}` for unknown addresses too, so
 * it reveals nothing; a second request within `max_frequency` gets GoTrue's 429.
 */
export async function recover(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const parsed = parseJsonBody(req);
  if (!parsed.ok)
    return authError(req, 400, 'bad_json', `Could not parse request body as JSON: ${parsed.message}`);
  const body = isObject(parsed.value) ? parsed.value : {};
  if (body.email === undefined || body.email === '') {
    return authError(req, 400, 'validation_failed', 'Password recovery requires an email');
  }
  const email = normaliseEmail(body.email);
  if (email === undefined) {
    return authError(req, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const flow = pkceParams(req, body);
  if (!flow.ok) return flow.reply;
  const redirectTo = allowedRedirect(req.url.searchParams.get('redirect_to'), ctx.config.auth);
  const limited = await asAuthAdmin(ctx.db, async (tx): Promise<Reply | undefined> => {
    const user = await findUserByEmail(tx, email);
    if (user === undefined) return undefined;
    const nowMs = ctx.config.now();
    const lastSent = user.row.recovery_sent_at === null ? 0 : new Date(user.row.recovery_sent_at).getTime();
    const waitMs = lastSent + ctx.config.auth.maxFrequency * 1000 - nowMs;
    if (waitMs > 0) {
      return authError(
        req,
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      );
    }
    const overLimit = ctx.limiter.hit(req, 'emailSent', 'project', nowMs);
    if (overLimit !== undefined) return overLimit;
    const token = `${flow.pkce === undefined ? '' : PKCE_PREFIX}${randomBytes(28).toString('hex')}`;
    if (flow.pkce !== undefined) {
      await saveFlowState(tx, user.row.id, flow.pkce, 'recovery', new Date(nowMs).toISOString());
    }
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1', [
      user.row.id,
      storedTokenHash(token),
      new Date(nowMs).toISOString(),
    ]);
    ctx.inbox.send(recoveryMail(email, recoveryLink(ctx, token, redirectTo), ctx.config.auth.otpExpiry));
    return undefined;
  });
  return limited ?? authJson(200, {});
}
