/**
 * One concrete Swedish tip per nutrient the week misses, naming foods that are in the recipe
 * catalogue (by Livsmedelsnummer, checked by tests/unit/shared/nutrition.test.ts). Tips are worded
 * to fit every diet: plant alternatives are always named beside animal foods.
 */
import { SOURCES, VEGAN_B12_SOURCE, type NutrientId } from './reference.ts';

export interface Tip {
  readonly id: NutrientId;
  /** The advice, in Swedish. */
  readonly text: string;
  /** Livsmedelsnummer of the catalogue foods the text names. */
  readonly foods: readonly number[];
  /** Where the advice comes from. */
  readonly source: string;
}

const TIPS: Readonly<Record<NutrientId, Omit<Tip, 'id' | 'source'> & { source?: string }>> = {
  fibre: {
    text: 'Välj fiberrikt: havregrynsgröt, knäckebröd av fullkornsråg, fullkornspasta och baljväxter som linser och kikärtor ger mest fiber per portion.',
    foods: [702, 171, 848, 3823, 3815],
  },
  wholeGrain: {
    text: 'Byt till fullkorn: havregryn, fullkornsbröd, fullkornspasta och fullkornsris i stället för vitt bröd, pasta och ris.',
    foods: [702, 3794, 848, 2478],
  },
  fruitVeg: {
    text: 'Lägg grönsaker, frukt eller bär till varje måltid, till exempel blåbär på gröten, ett äpple till mellanmålet och broccoli eller morötter till middagen.',
    foods: [556, 588, 325, 289],
  },
  salt: {
    text: 'Det mesta saltet kommer från ost, bröd, sojasås och buljong: ta mindre av dem och smaksätt med citron, vitlök och örter. Salt du själv tillsätter räknas inte här, så salta sparsamt.',
    foods: [96, 909, 545, 645, 371],
  },
  saturatedFat: {
    text: 'Byt smör och grädde mot rapsolja eller olivolja, och välj magrare mejeriprodukter och mindre hårdost.',
    foods: [29, 1715, 2189, 4659, 96],
  },
  addedSugar: {
    text: 'Hoppa över socker, honung och sylt i frukost och mellanmål; söta i stället med bär eller banan.',
    foods: [1892, 1896, 1798, 556, 553],
  },
  iron: {
    text: 'Ät mer linser, kikärtor, havregryn och grönkål, gärna tillsammans med något C-vitaminrikt som paprika eller apelsin, som ökar upptaget av järnet.',
    foods: [3823, 3815, 702, 337, 351, 551],
  },
  calcium: {
    text: 'Mjölk, filmjölk, yoghurt och ost ger mest kalcium. Äter du inte mejeriprodukter: välj kalciumberikad havredryck eller sojadryck.',
    foods: [150, 114, 124, 96, 700, 6902],
  },
  vitaminD: {
    text: 'Ät fet fisk som lax två till tre gånger i veckan, och välj D-vitaminberikad mjölk eller berikad havredryck eller sojadryck.',
    foods: [1255, 150, 700, 6902],
  },
  vitaminB12: {
    text: 'B12 finns nästan bara i animalisk mat som fisk, ägg och mejeriprodukter. I växtbaserad kost ger berikad havredryck eller sojadryck lite B12, men äter du veganskt rekommenderar Livsmedelsverket att du tar ett B12-tillskott.',
    foods: [700, 6902, 1255, 1225, 150],
    source: `${SOURCES.vitaminB12}; ${VEGAN_B12_SOURCE}`,
  },
};

/** The tip for a nutrient the week misses (too little, or too much for salt, fat and sugar). */
export function tipFor(id: NutrientId): Tip {
  const tip = TIPS[id];
  return { id, text: tip.text, foods: tip.foods, source: tip.source ?? SOURCES[id] };
}
