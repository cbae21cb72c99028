/**
 * A form's values checked with its zod/mini schema (loaded on submit), in the shape `useForm`'s
 * `check` takes: the clean data, or the first Swedish message per field.
 */
import type * as z from 'zod/mini';

import { err, ok, type Result } from '@shared/result.ts';

export function parseForm<T>(
  schema: z.ZodMiniType<T>,
  values: object,
): Result<T, Partial<Record<string, string>>> {
  const result = schema.safeParse(values);
  if (result.success) return ok(result.data);
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return err(errors);
}
