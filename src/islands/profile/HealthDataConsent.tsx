import { useId, useState } from 'react';

import { longDate } from '@/lib/format/date';
import { PROFILE } from '@/lib/messages/auth';
import { COMMON } from '@/lib/messages/common';
import { withdrawHealthDataConsent } from '@/lib/supabase/profile';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { FieldError } from '@/ui/Field';

interface Props {
  /** When the user consented (ISO time), or null. */
  consentAt: string | null;
  /** The not-yet-saved tick in the checkbox. */
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error: string | undefined;
  /** Consent withdrawn in the database: the form clears weight and height. */
  onWithdrawn: () => void;
}

/**
 * Explicit consent before weight and height are first saved (GDPR art. 9), and its withdrawal, which
 * clears them in the database. Shown under the weight and height fields.
 */
export function HealthDataConsent({ consentAt, checked, onCheckedChange, error, onWithdrawn }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);

  const withdraw = async () => {
    setWithdrawing(true);
    const result = await withdrawHealthDataConsent();
    setWithdrawing(false);
    if (!result.ok) {
      toast.error(PROFILE.withdrawFailed);
      return;
    }
    setConfirming(false);
    toast.success(PROFILE.withdrawn);
    onWithdrawn();
  };

  if (consentAt !== null) {
    return (
      <div className="rounded-md border border-line bg-surface p-3 text-sm">
        <p>{PROFILE.consentGiven(longDate(consentAt))}</p>
        {confirming ? (
          <div className="mt-2 grid gap-2">
            <p>{PROFILE.withdrawConfirmText}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="danger"
                busy={withdrawing}
                busyLabel={PROFILE.withdrawing}
                onClick={() => void withdraw()}
              >
                {PROFILE.withdrawConfirm}
              </Button>
              <Button variant="secondary" disabled={withdrawing} onClick={() => setConfirming(false)}>
                {COMMON.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" className="mt-2" onClick={() => setConfirming(true)}>
            {PROFILE.withdrawOpen}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="healthDataConsent"
          checked={checked}
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        <span>{PROFILE.consentLabel}</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 ml-6 text-xs text-muted">
        {PROFILE.consentHint}{' '}
        <a href="/integritet" className="text-brand-800 underline">
          {PROFILE.privacyLink}
        </a>
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
