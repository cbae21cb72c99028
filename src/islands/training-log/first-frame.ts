/**
 * What the diary shows in its first frame, before its code (./TrainingLogApp.tsx, with zod) has
 * loaded: the current plan's card, or the card that says there is no plan. That card is the page's
 * largest element, so a slow phone paints it as soon as the island has hydrated, not after the
 * diary's code has arrived. No zod here: the page's first load is at its byte budget (zod/mini alone
 * is 5.6 KB gzip), so this guard is written by hand and unit-tested against malformed values; the
 * diary reads the same slots with their zod schemas and decides what is kept.
 */
import type { WorkoutDuration } from '@shared/domain.ts';

import { TRAINING_LOG_PLAN } from '@/lib/messages/training-log-plan';
import { STORED } from '@/lib/storage/keys';
import { hasStored, peekStored } from '@/lib/storage/stored';

/** A plan's length in days (a record, so a new length cannot be left out; no import of the domain's lists). */
const DAYS: Record<WorkoutDuration, number> = { '7-days': 7, '30-days': 30 };

/** The plan card's name: the saved plan's own name, else its length ("Träningsschema 30 dagar"). */
export function planName(name: string | undefined, duration: WorkoutDuration): string {
  return name ?? TRAINING_LOG_PLAN.defaultPlanName(DAYS[duration]);
}

/**
 * The name a stored current plan (`hp:last-workout`) is shown under, or undefined when the value
 * does not look like one (the diary's zod read then discards it and says so). Checks the fields
 * the stored plan must have, with the schema's limits; the form inside is left to the schema.
 */
export function storedPlanName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { workoutPlan, duration, name, createdAt } = value as Record<string, unknown>;
  if (typeof workoutPlan !== 'string' || workoutPlan.length === 0 || workoutPlan.length > 200_000) {
    return undefined;
  }
  if (typeof duration !== 'string' || !Object.hasOwn(DAYS, duration)) return undefined;
  if (name !== undefined && (typeof name !== 'string' || name.length > 500)) return undefined;
  if (typeof createdAt !== 'string' || createdAt.length > 64) return undefined;
  return planName(name, duration as WorkoutDuration);
}

/**
 * The diary's first frame: the plan card under the plan's name, the no-plan card, or (a session is
 * open on the device, or the stored plan does not look right) undefined: then the diary's own code
 * decides, and until it has loaded the page says it is loading.
 */
export type FirstFrame = { kind: 'plan'; name: string } | { kind: 'no-plan' } | undefined;

export function firstFrame(): FirstFrame {
  // An open session is resumed or offered, which the diary's code shows.
  if (hasStored(STORED.openTrainingSession)) return undefined;
  if (!hasStored(STORED.lastWorkout)) return { kind: 'no-plan' };
  const name = peekStored(STORED.lastWorkout, storedPlanName);
  return name === undefined ? undefined : { kind: 'plan', name };
}
