/**
 * Hand-written facts about every food the recipe catalogue uses, keyed by Livsmedelsnummer
 * (Livsmedelsverket's stable id). Nutrient values are NOT here: they come from
 * `foods.generated.ts`. What is here is what the database does not say: a short Swedish
 * display name, the facts diets and allergens are computed from, the shopping category,
 * a price, kitchen conversions and the words a user may type to exclude the food.
 *
 * Prices: typical Swedish supermarket shelf prices in 2025 (ICA, Coop, Willys; ordinary
 * brands, not offers, not organic), rounded to 5 or 10 kr per kg of the edible weight the
 * recipes use (drained weight for canned beans, juice for citrus, ready-to-eat stock made
 * from cubes). They are estimates for the shopping list, not quotes.
 *
 * Kitchen conversions are grams of the edible food per level measure (1 dl = 100 ml,
 * 1 msk = 15 ml, 1 tsk = 5 ml) or per piece ("st": a medium piece, peeled/trimmed weight).
 */
import type { Allergen, ShoppingCategory } from '../domain.ts';
import { LACTOSE_FREE_OFFSET } from '../nutrition/lactose-free.ts';

export { LACTOSE_FREE_OFFSET };

/** What kind of animal (if any) a food comes from; diets are computed from this. */
export type AnimalOrigin =
  'none' | 'meat-red' | 'meat-poultry' | 'processed-meat' | 'fish' | 'shellfish' | 'dairy' | 'egg' | 'honey';

/** Reasons a food is excluded from paleo. */
export type PaleoFlag = 'grain' | 'legume' | 'dairy' | 'added-sugar' | 'processed';

/**
 * Broad food group. Used by the Mediterranean rule (vegetables, fruit, legumes) and as
 * defaults for the other facts; every fact can still be overridden per food.
 */
export type FoodGroup =
  | 'vegetable'
  | 'fruit'
  | 'legume'
  | 'grain'
  | 'potato'
  | 'nut-seed'
  | 'dairy'
  | 'egg'
  | 'meat'
  | 'poultry'
  | 'processed-meat'
  | 'fish'
  | 'shellfish'
  | 'plant-protein'
  | 'fat'
  | 'sweet'
  | 'condiment';

export type MeasureUnit = 'dl' | 'msk' | 'tsk' | 'st';

export interface FoodMeta {
  readonly number: number;
  /** Short Swedish display name, capitalised ("Havregryn"); ingredient lines lower-case it. */
  readonly name: string;
  readonly group: FoodGroup;
  readonly origin: AnimalOrigin;
  readonly allergens: readonly Allergen[];
  readonly paleo: readonly PaleoFlag[];
  /** Fat counted as "Mediterranean": olive oil, olives, nuts, seeds, avocado, fish. */
  readonly medFat: boolean;
  readonly category: ShoppingCategory;
  readonly priceKrPerKg: number;
  /** Grams per measure; dl foods also get msk/tsk derived in `index.ts` when not given. */
  readonly gramsPer: Partial<Record<MeasureUnit, number>>;
  /** Noun used instead of "st" (singular, plural), e.g. garlic "klyfta"/"klyftor". */
  readonly piece?: readonly [string, string];
  /** Lower-case Swedish words that, typed in the restrictions field, exclude this food. */
  readonly keywords: readonly string[];
  /**
   * Holds no lactose worth counting, though made from milk: the lactose-free products, and the
   * aged hard cheeses whose lactose went with the whey or was fermented as they ripened. Without
   * it a food with the milk allergen counts as containing lactose (restriction "laktos").
   */
  readonly lactoseFree?: boolean;
  /**
   * For a product Livsmedelsdatabasen does not list: the Livsmedelsnummer whose values it carries
   * (a lactose-free milk carries its ordinary milk's, the same milk with its lactose split).
   */
  readonly valuesOf?: number;
}

type Options = Partial<Omit<FoodMeta, 'number' | 'name' | 'group' | 'keywords'>>;

interface GroupDefaults {
  origin: AnimalOrigin;
  allergens: readonly Allergen[];
  paleo: readonly PaleoFlag[];
  medFat: boolean;
  category: ShoppingCategory;
}

const DEFAULTS: Record<FoodGroup, GroupDefaults> = {
  vegetable: { origin: 'none', allergens: [], paleo: [], medFat: false, category: 'produce' },
  fruit: { origin: 'none', allergens: [], paleo: [], medFat: false, category: 'produce' },
  legume: { origin: 'none', allergens: [], paleo: ['legume'], medFat: false, category: 'protein' },
  grain: { origin: 'none', allergens: ['gluten'], paleo: ['grain'], medFat: false, category: 'grains' },
  potato: { origin: 'none', allergens: [], paleo: [], medFat: false, category: 'grains' },
  'nut-seed': { origin: 'none', allergens: [], paleo: [], medFat: true, category: 'pantry' },
  dairy: { origin: 'dairy', allergens: ['milk'], paleo: ['dairy'], medFat: false, category: 'protein' },
  egg: { origin: 'egg', allergens: ['egg'], paleo: [], medFat: false, category: 'protein' },
  meat: { origin: 'meat-red', allergens: [], paleo: [], medFat: false, category: 'protein' },
  poultry: { origin: 'meat-poultry', allergens: [], paleo: [], medFat: false, category: 'protein' },
  'processed-meat': {
    origin: 'processed-meat',
    allergens: [],
    paleo: ['processed'],
    medFat: false,
    category: 'protein',
  },
  fish: { origin: 'fish', allergens: ['fish'], paleo: [], medFat: true, category: 'protein' },
  shellfish: { origin: 'shellfish', allergens: ['shellfish'], paleo: [], medFat: true, category: 'protein' },
  'plant-protein': {
    origin: 'none',
    allergens: ['soy'],
    paleo: ['legume', 'processed'],
    medFat: false,
    category: 'protein',
  },
  fat: { origin: 'none', allergens: [], paleo: [], medFat: false, category: 'pantry' },
  sweet: { origin: 'none', allergens: [], paleo: ['added-sugar'], medFat: false, category: 'pantry' },
  condiment: { origin: 'none', allergens: [], paleo: [], medFat: false, category: 'pantry' },
};

function meta(
  number: number,
  name: string,
  group: FoodGroup,
  priceKrPerKg: number,
  gramsPer: FoodMeta['gramsPer'],
  keywords: readonly string[],
  options: Options = {},
): FoodMeta {
  return { number, name, group, ...DEFAULTS[group], priceKrPerKg, gramsPer, keywords, ...options };
}

const MILK_WORDS = ['mjölk', 'mjölkprodukter'];

/**
 * A lactose-free dairy product with the values of its ordinary product `of` (Livsmedelsnummer),
 * the milk allergen, and its ordinary product's words plus "laktosfri …" (so "mjölk", "yoghurt" or
 * "grädde" typed as restrictions still exclude it).
 */
function lactoseFreeOf(
  of: number,
  name: string,
  priceKrPerKg: number,
  gramsPer: FoodMeta['gramsPer'],
  words: readonly string[],
  category: ShoppingCategory = 'protein',
): FoodMeta {
  const keywords = [...new Set([...words, ...words.map((w) => `laktosfri ${w}`), ...MILK_WORDS])];
  return meta(LACTOSE_FREE_OFFSET + of, name, 'dairy', priceKrPerKg, gramsPer, keywords, {
    category,
    lactoseFree: true,
    valuesOf: of,
  });
}

const CHEESE = ['ost', 'ostar', ...MILK_WORDS];
const PORK = ['fläsk', 'fläskkött', 'gris', 'griskött', 'kött', 'rött kött'];
const BEEF = ['nöt', 'nötkött', 'oxkött', 'biff', 'kött', 'rött kött'];
const BREAD = ['bröd', 'vete', 'vetemjöl'];
const ONION = ['lök'];
const GARLIC_PIECE: readonly [string, string] = ['klyfta', 'klyftor'];
const SLICE: readonly [string, string] = ['skiva', 'skivor'];

/**
 * Every food the recipes use. The key is a readable handle for recipe files (`F.havregryn`);
 * the Livsmedelsnummer is the real id.
 */
export const FOOD_META = {
  // Dairy
  mellanmjolk: meta(150, 'Mellanmjölk', 'dairy', 15, { dl: 103 }, MILK_WORDS, { category: 'pantry' }),
  filmjolk: meta(114, 'Filmjölk', 'dairy', 18, { dl: 103 }, ['filmjölk', ...MILK_WORDS], {
    category: 'pantry',
  }),
  yoghurt: meta(124, 'Naturell yoghurt', 'dairy', 25, { dl: 105 }, ['yoghurt', ...MILK_WORDS], {
    category: 'pantry',
  }),
  turkiskYoghurt: meta(6113, 'Turkisk yoghurt', 'dairy', 45, { dl: 110 }, ['yoghurt', ...MILK_WORDS]),
  kvarg: meta(3243, 'Kvarg', 'dairy', 45, { dl: 110 }, ['kvarg', ...MILK_WORDS]),
  cottageCheese: meta(70, 'Cottage cheese', 'dairy', 60, { dl: 90 }, ['keso', 'cottage cheese', ...CHEESE]),
  graddfil: meta(1713, 'Gräddfil', 'dairy', 45, { dl: 100 }, ['gräddfil', 'grädde', ...MILK_WORDS], {
    category: 'pantry',
  }),
  cremeFraiche: meta(
    1719,
    'Crème fraiche',
    'dairy',
    55,
    { dl: 100 },
    ['crème fraiche', 'grädde', ...MILK_WORDS],
    {
      category: 'pantry',
    },
  ),
  vispgradde: meta(1715, 'Vispgrädde', 'dairy', 60, { dl: 100 }, ['grädde', 'vispgrädde', ...MILK_WORDS], {
    category: 'pantry',
  }),
  matlagningsgradde: meta(1717, 'Matlagningsgrädde', 'dairy', 40, { dl: 100 }, ['grädde', ...MILK_WORDS], {
    category: 'pantry',
  }),
  smor: meta(29, 'Smör', 'dairy', 110, { msk: 14, tsk: 5 }, ['smör', ...MILK_WORDS], { category: 'pantry' }),
  hardost: meta(96, 'Hårdost', 'dairy', 120, { dl: 40 }, ['hårdost', 'riven ost', ...CHEESE], {
    lactoseFree: true, // aged hard cheese (hushållsost, grevé, präst): almost no lactose
  }),
  parmesan: meta(103, 'Parmesan', 'dairy', 300, { dl: 35, msk: 5, tsk: 2 }, ['parmesan', ...CHEESE], {
    lactoseFree: true,
  }),
  mozzarella: meta(2255, 'Mozzarella', 'dairy', 110, { st: 125 }, ['mozzarella', ...CHEESE]),
  fetaost: meta(94, 'Fetaost', 'dairy', 130, { dl: 55 }, ['feta', 'fetaost', 'salladsost', ...CHEESE]),
  halloumi: meta(100, 'Halloumi', 'dairy', 170, {}, ['halloumi', ...CHEESE]),
  farskost: meta(107, 'Färskost', 'dairy', 110, { msk: 15 }, ['färskost', ...CHEESE]),
  kefir: meta(142, 'Kefir', 'dairy', 25, { dl: 103 }, ['kefir', ...MILK_WORDS], { category: 'pantry' }),

  // Lactose-free products, served for their ordinary product when "laktos" is among the
  // restrictions (restrictions.ts, `servedUnder`). Livsmedelsdatabasen lists none: each carries the
  // values of the ordinary product of the same fat content (`valuesOf`; the same milk with its
  // lactose split into glucose and galactose), under a number of its own, LACTOSE_FREE_OFFSET + the
  // ordinary product's Livsmedelsnummer, and the name the shops sell it under. Prices: the ordinary
  // product's plus the usual 5–10 kr per kg for the lactose-free one.
  laktosfriMellanmjolk: lactoseFreeOf(150, 'Laktosfri mellanmjölk', 20, { dl: 103 }, ['mjölk'], 'pantry'),
  laktosfriFilmjolk: lactoseFreeOf(114, 'Laktosfri filmjölk', 25, { dl: 103 }, ['filmjölk'], 'pantry'),
  laktosfriYoghurt: lactoseFreeOf(124, 'Laktosfri yoghurt', 32, { dl: 105 }, ['yoghurt'], 'pantry'),
  laktosfriTurkiskYoghurt: lactoseFreeOf(6113, 'Laktosfri turkisk yoghurt', 55, { dl: 110 }, ['yoghurt']),
  laktosfriKvarg: lactoseFreeOf(3243, 'Laktosfri kvarg', 55, { dl: 110 }, ['kvarg']),
  laktosfriGraddfil: lactoseFreeOf(
    1713,
    'Laktosfri gräddfil',
    55,
    { dl: 100 },
    ['gräddfil', 'grädde'],
    'pantry',
  ),
  laktosfriCremeFraiche: lactoseFreeOf(
    1719,
    'Laktosfri crème fraiche',
    65,
    { dl: 100 },
    ['crème fraiche', 'grädde'],
    'pantry',
  ),
  laktosfriVispgradde: lactoseFreeOf(
    1715,
    'Laktosfri vispgrädde',
    70,
    { dl: 100 },
    ['grädde', 'vispgrädde'],
    'pantry',
  ),
  laktosfriMatlagningsgradde: lactoseFreeOf(
    1717,
    'Laktosfri matlagningsgrädde',
    50,
    { dl: 100 },
    ['grädde'],
    'pantry',
  ),

  // Eggs
  agg: meta(1225, 'Ägg', 'egg', 60, { st: 50 }, ['ägg']),

  // Poultry and meat
  kycklingfile: meta(1173, 'Kycklingfilé', 'poultry', 130, { st: 140 }, [
    'kyckling',
    'kycklingfilé',
    'fågel',
    'kött',
  ]),
  kycklinglar: meta(1174, 'Kycklinglårfilé', 'poultry', 120, { st: 70 }, [
    'kyckling',
    'kycklinglår',
    'fågel',
    'kött',
  ]),
  kalkonfile: meta(1162, 'Kalkonfilé', 'poultry', 150, {}, ['kalkon', 'fågel', 'kött']),
  notfars: meta(951, 'Nötfärs', 'meat', 120, {}, ['färs', 'köttfärs', 'nötfärs', ...BEEF]),
  blandfars: meta(2492, 'Blandfärs', 'meat', 100, {}, [
    'färs',
    'köttfärs',
    'blandfärs',
    ...BEEF,
    'fläsk',
    'gris',
  ]),
  ryggbiff: meta(946, 'Ryggbiff', 'meat', 350, {}, ['ryggbiff', ...BEEF]),
  grytbitar: meta(961, 'Nötkött i bitar', 'meat', 200, {}, ['grytbitar', 'högrev', ...BEEF]),
  flaskfile: meta(970, 'Fläskfilé', 'meat', 150, {}, ['fläskfilé', ...PORK]),
  lammfars: meta(925, 'Lammfärs', 'meat', 170, {}, [
    'lamm',
    'lammkött',
    'färs',
    'köttfärs',
    'kött',
    'rött kött',
  ]),
  bacon: meta(1003, 'Bacon', 'processed-meat', 130, {}, ['bacon', 'chark', ...PORK]),
  skinka: meta(1010, 'Rökt skinka', 'processed-meat', 160, {}, ['skinka', 'pålägg', 'chark', ...PORK]),
  falukorv: meta(1487, 'Falukorv', 'processed-meat', 70, {}, [
    'korv',
    'falukorv',
    'chark',
    ...PORK,
    'nöt',
    'nötkött',
  ]),

  // Fish and shellfish
  lax: meta(1255, 'Laxfilé', 'fish', 250, { st: 125 }, ['fisk', 'lax']),
  torsk: meta(1246, 'Torskfilé', 'fish', 200, { st: 125 }, ['fisk', 'torsk', 'vit fisk']),
  kallroktLax: meta(1269, 'Kallrökt lax', 'fish', 350, {}, ['fisk', 'lax', 'rökt lax', 'rökt fisk']),
  varmroktLax: meta(1288, 'Varmrökt lax', 'fish', 300, {}, ['fisk', 'lax', 'rökt lax', 'rökt fisk']),
  tonfisk: meta(1278, 'Tonfisk i vatten', 'fish', 150, {}, ['fisk', 'tonfisk'], { category: 'pantry' }),
  rakor: meta(1395, 'Skalade räkor', 'shellfish', 250, { dl: 55 }, ['räkor', 'räka', 'skaldjur']),
  makrillTomat: meta(1296, 'Makrill i tomatsås', 'fish', 120, {}, ['fisk', 'makrill', 'tomat'], {
    paleo: ['processed', 'added-sugar'],
    category: 'pantry',
  }),
  stromming: meta(1243, 'Strömmingsfilé', 'fish', 100, {}, ['fisk', 'strömming']),
  sill: meta(4608, 'Inlagd sill', 'fish', 120, {}, ['fisk', 'sill'], { paleo: ['added-sugar'] }),
  roktMakrill: meta(1289, 'Varmrökt makrill', 'fish', 180, {}, ['fisk', 'makrill', 'rökt fisk']),
  kaviar: meta(1378, 'Kaviar', 'fish', 150, { msk: 15, tsk: 5 }, ['fisk', 'kaviar', 'rom'], {
    // Smoked cod roe paste with sugar and rapeseed oil.
    paleo: ['processed', 'added-sugar'],
    medFat: false,
    category: 'pantry',
  }),
  kalkonpalagg: meta(
    6009,
    'Rökt kalkonpålägg',
    'processed-meat',
    200,
    { st: 10 },
    ['kalkon', 'pålägg', 'chark', 'fågel', 'kött'],
    { piece: SLICE },
  ),

  // Plant protein and legumes
  tofu: meta(905, 'Tofu', 'plant-protein', 80, {}, ['tofu', 'soja', 'sojabönor'], { paleo: ['legume'] }),
  sojabitar: meta(6265, 'Sojabitar (typ Oumph)', 'plant-protein', 150, {}, ['soja', 'sojaprotein', 'oumph']),
  sojafars: meta(6267, 'Sojafärs', 'plant-protein', 120, {}, ['soja', 'sojaprotein', 'vegofärs', 'färs']),
  kikartor: meta(3815, 'Kikärtor', 'legume', 50, { dl: 70 }, ['kikärtor', 'baljväxter']),
  kidneybonor: meta(3816, 'Kidneybönor', 'legume', 50, { dl: 70 }, ['bönor', 'kidneybönor', 'baljväxter']),
  svartaBonor: meta(3817, 'Svarta bönor', 'legume', 50, { dl: 70 }, ['bönor', 'svarta bönor', 'baljväxter']),
  vitaBonor: meta(3761, 'Vita bönor', 'legume', 50, { dl: 70 }, ['bönor', 'vita bönor', 'baljväxter']),
  gronaLinser: meta(3824, 'Gröna linser (burk)', 'legume', 55, { dl: 75 }, ['linser', 'baljväxter']),
  rodaLinser: meta(3823, 'Röda linser (burk)', 'legume', 55, { dl: 80 }, [
    'linser',
    'röda linser',
    'baljväxter',
  ]),
  edamame: meta(5860, 'Edamamebönor', 'legume', 80, { dl: 65 }, ['edamame', 'soja', 'sojabönor', 'bönor'], {
    allergens: ['soy'],
  }),
  jordnotssmor: meta(
    1559,
    'Jordnötssmör',
    'legume',
    90,
    { msk: 16, tsk: 5 },
    ['jordnöt', 'jordnötter', 'jordnötssmör'],
    {
      allergens: ['peanuts'],
      category: 'pantry',
    },
  ),
  hummus: meta(3051, 'Hummus', 'legume', 120, { msk: 15 }, ['hummus', 'kikärtor', 'sesam', 'baljväxter'], {
    allergens: ['sesame'],
    paleo: ['legume', 'processed'],
    // Tahini and olive oil.
    medFat: true,
  }),
  falafel: meta(6284, 'Falafel', 'legume', 100, { st: 20 }, ['falafel', 'kikärtor', 'baljväxter'], {
    // Frozen falafel often contains wheat flour; treated as gluten to be safe.
    allergens: ['gluten'],
    paleo: ['legume', 'processed'],
  }),
  bondbonor: meta(324, 'Bondbönor', 'legume', 60, { dl: 70 }, ['bönor', 'bondbönor', 'baljväxter']),
  rostadeKikartor: meta(1579, 'Rostade kikärtor', 'legume', 150, { dl: 40 }, ['kikärtor', 'baljväxter'], {
    paleo: ['legume', 'processed'],
    category: 'snacks',
  }),
  miso: meta(908, 'Misopasta', 'plant-protein', 150, { msk: 17, tsk: 6 }, ['miso', 'soja'], {
    paleo: ['legume', 'processed'],
    category: 'pantry',
  }),

  // Grains, bread
  havregryn: meta(702, 'Havregryn', 'grain', 20, { dl: 35 }, ['havre', 'havregryn', 'spannmål']),
  pasta: meta(845, 'Pasta', 'grain', 25, {}, ['pasta', 'spagetti', 'vete', 'spannmål']),
  fullkornspasta: meta(848, 'Fullkornspasta', 'grain', 30, {}, ['pasta', 'vete', 'spannmål']),
  basmatiris: meta(2475, 'Basmatiris', 'grain', 40, { dl: 85 }, ['ris', 'spannmål'], { allergens: [] }),
  jasminris: meta(2477, 'Jasminris', 'grain', 40, { dl: 85 }, ['ris', 'spannmål'], { allergens: [] }),
  fullkornsris: meta(2478, 'Fullkornsris', 'grain', 35, { dl: 85 }, ['ris', 'spannmål'], { allergens: [] }),
  bulgur: meta(829, 'Bulgur', 'grain', 40, { dl: 80 }, ['bulgur', 'vete', 'spannmål']),
  couscous: meta(831, 'Couscous', 'grain', 35, { dl: 80 }, ['couscous', 'vete', 'spannmål']),
  risottoris: meta(2057, 'Risottoris', 'grain', 60, { dl: 85 }, ['ris', 'risotto'], { allergens: [] }),
  quinoa: meta(3518, 'Kokt quinoa', 'grain', 30, { dl: 75 }, ['quinoa'], { allergens: [] }),
  risnudlar: meta(4447, 'Risnudlar', 'grain', 60, {}, ['nudlar', 'ris'], { allergens: [] }),
  aggnudlar: meta(870, 'Äggnudlar', 'grain', 50, {}, ['nudlar', 'vete', 'ägg', 'spannmål'], {
    allergens: ['gluten', 'egg'],
    origin: 'egg',
  }),
  tortilla: meta(5974, 'Tortillabröd', 'grain', 60, { st: 40 }, ['tortilla', ...BREAD]),
  tacoskal: meta(2557, 'Tacoskal', 'grain', 130, { st: 12 }, ['tacoskal', 'majs'], {
    allergens: [],
    paleo: ['grain', 'processed'],
  }),
  fullkornsbrod: meta(3794, 'Fullkornsbröd', 'grain', 60, { st: 35 }, [...BREAD, 'råg'], { piece: SLICE }),
  knackebrod: meta(171, 'Knäckebröd', 'grain', 50, { st: 12 }, ['knäckebröd', 'råg', 'bröd']),
  surdegsbrod: meta(6084, 'Surdegsbröd', 'grain', 70, { st: 40 }, BREAD, { piece: SLICE }),
  pitabrod: meta(193, 'Pitabröd', 'grain', 60, { st: 60 }, ['pitabröd', ...BREAD]),
  hamburgerbrod: meta(3825, 'Hamburgerbröd', 'grain', 60, { st: 60 }, ['hamburgerbröd', ...BREAD]),
  vetemjol: meta(1941, 'Vetemjöl', 'grain', 12, { dl: 60 }, ['vetemjöl', 'mjöl', 'vete']),
  musli: meta(2025, 'Müsli', 'grain', 45, { dl: 40 }, ['müsli', 'havre', 'vete', 'spannmål']),
  granola: meta(6764, 'Granola', 'grain', 70, { dl: 45 }, ['granola', 'müsli', 'havre', 'nötter'], {
    allergens: ['gluten', 'tree-nuts'],
    paleo: ['grain', 'added-sugar'],
  }),
  riskakor: meta(224, 'Riskakor', 'grain', 80, { st: 8 }, ['riskakor', 'ris'], {
    allergens: [],
    paleo: ['grain', 'processed'],
    category: 'snacks',
  }),
  mannagryn: meta(828, 'Mannagryn', 'grain', 30, { dl: 65 }, ['mannagryn', 'vete', 'spannmål']),
  ragflingor: meta(6481, 'Rågflingor', 'grain', 40, { dl: 40 }, ['råg', 'rågflingor', 'spannmål']),
  chapati: meta(206, 'Chapati', 'grain', 80, { st: 40 }, ['chapati', ...BREAD]),
  tortillachips: meta(1581, 'Tortillachips', 'grain', 100, { dl: 12 }, ['tortillachips', 'chips', 'majs'], {
    allergens: [],
    paleo: ['grain', 'processed'],
    category: 'snacks',
  }),

  // Potatoes
  potatis: meta(4457, 'Potatis', 'potato', 15, { st: 90 }, ['potatis']),
  sotpotatis: meta(3765, 'Sötpotatis', 'potato', 35, { st: 300 }, ['sötpotatis'], { category: 'produce' }),

  // Vegetables
  gulLok: meta(344, 'Gul lök', 'vegetable', 15, { st: 100 }, ONION),
  rodlok: meta(4947, 'Rödlök', 'vegetable', 25, { st: 80 }, [...ONION, 'rödlök']),
  vitlok: meta(371, 'Vitlök', 'vegetable', 100, { st: 4 }, ['vitlök'], { piece: GARLIC_PIECE }),
  morot: meta(289, 'Morot', 'vegetable', 15, { st: 70 }, ['morot', 'morötter']),
  paprika: meta(351, 'Röd paprika', 'vegetable', 50, { st: 150 }, ['paprika']),
  tomat: meta(364, 'Tomat', 'vegetable', 40, { st: 100 }, ['tomat', 'tomater']),
  korsbarstomat: meta(4937, 'Körsbärstomater', 'vegetable', 60, { st: 15, dl: 65 }, ['tomat', 'tomater']),
  gurka: meta(339, 'Gurka', 'vegetable', 35, {}, ['gurka']),
  blomkal: meta(322, 'Blomkål', 'vegetable', 40, {}, ['blomkål', 'kål']),
  broccoli: meta(325, 'Broccoli', 'vegetable', 40, {}, ['broccoli', 'kål']),
  babyspenat: meta(4941, 'Babyspenat', 'vegetable', 120, { dl: 10 }, ['spenat']),
  frystSpenat: meta(361, 'Fryst spenat', 'vegetable', 30, { dl: 50 }, ['spenat']),
  romansallad: meta(2559, 'Romansallad', 'vegetable', 50, {}, ['sallad']),
  ruccola: meta(2561, 'Ruccola', 'vegetable', 150, { dl: 8 }, ['ruccola', 'sallad']),
  isbergssallad: meta(340, 'Isbergssallad', 'vegetable', 30, {}, ['sallad']),
  champinjoner: meta(333, 'Champinjoner', 'vegetable', 60, { st: 20 }, ['svamp', 'champinjoner']),
  zucchini: meta(362, 'Zucchini', 'vegetable', 40, { st: 250 }, ['zucchini', 'squash']),
  aubergine: meta(372, 'Aubergine', 'vegetable', 40, { st: 300 }, ['aubergine']),
  purjolok: meta(354, 'Purjolök', 'vegetable', 35, { st: 200 }, [...ONION, 'purjolök']),
  vitkal: meta(370, 'Vitkål', 'vegetable', 15, {}, ['vitkål', 'kål']),
  rodkal: meta(355, 'Rödkål', 'vegetable', 20, {}, ['rödkål', 'kål']),
  gronkal: meta(337, 'Grönkål', 'vegetable', 80, { dl: 15 }, ['grönkål', 'kål']),
  haricotsVerts: meta(331, 'Haricots verts', 'vegetable', 70, {}, ['haricots verts', 'bönor'], {
    // Green beans are eaten as a vegetable; paleo guides allow them.
  }),
  gronaArtor: meta(374, 'Gröna ärtor (frysta)', 'vegetable', 30, { dl: 65 }, ['ärtor', 'baljväxter'], {
    paleo: ['legume'],
  }),
  majs: meta(400, 'Majs (burk)', 'vegetable', 40, { dl: 70 }, ['majs'], {
    paleo: ['grain'],
    category: 'pantry',
  }),
  krossadeTomater: meta(422, 'Krossade tomater', 'vegetable', 25, { dl: 105 }, ['tomat', 'tomater'], {
    category: 'pantry',
  }),
  tomatpure: meta(410, 'Tomatpuré', 'vegetable', 60, { msk: 16, tsk: 5 }, ['tomat', 'tomatpuré'], {
    category: 'pantry',
  }),
  avokado: meta(320, 'Avokado', 'vegetable', 60, { st: 140 }, ['avokado'], { medFat: true }),
  blekselleri: meta(321, 'Blekselleri', 'vegetable', 40, { st: 40 }, ['selleri', 'blekselleri'], {
    allergens: ['celery'],
  }),
  inlagdaRodbetor: meta(319, 'Inlagda rödbetor', 'vegetable', 40, {}, ['rödbetor'], {
    paleo: ['added-sugar'],
    category: 'pantry',
  }),
  rodbeta: meta(294, 'Rödbeta', 'vegetable', 20, { st: 100 }, ['rödbetor', 'rödbeta']),
  sockerartor: meta(359, 'Sockerärtor', 'vegetable', 100, {}, ['sockerärtor', 'ärtor']),
  bongroddar: meta(329, 'Böngroddar', 'vegetable', 60, { dl: 25 }, ['böngroddar', 'groddar'], {
    paleo: ['legume'],
  }),
  ingefara: meta(2269, 'Färsk ingefära', 'vegetable', 60, { msk: 6, tsk: 2 }, ['ingefära']),
  chili: meta(380, 'Färsk chili', 'vegetable', 150, { st: 10 }, ['chili', 'chilipeppar', 'stark']),
  persilja: meta(352, 'Persilja', 'vegetable', 200, { dl: 15 }, ['persilja', 'örter']),
  dill: meta(377, 'Dill', 'vegetable', 200, { dl: 10 }, ['dill', 'örter']),
  basilika: meta(379, 'Basilika', 'vegetable', 300, { dl: 5 }, ['basilika', 'örter']),
  graslok: meta(378, 'Gräslök', 'vegetable', 200, { dl: 15 }, ['gräslök', 'lök', 'örter']),
  oliver: meta(402, 'Svarta oliver', 'vegetable', 120, { st: 4, dl: 60 }, ['oliver', 'oliv'], {
    medFat: true,
    category: 'pantry',
  }),
  soltorkadeTomater: meta(365, 'Soltorkade tomater', 'vegetable', 150, { st: 8 }, ['tomat', 'tomater'], {
    medFat: true,
    category: 'pantry',
  }),

  sparris: meta(375, 'Grön sparris', 'vegetable', 120, { st: 20 }, ['sparris']),
  palsternacka: meta(290, 'Palsternacka', 'vegetable', 40, { st: 150 }, ['palsternacka', 'rotfrukter']),

  // Fruit and berries
  banan: meta(553, 'Banan', 'fruit', 25, { st: 120 }, ['banan']),
  apple: meta(588, 'Äpple', 'fruit', 30, { st: 150 }, ['äpple', 'äpplen']),
  paron: meta(583, 'Päron', 'fruit', 35, { st: 150 }, ['päron']),
  blabar: meta(556, 'Blåbär (frysta)', 'fruit', 70, { dl: 60 }, ['blåbär', 'bär']),
  hallon: meta(590, 'Hallon (frysta)', 'fruit', 80, { dl: 50 }, ['hallon', 'bär']),
  jordgubbar: meta(526, 'Jordgubbar', 'fruit', 80, { dl: 60, st: 15 }, ['jordgubbar', 'bär']),
  apelsin: meta(551, 'Apelsin', 'fruit', 25, { st: 150 }, ['apelsin', 'citrus', 'citrusfrukter']),
  kiwi: meta(565, 'Kiwi', 'fruit', 40, { st: 75 }, ['kiwi']),
  mango: meta(574, 'Mango', 'fruit', 40, { dl: 70 }, ['mango']),
  citron: meta(645, 'Citronsaft', 'fruit', 100, { dl: 100 }, ['citron', 'citrus', 'citrusfrukter'], {
    category: 'produce',
  }),
  lime: meta(652, 'Limesaft', 'fruit', 150, { dl: 100 }, ['lime', 'citrus', 'citrusfrukter']),
  russin: meta(610, 'Russin', 'fruit', 60, { dl: 60 }, ['russin', 'torkad frukt'], { category: 'pantry' }),
  dadlar: meta(603, 'Dadlar', 'fruit', 80, { st: 8 }, ['dadlar', 'torkad frukt'], { category: 'snacks' }),
  lingonsylt: meta(1798, 'Lingonsylt', 'sweet', 50, { msk: 20, dl: 130 }, ['lingon', 'sylt', 'socker']),
  ananas: meta(550, 'Ananas', 'fruit', 30, { dl: 70 }, ['ananas']),
  vindruvor: meta(587, 'Vindruvor', 'fruit', 60, { dl: 65 }, ['vindruvor', 'druvor']),
  melon: meta(547, 'Nätmelon', 'fruit', 30, {}, ['melon']),
  vattenmelon: meta(549, 'Vattenmelon', 'fruit', 20, {}, ['melon', 'vattenmelon']),
  torkadeAprikoser: meta(
    599,
    'Torkade aprikoser',
    'fruit',
    120,
    { st: 8 },
    ['aprikos', 'aprikoser', 'torkad frukt'],
    {
      category: 'snacks',
    },
  ),
  torkadeFikon: meta(604, 'Torkade fikon', 'fruit', 120, { st: 20 }, ['fikon', 'torkad frukt'], {
    category: 'snacks',
  }),

  // Nuts and seeds
  mandlar: meta(1575, 'Mandlar', 'nut-seed', 150, { dl: 65 }, ['mandel', 'mandlar', 'nötter'], {
    allergens: ['tree-nuts'],
  }),
  valnotter: meta(1576, 'Valnötter', 'nut-seed', 150, { dl: 45 }, ['valnötter', 'valnöt', 'nötter'], {
    allergens: ['tree-nuts'],
  }),
  cashew: meta(1557, 'Cashewnötter', 'nut-seed', 150, { dl: 60 }, ['cashew', 'cashewnötter', 'nötter'], {
    allergens: ['tree-nuts'],
  }),
  jordnotter: meta(1561, 'Jordnötter', 'legume', 60, { dl: 60 }, ['jordnöt', 'jordnötter'], {
    allergens: ['peanuts'],
    medFat: true,
    category: 'pantry',
  }),
  pumpafron: meta(1571, 'Pumpafrön', 'nut-seed', 120, { dl: 55 }, ['pumpafrön', 'fröer']),
  solrosfron: meta(1574, 'Solrosfrön', 'nut-seed', 40, { dl: 55 }, ['solrosfrön', 'fröer']),
  sesamfron: meta(1573, 'Sesamfrön', 'nut-seed', 80, { dl: 55 }, ['sesam', 'sesamfrön', 'fröer'], {
    allergens: ['sesame'],
  }),
  chiafron: meta(6157, 'Chiafrön', 'nut-seed', 100, { dl: 65 }, ['chia', 'chiafrön', 'fröer']),
  linfron: meta(1567, 'Linfrön', 'nut-seed', 40, { dl: 65 }, ['linfrö', 'linfrön', 'fröer']),
  pinjenotter: meta(3071, 'Pinjenötter', 'nut-seed', 400, { dl: 55 }, ['pinjenötter', 'nötter'], {
    // Botanically seeds; nut-allergic users are told to avoid them, so treat as tree nuts.
    allergens: ['tree-nuts'],
  }),
  kokosmjolk: meta(1590, 'Kokosmjölk', 'nut-seed', 40, { dl: 100 }, ['kokos', 'kokosmjölk'], {
    medFat: false,
  }),
  hasselnotter: meta(
    1558,
    'Hasselnötter',
    'nut-seed',
    170,
    { dl: 60 },
    ['hasselnötter', 'hasselnöt', 'nötter'],
    {
      allergens: ['tree-nuts'],
    },
  ),
  paranotter: meta(
    1568,
    'Paranötter',
    'nut-seed',
    180,
    { st: 4, dl: 60 },
    ['paranötter', 'paranöt', 'nötter'],
    {
      allergens: ['tree-nuts'],
    },
  ),
  pekannotter: meta(1569, 'Pekannötter', 'nut-seed', 250, { dl: 45 }, ['pekannötter', 'pekannöt', 'nötter'], {
    allergens: ['tree-nuts'],
  }),
  pistaschnotter: meta(
    1570,
    'Pistaschnötter',
    'nut-seed',
    250,
    { dl: 60 },
    ['pistage', 'pistaschnötter', 'nötter'],
    {
      allergens: ['tree-nuts'],
    },
  ),
  kokosflingor: meta(1564, 'Kokosflingor', 'nut-seed', 80, { dl: 35 }, ['kokos', 'kokosflingor'], {
    medFat: false,
  }),

  // Fats and oils
  olivolja: meta(4659, 'Olivolja', 'fat', 110, { msk: 13, tsk: 4.5 }, ['olivolja', 'olja'], { medFat: true }),
  rapsolja: meta(2189, 'Rapsolja', 'fat', 35, { msk: 13, tsk: 4.5 }, ['rapsolja', 'olja']),
  sesamolja: meta(38, 'Sesamolja', 'fat', 150, { msk: 13, tsk: 4.5 }, ['sesam', 'sesamolja', 'olja'], {
    allergens: ['sesame'],
  }),
  kokosolja: meta(6165, 'Kokosolja', 'fat', 120, { msk: 13, tsk: 4.5 }, ['kokos', 'kokosolja', 'olja']),

  // Condiments and sweet
  pesto: meta(
    2003,
    'Pesto',
    'condiment',
    250,
    { msk: 15, tsk: 5 },
    ['pesto', 'basilika', 'pinjenötter', 'nötter', ...CHEESE],
    {
      // Basil, olive oil, pine nuts and parmesan.
      origin: 'dairy',
      allergens: ['milk', 'tree-nuts'],
      paleo: ['dairy', 'processed'],
      medFat: true,
    },
  ),
  sojasas: meta(909, 'Sojasås', 'condiment', 60, { msk: 16, tsk: 5 }, ['soja', 'sojasås'], {
    // Brewed soy sauce contains wheat.
    allergens: ['soy', 'gluten'],
    paleo: ['legume', 'processed'],
  }),
  dijonsenap: meta(1973, 'Dijonsenap', 'condiment', 80, { msk: 15, tsk: 5 }, ['senap', 'dijonsenap'], {
    allergens: ['mustard'],
    paleo: ['processed'],
  }),
  majonnas: meta(50, 'Majonnäs', 'condiment', 80, { msk: 14, tsk: 5 }, ['majonnäs', 'ägg'], {
    // Swedish mayonnaise is made with egg yolk and usually mustard.
    origin: 'egg',
    allergens: ['egg', 'mustard'],
    paleo: ['processed'],
  }),
  tacokrydda: meta(5973, 'Tacokrydda', 'condiment', 250, { msk: 7, tsk: 2.5 }, ['tacokrydda'], {
    paleo: ['processed', 'added-sugar'],
  }),
  gronsaksbuljong: meta(545, 'Grönsaksbuljong', 'condiment', 5, { dl: 100 }, ['buljong'], {
    // Stock cubes commonly contain celery.
    allergens: ['celery'],
    paleo: ['processed'],
  }),
  kycklingbuljong: meta(1224, 'Kycklingbuljong', 'condiment', 5, { dl: 100 }, ['buljong', 'kyckling'], {
    origin: 'meat-poultry',
    allergens: ['celery'],
    paleo: ['processed'],
  }),
  socker: meta(1892, 'Socker', 'sweet', 15, { dl: 85, msk: 13, tsk: 4 }, ['socker']),
  honung: meta(1896, 'Honung', 'sweet', 100, { msk: 21, tsk: 7 }, ['honung'], { origin: 'honey' }),
  morkChoklad: meta(2052, 'Mörk choklad 70 %', 'sweet', 150, {}, ['choklad', ...MILK_WORDS], {
    // Dark chocolate is often made on lines with milk or contains milk fat: treated as milk.
    origin: 'dairy',
    allergens: ['milk'],
    category: 'snacks',
  }),
  kakao: meta(1886, 'Kakao', 'condiment', 150, { msk: 6, tsk: 2 }, ['kakao', 'choklad']),

  // Plant drinks
  havredryck: meta(700, 'Havredryck', 'grain', 20, { dl: 103 }, ['havre', 'havredryck'], {
    category: 'pantry',
    paleo: ['grain', 'processed'],
  }),
  sojadryck: meta(6902, 'Sojadryck', 'plant-protein', 25, { dl: 103 }, ['soja', 'sojadryck'], {
    category: 'pantry',
  }),
  havregurt: meta(5956, 'Havregurt', 'grain', 35, { dl: 105 }, ['havre', 'havregurt'], {
    category: 'pantry',
    paleo: ['grain', 'processed'],
  }),

  // Swedish, Italian, American and Mexican home cooking
  gulaArtor: meta(5865, 'Gula ärtor (kokta)', 'legume', 40, { dl: 75 }, [
    'ärtor',
    'gula ärtor',
    'baljväxter',
  ]),
  kalrot: meta(288, 'Kålrot', 'vegetable', 20, {}, ['kålrot', 'rotfrukter']),
  polenta: meta(835, 'Polenta (kokt)', 'grain', 30, { dl: 100 }, ['polenta', 'majs', 'spannmål'], {
    allergens: [],
  }),
  flaskkotlett: meta(982, 'Fläskkotlett', 'meat', 110, { st: 125 }, ['fläskkotlett', 'kotlett', ...PORK]),
  sej: meta(1202, 'Sejfilé', 'fish', 150, { st: 125 }, ['fisk', 'sej', 'vit fisk']),
  havreStrimlor: meta(
    6266,
    'Havrestrimlor (typ Pulled Oats)',
    'plant-protein',
    200,
    {},
    ['havre', 'havrestrimlor', 'pulled oats'],
    {
      // Oats and fava beans: gluten (oats are rarely certified pure), no soy.
      allergens: ['gluten'],
      paleo: ['grain', 'legume', 'processed'],
    },
  ),
  // Added for Indian, Middle-Eastern, Asian and Mediterranean mains
  lammGrytbitar: meta(5068, 'Lammkött i bitar', 'meat', 230, {}, [
    'lamm',
    'lammkött',
    'grytbitar',
    'kött',
    'rött kött',
  ]),
  makrill: meta(1260, 'Makrillfilé', 'fish', 150, { st: 100 }, ['fisk', 'makrill']),
  salladskal: meta(358, 'Salladskål (kinakål)', 'vegetable', 35, {}, ['kål', 'kinakål', 'salladskål']),
  fankal: meta(336, 'Fänkål', 'vegetable', 50, { st: 250 }, ['fänkål']),
  rattika: meta(295, 'Rättika', 'vegetable', 40, {}, ['rättika', 'rädisa']),
  granatapple: meta(520, 'Granatäppelkärnor', 'fruit', 120, { dl: 75 }, ['granatäpple']),
} as const satisfies Record<string, FoodMeta>;

export type FoodKey = keyof typeof FOOD_META;

/** Livsmedelsnummer by handle, for readable recipe files: `F.havregryn === 702`. */
export const F = Object.fromEntries(Object.entries(FOOD_META).map(([key, m]) => [key, m.number])) as Readonly<
  Record<FoodKey, number>
>;

/** All food metadata keyed by Livsmedelsnummer. */
export const META_BY_NUMBER: ReadonlyMap<number, FoodMeta> = new Map(
  Object.values(FOOD_META).map((m: FoodMeta) => [m.number, m]),
);
