/** Loaded after first paint when the visitor has stored preferences: reads them back through zod. */
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';

import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readStored } from '@/lib/storage/local';

/** The stored `mealPreferences`, or undefined (a corrupt value is discarded with a notice). */
export function storedPreferences(): MealPreferences | undefined {
  return readStored(STORAGE_KEYS.mealPreferences, mealPreferencesSchema);
}
