/**
 * The rows of the two logs, as the device keeps them and as they are sent: the database's own
 * column names (supabase/migrations/20261128100000_training_and_weight_logs.sql) without
 * `user_id` and `updated_at`, which the server sets. The schemas hold a row to the database's
 * checks, so a row the device accepts is one the database accepts, and a row read back (from
 * storage or the network) is whole. Full zod: imported only by code that loads on demand.
 *
 * Each schema is built on its first use (`z.lazy`), not when the module loads: a page loads both
 * logs' schemas with the sync code, and building full zod schemas is most of what loading that code
 * costs a phone's main thread (the weight page needs only its own table's, and only to read).
 */
import * as z from 'zod';

const day = () => z.iso.date({ error: 'Ogiltigt datum' });
const uuid = () => z.uuid({ error: 'Ogiltigt id' });
/** The database answers numeric columns as JSON numbers; a numeric string is read as its number. */
const numeric = () =>
  z.union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/u)
      .transform(Number),
  ]);
const between = (min: number, max: number) => numeric().pipe(z.number().min(min).max(max));
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

export const weighInRowSchema = z.lazy(() =>
  z.object({
    day: day(),
    kg: between(20, 400),
    waist_cm: nullable(between(40, 250)),
  }),
);
export type WeighInRow = z.output<typeof weighInRowSchema>;

export const trainingSessionRowSchema = z.lazy(() =>
  z.object({
    id: uuid(),
    day: day(),
    title: z.string().min(1).max(200),
    kind: z.enum(['strength', 'cardio', 'mobility']),
    duration_min: nullable(numeric().pipe(z.number().gt(0).max(1440))),
    distance_km: nullable(numeric().pipe(z.number().gt(0).max(500))),
    rpe: nullable(z.number().int().min(1).max(10)),
    started_at: z.string().min(1),
    finished_at: z.string().min(1).nullable(),
  }),
);
export type TrainingSessionRow = z.output<typeof trainingSessionRowSchema>;

export const trainingSetRowSchema = z.lazy(() =>
  z.object({
    id: uuid(),
    session_id: uuid(),
    exercise: z.string().min(1).max(200),
    position: z.number().int().min(0).max(199),
    kg: nullable(between(0, 600).refine((kg) => Number.isInteger(kg * 2), 'Vikten anges i steg om 0,5 kg')),
    reps: nullable(z.number().int().min(1).max(200)),
    seconds: nullable(z.number().int().min(1).max(14_400)),
    done: z.boolean(),
    suggested_kg: nullable(between(0, 600)),
    target_reps: nullable(z.number().int().min(1).max(200)),
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
