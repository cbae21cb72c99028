import * as z from 'zod/mini';
import {
  WORKOUT_DURATIONS,
  WORKOUT_EQUIPMENT,
  WORKOUT_EXPERIENCES,
  WORKOUT_FREQUENCIES,
  WORKOUT_GOALS,
} from '../domain.ts';
import { optionalText } from './fields.ts';

/** The toast when the workout form is incomplete. */
export const WORKOUT_FORM_INCOMPLETE = {
  title: 'Ofullständig information',
  description: 'Vänligen fyll i alla fält innan du genererar ditt träningsschema.',
} as const;

export const MAX_SPECIFIC_GOALS_LENGTH = 500;

/** The Swedish messages when experience or place is missing or unknown. */
export const EXPERIENCE_MISSING = 'Välj hur van du är vid styrketräning';
export const EQUIPMENT_MISSING = 'Välj var du tränar';

/** The workout form's fields. */
const workoutFormShape = () => ({
  goals: z.pipe(
    z
      .array(z.enum(WORKOUT_GOALS, { error: 'Okänt mål' }), { error: 'Välj minst ett mål' })
      .check(z.minLength(1, { error: 'Välj minst ett mål' })),
    z.transform((list) => [...new Set(list)]),
  ),
  frequency: z.enum(WORKOUT_FREQUENCIES, { error: 'Välj hur ofta du vill träna' }),
  duration: z.enum(WORKOUT_DURATIONS, { error: 'Välj schemats längd' }),
  experience: z.enum(WORKOUT_EXPERIENCES, { error: EXPERIENCE_MISSING }),
  equipment: z.enum(WORKOUT_EQUIPMENT, { error: EQUIPMENT_MISSING }),
  specificGoals: optionalText(
    MAX_SPECIFIC_GOALS_LENGTH,
    `Skriv högst ${MAX_SPECIFIC_GOALS_LENGTH} tecken om dina specifika mål`,
  ),
});

/**
 * The workout form: at least one goal, a frequency, a duration, the person's experience of strength
 * training and where they train, optional free text. Built on first use, as the schemas below: the
 * pages that load this module read at most one of them.
 */
export const workoutFormSchema = z.lazy(() => z.object(workoutFormShape()));
export type WorkoutForm = z.output<typeof workoutFormSchema>;
export type WorkoutFormInput = z.input<typeof workoutFormSchema>;

/**
 * A form kept with an earlier plan (a draft, the last plan shown, a saved row's formData). Plans
 * made before the form asked for experience and place lack them: such a form is still read, with
 * the two left undefined (the plan itself is whole; the form asks for them before the next plan).
 */
export const storedWorkoutFormSchema = z.lazy(() =>
  z.object({
    ...workoutFormShape(),
    experience: z.catch(z.optional(z.enum(WORKOUT_EXPERIENCES)), undefined),
    equipment: z.catch(z.optional(z.enum(WORKOUT_EQUIPMENT)), undefined),
  }),
);
export type StoredWorkoutForm = z.output<typeof storedWorkoutFormSchema>;

/** A parsed workout day: day number from 1, title, focus, exercise lines, rest flag. */
export const parsedWorkoutDaySchema = z.lazy(() =>
  z.object({
    day: z.int().check(z.minimum(1)),
    title: z.string(),
    focus: z.string(),
    exercises: z.array(z.string()),
    isRestDay: z.boolean(),
  }),
);
export type ParsedWorkoutDay = z.output<typeof parsedWorkoutDaySchema>;
