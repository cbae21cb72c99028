import { useEffect, useEffectEvent, useState } from 'react';

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
import { useForm } from '@/ui/useForm';

import { joinLines, plainLineError } from '@shared/schemas/plain-text.ts';
import { loadActions } from './load-actions';
import { isEdited, type ShownPlan } from '@/lib/plans/shown-plan';

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
 * Whether the user has consented to health data. False when it cannot be known (offline): they are
 * asked, and consenting again keeps the first time.
 */
async function consentGiven(userId: string): Promise<boolean> {
  const result = await (await loadActions({ quiet: true }))?.loadHealthDataConsent(userId);
  return result?.ok === true && result.value;
}

/**
 * The save-meal-plan dialog, opened by ./SaveMealPlanButton.tsx (which loads this module): name
 * (empty → 'Måltidsplan {date}'), optional description; while saving it stays open; on success it
 * closes and clears. A plan that names allergies asks for consent first, unless the user has
 * already given it (the database refuses such a plan without it). Saving always inserts a new row:
 * a plan opened from My plans whose meals were swapped becomes a new plan, named "{old name}
 * (ändrad)" unless the user renames it, and the old one is never overwritten; once saved, the page
 * knows it (saving it again would only make a copy, so the section then says it is saved).
 * Offline, the plan stays on screen and the user can try again.
 */
export function SaveMealPlanDialog({ open, onClose, onSaved, userId, shown }: Props) {
  const form = useForm({ name: '', description: '', consent: false });
  const { name, description } = form.values;
  // A saved plan with swapped meals is saved as a new plan, named after the old one (editable).
  const swappedFrom = isEdited(shown) ? shown.saved?.name : undefined;
  const fallback = swappedFrom === undefined ? T.defaultName(localDateSv()) : T.swappedName(swappedFrom);
  // Plain text only (no control characters or bidi overrides, as the database requires); a line
  // break typed in the description becomes a space.
  const nameError = name.trim().length > 200 ? T.nameTooLong : plainLineError(name.trim());
  const descriptionText = joinLines(description);
  const descriptionError =
    descriptionText.length > 2000 ? T.descriptionTooLong : plainLineError(descriptionText);
  const healthData = healthDataOf(shown.preferences);
  // undefined while unknown; a plan without allergies needs no consent.
  const [hasConsent, setHasConsent] = useState<boolean | undefined>(healthData === '' ? true : undefined);
  const knowConsent = (given: boolean) => setHasConsent((known) => known ?? given);

  const onOpen = useEffectEvent(() => {
    if (swappedFrom !== undefined && name === '') form.set('name', T.swappedName(swappedFrom));
    // The save code loads now (so a save made offline afterwards can still say so), and asks
    // whether consent was given when that is not known yet.
    if (hasConsent === undefined) void consentGiven(userId).then(knowConsent);
    else void loadActions({ quiet: true });
  });
  useEffect(() => {
    if (open) onOpen();
  }, [open]);

  const save = async () => {
    if (nameError !== undefined || descriptionError !== undefined) {
      form.fail({ name: nameError, description: descriptionError });
      return;
    }
    // Still asking whether consent was given (a slow network): ask here, so a press is never lost.
    const consented = hasConsent ?? (await consentGiven(userId));
    knowConsent(consented);
    if (!consented && !form.values.consent) {
      form.fail({ consent: T.consentRequired });
      return;
    }
    form.fail({});
    const actions = await loadActions({ quiet: true });
    if (actions === undefined) {
      toast.error(T.failed, T.failedOffline);
      return;
    }
    const { giveHealthDataConsent, insertMealPlan } = actions;
    if (!consented) {
      const consent = await giveHealthDataConsent(userId);
      if (!consent.ok) {
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
    if (!result.ok) {
      if (result.error.kind === 'planLimit') toast.error(T.failed, PLAN_LIMIT.meal);
      else toast.error(T.failed, result.error.kind === 'offline' ? T.failedOffline : undefined);
      return;
    }
    toast.success(T.saved);
    form.fill({ name: '', description: '' });
    onClose();
    onSaved({ id: result.value.id, name: savedName });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.title}
      description={swappedFrom === undefined ? T.description : T.swappedDescription(swappedFrom)}
      busy={form.busy}
    >
      <Form onSubmit={form.submit(save)} className="grid gap-4">
        <Field
          label={T.name}
          hint={T.nameHint(fallback)}
          placeholder={fallback}
          autoComplete="off"
          {...form.field('name')}
          error={nameError}
        />
        <TextArea label={T.descriptionField} {...form.field('description')} error={descriptionError} />
        {hasConsent === false && (
          <ConsentCheckbox
            label={T.consentLabel(healthData)}
            hint={T.consentHint}
            privacyLink={T.privacyLink}
            {...form.field('consent')}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" busy={form.busy} busyLabel={COMMON.saving}>
            {COMMON.save}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
