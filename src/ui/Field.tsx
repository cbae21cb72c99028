import { memo, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Always-visible help under the label (e.g. 'Minst 8 tecken'). */
  hint?: ReactNode;
  /** Swedish error shown next to the field; marks it invalid for assistive tech. */
  error?: string | undefined;
  /** Shows ' *' after the label and sets aria-required (not the native `required`, so our own message shows). */
  markRequired?: boolean;
  /** The input, for moving focus to it (useForm's bindings pass it). */
  fieldRef?: Ref<HTMLInputElement>;
  id?: string;
}

const INPUT =
  'mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink aria-invalid:border-danger-600';

/**
 * A labelled input with hint and error, wired with aria-describedby and aria-invalid. Drawn again
 * only when its props change (useForm's bindings keep a field's handlers for the form's life), so
 * a form drawn for its busy state or another field does not draw this one.
 */
export const Field = memo(function Field({
  label,
  hint,
  error,
  markRequired = false,
  fieldRef,
  id,
  className = '',
  ...input
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
        {markRequired && <RequiredMark />}
      </label>
      {hint !== undefined && (
        <p id={`${inputId}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        ref={fieldRef}
        aria-invalid={error !== undefined || undefined}
        aria-required={markRequired || undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={INPUT}
        {...input}
      />
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
});

/**
 * A field's aria-describedby: the ids of its hint (`<id>-hint`) and its error (`<id>-error`) where
 * it has them, undefined when it has neither.
 */
export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  `${hint === undefined ? '' : `${id}-hint`} ${error === undefined ? '' : `${id}-error`}`.trim() || undefined;

/** The visible required mark; the requirement itself is announced through aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-danger-600">
      {' '}
      *
    </span>
  );
}

/** A field's error text, read by screen readers through the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger-600">
      {error}
    </p>
  );
}
