import { useId, type ReactNode, type Ref } from 'react';

import { describedBy, FieldError } from './Field';

export interface CheckboxProps {
  label: ReactNode;
  name?: string;
  /** Help under the box (why it is asked, a link). */
  hint?: ReactNode;
  value: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  fieldRef?: Ref<HTMLInputElement>;
}

/** One box to tick, with its label, an optional hint and a Swedish error, wired like Field. */
export function Checkbox({ label, name, hint, value, onChange, error, fieldRef }: CheckboxProps) {
  const id = useId();
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          checked={value}
          onChange={(event) => onChange(event.currentTarget.checked)}
          ref={fieldRef}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        <span>{label}</span>
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="mt-1 ml-6 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
