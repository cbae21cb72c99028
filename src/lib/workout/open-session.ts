/**
 * zod schema of the training session being logged (`hp:open-training-session`): written on every
 * change, so a closed tab, a locked phone or a reload loses nothing. What the person typed is kept
 * as typed (a field's text, checked as they type), so a half-typed or wrong value survives a reload
 * too. Full zod: import this only from code loaded on demand.
 */
import * as z from 'zod';

const LOAD_KINDS = ['barbell-lower', 'barbell-upper', 'dumbbell', 'machine', 'bodyweight'] as const;
/** The rest after a set: heavy fives, hypertrophy sets, or core and isolation work. */
export const REST_KINDS = ['heavy', 'hypertrophy', 'light'] as const;

const text = (max: number) => z.string().max(max);

const openSetSchema = z.object({
  id: z.uuid(),
  kg: text(20),
  reps: text(20),
  seconds: text(20),
  done: z.boolean(),
});

const targetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reps'), sets: z.int().min(1).max(20), reps: z.int().min(1).max(200) }),
  z.object({ kind: z.literal('hold'), sets: z.int().min(1).max(20), seconds: z.int().min(1).max(14_400) }),
]);

const openExerciseSchema = z.object({
  /** The exercise done today: the plan's, or the one it was swapped for. */
  name: z.string().min(1).max(200),
  /** The plan's exercise, which "Byt övning" started from. */
  planned: z.string().min(1).max(200),
  target: targetSchema,
  /** The plan's words after the dose ("välj en vikt du orkar 12 gånger, gör 10"), else empty. */
  note: text(300),
  load: z.enum(LOAD_KINDS),
  /** The weight suggested today (null: none, the first time or bodyweight work). */
  suggestedKg: z.number().min(0).max(600).nullable(),
  /** Today's target reps (a bodyweight suggestion may raise the plan's), or seconds for a hold. */
  targetAmount: z.int().min(1).max(14_400),
  /** Why, in words. */
  reason: text(500),
  /** What was done last time, in words ("3 × 10 med 40 kg"), empty the first time. */
  lastTime: text(300),
  rest: z.enum(REST_KINDS),
  sets: z.array(openSetSchema).min(1).max(20),
});

export const openSessionSchema = z.object({
  id: z.uuid(),
  /** The plan's day: its number, title and whether it is of the deload week. */
  planDay: z.int().min(1).max(31),
  title: z.string().min(1).max(200),
  lighter: z.boolean(),
  kind: z.enum(['strength', 'cardio', 'mobility']),
  /** The calendar day it was started (YYYY-MM-DD) and when, ISO. */
  day: z.iso.date(),
  startedAt: z.iso.datetime({ offset: true }),
  warmUp: z.array(text(500)).max(10),
  coolDown: z.array(text(500)).max(10),
  /** The plan's lines shown as they are: cardio work and lines without a dose. */
  notes: z.array(text(500)).max(20),
  /** Where the plan is done and what it was adapted to, for "Byt övning". */
  equipment: z.enum(['gym', 'dumbbells', 'bodyweight']),
  adaptations: z.object({ back: z.boolean(), knee: z.boolean() }),
  exercises: z.array(openExerciseSchema).max(40),
  cardio: z.object({ duration: text(20), distance: text(20), rpe: text(20) }),
  /** The rest timer: when it ends (ms since 1970), how long it was, and for which kind of set. */
  rest: z
    .object({ endsAt: z.number(), seconds: z.int().min(1).max(3600), kind: z.enum(REST_KINDS) })
    .nullable(),
});

export type OpenSession = z.output<typeof openSessionSchema>;
export type OpenExercise = OpenSession['exercises'][number];
export type OpenSet = OpenExercise['sets'][number];
export type RestKind = (typeof REST_KINDS)[number];
