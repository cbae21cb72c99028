/** Loaded after first paint when the visitor has stored preferences: reads them back through zod. */
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';

import { STORED } from '@/lib/storage/keys';
import { readStored, type StoredRead } from '@/lib/storage/stored';

/** The stored `mealPreferences` (a corrupt value is removed and reported as discarded). */
export function storedPreferences(): StoredRead<MealPreferences> {
  return readStored(STORED.mealPreferences, mealPreferencesSchema);
}
