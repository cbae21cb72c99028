/**
 * What the Träningsdagbok's plan card shows, shared by its first frame (./first-frame.ts, drawn
 * before the first paint) and the diary (src/islands/training-log/), so the two cards agree.
 */
import type { WorkoutDuration } from '@shared/domain.ts';

import { TRAINING_LOG_PLAN } from '@/lib/messages/training-log-plan';

/** A plan's length in days (a record, so a new length cannot be left out). */
export const PLAN_DAYS: Record<WorkoutDuration, number> = { '7-days': 7, '30-days': 30 };

/** The plan card's name: the saved plan's own name, else its length ("Träningsschema 30 dagar"). */
export function planName(name: string | undefined, duration: WorkoutDuration): string {
  return name ?? TRAINING_LOG_PLAN.defaultPlanName(PLAN_DAYS[duration]);
}
