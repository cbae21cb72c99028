import { useEffect, useState } from 'react';

import { displayNameOrDefault, profileFormSchema } from '@/lib/forms/profile-form';
import { parseForm } from '@/lib/forms/parse-form';
import { PROFILE } from '@/lib/messages/profile';
import { COMMON } from '@/lib/messages/common';
import type { StoredUser } from '@/stores/stored-session';
import { loadProfile, saveProfile } from '@/lib/supabase/profile';
import { toast } from '@/stores/toasts';
import { Form } from '@/ui/Form';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { useForm } from '@/ui/useForm';

import { HealthDataConsent } from './HealthDataConsent';

interface Props {
  user: StoredUser;
  onSaved: () => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * Loads the profile (no row is not an error), checks it (weight 1–999 kg in steps of 0.1, height
 * 50–300 cm, an empty number saved as null) and saves with an upsert. The dialog mounts it afresh
 * each time it opens, for one user.
 */
export function ProfileForm({ user, onSaved, onBusyChange }: Props) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const form = useForm({ displayName: '', weight: '', height: '', consent: false });
  const [consentAt, setConsentAt] = useState<string | null>(null);

  /** Fills the form with the saved profile: when the dialog opens, and on 'Försök igen'. */
  const load = async () => {
    setState('loading');
    const result = await loadProfile(user.id);
    if (!result.ok) {
      toast.error(PROFILE.loadFailed);
      setState('failed');
      return;
    }
    const { displayName, weight, height, healthDataConsentAt } = result.value;
    setConsentAt(healthDataConsentAt);
    form.fill({
      displayName: displayName === '' ? (user.displayName ?? '') : displayName,
      weight: weight === null ? '' : String(weight),
      height: height === null ? '' : String(height),
    });
    setState('ready');
  };

  useEffect(() => {
    void load();
  }, []);

  const save = async ({ consent }: { consent: boolean }) => {
    const data = await form.check((values) => parseForm(profileFormSchema, values));
    if (data === undefined) return;
    const consented = consentAt !== null || consent;
    if (!consented && (data.weight !== null || data.height !== null)) {
      form.fail({ consent: PROFILE.consentRequired });
      return;
    }
    onBusyChange(true);
    const result = await saveProfile(
      user.id,
      { ...data, displayName: displayNameOrDefault(data.displayName, user.email) },
      consented,
    );
    onBusyChange(false);
    if (!result.ok) {
      toast.error(PROFILE.saveFailed);
      return;
    }
    toast.success(PROFILE.saved);
    onSaved();
  };

  if (state === 'loading') {
    return (
      <p role="status" className="text-sm text-muted">
        {PROFILE.loading}
      </p>
    );
  }
  if (state === 'failed') {
    return (
      <div role="alert" className="text-sm">
        <p className="text-danger-600">{PROFILE.loadFailed}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void load()}>
          {COMMON.retry}
        </Button>
      </div>
    );
  }
  return (
    <Form onSubmit={form.submit(save)} className="grid gap-4">
      <Field
        label={PROFILE.displayName}
        hint={PROFILE.displayNameHint}
        autoComplete="nickname"
        maxLength={100}
        {...form.field('displayName')}
      />
      <div className="grid grid-cols-2 gap-4">
        {(['weight', 'height'] as const).map((name) => (
          <Field
            key={name}
            label={PROFILE[name]}
            type="number"
            inputMode="decimal"
            min={name === 'weight' ? 1 : 50}
            max={name === 'weight' ? 999 : 300}
            step={0.1}
            {...form.field(name)}
          />
        ))}
      </div>
      <HealthDataConsent
        consentAt={consentAt}
        {...form.field('consent')}
        onWithdrawn={() => {
          setConsentAt(null);
          form.fill({ consent: false, weight: '', height: '' });
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={form.busy} busyLabel={PROFILE.saving}>
          {PROFILE.save}
        </Button>
      </div>
    </Form>
  );
}
