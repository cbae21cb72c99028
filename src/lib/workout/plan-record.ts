/**
 * What a saved workout plan row holds: its name, its
 * description and its plan_data. Pure, so the texts are unit-tested.
 */
import type { WorkoutDuration } from '@shared/domain.ts';
import { toPlainLine } from '@shared/schemas/plain-text.ts';
import type { StoredWorkoutForm } from '@shared/schemas/workout.ts';

/** The saved row's plan_data: the schedule text, its length, the form it came from, when (ISO). */
// A type, not an interface: it must be assignable to the jsonb column's Json type (index signature).
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type WorkoutPlanData = {
  workoutPlan: string;
  duration: WorkoutDuration;
  formData: StoredWorkoutForm;
  createdAt: string;
};

/** 'Träningsschema 30 dagar' or 'Träningsschema 7 dagar'. */
export function workoutPlanName(duration: WorkoutDuration): string {
  return duration === '30-days' ? 'Träningsschema 30 dagar' : 'Träningsschema 7 dagar';
}

/**
 * 'Mål: {goals joined with ", "} | Frekvens: {frequency}', plus ' | Specifika mål: {text}' when
 * specific goals were given (blank text counts as none), on one plain line.
 */
export function workoutPlanDescription(form: StoredWorkoutForm): string {
  const base = `Mål: ${form.goals.join(', ')} | Frekvens: ${form.frequency}`;
  // One plain line, as the database requires of a description: the lines typed in the text area
  // joined with spaces, control and bidi characters left out.
  const specific = toPlainLine(form.specificGoals);
  return specific === '' ? base : `${base} | Specifika mål: ${specific}`;
}

/** The row to insert for a generated schedule; `createdAt` is passed in (ISO timestamp). */
export function workoutPlanRecord(
  workoutPlan: string,
  form: StoredWorkoutForm,
  createdAt: string,
): { name: string; description: string; plan_data: WorkoutPlanData } {
  return {
    name: workoutPlanName(form.duration),
    description: workoutPlanDescription(form),
    plan_data: { workoutPlan, duration: form.duration, formData: form, createdAt },
  };
}
