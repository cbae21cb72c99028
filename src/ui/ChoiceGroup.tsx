import { useId, type ReactNode, type Ref } from 'react';

import { COMMON } from '@/lib/messages/common';

import { describedBy, FieldError, RequiredMark } from './Field';

export interface Choice {
  value: string;
  label: string;
  /** Extra line under the label (e.g. an activity level's description). */
  description?: ReactNode;
}

interface BaseProps {
  legend: string;
  choices: readonly Choice[];
  error?: string | undefined;
  markRequired?: boolean;
  /** Ref to the first input, so a form can move focus to the group. */
  fieldRef?: Ref<HTMLInputElement>;
  columns?: 1 | 2 | 3;
  className?: string;
}

export interface CheckboxGroupProps extends BaseProps {
  kind: 'checkbox';
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export interface RadioGroupProps extends BaseProps {
  kind: 'radio';
  value: string;
  onChange: (value: string) => void;
}

const GRID = { 1: 'grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/**
 * A fieldset of checkboxes (multi-select) or radios (one of), with a legend, a required mark (also
 * announced, as text in the legend) and an error. Native inputs, so keyboard use (Tab, Space, arrow keys for radios) is the browser's own.
 */
export function ChoiceGroup(props: CheckboxGroupProps | RadioGroupProps) {
  const { legend, choices, error, markRequired = false, fieldRef, columns = 2, className = '' } = props;
  const id = useId();
  const checked = (value: string) =>
    props.kind === 'checkbox' ? props.value.includes(value) : props.value === value;
  const toggle = (value: string, on: boolean) => {
    if (props.kind === 'radio') props.onChange(value);
    else props.onChange(on ? [...props.value, value] : props.value.filter((v) => v !== value));
  };
  return (
    <fieldset
      className={className}
      // A fieldset is a group, which may not carry aria-required/aria-invalid; a radiogroup may.
      // Checkboxes carry aria-invalid themselves.
      role={props.kind === 'radio' ? 'radiogroup' : undefined}
      aria-describedby={describedBy(id, undefined, error)}
      aria-invalid={(props.kind === 'radio' && error !== undefined) || undefined}
      aria-required={(props.kind === 'radio' && markRequired) || undefined}
    >
      <legend className="text-sm font-medium text-ink">
        {legend}
        {markRequired && (
          <>
            <RequiredMark />
            {/* aria-required is not allowed on a checkbox group (axe aria-allowed-attr): say it in the legend. */}
            {props.kind === 'checkbox' && <span className="sr-only"> ({COMMON.required})</span>}
          </>
        )}
      </legend>
      <div className={`mt-2 grid gap-2 ${GRID[columns]}`}>
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-line bg-white px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type={props.kind}
              name={id}
              value={choice.value}
              checked={checked(choice.value)}
              onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
              ref={index === 0 ? fieldRef : undefined}
              aria-invalid={(props.kind === 'checkbox' && error !== undefined) || undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block text-ink">{choice.label}</span>
              {choice.description !== undefined && (
                <span className="block text-xs text-muted">{choice.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
