/**
 * zod schemas for the workout values the browser reads back: a saved row's plan_data, the function's
 * answer and the draft a visitor keeps while signing in. Import this only from code loaded on
 * demand, never from a page's first load. Each is built on its first use (`z.lazy`): the page that
 * loads this module reads one or two of them.
 */
import * as z from 'zod/mini';

import { WORKOUT_DURATIONS } from '@shared/domain.ts';
import { textIn } from '@shared/schemas/fields.ts';
import { storedWorkoutFormSchema } from '@shared/schemas/workout.ts';

/** Text of at most `max` characters. */
const upTo = (max: number) => z.string().check(z.maxLength(max));
/** A schedule's text: not empty, at most 200 000 characters. */
const schedule = () => textIn(1, 200_000);

/**
 * A saved row's plan_data as the screens read it: the schedule text and its length. `duration`
 * may be missing in rows written by older clients; then the form's duration is used. Other fields
 * are kept as they are.
 */
export const savedWorkoutDataSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({
      workoutPlan: z.string().check(z.minLength(1)),
      duration: z.optional(z.enum(WORKOUT_DURATIONS)),
      formData: z.optional(z.looseObject({ duration: z.optional(z.enum(WORKOUT_DURATIONS)) })),
      createdAt: z.optional(z.string()),
    }),
    z.transform((data, ctx) => {
      const duration = data.duration ?? data.formData?.duration;
      if (duration === undefined) {
        ctx.issues.push({ code: 'custom', message: 'Schemats längd saknas', input: data });
        return z.NEVER;
      }
      return { workoutPlan: data.workoutPlan, duration };
    }),
  ),
);
export type SavedWorkoutData = z.output<typeof savedWorkoutDataSchema>;

/** What `generate-workout-plan` answers (its handler: `{ workoutPlan, source, notice? }`). */
export const workoutResponseSchema = z.lazy(() =>
  z.object({
    workoutPlan: z.string().check(z.minLength(1)),
    notice: z.optional(upTo(1000)),
  }),
);
export type WorkoutResponse = z.output<typeof workoutResponseSchema>;

/**
 * The generated plan kept under `workoutDraft` while a visitor signs in to save it. Its form may lack
 * experience and place (kept before the form asked for them): the plan is still shown and saved.
 */
export const workoutDraftSchema = z.lazy(() =>
  z.object({
    form: storedWorkoutFormSchema,
    workoutPlan: schedule(),
    notice: z.optional(upTo(1000)),
    createdAt: z.iso.datetime(),
  }),
);
export type WorkoutDraft = z.output<typeof workoutDraftSchema>;

/**
 * The last schedule on screen (`hp:last-workout`): generated here (with its form, so it can still be
 * saved) or opened with 'Visa' in My plans (with the saved plan's name), shown again on
 * /create-workout-plan, also offline.
 */
export const lastWorkoutSchema = z.lazy(() =>
  z.object({
    workoutPlan: schedule(),
    duration: z.enum(WORKOUT_DURATIONS),
    form: z.optional(storedWorkoutFormSchema),
    name: z.optional(upTo(500)),
    notice: z.optional(upTo(1000)),
    createdAt: upTo(64),
  }),
);
export type LastWorkout = z.output<typeof lastWorkoutSchema>;
