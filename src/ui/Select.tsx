import { useId, type Ref, type SelectHTMLAttributes } from 'react';

import { FieldError, RequiredMark } from './Field';

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
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled native select with an optional empty first choice and a Swedish error. */
export function Select({
  label,
  options,
  placeholder,
  error,
  markRequired = false,
  selectRef,
  className = '',
  ...select
}: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {markRequired && <RequiredMark />}
      </label>
      <select
        id={id}
        ref={selectRef}
        aria-invalid={error !== undefined || undefined}
        aria-required={markRequired || undefined}
        aria-describedby={error === undefined ? undefined : errorId}
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}
