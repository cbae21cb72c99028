/**
 * What the workout generator needs only when the visitor acts: the zod form and draft schemas, the
 * function call and the save (supabase-js), and the parser. Imported dynamically, so the page's
 * first load is React and the form (budget 80 KB gzip).
 */
import { validate } from '@shared/schemas/errors.ts';
import { workoutFormSchema } from '@shared/schemas/workout.ts';
import { parseWorkoutPlan } from '@shared/workout/parse.ts';

import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readStoredJson, type StoredRead } from '@/lib/storage/stored-json';
import { workoutDraftSchema, type WorkoutDraft } from '@/lib/workout/stored-workout';

export { requestWorkoutPlan, saveWorkoutPlan } from '@/lib/supabase/workout';
export { parseWorkoutPlan };

/** The form checked with the shared schema: the clean form, or its first Swedish message. */
export function checkForm(input: unknown) {
  return validate(workoutFormSchema, input);
}

/** The draft kept while signing in; a corrupt or old one is removed and reported as discarded. */
export function readDraft(): StoredRead<WorkoutDraft> {
  return readStoredJson(STORAGE_KEYS.workoutDraft, workoutDraftSchema);
}
