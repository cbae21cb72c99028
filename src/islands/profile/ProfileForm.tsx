import { useEffect, useState, type SubmitEvent } from 'react';

import { displayNameOrDefault, profileFormSchema } from '@/lib/forms/profile-form';
import { PROFILE } from '@/lib/messages/auth';
import { COMMON } from '@/lib/messages/common';
import type { StoredUser } from '@/stores/stored-session';
import { loadProfile, saveProfile } from '@/lib/supabase/profile';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';

import { HealthDataConsent } from './HealthDataConsent';

interface Props {
  user: StoredUser;
  onSaved: () => void;
  onBusyChange: (busy: boolean) => void;
}

type Values = Record<'displayName' | 'weight' | 'height', string>;
const EMPTY: Values = { displayName: '', weight: '', height: '' };

/** Loads the profile (no row is not an error), validates per spec §5 and saves with an upsert. */
export function ProfileForm({ user, onSaved, onBusyChange }: Props) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [consentAt, setConsentAt] = useState<string | null>(null);
  const [consentChecked, setConsentChecked] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    setState('loading');
    void loadProfile(user.id).then((result) => {
      if (!live) return;
      if (!result.ok) {
        toast.error(PROFILE.loadFailed);
        setState('failed');
        return;
      }
      const { displayName, weight, height, healthDataConsentAt } = result.value;
      setConsentAt(healthDataConsentAt);
      setValues({
        displayName: displayName === '' ? (user.displayName ?? '') : displayName,
        weight: weight === null ? '' : String(weight),
        height: height === null ? '' : String(height),
      });
      setState('ready');
    });
    return () => {
      live = false;
    };
  }, [user.id, user.displayName, attempt]);

  const set = (name: keyof Values) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = profileFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Values> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const consent = consentAt !== null || consentChecked;
    if (!consent && (parsed.data.weight !== null || parsed.data.height !== null)) {
      setConsentError(PROFILE.consentRequired);
      return;
    }
    setConsentError(undefined);
    setSaving(true);
    onBusyChange(true);
    const result = await saveProfile(
      user.id,
      {
        ...parsed.data,
        displayName: displayNameOrDefault(parsed.data.displayName, user.email),
      },
      consent,
    );
    setSaving(false);
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
        <Button variant="secondary" className="mt-2" onClick={() => setAttempt((n) => n + 1)}>
          {COMMON.retry}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <Field
        label={PROFILE.displayName}
        hint={PROFILE.displayNameHint}
        name="displayName"
        autoComplete="nickname"
        maxLength={100}
        value={values.displayName}
        onChange={set('displayName')}
        error={errors.displayName}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={PROFILE.weight}
          name="weight"
          type="number"
          inputMode="decimal"
          min={1}
          max={999}
          step={0.1}
          value={values.weight}
          onChange={set('weight')}
          error={errors.weight}
        />
        <Field
          label={PROFILE.height}
          name="height"
          type="number"
          inputMode="decimal"
          min={50}
          max={300}
          step={0.1}
          value={values.height}
          onChange={set('height')}
          error={errors.height}
        />
      </div>
      <HealthDataConsent
        consentAt={consentAt}
        checked={consentChecked}
        onCheckedChange={(checked) => {
          setConsentChecked(checked);
          if (checked) setConsentError(undefined);
        }}
        error={consentError}
        onWithdrawn={() => {
          setConsentAt(null);
          setConsentChecked(false);
          setValues((current) => ({ ...current, weight: '', height: '' }));
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={saving} busyLabel={PROFILE.saving}>
          {PROFILE.save}
        </Button>
      </div>
    </form>
  );
}
