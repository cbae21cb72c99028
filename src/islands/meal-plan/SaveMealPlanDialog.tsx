import { useEffect, useState, type SubmitEvent } from 'react';

import { localDateSv } from '@/lib/format/sv';
import { COMMON } from '@/lib/messages/common';
import { SAVE_MEAL_PLAN as T } from '@/lib/messages/meal-plan';
import { PLAN_LIMIT } from '@/lib/messages/plans';
import type { Json } from '@/lib/supabase/json';
import { toast } from '@/stores/toasts';
import { Form } from '@/ui/Form';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { ConsentCheckbox } from '../shared/ConsentCheckbox';
import { Field } from '@/ui/Field';
import { TextArea } from '@/ui/TextArea';

import { joinLines, plainLineError } from '@shared/schemas/plain-text.ts';
import { loadActions } from './load-actions';
import { isEdited, type ShownPlan } from './shown-plan';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The plan was saved as a new row: its id and the name it got. */
  onSaved: (saved: { id: string; name: string }) => void;
  userId: string;
  shown: ShownPlan;
}

/** The allergies and restrictions the plan's preferences name, '' when none (health data, GDPR art. 9). */
function healthDataOf(preferences: unknown): string {
  if (typeof preferences !== 'object' || preferences === null) return '';
  const { restrictions, allergies } = preferences as Record<string, unknown>;
  return [restrictions, allergies]
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map((text) => text.trim())
    .join(', ');
}

/**
 * The save-meal-plan dialog, used by both tabs: name (empty → 'Måltidsplan {date}'),
 * optional description; while saving it stays open; on success it closes and clears. A plan that
 * names allergies asks for consent first, unless the user has already given it (the database
 * refuses such a plan without it). Saving always inserts a new row: a plan opened from My plans
 * whose meals were swapped becomes a new plan, named "{old name} (ändrad)" unless the user renames
 * it, and the old one is never overwritten; once saved, the page knows it (saving it again would
 * only make a copy, so the section then says it is saved). Offline, the plan stays on screen and the user can try again.
 */
export function SaveMealPlanDialog({ open, onClose, onSaved, userId, shown }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  // A saved plan with swapped meals is saved as a new plan, named after the old one (editable).
  const swappedFrom = isEdited(shown) ? shown.saved?.name : undefined;
  const fallback = swappedFrom === undefined ? T.defaultName(localDateSv()) : T.swappedName(swappedFrom);
  useEffect(() => {
    if (open && swappedFrom !== undefined)
      setName((typed) => (typed === '' ? T.swappedName(swappedFrom) : typed));
  }, [open, swappedFrom]);
  // Plain text only (no control characters or bidi overrides, as the database requires); a line
  // break typed in the description becomes a space.
  const nameError = name.trim().length > 200 ? T.nameTooLong : plainLineError(name.trim());
  const descriptionText = joinLines(description);
  const descriptionError =
    descriptionText.length > 2000 ? T.descriptionTooLong : plainLineError(descriptionText);
  const healthData = healthDataOf(shown.preferences);
  // undefined while unknown; a plan without allergies needs no consent.
  const [hasConsent, setHasConsent] = useState<boolean | undefined>(healthData === '' ? true : undefined);
  const [consentChecked, setConsentChecked] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();

  // The save code loads when the dialog opens (so a save made offline afterwards can still say
  // so), and asks whether consent was given when that is not known yet.
  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadActions({ quiet: true }).then(async (actions) => {
      if (hasConsent !== undefined) return;
      const result = await actions?.loadHealthDataConsent(userId);
      // Unknown (offline): ask; giving consent again keeps the first time.
      if (live) setHasConsent(result?.ok === true && result.value);
    });
    return () => {
      live = false;
    };
  }, [open, hasConsent, userId]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || nameError !== undefined || descriptionError !== undefined) return;
    // Still asking whether consent was given (a slow network): ask here, so a press is never lost.
    let consented = hasConsent;
    if (consented === undefined) {
      setBusy(true);
      const result = await (await loadActions({ quiet: true }))?.loadHealthDataConsent(userId);
      setBusy(false);
      consented = result?.ok === true && result.value;
      setHasConsent(consented);
    }
    const askConsent = !consented;
    if (askConsent && !consentChecked) {
      setConsentError(T.consentRequired);
      return;
    }
    setConsentError(undefined);
    setBusy(true);
    const actions = await loadActions({ quiet: true });
    if (actions === undefined) {
      setBusy(false);
      toast.error(T.failed, T.failedOffline);
      return;
    }
    const { giveHealthDataConsent, insertMealPlan } = actions;
    if (askConsent) {
      const consent = await giveHealthDataConsent(userId);
      if (!consent.ok) {
        setBusy(false);
        toast.error(T.failed, consent.error.kind === 'offline' ? T.failedOffline : undefined);
        return;
      }
      setHasConsent(true);
    }
    const savedName = name.trim() === '' ? fallback : name.trim();
    const result = await insertMealPlan({
      userId,
      name: savedName,
      description: descriptionText === '' ? null : descriptionText,
      // The number of people goes with the plan's choices, so the plan opens for as many again.
      preferences: (shown.people === undefined
        ? shown.preferences
        : { ...shown.preferences, people: shown.people }) as Json,
      plan: shown.plan,
    });
    setBusy(false);
    if (!result.ok) {
      if (result.error.kind === 'planLimit') toast.error(T.failed, PLAN_LIMIT.meal);
      else toast.error(T.failed, result.error.kind === 'offline' ? T.failedOffline : undefined);
      return;
    }
    toast.success(T.saved);
    setName('');
    setDescription('');
    onClose();
    onSaved({ id: result.value.id, name: savedName });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.title}
      description={swappedFrom === undefined ? T.description : T.swappedDescription(swappedFrom)}
      busy={busy}
    >
      <Form onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <Field
          label={T.name}
          name="name"
          hint={T.nameHint(fallback)}
          placeholder={fallback}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
        />
        <TextArea
          label={T.descriptionField}
          name="description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={descriptionError}
        />
        {hasConsent === false && (
          <div>
            <ConsentCheckbox
              label={T.consentLabel(healthData)}
              hint={T.consentHint}
              privacyLink={T.privacyLink}
              checked={consentChecked}
              error={consentError}
              onChange={(checked) => {
                setConsentChecked(checked);
                if (checked) setConsentError(undefined);
              }}
            />
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" busy={busy} busyLabel={COMMON.saving}>
            {COMMON.save}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
