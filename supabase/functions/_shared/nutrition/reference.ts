/**
 * Reference values for an adult's daily intake, one source of truth for the meal plan's
 * "Näringsöversikt" and for the numbers the articles state (tests/unit/shared/article-references).
 *
 * Values come from ../shared/reference/nutrition-and-activity-facts.md where it gives them; the
 * rest are NNR 2023's published figures (Nord 2023:003, https://pub.norden.org/nord2023-003/),
 * each cited below with the table it is read from. No user text lives here except the sources.
 */

/** The nutrients the overview shows, in display order. */
export const NUTRIENT_IDS = [
  'fibre',
  'wholeGrain',
  'fruitVeg',
  'salt',
  'saturatedFat',
  'addedSugar',
  'iron',
  'calcium',
  'vitaminD',
  'vitaminB12',
] as const;
export type NutrientId = (typeof NUTRIENT_IDS)[number];

/** How an amount is shown and compared: grams, milligrams, micrograms, or share of energy (E%). */
export type NutrientUnit = 'g' | 'mg' | 'µg' | 'E%';

/** 'min': at least the reference is good; 'max': at most the reference is good. */
export type ReferenceKind = 'min' | 'max';

/** Sex as the calorie calculator asks for it. */
export type Sex = 'male' | 'female';

/**
 * Which reference set was used: the given sex's, or — with no sex given — the stricter of the
 * two (the screen says so); 'all' where NNR has one value for every adult.
 */
export type ReferenceBasis = 'all' | 'male' | 'female' | 'stricter';

export interface Reference {
  readonly id: NutrientId;
  readonly unit: NutrientUnit;
  readonly kind: ReferenceKind;
  /** The day's reference in `unit` (for fibre: 3 g per MJ of the day's energy). */
  readonly value: number;
  readonly basis: ReferenceBasis;
  /** Where the number comes from, in Swedish, with the document and table or page. */
  readonly source: string;
}

/** kJ per kcal (the factor Livsmedelsdatabasen uses). */
export const KJ_PER_KCAL = 4.184;

/** NNR 2023 dietary fibre: RI at least 3 g per MJ for adults (verified in the facts file). */
export const FIBRE_G_PER_MJ = 3;
/**
 * What 3 g/MJ comes to at typical adult energy intakes: about 25 g a day for women and 35 g for
 * men (the "25–35 g" the articles quote).
 */
export const FIBRE_TYPICAL_G = { female: 25, male: 35 } as const;
/** Livsmedelsverket: at most 6 g salt a day for adults (about a teaspoon). */
export const SALT_MAX_G = 6;
/** NNR 2023 vitamin D: RI 10 µg a day for adults 18–74 years, 20 µg from 75 years. */
export const VITAMIN_D_UG = { adult: 10, from75: 20 } as const;

const NNR = 'NNR 2023 (Nord 2023:003)';
const NNR_VITAMINS = `${NNR}, tabell "Recommended intakes (RI) of vitamins", vuxna`;
const NNR_MINERALS = `${NNR}, tabell "Recommended intakes (RI) of minerals", vuxna`;

/** Iron, NNR 2023 RI: 15 mg for women of reproductive age (9 mg after menopause), 9 mg for men. */
export const IRON_MG = { female: 15, male: 9 } as const;
/** Calcium, NNR 2023 RI: 950 mg from 25 years (1 000 mg at 18–24). */
export const CALCIUM_MG = 950;
/** Vitamin B12, NNR 2023: adequate intake (AI) 4 µg a day for adults. */
export const VITAMIN_B12_UG = 4;
/** NNR 2023 food-based guideline: at least 90 g whole grain (dry weight) a day. */
export const WHOLE_GRAIN_G = 90;
/** Livsmedelsverket's kostråd 2025: at least 500 g vegetables, fruit and berries a day. */
export const FRUIT_VEG_G = 500;
/** NNR 2023: saturated fat and added sugar each under 10 % of energy. */
export const SATURATED_FAT_MAX_E = 10;
export const ADDED_SUGAR_MAX_E = 10;

/** Livsmedelsverket's advice that everyone who eats vegan takes a B12 supplement. */
export const VEGAN_B12_SOURCE =
  'Livsmedelsverket, råd om vegetarisk och vegansk mat: den som äter helt vegansk mat behöver ta tillskott av vitamin B12 (livsmedelsverket.se)';

/** The sources, per nutrient, as shown under the overview. */
export const SOURCES: Readonly<Record<NutrientId, string>> = {
  fibre: `${NNR}, kapitel "Dietary fibre": minst 3 g kostfiber per MJ (https://pub.norden.org/nord2023-003/dietary-fibre.html)`,
  wholeGrain: `${NNR}, "Food-based dietary guidelines": minst 90 g fullkorn per dag`,
  fruitVeg:
    'Livsmedelsverkets kostråd för vuxna (april 2025): minst 500 g grönsaker, frukt och bär per dag (NNR 2023: 500–800 g)',
  salt: 'Livsmedelsverket (livsmedelsverket.se, salt): högst 6 g salt per dag för vuxna',
  saturatedFat: `${NNR}, tabell "Recommended intakes of fat and fatty acids": mättat fett under 10 E%`,
  addedSugar: `${NNR}, tabell "Recommended intakes of carbohydrates": tillsatt socker under 10 E%`,
  iron: `${NNR_MINERALS}: järn 15 mg för kvinnor i fertil ålder (9 mg efter klimakteriet), 9 mg för män`,
  calcium: `${NNR_MINERALS}: kalcium 950 mg från 25 år (1 000 mg vid 18–24 år)`,
  vitaminD: `${NNR_VITAMINS}: D-vitamin 10 µg vid 18–74 år (20 µg från 75 år)`,
  vitaminB12: `${NNR_VITAMINS}: B12-vitamin 4 µg (adekvat intag, AI)`,
};

const UNITS: Readonly<Record<NutrientId, NutrientUnit>> = {
  fibre: 'g',
  wholeGrain: 'g',
  fruitVeg: 'g',
  salt: 'g',
  saturatedFat: 'E%',
  addedSugar: 'E%',
  iron: 'mg',
  calcium: 'mg',
  vitaminD: 'µg',
  vitaminB12: 'µg',
};

/** Energy in MJ from kcal. */
export function megajoules(kcal: number): number {
  return (kcal * KJ_PER_KCAL) / 1000;
}

/**
 * The adult daily reference for one nutrient.
 * @param energyKcal the day's energy (kcal); only fibre depends on it (3 g/MJ).
 * @param sex the calculator's sex when known. Iron is the only value NNR sets by sex; without a
 *   sex the stricter (higher) value is used and `basis` says 'stricter'.
 */
export function referenceFor(id: NutrientId, energyKcal: number, sex?: Sex): Reference {
  const base = { id, unit: UNITS[id], source: SOURCES[id] } as const;
  switch (id) {
    case 'fibre':
      return { ...base, kind: 'min', value: FIBRE_G_PER_MJ * megajoules(energyKcal), basis: 'all' };
    case 'wholeGrain':
      return { ...base, kind: 'min', value: WHOLE_GRAIN_G, basis: 'all' };
    case 'fruitVeg':
      return { ...base, kind: 'min', value: FRUIT_VEG_G, basis: 'all' };
    case 'salt':
      return { ...base, kind: 'max', value: SALT_MAX_G, basis: 'all' };
    case 'saturatedFat':
      return { ...base, kind: 'max', value: SATURATED_FAT_MAX_E, basis: 'all' };
    case 'addedSugar':
      return { ...base, kind: 'max', value: ADDED_SUGAR_MAX_E, basis: 'all' };
    case 'iron':
      return sex === undefined
        ? { ...base, kind: 'min', value: Math.max(IRON_MG.female, IRON_MG.male), basis: 'stricter' }
        : { ...base, kind: 'min', value: IRON_MG[sex], basis: sex };
    case 'calcium':
      return { ...base, kind: 'min', value: CALCIUM_MG, basis: 'all' };
    case 'vitaminD':
      return { ...base, kind: 'min', value: VITAMIN_D_UG.adult, basis: 'all' };
    case 'vitaminB12':
      return { ...base, kind: 'min', value: VITAMIN_B12_UG, basis: 'all' };
  }
}
