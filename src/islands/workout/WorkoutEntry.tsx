import { useEffect, useState } from 'react';

import { COMMON, HUBS } from '@/lib/messages/common';
import { WORKOUT_FORM } from '@/lib/messages/workout-form';
import { STORED } from '@/lib/storage/keys';
import { hasStored, removeStored } from '@/lib/storage/stored';
import { $session } from '@/stores/session';
import { toast } from '@/stores/toasts';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { loadOnDemand } from '@/ui/on-demand';
import { useForm, type FieldErrors } from '@/ui/useForm';
import { useOnDemand } from '@/ui/useOnDemand';

import type { GeneratedWorkout } from './generated';
import { loadActions } from './load-actions';
import { EMPTY_FORM, WorkoutForm, type WorkoutFormValues } from './WorkoutForm';

/** The result view loads with the submit-time code, so the first load stays within 80 KB. */
const loadResult = loadOnDemand(() => import('./GeneratedResult'));

type Errors = FieldErrors<WorkoutFormValues>;

/**
 * The fields a person has not filled in (at least one goal, experience, place, a frequency and a
 * duration), each with its Swedish message.
 */
function missingFields(values: WorkoutFormValues): Errors {
  const errors: Errors = {};
  if (values.goals.length === 0) errors.goals = WORKOUT_FORM.goalsMissing;
  if (values.experience === '') errors.experience = WORKOUT_FORM.experienceMissing;
  if (values.equipment === '') errors.equipment = WORKOUT_FORM.equipmentMissing;
  if (values.frequency === '') errors.frequency = WORKOUT_FORM.frequencyMissing;
  if (values.duration === '') errors.duration = WORKOUT_FORM.durationMissing;
  return errors;
}

const isSignedIn = () => $session.get().status === 'signedIn';

function Placeholder() {
  return (
    <div className="flex h-full min-h-48 flex-col items-center justify-center rounded-lg border-2 border-dashed border-line p-8 text-center">
      <h2 className="text-lg font-semibold text-ink">{WORKOUT_FORM.placeholderTitle}</h2>
      <p className="mt-1 text-sm text-muted">{WORKOUT_FORM.placeholderText}</p>
    </div>
  );
}

/**
 * /create-workout-plan: the form, then the schedule from the
 * `generate-workout-plan` function in place of the placeholder. zod, supabase-js and the parser
 * load on submit. A plan kept under `workoutDraft` (a visitor who went to sign in) is shown again.
 */
function Workout() {
  const form = useForm(EMPTY_FORM);
  const [result, setResult] = useState<GeneratedWorkout | undefined>();
  const view = useOnDemand(loadResult, result !== undefined);

  useEffect(() => {
    if (!hasStored(STORED.workoutDraft) && !hasStored(STORED.lastWorkout)) return;
    void loadActions().then((actions) => {
      if (actions === undefined) return;
      const restored = actions.restoreWorkout();
      if (restored.kind === 'discarded') toast.info(COMMON.storedValueDiscarded);
      if (restored.kind !== 'ok') return;
      const kept = restored.result.form;
      // A form kept before the form asked for experience and place leaves those two to choose.
      if (kept !== undefined) {
        form.fill({
          goals: kept.goals,
          frequency: kept.frequency,
          duration: kept.duration,
          specificGoals: kept.specificGoals,
          ...(kept.experience === undefined ? {} : { experience: kept.experience }),
          ...(kept.equipment === undefined ? {} : { equipment: kept.equipment }),
        });
      }
      setResult(restored.result);
      if (restored.draft) toast.info(WORKOUT_FORM.draftRestored);
    });
  }, []);

  const generate = async (values: WorkoutFormValues) => {
    const missing = missingFields(values);
    if (Object.keys(missing).length > 0) {
      form.fail(missing);
      toast.destructive(WORKOUT_FORM.incompleteTitle, WORKOUT_FORM.incompleteText);
      return;
    }
    void loadResult({ quiet: true });
    const actions = await loadActions();
    if (actions === undefined) return;
    const checked = actions.checkForm(values);
    if (!checked.ok) {
      form.fail(checked.error.messages);
      toast.destructive(WORKOUT_FORM.incompleteTitle, checked.error.message);
      return;
    }
    form.fail({});
    const answer = await actions.requestWorkoutPlan(checked.value);
    if (!answer.ok) {
      toast.destructive(WORKOUT_FORM.failedTitle, WORKOUT_FORM.failedText);
      return;
    }
    const { workoutPlan, notice } = answer.value;
    removeStored(STORED.workoutDraft);
    const fresh: GeneratedWorkout = {
      form: checked.value,
      duration: checked.value.duration,
      workoutPlan,
      plan: actions.parseWorkoutPlan(workoutPlan, checked.value.duration),
      notice,
      createdAt: new Date().toISOString(),
    };
    actions.rememberWorkout(fresh);
    setResult(fresh);
    toast.success(WORKOUT_FORM.generatedTitle, WORKOUT_FORM.generatedText);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="self-start rounded-lg border border-line bg-white p-5 shadow-sm" data-print-hidden>
        <WorkoutForm form={form} onGenerate={generate} />
      </div>
      <div aria-label={WORKOUT_FORM.resultLabel} role="region" aria-busy={form.busy || undefined}>
        {result === undefined || view === undefined ? (
          <Placeholder />
        ) : (
          <view.GeneratedResult result={result} signedIn={isSignedIn} />
        )}
      </div>
    </div>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to /workout-plan). */
export const WorkoutEntry = withIslandBoundary(Workout, HUBS.workout);
