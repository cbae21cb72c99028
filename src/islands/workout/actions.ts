/**
 * What the workout generator needs only when the visitor acts: the zod form and draft schemas, the
 * function call and the save (supabase-js), and the parser. Imported dynamically, so the page's
 * first load is React and the form (budget 80 KB gzip).
 */
import { validate } from '@shared/schemas/errors.ts';
import { workoutFormSchema } from '@shared/schemas/workout.ts';
import { parseWorkoutPlan } from '@shared/workout/parse.ts';

import { STORED } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored';
import { lastWorkoutSchema, workoutDraftSchema } from '@/lib/workout/stored-workout';

import type { GeneratedWorkout } from './generated';

export { requestWorkoutPlan, saveWorkoutPlan } from '@/lib/supabase/workout';
export { parseWorkoutPlan };

/** The form checked with the shared schema: the clean form, or its first Swedish message. */
export function checkForm(input: unknown) {
  return validate(workoutFormSchema, input);
}

export type Restored =
  { kind: 'none' } | { kind: 'discarded' } | { kind: 'ok'; result: GeneratedWorkout; draft: boolean };

/**
 * The schedule to show when the page opens: the draft kept while signing in, else the last one
 * generated or opened (`hp:last-workout`, so the gym has it offline). A corrupt or old value is
 * removed and reported as discarded.
 */
export function restoreWorkout(): Restored {
  const draft = readStored(STORED.workoutDraft, workoutDraftSchema);
  if (draft.kind === 'ok') {
    const { form, workoutPlan, notice, createdAt } = draft.value;
    const plan = parseWorkoutPlan(workoutPlan, form.duration);
    return {
      kind: 'ok',
      draft: true,
      result: { form, duration: form.duration, workoutPlan, plan, notice, createdAt },
    };
  }
  const last = readStored(STORED.lastWorkout, lastWorkoutSchema);
  if (last.kind === 'ok') {
    const { form, duration, name, workoutPlan, notice, createdAt } = last.value;
    const plan = parseWorkoutPlan(workoutPlan, duration);
    return {
      kind: 'ok',
      draft: false,
      result: { form, duration, savedName: name, workoutPlan, plan, notice, createdAt },
    };
  }
  return draft.kind === 'discarded' || last.kind === 'discarded' ? { kind: 'discarded' } : { kind: 'none' };
}

/** Keeps a fresh schedule as the last one (best effort: a full storage only loses the offline copy). */
export function rememberWorkout(result: GeneratedWorkout): void {
  writeStored(STORED.lastWorkout, {
    workoutPlan: result.workoutPlan,
    duration: result.duration,
    ...(result.form === undefined ? {} : { form: result.form }),
    ...(result.notice === undefined ? {} : { notice: result.notice }),
    createdAt: result.createdAt,
  });
}
