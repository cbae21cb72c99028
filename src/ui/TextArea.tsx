import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

import { describedBy, FieldError } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Always-visible help under the label. */
  hint?: string;
  error?: string | undefined;
  fieldRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field with hint and error, wired like Field. */
export function TextArea({ label, hint, error, fieldRef, className = '', ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        ref={fieldRef}
        aria-invalid={error !== undefined || undefined}
        rows={3}
        aria-describedby={describedBy(id, hint, error)}
        className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink aria-invalid:border-danger-600"
        {...textarea}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
