/**
 * The auth calls the site makes (sign-up, login, recovery, sign-out), each answering in Swedish. They load
 * supabase-js on first use.
 */
import { err, ok, type Result } from '@shared/result.ts';

import { AUTH } from '@/lib/messages/auth';
import { handOverToAccount } from '@/lib/storage/sign-in-handover';

import { attempt, callError, settled, type CallResult } from './call';
import type { AppClient } from './client';
import { sessionStorageKey } from './config';
import { authErrorMessage } from './errors';
import { queueRevocation, revokePending, storedTokens } from './sign-out';

/** Why an auth call failed: the Swedish text to show, and the server's code for the form to act on. */
export interface AuthError {
  readonly message: string;
  readonly code: string | undefined;
}

export type AuthResult<T = undefined> = Result<T, AuthError>;

/** Runs `call` (see `attempt`) and says any failure in Swedish, `fallback` when nothing better fits. */
async function authCall<T>(
  fallback: string,
  call: (supabase: AppClient) => Promise<CallResult<T>>,
): Promise<AuthResult<T>> {
  const result = await attempt(call);
  return result.ok
    ? result
    : err({ message: authErrorMessage(result.error, fallback), code: result.error.code });
}

/** Where e-mail links (confirmation, recovery) send the browser: the auth page of this site. */
export const emailLinkTarget = (): string => `${window.location.origin}/auth`;

/** Signs in with e-mail and password. */
export function signIn(email: string, password: string): Promise<AuthResult> {
  return authCall(AUTH.loginFailed, async (supabase) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    const result = settled(error);
    if (result.ok) handOverToAccount();
    return result;
  });
}

/**
 * Redeems the one-time `code` of an e-mail link (PKCE: POST /auth/v1/token?grant_type=pkce with the
 * verifier this browser kept when it asked for the link). The caller has the person's word when
 * this replaces a session; the replaced one is signed out on the server. A link opened in another
 * browser has no verifier here and is refused in Swedish.
 */
export async function exchangeLinkCode(code: string): Promise<AuthResult<{ recovery: boolean }>> {
  const key = sessionStorageKey();
  const previous = storedTokens(key);
  const result = await attempt<{ recovery: boolean }>(async (supabase) => {
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    if (error !== null) return err(callError(error));
    if (previous !== undefined && previous.refreshToken !== data.session.refresh_token) {
      queueRevocation(previous);
      void revokePending();
    }
    handOverToAccount();
    // supabase-js answers which kind of link it was (its types leave the field out).
    const redirectType = (data as { redirectType?: unknown }).redirectType;
    return ok({ recovery: redirectType === 'recovery' });
  });
  if (result.ok) return result;
  const { code: reason } = result.error;
  return err({
    message: reason === 'pkce_verifier_missing' ? AUTH.linkOtherBrowser : AUTH.linkExpired,
    code: reason,
  });
}

/**
 * Creates an account; the user confirms it from the e-mail. With confirmations on, GoTrue answers
 * an already registered address as a new one (a user with no identities) and the server e-mails
 * the owner instead: the form answers both alike, so it never tells a stranger who has an account.
 */
export function signUp(email: string, password: string, displayName: string): Promise<AuthResult> {
  return authCall(AUTH.signupFailed, async (supabase) => {
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: emailLinkTarget(), data: { display_name: displayName } },
    });
    return settled(error);
  });
}

/**
 * GoTrue answers a second request for an address with an account within its `max_frequency` with
 * 429 over_email_send_rate_limit, and one for an address without an account with 200: shown as
 * such, that would tell a stranger the address has an account. The form answers both alike (an
 * e-mail went out a moment ago either way); other errors are shown.
 */
function sent(error: unknown): CallResult<undefined> {
  const result = settled(error);
  return !result.ok && result.error.code === 'over_email_send_rate_limit' ? ok() : result;
}

/** Sends the sign-up confirmation e-mail again. */
export function resendConfirmation(email: string): Promise<AuthResult> {
  return authCall(AUTH.signupFailed, async (supabase) => {
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: emailLinkTarget() },
    });
    return sent(error);
  });
}

/** Sends a password-recovery link (POST /auth/v1/recover). */
export function requestPasswordReset(email: string): Promise<AuthResult> {
  return authCall(AUTH.passwordChangeFailed, async (supabase) => {
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: emailLinkTarget() });
    return sent(error);
  });
}

/** Sets a new password for the signed-in user (after a recovery link). */
export function updatePassword(password: string): Promise<AuthResult> {
  return authCall(AUTH.passwordChangeFailed, async (supabase) => {
    const { error } = await supabase.auth.updateUser({ password });
    return settled(error);
  });
}
