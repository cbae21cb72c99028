import { useRef, useState } from 'react';

import type { FieldErrors } from '@/lib/forms/auth-form';

/**
 * Form state for the auth forms: uncontrolled inputs (so text typed before the island hydrates is
 * never reset), read on submit; Swedish errors by name; focus on the first invalid field (in the
 * order the fields are listed) after a failed check.
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

  return { read, clear, bind, showErrors, clearErrors: () => setErrors({}) };
}
