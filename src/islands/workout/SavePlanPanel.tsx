import { useState, type MouseEvent } from 'react';

import { COMMON } from '@/lib/messages/common';
import { PLAN_LIMIT } from '@/lib/messages/plans';
import { WORKOUT } from '@/lib/messages/workout';
import { authHref } from '@/lib/navigation';
import { STORED } from '@/lib/storage/keys';
import { removeStored, writeStored } from '@/lib/storage/stored';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { useForm } from '@/ui/useForm';
import { ConsentCheckbox } from '../shared/ConsentCheckbox';

import type { StoredWorkoutForm } from '@shared/schemas/workout.ts';

import type { GeneratedWorkout } from './generated';
import { loadActions } from './load-actions';

const RETURN_PATH = '/create-workout-plan';

type Savable = GeneratedWorkout & { form: StoredWorkoutForm };

/** Keeps the plan under `workoutDraft` so it survives the trip to /auth; false (and said) when storage is full. */
function keepDraft(result: Savable): boolean {
  const kept = writeStored(STORED.workoutDraft, {
    form: result.form,
    workoutPlan: result.workoutPlan,
    ...(result.notice === undefined ? {} : { notice: result.notice }),
    createdAt: result.createdAt,
  });
  if (!kept) toast.error(COMMON.storageFull);
  return kept;
}

type SaveChoice = 'asked' | 'withConsent' | 'withoutGoals';

/**
 * 'Spara till Mina planer': signed in, the plan is inserted into workout_plans;
 * signed out, 'Inloggning krävs' and a sign-in link that brings the visitor back to this plan.
 * Specific goals are health data: a user who has not consented is asked (a box to tick, or
 * 'Spara utan specifika mål'), as the meal plan's save dialog asks for allergies.
 */
export function SavePlanPanel({ result, signedIn }: { result: Savable; signedIn: () => boolean }) {
  const form = useForm({ consent: false });
  const [saved, setSaved] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);
  const [needsConsent, setNeedsConsent] = useState(false);

  const requireLogin = () => {
    toast.destructive(COMMON.loginRequiredTitle, WORKOUT.loginRequiredText);
    keepDraft(result);
    setNeedsLogin(true);
  };

  /** Saves as `choice` says, once at a time (the three buttons share the busy state). */
  const save = (choice: SaveChoice) =>
    form.submit(async ({ consent }) => {
      if (!signedIn()) {
        requireLogin();
        return;
      }
      if (choice === 'withConsent' && !consent) {
        form.fail({ consent: WORKOUT.consentRequired });
        return;
      }
      form.fail({});
      const actions = await loadActions();
      if (actions === undefined) return;
      const outcome = await actions.saveWorkoutPlan(result.workoutPlan, result.form, result.createdAt, {
        giveConsent: choice === 'withConsent',
        withoutSpecificGoals: choice === 'withoutGoals',
      });
      if (outcome.ok) {
        removeStored(STORED.workoutDraft);
        setSaved(true);
        setNeedsConsent(false);
        toast.success(WORKOUT.savedTitle, WORKOUT.savedText);
      } else if (outcome.error.kind === 'signedOut') {
        requireLogin();
      } else if (outcome.error.kind === 'needsConsent') {
        setNeedsConsent(true);
      } else {
        toast.destructive(
          WORKOUT.saveFailedTitle,
          outcome.error.kind === 'planLimit' ? PLAN_LIMIT.workout : WORKOUT.saveFailedText,
        );
      }
    });

  const toLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!keepDraft(result)) event.preventDefault();
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          {WORKOUT.print}
        </Button>
        {saved ? (
          <a
            href="/my-plans"
            className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {WORKOUT.toMyPlans}
          </a>
        ) : (
          !needsConsent && (
            <Button busy={form.busy} busyLabel={WORKOUT.saving} onClick={save('asked')}>
              {WORKOUT.save}
            </Button>
          )
        )}
      </div>
      {needsConsent && !saved && (
        <div className="max-w-sm rounded-md border border-line bg-white p-3 text-sm">
          <ConsentCheckbox
            label={WORKOUT.consentLabel(result.form.specificGoals.trim())}
            hint={WORKOUT.consentHint}
            privacyLink={WORKOUT.privacyLink}
            {...form.field('consent')}
          />
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={form.busy} onClick={save('withoutGoals')}>
              {WORKOUT.saveWithoutGoals}
            </Button>
            <Button busy={form.busy} busyLabel={WORKOUT.saving} onClick={save('withConsent')}>
              {WORKOUT.saveWithConsent}
            </Button>
          </div>
        </div>
      )}
      {needsLogin && !saved && (
        <div className="max-w-sm rounded-md border border-line bg-white p-3 text-sm" role="status">
          <p className="font-medium">{WORKOUT.loginRequiredText}</p>
          <p className="mt-1 text-muted">{WORKOUT.loginToSaveHint}</p>
          <a
            href={authHref(RETURN_PATH)}
            onClick={toLogin}
            className="mt-2 inline-block font-medium text-brand-800 underline underline-offset-2"
          >
            {WORKOUT.loginToSave}
          </a>
        </div>
      )}
    </div>
  );
}
