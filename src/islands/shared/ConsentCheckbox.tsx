import { useId } from 'react';

import { FieldError } from '@/ui/Field';

interface Props {
  /** What the person agrees to, naming the health data ("Jag samtycker till att … nötter …"). */
  label: string;
  /** Why it is asked and how to withdraw it; followed by the link to the privacy page. */
  hint: string;
  privacyLink: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/**
 * Consent to storing health data (GDPR art. 9) before a plan naming it is saved: the box, its hint
 * with the privacy page, and the Swedish error when saving was tried without it. The meal plan's
 * save dialog (allergies) and the workout's save panel (specific goals) ask the same way.
 */
export function ConsentCheckbox({ label, hint, privacyLink, checked, error, onChange }: Props) {
  const id = useId();
  return (
    <>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="healthDataConsent"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
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
    </>
  );
}
