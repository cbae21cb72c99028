/**
 * The auth calls the site makes (sign-up, login, recovery, sign-out), each answering in Swedish. They load
 * supabase-js on first use.
 */
import { AUTH } from '@/lib/messages/auth';
import { handOverToAccount } from '@/lib/storage/sign-in-handover';

import { getSupabase } from './client';
import { sessionStorageKey } from './config';
import { authErrorMessage } from './errors';
import { queueRevocation, revokePending, storedTokens } from './sign-out';

export type AuthResult = { ok: true } | { ok: false; message: string; code: string | undefined };

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

function failure(error: unknown, fallback: string): AuthResult {
  return { ok: false, message: authErrorMessage(error, fallback), code: codeOf(error) };
}

/** Runs `call`, turning a thrown error (e.g. supabase-js failing to load offline) into a result. */
async function attempt(fallback: string, call: () => Promise<AuthResult>): Promise<AuthResult> {
  try {
    return await call();
  } catch (error) {
    return failure(error, fallback);
  }
}

/** Where e-mail links (confirmation, recovery) send the browser: the auth page of this site. */
export const emailLinkTarget = (): string => `${window.location.origin}/auth`;

/** Signs in with e-mail and password. */
export function signIn(email: string, password: string): Promise<AuthResult> {
  return attempt(AUTH.loginFailed, async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error !== null) return failure(error, AUTH.loginFailed);
    handOverToAccount();
    return { ok: true };
  });
}

export type LinkResult =
  { ok: true; recovery: boolean } | { ok: false; message: string; code: string | undefined };

/**
 * Redeems the one-time `code` of an e-mail link (PKCE: POST /auth/v1/token?grant_type=pkce with the
 * verifier this browser kept when it asked for the link). The caller has the person's word when
 * this replaces a session; the replaced one is signed out on the server. A link opened in another
 * browser has no verifier here and is refused in Swedish.
 */
export async function exchangeLinkCode(code: string): Promise<LinkResult> {
  try {
    const key = sessionStorageKey();
    const previous = storedTokens(key);
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    if (error !== null) {
      const errorCode =
        codeOf(error) ??
        (error.name === 'AuthPKCECodeVerifierMissingError' ? 'pkce_verifier_missing' : undefined);
      const message = errorCode === 'pkce_verifier_missing' ? AUTH.linkOtherBrowser : AUTH.linkExpired;
      return { ok: false, message, code: errorCode };
    }
    if (previous !== undefined && previous.refreshToken !== data.session.refresh_token) {
      queueRevocation(previous);
      void revokePending();
    }
    handOverToAccount();
    // supabase-js answers which kind of link it was (its types leave the field out).
    const redirectType = (data as { redirectType?: unknown }).redirectType;
    return { ok: true, recovery: redirectType === 'recovery' };
  } catch (error) {
    return { ok: false, message: AUTH.linkExpired, code: codeOf(error) };
  }
}

/**
 * Creates an account; the user confirms it from the e-mail. With confirmations on, GoTrue answers
 * an already registered address as a new one (a user with no identities) and the server e-mails
 * the owner instead: the form answers both alike, so it never tells a stranger who has an account.
 */
export function signUp(email: string, password: string, displayName: string): Promise<AuthResult> {
  return attempt(AUTH.signupFailed, async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: emailLinkTarget(), data: { display_name: displayName } },
    });
    if (error !== null) return failure(error, AUTH.signupFailed);
    return { ok: true };
  });
}

/**
 * GoTrue answers a second request for an address with an account within its `max_frequency` with
 * 429 over_email_send_rate_limit, and one for an address without an account with 200: shown as
 * such, that would tell a stranger the address has an account. The form answers both alike (an
 * e-mail went out a moment ago either way); other errors are shown.
 */
const quietlyLimited = (error: { code?: string | undefined } | null): boolean =>
  error?.code === 'over_email_send_rate_limit';

/** Sends the sign-up confirmation e-mail again. */
export function resendConfirmation(email: string): Promise<AuthResult> {
  return attempt(AUTH.signupFailed, async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: emailLinkTarget() },
    });
    return error === null || quietlyLimited(error) ? { ok: true } : failure(error, AUTH.signupFailed);
  });
}

/** Sends a password-recovery link (POST /auth/v1/recover). */
export function requestPasswordReset(email: string): Promise<AuthResult> {
  return attempt(AUTH.passwordChangeFailed, async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: emailLinkTarget() });
    return error === null || quietlyLimited(error) ? { ok: true } : failure(error, AUTH.passwordChangeFailed);
  });
}

/** Sets a new password for the signed-in user (after a recovery link). */
export function updatePassword(password: string): Promise<AuthResult> {
  return attempt(AUTH.passwordChangeFailed, async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.updateUser({ password });
    return error === null ? { ok: true } : failure(error, AUTH.passwordChangeFailed);
  });
}
