import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

import { FieldError } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field with a Swedish error. */
export function TextArea({ label, error, textAreaRef, className = '', ...area }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        ref={textAreaRef}
        rows={3}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink aria-invalid:border-danger-600"
        {...area}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
