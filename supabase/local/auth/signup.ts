import { randomUUID } from 'node:crypto';
import { isPgError, type Queryable } from '../db/database.ts';
import { isObject, type ApiRequest, type Reply } from '../http/types.ts';
import { issuer, type AuthContext } from './context.ts';
import { authBody, authError, authJson } from './errors.ts';
import { REQUESTED_MAIL_COOLDOWN_SECONDS } from '../config.ts';
import { accountExistsMail, confirmationMail } from './mail.ts';
import type { PkceChallenge } from './pkce.ts';
import { MAX_PASSWORD_BYTES, passwordTooLong, hashPassword, weakPassword } from './password.ts';
import { issueLink, linkRequest, linkWaitMs, requestedMailBudget } from './links.ts';
import { createSession } from './sessions.ts';
import { asAuthAdmin, findUserByEmail, findUserById, userJson, type UserRecord } from './users.ts';

const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000';

/**
 * Gives the user a fresh confirmation token and e-mails the link, unless one went out less than
 * `max_frequency` ago. For a sign-up (`'signup'`) that and the project's confirmation budget answer
 * GoTrue's 429; for a confirmation sent again on request (`'requested'`) they send nothing, quietly,
 * and the e-mail spends the budget of requested e-mails, never the sign-ups' one.
 * With `pkce` the link redeems to a one-time code for the browser that holds the verifier
 * (./pkce.ts).
 */
export async function sendConfirmation(
  req: ApiRequest,
  ctx: AuthContext,
  tx: Queryable,
  user: UserRecord,
  redirectTo: string,
  mode: 'signup' | 'requested' = 'signup',
  pkce?: PkceChallenge,
): Promise<Reply | undefined> {
  const waitMs = linkWaitMs(ctx, user.row.confirmation_sent_at, ctx.config.now());
  if (waitMs > 0) {
    if (mode === 'requested') return undefined;
    const seconds = Math.ceil(waitMs / 1000);
    return authError(
      req,
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  }
  if (mode === 'requested') {
    if (!requestedMailBudget(ctx)) return undefined;
  } else {
    const overLimit = ctx.limiter.hit(req, 'emailSent', 'project', ctx.config.now());
    if (overLimit !== undefined) return overLimit;
  }
  const link = await issueLink(tx, ctx, user.row.id, 'signup', redirectTo, pkce);
  const name = user.row.raw_user_meta_data?.display_name;
  ctx.inbox.send(
    confirmationMail(
      user.row.email ?? '',
      typeof name === 'string' ? name : undefined,
      link,
      ctx.config.auth.otpExpiry,
    ),
  );
  return undefined;
}

/** Marks the e-mail confirmed, as GoTrue's user.Confirm does. */
export async function confirmUser(tx: Queryable, userId: string, nowIso: string): Promise<void> {
  await tx.query(
    `update auth.users
     set email_confirmed_at = $2, confirmation_token = '', updated_at = $2,
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId, nowIso],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
     where user_id = $1 and provider = 'email'`,
    [userId, nowIso],
  );
}

/** The reply for a sign-up of an already confirmed address while confirmations are on. */
function obfuscatedUser(
  email: string,
  data: Record<string, unknown>,
  nowIso: string,
): Record<string, unknown> {
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: nowIso,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: nowIso,
    updated_at: nowIso,
    is_anonymous: false,
  };
}

/** POST /auth/v1/signup (e-mail and password), in the order GoTrue checks (CONTRACT.md, "POST /signup"). */
export async function signup(req: ApiRequest, ctx: AuthContext): Promise<Reply> {
  const parsed = authBody(req);
  if (!parsed.ok) return parsed.error;
  const body = parsed.value;
  const auth = ctx.config.auth;
  if (!auth.enableSignup)
    return authError(req, 422, 'signup_disabled', 'Signups not allowed for this instance');

  const password = body.password;
  if (typeof password !== 'string' || password === '') {
    return authError(req, 400, 'validation_failed', 'Signup requires a valid password');
  }
  if (passwordTooLong(password)) {
    return authError(
      req,
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`,
    );
  }
  const weak = weakPassword(password, auth.minimumPasswordLength);
  if (weak !== undefined) return authError(req, 422, 'weak_password', weak.message, { weak_password: weak });

  if (typeof body.phone === 'string' && body.phone !== '' && body.email === undefined) {
    return authError(req, 422, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  if (body.email === undefined || body.email === '') {
    return authError(req, 400, 'validation_failed', 'To signup, please provide your email');
  }
  const link = linkRequest(req, ctx, body);
  if (!link.ok) return link.error;
  const { email, pkce, redirectTo } = link.value;
  const data = isObject(body.data) ? body.data : {};

  // The bcrypt work comes first, for an address that exists as for a new one: otherwise a
  // sign-up for a taken address answers many times faster and tells a stranger it exists.
  const hash = await hashPassword(password);
  const existing = await asAuthAdmin(ctx.db, (tx) => findUserByEmail(tx, email));
  if (existing !== undefined) return signupExisting(req, ctx, existing, data, redirectTo, pkce);

  const nowIso = new Date(ctx.config.now()).toISOString();
  const userId = randomUUID();
  try {
    return await asAuthAdmin(ctx.db, async (tx) => {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
           raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new,
           email_change, is_sso_user, is_anonymous)
         values ($1, $2, 'authenticated', '', $3, $4, '{"provider": "email", "providers": ["email"]}'::jsonb,
           $5::jsonb, $6, $6, '', '', '', '', false, false)`,
        [NIL_INSTANCE, userId, email, hash, JSON.stringify(data), nowIso],
      );
      await tx.query("update auth.users set role = 'authenticated' where id = $1", [userId]);
      const identityData = { ...data, sub: userId, email, email_verified: false, phone_verified: false };
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1::text, $1::uuid, $2::jsonb, 'email', $3, $3, $3)`,
        [userId, JSON.stringify(identityData), nowIso],
      );
      if (!auth.enableConfirmations) {
        await confirmUser(tx, userId, nowIso);
        return authJson(200, await createSession(tx, ctx.config, issuer(ctx), userId, 'password'));
      }
      const created = await findUserById(tx, userId);
      if (created === undefined) throw new Error('new user not found');
      const limited = await sendConfirmation(req, ctx, tx, created, redirectTo, 'signup', pkce);
      if (limited !== undefined) return limited;
      const user = await findUserById(tx, userId);
      return authJson(200, userJson(user ?? created));
    });
  } catch (e) {
    if (isPgError(e) && e.code === '23505') {
      return authError(req, 422, 'user_already_exists', 'User already registered');
    }
    ctx.log(`[auth] signup failed: ${e instanceof Error ? e.message : String(e)}`);
    return authError(req, 500, 'unexpected_failure', 'Database error saving new user');
  }
}

async function signupExisting(
  req: ApiRequest,
  ctx: AuthContext,
  existing: UserRecord,
  data: Record<string, unknown>,
  redirectTo: string,
  pkce: PkceChallenge | undefined,
): Promise<Reply> {
  const auth = ctx.config.auth;
  const nowIso = new Date(ctx.config.now()).toISOString();
  const email = existing.row.email ?? '';
  if (existing.row.email_confirmed_at !== null) {
    if (!auth.enableConfirmations) {
      return authError(req, 422, 'user_already_exists', 'User already registered');
    }
    // The stranger gets what a new address gets; the owner gets an e-mail saying someone tried,
    // at most once per cooldown and within the budget of requested e-mails.
    const cooldown = Math.max(auth.maxFrequency, REQUESTED_MAIL_COOLDOWN_SECONDS);
    if (
      ctx.limiter.cooledDown('taken-signup', email, cooldown, ctx.config.now()) &&
      requestedMailBudget(ctx)
    ) {
      ctx.inbox.send(accountExistsMail(email, new URL('/auth', auth.siteUrl).href));
    }
    return authJson(200, obfuscatedUser(email, data, nowIso));
  }
  // Unconfirmed: the row is left as it is (the new password is not applied) and the link re-sent,
  // or, with confirmations off, the user is confirmed and signed in.
  return asAuthAdmin(ctx.db, async (tx) => {
    if (!auth.enableConfirmations) {
      await confirmUser(tx, existing.row.id, nowIso);
      return authJson(200, await createSession(tx, ctx.config, issuer(ctx), existing.row.id, 'password'));
    }
    const limited = await sendConfirmation(req, ctx, tx, existing, redirectTo, 'signup', pkce);
    if (limited !== undefined) return limited;
    const user = await findUserById(tx, existing.row.id);
    return authJson(200, userJson(user ?? existing));
  });
}
