import { useId, type Ref } from 'react';

import { describedBy, FieldError } from '@/ui/Field';

interface Props {
  /** What the person agrees to, naming the health data ("Jag samtycker till att … nötter …"). */
  label: string;
  /** Why it is asked and how to withdraw it; followed by the link to the privacy page. */
  hint: string;
  privacyLink: string;
  value: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
  fieldRef?: Ref<HTMLInputElement>;
}

/**
 * Consent to storing health data (GDPR art. 9): the box, its hint with the privacy page, and the
 * Swedish error when saving was tried without it. The profile, the meal plan's save dialog
 * (allergies) and the workout's save panel (specific goals) ask the same way; a form binds it like a
 * field of the kit (`{...form.field('consent')}`). It is ui/Checkbox with a link in its hint, kept
 * apart so the tool pages that ask for consent do not load the checkbox as a chunk of its own.
 */
export function ConsentCheckbox({ label, hint, privacyLink, value, error, onChange, fieldRef }: Props) {
  const id = useId();
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="healthDataConsent"
          checked={value}
          onChange={(event) => onChange(event.currentTarget.checked)}
          ref={fieldRef}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        <span>{label}</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 ml-6 text-xs text-muted">
        {hint}{' '}
        <a href="/integritet" className="text-brand-800 underline">
          {privacyLink}
        </a>
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
