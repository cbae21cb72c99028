import type { WorkoutForm } from '@shared/schemas/workout.ts';
import type { ParsedWorkoutPlan } from '@shared/workout/parse.ts';

/** A schedule on screen: the form it came from, the function's text, its weeks, any notice. */
export interface GeneratedWorkout {
  form: WorkoutForm;
  workoutPlan: string;
  plan: ParsedWorkoutPlan;
  notice: string | undefined;
  /** ISO timestamp: when it was generated (saved as plan_data.createdAt). */
  createdAt: string;
}
