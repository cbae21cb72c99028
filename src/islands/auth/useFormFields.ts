import { useRef, useState } from 'react';

import type { Result } from '@shared/result.ts';

import type { FieldErrors } from '@/lib/forms/auth-form';

/**
 * Form state for the auth forms: the fields have no checks while typing, so they are uncontrolled
 * and read on submit; Swedish errors by name; focus on the first invalid field (in the order the
 * fields are listed) after a failed check. Like every island form, they sit in `Form` (src/ui/Form.tsx),
 * inert until the island has hydrated.
 */
export function useFormFields<Name extends string>(names: readonly Name[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  const bind = (name: Name) => ({
    name,
    error: errors[name],
    inputRef: (node: HTMLInputElement | null) => {
      refs.current[name] = node;
    },
  });

  /** The fields' current text. */
  const read = (): Record<Name, string> =>
    Object.fromEntries(names.map((name) => [name, refs.current[name]?.value ?? ''])) as Record<Name, string>;

  const clear = (name: Name): void => {
    const input = refs.current[name];
    if (input) input.value = '';
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = names.find((name) => next[name] !== undefined);
    if (first !== undefined) refs.current[first]?.focus();
  };

  /**
   * Checks the fields with `parse` (a form schema, loaded on submit): the clean values, or undefined
   * after showing the Swedish errors and focusing the first invalid field.
   */
  const check = <T>(parse: (values: Record<Name, string>) => Result<T, FieldErrors>): T | undefined => {
    const parsed = parse(read());
    if (!parsed.ok) {
      showErrors(parsed.error);
      return undefined;
    }
    setErrors({});
    return parsed.value;
  };

  return { check, clear, bind };
}
