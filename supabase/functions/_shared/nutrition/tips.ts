/**
 * One concrete Swedish tip per nutrient the week misses, fitted to the diet and the restrictions:
 * a vegan week never hears "eat fish" or "choose milk" but the plant or supplement route
 * Livsmedelsverket advises; keto, low-carb and paleo are not told to eat grains; a fish allergy
 * never hears about salmon. Each nutrient has variants, most general first; the first whose diets
 * include the plan's diet and whose foods the restrictions leave allowed is chosen. The last
 * variant suits every diet and names only foods every diet allows, or none (the supplement route).
 *
 * Tips name foods that are in the recipe catalogue (by Livsmedelsnummer), and for every diet a
 * variant is written for, every food it names fits that diet by the catalogue's own classification
 * (both checked by tests/unit/shared/tips.test.ts). Light: no catalogue import, so the browser's
 * first load stays small; the caller hands in the foods the restrictions exclude.
 */
import { DIET_TYPES, type DietType } from '../domain.ts';
import type { MealPlanDay } from '../schemas/meal-plan.ts';
import { assessPlanNutrients, type PlanNutrients } from './assess.ts';
import { SOURCES, VEGAN_B12_SOURCE, type NutrientId, type Sex } from './reference.ts';

export interface Tip {
  readonly id: NutrientId;
  /** The advice, in Swedish. */
  readonly text: string;
  /** Livsmedelsnummer of the catalogue foods the text names. */
  readonly foods: readonly number[];
  /** Where the advice comes from. */
  readonly source: string;
}

/** A plan's days and week assessed, with one tip for each of the week's misses. */
export interface PlanAssessment extends PlanNutrients {
  /** One tip for each of the week's shortfalls or excesses, largest first. */
  readonly tips: readonly Tip[];
}

/** What a tip must fit: the plan's diet and the foods its restrictions exclude. */
export interface TipContext {
  readonly diet?: DietType | undefined;
  /** Livsmedelsnummer the restrictions exclude (`parseRestrictions(text).excludedFoods`). */
  readonly excludedFoods?: ReadonlySet<number> | undefined;
}

export interface TipVariant {
  readonly text: string;
  readonly foods: readonly number[];
  /** The diets this wording is written for (every named food fits each of them). */
  readonly diets: readonly DietType[];
  readonly source?: string;
}

const ALL: readonly DietType[] = DIET_TYPES;
/** Diets that eat fish, meat and dairy alike and have no carbohydrate limit. */
const MIXED: readonly DietType[] = ['balanced', 'mediterranean', 'high-protein'];
/** Diets where grains, oat drinks and most sugar do not fit. */
const NO_GRAIN: readonly DietType[] = ['keto', 'low-carb', 'paleo'];
const PLANT_OK: readonly DietType[] = [...MIXED, 'vegetarian', 'vegan'];

/** Every variant, per nutrient, most general first. */
export const TIP_VARIANTS: Readonly<Record<NutrientId, readonly TipVariant[]>> = {
  fibre: [
    {
      text: 'Välj fiberrikt: havregrynsgröt, knäckebröd av fullkornsråg, fullkornspasta och baljväxter som linser och kikärtor ger mest fiber per portion.',
      foods: [702, 171, 848, 3823, 3815],
      diets: PLANT_OK,
    },
    {
      text: 'Välj fiberrikt utan gluten: baljväxter som linser, kikärtor och kidneybönor, fullkornsris och quinoa, och grönsaker till varje måltid.',
      foods: [3823, 3815, 3816, 2478, 3518],
      diets: PLANT_OK,
    },
    {
      text: 'Få fiber utan spannmål: ät mycket grönsaker som broccoli, grönkål och blomkål, och strö chiafrön, linfrön eller mandlar över maten.',
      foods: [325, 337, 322, 6157, 1567, 1575],
      diets: ALL,
    },
    {
      text: 'Ät mer grönsaker till varje måltid: broccoli, blomkål och grönkål ger fiber i alla kosttyper.',
      foods: [325, 322, 337],
      diets: ALL,
    },
  ],
  wholeGrain: [
    {
      text: 'Byt till fullkorn: havregryn, fullkornsbröd, fullkornspasta och fullkornsris i stället för vitt bröd, pasta och ris.',
      foods: [702, 3794, 848, 2478],
      diets: PLANT_OK,
    },
    {
      text: 'Fullkorn utan gluten: välj fullkornsris och quinoa i stället för vitt ris.',
      foods: [2478, 3518],
      diets: PLANT_OK,
    },
    {
      text: 'Fullkorn ingår inte i den kosttyp du valt, så veckan når inte fullkornsrådet. Få fibern från grönsaker som broccoli, och från linfrön och mandlar, i stället.',
      foods: [325, 1567, 1575],
      diets: ALL,
    },
    {
      text: 'Fullkorn ingår inte i veckans mat. Få fibern från grönsaker som broccoli och grönkål i stället.',
      foods: [325, 337],
      diets: ALL,
    },
  ],
  fruitVeg: [
    {
      text: 'Lägg grönsaker, frukt eller bär till varje måltid, till exempel blåbär på gröten, ett äpple till mellanmålet och broccoli eller morötter till middagen.',
      foods: [556, 588, 325, 289],
      diets: [...PLANT_OK, 'low-carb', 'paleo'],
    },
    {
      text: 'Fyll på med grönsaker med lite kolhydrater till varje måltid: broccoli, blomkål, babyspenat, zucchini och avokado, och några hallon.',
      foods: [325, 322, 4941, 362, 320, 590],
      diets: ALL,
    },
    {
      text: 'Lägg grönsaker till varje måltid, till exempel broccoli, blomkål och zucchini.',
      foods: [325, 322, 362],
      diets: ALL,
    },
  ],
  salt: [
    {
      text: 'Det mesta saltet kommer från ost, bröd, sojasås och buljong: ta mindre av dem och smaksätt med citron, vitlök och örter. Salt du själv tillsätter räknas inte här, så salta sparsamt.',
      foods: [96, 909, 545, 645, 371],
      diets: [...MIXED, 'vegetarian'],
    },
    {
      text: 'Det mesta saltet kommer från bröd, sojasås och buljong: ta mindre av dem och smaksätt med citron, vitlök och örter. Salt du själv tillsätter räknas inte här, så salta sparsamt.',
      foods: [909, 545, 645, 371],
      diets: PLANT_OK,
    },
    {
      text: 'Ta mindre av det som är färdigsaltat och smaksätt hellre med citron och örter. Salt du själv tillsätter räknas inte här, så salta sparsamt.',
      foods: [645],
      diets: ALL,
    },
  ],
  saturatedFat: [
    {
      text: 'Byt smör och grädde mot rapsolja eller olivolja, och välj magrare mejeriprodukter och mindre hårdost.',
      foods: [29, 1715, 2189, 4659, 96],
      diets: [...MIXED, 'vegetarian', 'low-carb'],
    },
    {
      text: 'I växtbaserad mat kommer det mättade fettet mest från kokosmjölk och kokosolja: använd dem sparsamt och laga hellre med rapsolja eller olivolja.',
      foods: [1590, 6165, 2189, 4659],
      diets: [...PLANT_OK, 'paleo'],
    },
    {
      text: 'Ta mer av fettet från olivolja, rapsolja, avokado, mandlar och fet fisk som lax, och mindre från smör och grädde.',
      foods: [4659, 2189, 320, 1575, 1255, 29, 1715],
      diets: ['balanced', 'high-protein', 'keto', 'low-carb'],
    },
    {
      text: 'Laga maten med rapsolja eller olivolja i stället för fasta fetter.',
      foods: [2189, 4659],
      diets: ALL,
    },
  ],
  addedSugar: [
    {
      text: 'Hoppa över socker, honung och sylt i frukost och mellanmål; söta i stället med bär eller banan.',
      foods: [1892, 1896, 1798, 556, 553],
      diets: [...MIXED, 'vegetarian'],
    },
    {
      text: 'Hoppa över socker och sylt i frukost och mellanmål; söta i stället med bär eller banan.',
      foods: [1892, 1798, 556, 553],
      diets: PLANT_OK,
    },
    {
      text: 'Välj osötat och hoppa över det som är sötat; vill du ha något sött passar några hallon.',
      foods: [590],
      diets: ALL,
    },
    {
      text: 'Välj osötade varianter och hoppa över det som är sötat.',
      foods: [],
      diets: ALL,
    },
  ],
  iron: [
    {
      text: 'Ät mer linser, kikärtor, havregryn och grönkål, gärna tillsammans med något C-vitaminrikt som paprika eller apelsin, som ökar upptaget av järnet.',
      foods: [3823, 3815, 702, 337, 351, 551],
      diets: PLANT_OK,
    },
    {
      text: 'Ät mer linser, kikärtor och grönkål, gärna tillsammans med något C-vitaminrikt som paprika eller apelsin, som ökar upptaget av järnet.',
      foods: [3823, 3815, 337, 351, 551],
      diets: PLANT_OK,
    },
    {
      text: 'Ät nötkött någon gång i veckan, ägg och mörkgröna grönsaker som grönkål och babyspenat, gärna med något C-vitaminrikt som paprika, som ökar upptaget av järnet.',
      foods: [961, 1225, 337, 4941, 351],
      diets: ['balanced', 'high-protein', ...NO_GRAIN],
    },
    {
      text: 'Ät mörkgröna grönsaker som grönkål och babyspenat, gärna med något C-vitaminrikt som paprika, som ökar upptaget av järnet.',
      foods: [337, 4941, 351],
      diets: ALL,
    },
  ],
  calcium: [
    {
      text: 'Mjölk, filmjölk, yoghurt och ost ger mest kalcium. Äter du inte mejeriprodukter: välj kalciumberikad havredryck eller sojadryck.',
      foods: [150, 114, 124, 96, 700, 6902],
      diets: [...MIXED, 'vegetarian'],
    },
    {
      // Under "laktos": the lactose-free products (the ordinary ones' values, 900 000 + their numbers).
      text: 'Laktosfri mjölk, laktosfri filmjölk och laktosfri yoghurt ger lika mycket kalcium som de vanliga, och hårdost, som nästan saknar laktos, ger mycket.',
      foods: [900150, 900114, 900124, 96],
      diets: [...MIXED, 'vegetarian'],
    },
    {
      text: 'Välj kalciumberikad havredryck eller sojadryck, tofu och gröna grönsaker som grönkål och broccoli.',
      foods: [700, 6902, 905, 337, 325],
      diets: PLANT_OK,
    },
    {
      text: 'Hårdost och mozzarella ger mycket kalcium; ät också grönkål, broccoli och mandlar.',
      foods: [96, 2255, 337, 325, 1575],
      diets: ['balanced', 'high-protein', 'vegetarian', 'keto', 'low-carb'],
    },
    {
      text: 'Utan mejeriprodukter: ät grönkål, broccoli och mandlar ofta, och strömming, som ger kalcium.',
      foods: [337, 325, 1575, 1243],
      diets: ['balanced', 'high-protein', 'mediterranean', 'paleo', 'keto', 'low-carb'],
    },
    {
      text: 'Ät grönkål och broccoli ofta. Äter du varken mejeriprodukter eller berikade växtdrycker kan du behöva hjälp av en dietist för att få tillräckligt med kalcium.',
      foods: [337, 325],
      diets: ALL,
    },
  ],
  vitaminD: [
    {
      text: 'Ät fet fisk som lax två till tre gånger i veckan, och välj D-vitaminberikad mjölk eller berikad havredryck eller sojadryck.',
      foods: [1255, 150, 700, 6902],
      diets: MIXED,
    },
    {
      text: 'Ät fet fisk som lax eller strömming två till tre gånger i veckan, och ägg.',
      foods: [1255, 1243, 1225],
      diets: ['balanced', 'mediterranean', 'high-protein', ...NO_GRAIN],
    },
    {
      text: 'Välj D-vitaminberikad mjölk eller berikad havredryck eller sojadryck, och ät ägg. I vegetarisk kost kan du behöva ett D-vitamintillskott, särskilt under vinterhalvåret, som Livsmedelsverket råder.',
      foods: [150, 700, 6902, 1225],
      diets: [...MIXED, 'vegetarian'],
    },
    {
      text: 'Välj D-vitaminberikad havredryck eller sojadryck varje dag. Äter du veganskt kan du behöva ett D-vitamintillskott, särskilt under vinterhalvåret, som Livsmedelsverket råder.',
      foods: [700, 6902],
      diets: PLANT_OK,
    },
    {
      text: 'Ta ett D-vitamintillskott, särskilt under vinterhalvåret: Livsmedelsverket råder den som inte äter fisk eller D-vitaminberikade livsmedel att göra det.',
      foods: [],
      diets: ALL,
    },
  ],
  vitaminB12: [
    {
      text: 'B12 finns nästan bara i animalisk mat: fisk som lax, ägg, mjölk och andra mejeriprodukter. Ät något av dem varje dag.',
      foods: [1255, 1225, 150],
      diets: MIXED,
    },
    {
      text: 'I vegetarisk mat ger ägg, mjölk, yoghurt och ost B12: ät något av dem varje dag, eller välj B12-berikad havredryck eller sojadryck.',
      foods: [1225, 150, 124, 96, 700, 6902],
      diets: [...MIXED, 'vegetarian'],
    },
    {
      text: 'Växtbaserad mat ger nästan inget B12. Äter du veganskt rekommenderar Livsmedelsverket att du tar ett B12-tillskott varje dag; berikad havredryck eller sojadryck ger lite extra.',
      foods: [700, 6902],
      diets: PLANT_OK,
      source: `${SOURCES.vitaminB12}; ${VEGAN_B12_SOURCE}`,
    },
    {
      text: 'Fisk, kött och ägg ger B12: ät till exempel lax, ägg och nötkött under veckan.',
      foods: [1255, 1225, 961],
      diets: ['balanced', 'high-protein', ...NO_GRAIN],
    },
    {
      text: 'Äter du sällan animalisk mat behöver du ett B12-tillskott; Livsmedelsverket rekommenderar det till alla som äter veganskt.',
      foods: [],
      diets: ALL,
      source: `${SOURCES.vitaminB12}; ${VEGAN_B12_SOURCE}`,
    },
  ],
};

/** The variant chosen for a context: the first written for its diet whose foods are all allowed. */
export function tipVariant(id: NutrientId, context: TipContext = {}): TipVariant {
  const variants = TIP_VARIANTS[id];
  const excluded = context.excludedFoods;
  const fits = (v: TipVariant) =>
    (context.diet === undefined || v.diets.includes(context.diet)) &&
    (excluded === undefined || v.foods.every((f) => !excluded.has(f)));
  // The last variant suits every diet; with every food excluded it still applies (its text names none).
  const chosen = variants.find(fits) ?? variants.at(-1);
  if (chosen === undefined) throw new Error(`No tip for ${id}`);
  return chosen;
}

/**
 * The tip for a nutrient the week misses (too little, or too much for salt, fat and sugar), worded
 * for the plan's diet and restrictions. Without a context: the general wording.
 */
export function tipFor(id: NutrientId, context: TipContext = {}): Tip {
  const tip = tipVariant(id, context);
  return { id, text: tip.text, foods: tip.foods, source: tip.source ?? SOURCES[id] };
}

/**
 * Every day, the week, and one Swedish tip per nutrient the week misses (largest miss first).
 * @param sex the calculator's sex; without it iron uses the stricter (women's) value.
 * @param context the plan's diet and excluded foods, so each tip fits them.
 */
export function assessPlan(plan: readonly MealPlanDay[], sex?: Sex, context?: TipContext): PlanAssessment {
  const { missed, ...assessment } = assessPlanNutrients(plan, sex);
  return { ...assessment, tips: missed.map((id) => tipFor(id, context)) };
}
