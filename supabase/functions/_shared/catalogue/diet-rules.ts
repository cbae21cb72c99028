/**
 * The numeric thresholds of the computed diets (see `classify.ts` for the rules). Kept in a module
 * of its own, with no imports, so code that only needs a threshold (the meal-plan targets, shown on
 * /meal-plan at first load) does not pull in the food table.
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
