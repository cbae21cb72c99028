/**
 * The profile dialog's values: weight 1–999 kg in steps of 0.1, height 50–300 cm,
 * an empty number becomes null, an empty display name becomes the part of the e-mail before '@'.
 */
import * as z from 'zod/mini';

import { plainLineError } from '@shared/schemas/plain-text.ts';

import { PROFILE } from '@/lib/messages/profile';

export interface ProfileValues {
  displayName: string;
  weight: number | null;
  height: number | null;
}

/** A loaded profile: the values and when the user consented to health data (ISO time), if they did. */
export interface LoadedProfile extends ProfileValues {
  healthDataConsentAt: string | null;
}

/** Text from a number input → number, '' → null; anything else is a Swedish error. */
function optionalNumber(min: number, max: number, decimals: number, message: string) {
  return z.pipe(
    z.string(),
    z.transform((text, ctx): number | null => {
      const trimmed = text.trim().replace(',', '.');
      if (trimmed === '') return null;
      const value = Number(trimmed);
      const scaled = value * 10 ** decimals;
      if (
        !Number.isFinite(value) ||
        value < min ||
        value > max ||
        Math.abs(scaled - Math.round(scaled)) > 1e-6
      ) {
        ctx.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      }
      return value;
    }),
  );
}

export const profileFormSchema = z.object({
  displayName: z.string().check(
    z.trim(),
    z.maxLength(100, { error: 'Visningsnamnet får vara högst 100 tecken' }),
    // No line breaks, control characters or bidi overrides (the database refuses them too).
    z.superRefine((text, ctx) => {
      const message = plainLineError(text);
      if (message !== undefined) ctx.issues.push({ code: 'custom', message, input: text });
    }),
  ),
  weight: optionalNumber(1, 999, 1, PROFILE.weightRange),
  height: optionalNumber(50, 300, 1, PROFILE.heightRange),
});

/** An empty display name falls back to the part of the e-mail before '@', else ''. */
export function displayNameOrDefault(displayName: string, email: string): string {
  const name = displayName.trim();
  if (name !== '') return name;
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : '';
}

const nullableNumber = z.nullable(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value) => Number(value)),
  ),
);

/** A profiles row as the API returns it (numeric columns may arrive as numbers or strings). */
export const profileRowSchema = z.object({
  display_name: z.nullable(z.string()),
  weight: nullableNumber,
  height: nullableNumber,
  health_data_consent_at: z.optional(z.nullable(z.string())),
});
