import type { WorkoutDuration } from '@shared/domain.ts';
import type { StoredWorkoutForm } from '@shared/schemas/workout.ts';
import type { ParsedWorkoutPlan } from '@shared/workout/parse.ts';

/** A schedule on screen: the form it came from, the function's text, its weeks, any notice. */
export interface GeneratedWorkout {
  /** Undefined for a saved plan opened from My plans: shown again, not saved twice. */
  form: StoredWorkoutForm | undefined;
  duration: WorkoutDuration;
  /** The saved plan's name, when it was opened from My plans. */
  savedName?: string | undefined;
  workoutPlan: string;
  plan: ParsedWorkoutPlan;
  notice: string | undefined;
  /** ISO timestamp: when it was generated (saved as plan_data.createdAt). */
  createdAt: string;
}
