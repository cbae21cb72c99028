import { useState, type Ref } from 'react';

import { longDate } from '@/lib/format/date';
import { PROFILE } from '@/lib/messages/profile';
import { COMMON } from '@/lib/messages/common';
import { withdrawHealthDataConsent } from '@/lib/supabase/profile';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { ConsentCheckbox } from '../shared/ConsentCheckbox';

interface Props {
  /** When the user consented (ISO time), or null. */
  consentAt: string | null;
  /** The not-yet-saved tick in the checkbox. */
  value: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  fieldRef: Ref<HTMLInputElement>;
  /** Consent withdrawn in the database: the form clears weight and height. */
  onWithdrawn: () => void;
}

/**
 * Explicit consent before weight and height are first saved (GDPR art. 9), and its withdrawal, which
 * clears them in the database. Shown under the weight and height fields.
 */
export function HealthDataConsent({ consentAt, onWithdrawn, ...box }: Props) {
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
    <ConsentCheckbox
      label={PROFILE.consentLabel}
      hint={PROFILE.consentHint}
      privacyLink={PROFILE.privacyLink}
      {...box}
    />
  );
}
