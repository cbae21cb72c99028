/**
 * The auth forms' values: checked in the browser so an invalid e-mail or a
 * short password never reaches the server. zod/mini keeps /auth inside its 80 KB budget.
 */
import * as z from 'zod/mini';

import { plainLineError } from '@shared/schemas/plain-text.ts';

import { AUTH } from '@/lib/messages/auth';

/** Minimum length of a new password (supabase/config.toml's minimum_password_length). */
export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: AUTH.emailRequired }),
    z.maxLength(255, { error: AUTH.emailInvalid }),
    z.email({ error: AUTH.emailInvalid }),
  );
/** A password to sign in with: any length (accounts made under an older, shorter rule still sign in). */
const currentPassword = z.string().check(z.minLength(1, { error: AUTH.passwordRequired }));
/** A new password (sign-up, a new one after recovery): at least MIN_PASSWORD_LENGTH characters. */
const newPassword = z
  .string()
  .check(
    z.minLength(1, { error: AUTH.passwordRequired }),
    z.minLength(MIN_PASSWORD_LENGTH, { error: AUTH.passwordTooShort }),
  );

/** A display name: 1–100 characters, no line breaks, control characters or bidi overrides. */
export const displayNameText = z.string().check(
  z.trim(),
  z.maxLength(100, { error: AUTH.displayNameTooLong }),
  z.superRefine((text, ctx) => {
    const message = plainLineError(text);
    if (message !== undefined) ctx.issues.push({ code: 'custom', message, input: text });
  }),
);

export const loginSchema = z.object({ email, password: currentPassword });
export const signupSchema = z.object({
  email,
  password: newPassword,
  displayName: displayNameText.check(z.minLength(1, { error: AUTH.displayNameRequired })),
});
export const emailSchema = z.object({ email });
export const newPasswordSchema = z.object({ password: newPassword });
