import { useId, type Ref, type SelectHTMLAttributes } from 'react';

import { describedBy, FieldError, RequiredMark } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Shown as the first, empty choice (value ''). */
  placeholder?: string;
  error?: string | undefined;
  markRequired?: boolean;
  fieldRef?: Ref<HTMLSelectElement>;
}

/** A labelled native select with an optional empty first choice and a Swedish error. */
export function Select({
  label,
  options,
  placeholder,
  error,
  markRequired = false,
  fieldRef,
  className = '',
  ...select
}: SelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {markRequired && <RequiredMark />}
      </label>
      <select
        id={id}
        ref={fieldRef}
        aria-invalid={error !== undefined || undefined}
        aria-required={markRequired || undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink aria-invalid:border-danger-600"
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
