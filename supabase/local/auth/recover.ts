import type { Queryable } from '../db/database.ts';
import type { ApiRequest, Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { authBody, authError } from './errors.ts';
import { answerRequestedMail, issueLink, linkRequest, linkWaitMs, requestedMailBudget } from './links.ts';
import { recoveryMail } from './mail.ts';
import { storedTokenHash, toUserRecord, USER_QUERY, type UserRecord } from './users.ts';

/** The user a recovery link with this token belongs to, if any (only the token's hash is stored). */
export async function findUserByRecoveryToken(tx: Queryable, token: string): Promise<UserRecord | undefined> {
  if (token === '') return undefined;
  return toUserRecord(await tx.query(`${USER_QUERY} where u.recovery_token = $1`, [storedTokenHash(token)]));
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
  const parsed = authBody(req);
  if (!parsed.ok) return parsed.error;
  const body = parsed.value;
  if (body.email === undefined || body.email === '') {
    return authError(req, 400, 'validation_failed', 'Password recovery requires an email');
  }
  const link = linkRequest(req, ctx, body);
  if (!link.ok) return link.error;
  const { email, pkce, redirectTo } = link.value;
  return answerRequestedMail(req, ctx, 'recovery', email, async (tx, user) => {
    if (linkWaitMs(ctx, user.row.recovery_sent_at, ctx.config.now()) > 0) return;
    if (!requestedMailBudget(ctx)) return;
    const url = await issueLink(tx, ctx, user.row.id, 'recovery', redirectTo, pkce);
    ctx.inbox.send(recoveryMail(email, url, ctx.config.auth.otpExpiry));
  });
}
