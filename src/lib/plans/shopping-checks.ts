/**
 * The shopping list's check-offs, kept in localStorage so they survive a reload. They belong to one
 * plan: a different plan starts with nothing checked.
 */
import type { MealPlan } from '@shared/schemas/meal-plan.ts';

import { STORED } from '@/lib/storage/keys';
import { shoppingChecksSchema } from '@/lib/storage/meal-plan-schemas';
import { runAfterPaint } from '@/lib/slices';
import { readStored, storedValue, writeStored } from '@/lib/storage/stored';

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

/** The lines checked off for this plan (by line key), and whether a corrupt value was discarded. */
export function readChecks(plan: MealPlan): { checked: Set<string>; discarded: boolean } {
  const read = readStored(STORED.shoppingChecked, shoppingChecksSchema);
  const stored = storedValue(read);
  return {
    checked: new Set(stored?.plan === planFingerprint(plan) ? stored.checked : []),
    discarded: read.kind === 'discarded',
  };
}

/** Stores the lines checked off for this plan; false when storage is full (the caller says so). */
export function writeChecks(plan: MealPlan, checked: ReadonlySet<string>): boolean {
  // A tick's write still waiting for its frame is older: it goes first, never over this one.
  runAfterPaint();
  return writeStored(STORED.shoppingChecked, { plan: planFingerprint(plan), checked: [...checked] });
}
