/**
 * The shopping list's check-offs, kept in localStorage so they survive a reload. They belong to one
 * plan: a different plan starts with nothing checked.
 */
import type { MealPlan } from '@shared/schemas/meal-plan.ts';
import * as z from 'zod';

import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/local';

const checksSchema = z.object({ plan: z.string(), checked: z.array(z.string()) });

/** A short, stable fingerprint of a plan (its dates and meal names), FNV-1a in hex. */
export function planFingerprint(plan: MealPlan): string {
  const text = plan
    .map((d) => [d.date, d.breakfast.name, d.lunch.name, d.dinner.name, d.snack?.name ?? ''].join('|'))
    .join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** The lines checked off for this plan (by line key). */
export function readChecks(plan: MealPlan): Set<string> {
  const stored = readStored(STORAGE_KEYS.shoppingChecked, checksSchema);
  return new Set(stored?.plan === planFingerprint(plan) ? stored.checked : []);
}

/** Stores the lines checked off for this plan; a full storage is reported, not thrown. */
export function writeChecks(plan: MealPlan, checked: ReadonlySet<string>): void {
  writeStored(STORAGE_KEYS.shoppingChecked, { plan: planFingerprint(plan), checked: [...checked] });
}
