import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { isObject, parseJsonBody, type ApiRequest, type Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { authError, authJson } from './errors.ts';
import { recoveryMail } from './mail.ts';
import { REQUESTED_MAIL_COOLDOWN_SECONDS } from '../config.ts';
import { clientAddress } from './rate-limit.ts';
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
 * The checks every e-mail a person asks for passes before it is sent, the same for an address with
 * or without an account: the client's budget of requests (over it: 429, whatever the address), then
 * the address's cooldown. Returns a 429 reply, `'quiet'` (answer as usual and send nothing) or
 * `'send'`. The project-wide budget is checked by the sender, only when there is an e-mail to send.
 */
export function requestedMailGate(
  req: ApiRequest,
  ctx: AuthContext,
  kind: 'recovery' | 'resend',
  email: string,
): Reply | 'quiet' | 'send' {
  const nowMs = ctx.config.now();
  const overClient = ctx.limiter.hit(req, 'emailRequests', clientAddress(req), nowMs);
  if (overClient !== undefined) return overClient;
  const cooldown = Math.max(ctx.config.auth.maxFrequency, REQUESTED_MAIL_COOLDOWN_SECONDS);
  return ctx.limiter.cooledDown(kind, email, cooldown, nowMs) ? 'send' : 'quiet';
}

/** True when the project's budget for e-mails people ask for has room for one more (and counts it). */
export function requestedMailBudget(ctx: AuthContext): boolean {
  const counted = ctx.limiter.count('requestedEmailSent', 'project', ctx.config.now());
  return !counted?.over;
}

/**
 * POST /auth/v1/recover `{email}` — supabase-js resetPasswordForEmail. E-mails a one-time link that
 * signs the user in with a PASSWORD_RECOVERY event. The answer is 200 `{}` for every valid address,
 * with or without an account, also within the address's cooldown or past the project's budget for
 * such e-mails (nothing is sent then, as GoTrue may); only a client past its own budget of requests
 * gets 429, whatever the address. So the answer never tells whether an address has an account, and
 * recoveries spend their own budget, never the one sign-up confirmations need.
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
  const gate = requestedMailGate(req, ctx, 'recovery', email);
  if (typeof gate !== 'string') return gate;
  if (gate === 'send') {
    await asAuthAdmin(ctx.db, async (tx): Promise<void> => {
      const user = await findUserByEmail(tx, email);
      if (user === undefined) return;
      const nowMs = ctx.config.now();
      const lastSent = user.row.recovery_sent_at === null ? 0 : new Date(user.row.recovery_sent_at).getTime();
      if (lastSent + ctx.config.auth.maxFrequency * 1000 > nowMs) return;
      if (!requestedMailBudget(ctx)) return;
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
    });
  }
  return authJson(200, {});
}
