/**
 * zod schema of the training session being logged (`hp:open-training-session`): written on every
 * change, so a closed tab, a locked phone or a reload loses nothing. What the person typed is kept
 * as typed (a field's text, checked as they type), so a half-typed or wrong value survives a reload
 * too. Import this only from code loaded on demand.
 */
import * as z from 'zod/mini';
import { intIn, numberIn, textIn } from '@shared/schemas/fields.ts';

const LOAD_KINDS = ['barbell-lower', 'barbell-upper', 'dumbbell', 'machine', 'bodyweight'] as const;
/** The rest after a set: heavy fives, hypertrophy sets, or core and isolation work. */
export const REST_KINDS = ['heavy', 'hypertrophy', 'light'] as const;

const text = (max: number) => z.string().check(z.maxLength(max));
/** A name: 1–200 characters. */
const name = () => textIn(1, 200);
/** A list of at most `max` items. */
const listOf = <T extends z.ZodMiniType>(item: T, max: number) => z.array(item).check(z.maxLength(max));

const openSetSchema = () =>
  z.object({
    id: z.uuid(),
    kg: text(20),
    reps: text(20),
    seconds: text(20),
    done: z.boolean(),
  });

const targetSchema = () =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('reps'), sets: intIn(1, 20), reps: intIn(1, 200) }),
    z.object({ kind: z.literal('hold'), sets: intIn(1, 20), seconds: intIn(1, 14_400) }),
  ]);

const openExerciseSchema = () =>
  z.object({
    /** The exercise done today: the plan's, or the one it was swapped for. */
    name: name(),
    /** The plan's exercise, which "Byt övning" started from. */
    planned: name(),
    target: targetSchema(),
    /** The plan's words after the dose ("välj en vikt du orkar 12 gånger, gör 10"), else empty. */
    note: text(300),
    load: z.enum(LOAD_KINDS),
    /** The weight suggested today (null: none, the first time or bodyweight work). */
    suggestedKg: z.nullable(numberIn(0, 600)),
    /** Today's target reps (a bodyweight suggestion may raise the plan's), or seconds for a hold. */
    targetAmount: intIn(1, 14_400),
    /** Why, in words. */
    reason: text(500),
    /** What was done last time, in words ("3 × 10 med 40 kg"), empty the first time. */
    lastTime: text(300),
    rest: z.enum(REST_KINDS),
    sets: z.array(openSetSchema()).check(z.minLength(1), z.maxLength(20)),
  });

/** Built on its first use: the diary reads it only when a session is open. */
export const openSessionSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    /** The plan's day: its number, title and whether it is of the deload week. */
    planDay: intIn(1, 31),
    title: name(),
    lighter: z.boolean(),
    kind: z.enum(['strength', 'cardio', 'mobility']),
    /** The calendar day it was started (YYYY-MM-DD) and when, ISO. */
    day: z.iso.date(),
    startedAt: z.iso.datetime({ offset: true }),
    warmUp: listOf(text(500), 10),
    coolDown: listOf(text(500), 10),
    /** The plan's lines shown as they are: cardio work and lines without a dose. */
    notes: listOf(text(500), 20),
    /** Where the plan is done and what it was adapted to, for "Byt övning". */
    equipment: z.enum(['gym', 'dumbbells', 'bodyweight']),
    adaptations: z.object({ back: z.boolean(), knee: z.boolean() }),
    exercises: listOf(openExerciseSchema(), 40),
    cardio: z.object({ duration: text(20), distance: text(20), rpe: text(20) }),
    /** The rest timer: when it ends (ms since 1970), how long it was, and for which kind of set. */
    rest: z.nullable(z.object({ endsAt: z.number(), seconds: intIn(1, 3600), kind: z.enum(REST_KINDS) })),
  }),
);

export type OpenSession = z.output<typeof openSessionSchema>;
export type OpenExercise = OpenSession['exercises'][number];
export type OpenSet = OpenExercise['sets'][number];
export type RestKind = (typeof REST_KINDS)[number];
