/**
 * Loaded after first paint when the form has something to fill in: the goal and calories the
 * calculator carried in the address, and the visitor's last preferences, both read through zod.
 */
import { readCalculatorCarry, type CalculatorCarry } from '@shared/schemas/calculator.ts';
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';

import { STORED } from '@/lib/storage/keys';
import { readStored, type StoredRead } from '@/lib/storage/stored';

/** The stored `mealPreferences` (a corrupt value is removed and reported as discarded). */
export function storedPreferences(): StoredRead<MealPreferences> {
  return readStored(STORED.mealPreferences, mealPreferencesSchema);
}

/** What the calculator's action carried (`?goal=…&calories=…`); a part that does not pass is left out. */
export function carriedFromCalculator(search: string): CalculatorCarry {
  return readCalculatorCarry(search);
}
