import { randomBytes } from 'node:crypto';
import { REQUESTED_MAIL_COOLDOWN_SECONDS } from '../config.ts';
import { err, ok, type Result } from '../../functions/_shared/result.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiRequest, Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { authError, authJson } from './errors.ts';
import { PKCE_PREFIX, pkceParams, saveFlowState, type PkceChallenge } from './pkce.ts';
import { clientAddress } from './rate-limit.ts';
import { allowedRedirect } from './redirect.ts';
import { asAuthAdmin, findUserByEmail, storedTokenHash, type UserRecord } from './users.ts';

/**
 * E-mail links, as sign-up, resend and recovery send them: the address they go to, the gate every
 * e-mail a person asks for passes, and the one-time token a link carries.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A valid, lower-cased e-mail address, or undefined (GoTrue lower-cases before looking up). */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 255 && EMAIL.test(email) ? email : undefined;
}

/** What a request for a link names: the address, the PKCE challenge (if any) and where it leads. */
export interface LinkRequest {
  email: string;
  pkce: PkceChallenge | undefined;
  redirectTo: string;
}

/**
 * The parts of a sign-up, resend or recover body every link needs, checked as GoTrue checks them:
 * a valid address (else 400 `validation_failed`), valid PKCE parameters, and `redirect_to` if the
 * site allows it (else the site URL).
 */
export function linkRequest(
  req: ApiRequest,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Result<LinkRequest, Reply> {
  const email = normaliseEmail(body.email);
  if (email === undefined) {
    return err(authError(req, 400, 'validation_failed', 'Unable to validate email address: invalid format'));
  }
  const flow = pkceParams(req, body);
  if (!flow.ok) return flow;
  const redirectTo = allowedRedirect(req.url.searchParams.get('redirect_to'), ctx.config.auth);
  return ok({ email, pkce: flow.value, redirectTo });
}

/**
 * Answers a request for an e-mail a person asks for (recovery, a confirmation sent again): 429
 * when the client is past its budget, else 200 `{}` whether or not anything is sent, so the answer
 * never tells whether the address has an account. Past the gate, `send` runs for the address's
 * user, if there is one.
 */
export async function answerRequestedMail(
  req: ApiRequest,
  ctx: AuthContext,
  kind: 'recovery' | 'resend',
  email: string,
  send: (tx: Queryable, user: UserRecord) => Promise<void>,
): Promise<Reply> {
  const gate = requestedMailGate(req, ctx, kind, email);
  if (typeof gate !== 'string') return gate;
  if (gate === 'send') {
    await asAuthAdmin(ctx.db, async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (user !== undefined) await send(tx, user);
    });
  }
  return authJson(200, {});
}

/**
 * The checks every e-mail a person asks for passes before it is sent, the same for an address with
 * or without an account: the client's budget of requests (over it: 429, whatever the address), then
 * the address's cooldown. Returns a 429 reply, `'quiet'` (answer as usual and send nothing) or
 * `'send'`. The project-wide budget ({@link requestedMailBudget}) is checked by the sender, only
 * when there is an e-mail to send.
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

/** Milliseconds until `max_frequency` allows another link after one sent at `sentAt` (≤ 0: now). */
export function linkWaitMs(ctx: AuthContext, sentAt: string | null, nowMs: number): number {
  const lastSent = sentAt === null ? 0 : new Date(sentAt).getTime();
  return lastSent + ctx.config.auth.maxFrequency * 1000 - nowMs;
}

/** What a link does, with the `auth.users` columns its token and time are kept in. */
const LINK_KINDS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', flow: 'email/signup' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', flow: 'recovery' },
} as const;

/**
 * Gives the user a fresh one-time token for a `kind` link (its hash stored, its time recorded; with
 * `pkce` the flow state too, and the token marked `pkce_`), replacing any earlier one, and returns
 * the link: GET /auth/v1/verify on this server, as GoTrue's e-mails link.
 */
export async function issueLink(
  tx: Queryable,
  ctx: AuthContext,
  userId: string,
  kind: keyof typeof LINK_KINDS,
  redirectTo: string,
  pkce: PkceChallenge | undefined,
): Promise<string> {
  const columns = LINK_KINDS[kind];
  const nowIso = new Date(ctx.config.now()).toISOString();
  const token = `${pkce === undefined ? '' : PKCE_PREFIX}${randomBytes(28).toString('hex')}`;
  if (pkce !== undefined) await saveFlowState(tx, userId, pkce, columns.flow, nowIso);
  await tx.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = $3 where id = $1`, [
    userId,
    storedTokenHash(token),
    nowIso,
  ]);
  const params = new URLSearchParams({ token, type: kind, redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${params.toString()}`;
}
