/**
 * The auth forms' values: checked in the browser so an invalid e-mail or a
 * short password never reaches the server. zod/mini keeps /auth inside its 80 KB budget.
 */
import * as z from 'zod/mini';

import { AUTH } from '@/lib/messages/auth';

/** Minimum password length (GoTrue's default, supabase/config.toml). */
export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: AUTH.emailRequired }),
    z.maxLength(255, { error: AUTH.emailInvalid }),
    z.email({ error: AUTH.emailInvalid }),
  );
const password = z
  .string()
  .check(
    z.minLength(1, { error: AUTH.passwordRequired }),
    z.minLength(MIN_PASSWORD_LENGTH, { error: AUTH.passwordTooShort }),
  );

export const loginSchema = z.object({ email, password });
export const signupSchema = z.object({
  email,
  password,
  displayName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: AUTH.displayNameRequired }),
      z.maxLength(100, { error: AUTH.displayNameTooLong }),
    ),
});
export const emailSchema = z.object({ email });
export const newPasswordSchema = z.object({ password });

export type FieldErrors = Partial<Record<string, string>>;

/** Parses a form's values: the clean data, or the first Swedish message per field. */
export function parseForm<T>(
  schema: z.ZodMiniType<T>,
  values: Record<string, string>,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
