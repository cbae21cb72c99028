import * as z from 'zod';
import { WORKOUT_DURATIONS, WORKOUT_FREQUENCIES, WORKOUT_GOALS } from '../domain.ts';
import { optionalText } from './fields.ts';

/** The toast when the workout form is incomplete. */
export const WORKOUT_FORM_INCOMPLETE = {
  title: 'Ofullständig information',
  description: 'Vänligen fyll i alla fält innan du genererar ditt träningsschema.',
} as const;

export const MAX_SPECIFIC_GOALS_LENGTH = 500;

/** The workout form: at least one goal, a frequency, a duration, optional free text. */
export const workoutFormSchema = z.object({
  goals: z
    .array(z.enum(WORKOUT_GOALS, { error: 'Okänt mål' }), { error: 'Välj minst ett mål' })
    .min(1, { error: 'Välj minst ett mål' })
    .transform((list) => [...new Set(list)]),
  frequency: z.enum(WORKOUT_FREQUENCIES, { error: 'Välj hur ofta du vill träna' }),
  duration: z.enum(WORKOUT_DURATIONS, { error: 'Välj schemats längd' }),
  specificGoals: optionalText(
    MAX_SPECIFIC_GOALS_LENGTH,
    `Skriv högst ${MAX_SPECIFIC_GOALS_LENGTH} tecken om dina specifika mål`,
  ),
});
export type WorkoutForm = z.output<typeof workoutFormSchema>;
export type WorkoutFormInput = z.input<typeof workoutFormSchema>;

/** A parsed workout day: day number from 1, title, focus, exercise lines, rest flag. */
export const parsedWorkoutDaySchema = z.object({
  day: z.number().int().min(1),
  title: z.string(),
  focus: z.string(),
  exercises: z.array(z.string()),
  isRestDay: z.boolean(),
});
export type ParsedWorkoutDay = z.output<typeof parsedWorkoutDaySchema>;
