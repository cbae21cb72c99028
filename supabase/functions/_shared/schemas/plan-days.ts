/**
 * The plain parts of the meal plan's shape, without zod: the day names, a day's meals and the
 * restriction text of the preferences. Code that runs without the schemas (the swap engine's
 * worker) imports them from here, so zod is not loaded with it; meal-plan.ts and
 * meal-preferences.ts re-export them.
 */
export const DAY_NAMES = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'] as const;
export type DayName = (typeof DAY_NAMES)[number];

/** The meals of a day in display order, the snack only when the day has one. */
export function mealsOf<M>(day: { breakfast: M; lunch: M; dinner: M; snack?: M | undefined }): M[] {
  return day.snack
    ? [day.breakfast, day.lunch, day.dinner, day.snack]
    : [day.breakfast, day.lunch, day.dinner];
}

/** All restriction text a person gave: the restrictions field plus any saved allergies. */
export function restrictionsText(preferences: {
  restrictions: string;
  allergies?: string | readonly string[] | undefined;
}): string {
  const allergies = preferences.allergies;
  const extra = typeof allergies === 'string' ? allergies : (allergies?.join(', ') ?? '');
  return [preferences.restrictions, extra].filter((part) => part.trim() !== '').join(', ');
}
