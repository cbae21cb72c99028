/**
 * The numeric thresholds of the computed diets (see `classify.ts` for the rules), and the energy
 * shares they are measured on. Kept in a module of its own, with no imports, so code that only
 * needs a threshold or a share (the meal-plan targets, shown on /meal-plan at first load) does not
 * pull in the food table.
 */
export const KETO_MAX_CARB_SHARE = 0.1;
export const LOW_CARB_MAX_CARB_SHARE = 0.26;
export const HIGH_PROTEIN_MIN_SHARE = 0.25;
export const MED_MIN_FAT_SHARE = 0.5;
export const MED_LOW_FAT_GRAMS = 5;
export const MED_MIN_PLANT_WEIGHT_SHARE = 0.25;
export const BALANCED = {
  protein: [0.1, 0.3],
  carbs: [0.35, 0.6],
  fat: [0.2, 0.4],
} as const;

/**
 * Energy shares (0–1) of protein, carbohydrate and fat in grams of each, counted 4/4/9 kcal per
 * gram. All zero when there is no macro energy.
 */
export function energyShares(grams: { protein: number; carbs: number; fat: number }): {
  protein: number;
  carbs: number;
  fat: number;
} {
  const p = grams.protein * 4;
  const c = grams.carbs * 4;
  const f = grams.fat * 9;
  const total = p + c + f;
  if (total <= 0) return { protein: 0, carbs: 0, fat: 0 };
  return { protein: p / total, carbs: c / total, fat: f / total };
}
