import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

import { FieldError } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Always-visible help under the label. */
  hint?: string;
  error?: string | undefined;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field with hint and error, wired like Field. */
export function TextArea({ label, hint, error, textAreaRef, className = '', ...textarea }: TextAreaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? '' : hintId, error === undefined ? '' : errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        ref={textAreaRef}
        aria-invalid={error !== undefined || undefined}
        rows={3}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink aria-invalid:border-danger-600"
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
