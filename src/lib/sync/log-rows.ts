/**
 * The rows of the two logs, as the device keeps them and as they are sent: the database's own
 * column names (supabase/migrations/20261128100000_training_and_weight_logs.sql) without
 * `user_id` and `updated_at`, which the server sets. The schemas hold a row to the database's
 * checks, so a row the device accepts is one the database accepts, and a row read back (from
 * storage or the network) is whole. Imported only by code that loads on demand.
 *
 * Each schema is built on its first use (`z.lazy`), not when the module loads: a page loads both
 * logs' schemas with the sync code, and building zod schemas is most of what loading that code
 * costs a phone's main thread (the weight page needs only its own table's, and only to read).
 */
import * as z from 'zod/mini';
import { intIn, numberIn, textIn } from '@shared/schemas/fields.ts';

const day = () => z.iso.date({ error: 'Ogiltigt datum' });
const uuid = () => z.uuid({ error: 'Ogiltigt id' });
/** The database answers numeric columns as JSON numbers; a numeric string is read as its number. */
const numeric = () =>
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/u)), z.transform(Number))]);
const between = (min: number, max: number) => z.pipe(numeric(), numberIn(min, max));

export const weighInRowSchema = z.lazy(() =>
  z.object({
    day: day(),
    kg: between(20, 400),
    waist_cm: z.nullable(between(40, 250)),
  }),
);
export type WeighInRow = z.output<typeof weighInRowSchema>;

export const trainingSessionRowSchema = z.lazy(() =>
  z.object({
    id: uuid(),
    day: day(),
    title: textIn(1, 200),
    kind: z.enum(['strength', 'cardio', 'mobility']),
    duration_min: z.nullable(z.pipe(numeric(), z.number().check(z.gt(0), z.maximum(1440)))),
    distance_km: z.nullable(z.pipe(numeric(), z.number().check(z.gt(0), z.maximum(500)))),
    rpe: z.nullable(intIn(1, 10)),
    started_at: z.string().check(z.minLength(1)),
    finished_at: z.nullable(z.string().check(z.minLength(1))),
  }),
);
export type TrainingSessionRow = z.output<typeof trainingSessionRowSchema>;

export const trainingSetRowSchema = z.lazy(() =>
  z.object({
    id: uuid(),
    session_id: uuid(),
    exercise: textIn(1, 200),
    position: intIn(0, 199),
    kg: z.nullable(
      between(0, 600).check(z.refine((kg) => Number.isInteger(kg * 2), 'Vikten anges i steg om 0,5 kg')),
    ),
    reps: z.nullable(intIn(1, 200)),
    seconds: z.nullable(intIn(1, 14_400)),
    done: z.boolean(),
    suggested_kg: z.nullable(between(0, 600)),
    target_reps: z.nullable(intIn(1, 200)),
  }),
);
export type TrainingSetRow = z.output<typeof trainingSetRowSchema>;

/** The weight log's one table, keyed by day. */
export interface WeightTables {
  weight_entries: WeighInRow;
}

/** The training log's tables, keyed by the ids the device makes. */
export interface TrainingTables {
  training_sessions: TrainingSessionRow;
  training_sets: TrainingSetRow;
}
