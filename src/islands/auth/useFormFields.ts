import { useRef, useState, type ChangeEvent } from 'react';

import type { FieldErrors } from '@/lib/forms/auth-form';

/**
 * A small form state for the auth forms: values by name, Swedish errors by name, and focus on the
 * first invalid field (in the order the fields are listed) after a failed check.
 */
export function useFormFields<Name extends string>(names: readonly Name[]) {
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((n) => [n, ''])) as Record<Name, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  const bind = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (node: HTMLInputElement | null) => {
      refs.current[name] = node;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = names.find((name) => next[name] !== undefined);
    if (first !== undefined) refs.current[first]?.focus();
  };

  return { values, setValues, bind, showErrors, clearErrors: () => setErrors({}) };
}
