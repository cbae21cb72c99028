/**
 * The free-text restrictions field ("laktos, nötter, inte svamp") turned into hard exclusions.
 * Every word or phrase maps to allergens and/or foods, or is reported back as not understood.
 */
import type { Allergen } from '../domain.ts';
import { ALLERGENS } from '../domain.ts';
import type { AnimalOrigin, FoodMeta, PaleoFlag } from './food-meta.ts';
import { META_BY_NUMBER } from './food-meta.ts';
import type { CatalogueRecipe } from './types.ts';

export interface Restrictions {
  /** Allergens the user named; recipes containing any of them are excluded. */
  readonly allergens: readonly Allergen[];
  /** Livsmedelsnummer of every excluded food (named foods and foods with a named allergen). */
  readonly excludedFoods: ReadonlySet<number>;
  /** The phrases that were understood, as typed (lower-case). */
  readonly understood: readonly string[];
  /** Words that could not be mapped; show them to the user, never drop them silently. */
  readonly unknown: readonly string[];
  /**
   * Seasonings the user named (e.g. "koriander", "kanel") that are not separate ingredient
   * lines; recipes whose name, description or steps mention them are excluded.
   */
  readonly excludedTerms?: readonly string[];
  /**
   * Foods to serve in place of an excluded one, by Livsmedelsnummer: its lactose-free product when
   * "laktos" excluded the ordinary one and nothing typed excludes the lactose-free one too.
   * `servedUnder` applies them.
   */
  readonly substitutes?: ReadonlyMap<number, number>;
}

interface Target {
  allergens: Allergen[];
  foods: number[];
  terms: string[];
  /** Lactose: every food that contains it (not milk protein: lactose-free products stay). */
  lactose: boolean;
}

const ALL_ANIMAL: readonly AnimalOrigin[] = [
  'meat-red',
  'meat-poultry',
  'processed-meat',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'honey',
];
const MEAT_AND_FISH: readonly AnimalOrigin[] = [
  'meat-red',
  'meat-poultry',
  'processed-meat',
  'fish',
  'shellfish',
];

const ALLERGEN_WORDS: Record<string, readonly Allergen[]> = {
  gluten: ['gluten'],
  celiaki: ['gluten'],
  celiakiker: ['gluten'],
  vete: ['gluten'],
  vetemjöl: ['gluten'],
  råg: ['gluten'],
  korn: ['gluten'],
  dinkel: ['gluten'],
  spannmål: ['gluten'],
  // Milk (the allergen, milk protein): every dairy food, lactose-free products included. "laktos"
  // is not here: lactose is one sugar of the milk, see LACTOSE_WORDS.
  mjölk: ['milk'],
  komjölk: ['milk'],
  mjölkprotein: ['milk'],
  mjölkproteinallergi: ['milk'],
  mejeri: ['milk'],
  mejerier: ['milk'],
  mejeriprodukter: ['milk'],
  mjölkprodukter: ['milk'],
  kasein: ['milk'],
  vassle: ['milk'],
  ägg: ['egg'],
  // "Nötter" in everyday Swedish includes peanuts; excluding both is the safe reading.
  nötter: ['tree-nuts', 'peanuts'],
  nöt: ['tree-nuts', 'peanuts'],
  trädnötter: ['tree-nuts'],
  jordnöt: ['peanuts'],
  jordnötter: ['peanuts'],
  fisk: ['fish'],
  skaldjur: ['shellfish'],
  kräftdjur: ['shellfish'],
  blötdjur: ['shellfish'],
  musslor: ['shellfish'],
  kräftor: ['shellfish'],
  hummer: ['shellfish'],
  krabba: ['shellfish'],
  ostron: ['shellfish'],
  bläckfisk: ['shellfish'],
  soja: ['soy'],
  sojaprotein: ['soy'],
  sesam: ['sesame'],
  sesamfrö: ['sesame'],
  tahini: ['sesame'],
  selleri: ['celery'],
  rotselleri: ['celery'],
  blekselleri: ['celery'],
  senap: ['mustard'],
  senapsfrö: ['mustard'],
};

/**
 * Lactose (intolerance: "laktos", "laktosintolerant", "laktosfri", "mjölksocker"): excludes every
 * food that contains lactose and keeps the milk products that hold none worth counting (lactose-free
 * milk, yoghurt, kvarg…, served in place of the ordinary ones, and aged hard cheese). Milk protein
 * ("mjölk", "mjölkprotein", "mejeri", "kasein", "vassle") excludes all dairy.
 */
const LACTOSE_WORDS = ['laktos', 'mjölksocker'] as const;

const ORIGIN_WORDS: Record<string, readonly AnimalOrigin[]> = {
  kött: ['meat-red', 'meat-poultry', 'processed-meat'],
  'rött kött': ['meat-red', 'processed-meat'],
  rödkött: ['meat-red', 'processed-meat'],
  chark: ['processed-meat'],
  charkuterier: ['processed-meat'],
  'processat kött': ['processed-meat'],
  fågel: ['meat-poultry'],
  vegetarian: MEAT_AND_FISH,
  vegetarisk: MEAT_AND_FISH,
  vegetariskt: MEAT_AND_FISH,
  vegetariankost: MEAT_AND_FISH,
  pescetarian: ['meat-red', 'meat-poultry', 'processed-meat'],
  pescetarianer: ['meat-red', 'meat-poultry', 'processed-meat'],
  // We cannot vouch for halal or kosher slaughter, so all meat goes; kosher also excludes shellfish.
  halal: ['meat-red', 'meat-poultry', 'processed-meat'],
  kosher: ['meat-red', 'meat-poultry', 'processed-meat', 'shellfish'],
  vegan: ALL_ANIMAL,
  vegansk: ALL_ANIMAL,
  veganskt: ALL_ANIMAL,
  veganer: ALL_ANIMAL,
  animalier: ALL_ANIMAL,
  animaliskt: ALL_ANIMAL,
  animaliska: ALL_ANIMAL,
};

/** Words for whole food groups, matched through the facts paleo is computed from. */
const GROUP_WORDS: Record<string, PaleoFlag> = {
  baljväxter: 'legume',
  baljväxt: 'legume',
  spannmål: 'grain',
  sädesslag: 'grain',
  socker: 'added-sugar',
  'tillsatt socker': 'added-sugar',
  sötsaker: 'added-sugar',
  processad: 'processed',
  processat: 'processed',
  ultraprocessad: 'processed',
  ultraprocessat: 'processed',
  halvfabrikat: 'processed',
};

/** Seasonings mentioned only in recipe steps; matched against recipe text. */
const SEASONINGS = [
  'koriander',
  'kanel',
  'spiskummin',
  'kummin',
  'curry',
  'paprikapulver',
  'chiliflakes',
  'chilipulver',
  'cayennepeppar',
  'peppar',
  'oregano',
  'timjan',
  'rosmarin',
  'kardemumma',
  'muskot',
  'gurkmeja',
  'garam masala',
  'vanilj',
  'lagerblad',
  'kryddpeppar',
  'mynta',
  'chili',
  'paprika',
  'saffran',
  'ingefära',
  'vitlök',
] as const;

/** Words that stand for seasonings under another name ("stark mat" → chili). */
const SEASONING_ALIASES: Record<string, readonly string[]> = {
  stark: ['chili', 'cayennepeppar'],
  starkt: ['chili', 'cayennepeppar'],
  starka: ['chili', 'cayennepeppar'],
};

/** Words that carry no restriction of their own ("jag är allergisk mot …"). */
const FILLER = new Set([
  'allergi',
  'allergier',
  'allergisk',
  'allergiska',
  'allergiker',
  'intolerant',
  'intolerans',
  'överkänslig',
  'överkänslighet',
  'känslig',
  'mot',
  'inte',
  'ingen',
  'inget',
  'inga',
  'utan',
  'ej',
  'jag',
  'är',
  'har',
  'tål',
  'äter',
  'äta',
  'vill',
  'kan',
  'får',
  'för',
  'av',
  'mig',
  'min',
  'mitt',
  'vi',
  'helst',
  'undvik',
  'undviker',
  'undvika',
  'gärna',
  'någon',
  'något',
  'några',
  'med',
  'typ',
  'bara',
  'alla',
  'all',
  'allt',
  'sorts',
  'slags',
  'produkter',
  'tyvärr',
  'mycket',
  'lite',
  'också',
  'även',
  'heller',
  'i',
  'på',
  'dålig',
  'dåligt',
  'nej',
  'tack',
  'mat',
  'maten',
  'rätter',
]);

/** Compound endings: "laktosintolerant", "glutenfri", "nötallergi", "skaldjursallergiker". */
const COMPOUND_SUFFIXES = [
  'allergiker',
  'allergiska',
  'allergisk',
  'allergi',
  'intolerant',
  'intolerans',
  'överkänslighet',
  'överkänslig',
  'känslig',
  'fritt',
  'fria',
  'fri',
];

/** Inflection endings tried when a word is not found as typed ("räkorna", "löken"). */
const ENDINGS = ['orna', 'arna', 'erna', 'na', 'en', 'et', 'er', 'ar', 'or', 'n', 's'];

function normalise(text: string): string {
  return text.toLocaleLowerCase('sv-SE').replace(/[èé]/g, 'e');
}

function buildDictionary(): Map<string, Target> {
  const dict = new Map<string, Target>();
  const entry = (word: string): Target => {
    const key = normalise(word);
    let t = dict.get(key);
    if (t === undefined) {
      t = { allergens: [], foods: [], terms: [], lactose: false };
      dict.set(key, t);
    }
    return t;
  };
  for (const meta of META_BY_NUMBER.values()) {
    for (const word of meta.keywords) entry(word).foods.push(meta.number);
  }
  for (const [word, allergens] of Object.entries(ALLERGEN_WORDS)) entry(word).allergens.push(...allergens);
  for (const word of LACTOSE_WORDS) entry(word).lactose = true;
  for (const [word, origins] of Object.entries(ORIGIN_WORDS)) {
    const foods = [...META_BY_NUMBER.values()].filter((m) => origins.includes(m.origin)).map((m) => m.number);
    entry(word).foods.push(...foods);
  }
  for (const [word, flag] of Object.entries(GROUP_WORDS)) {
    const foods = [...META_BY_NUMBER.values()].filter((m) => m.paleo.includes(flag)).map((m) => m.number);
    entry(word).foods.push(...foods);
  }
  for (const term of SEASONINGS) entry(term).terms.push(term);
  for (const [word, terms] of Object.entries(SEASONING_ALIASES)) entry(word).terms.push(...terms);
  return dict;
}

const DICTIONARY = buildDictionary();

function lookup(word: string): Target | undefined {
  const direct = DICTIONARY.get(word);
  if (direct !== undefined) return direct;
  for (const suffix of COMPOUND_SUFFIXES) {
    if (word.length > suffix.length + 1 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length).replace(/-$/, '');
      const found =
        lookupInflected(base) ?? (base.endsWith('s') ? lookupInflected(base.slice(0, -1)) : undefined);
      if (found !== undefined) return found;
    }
  }
  return lookupInflected(word);
}

function lookupInflected(word: string): Target | undefined {
  const direct = DICTIONARY.get(word);
  if (direct !== undefined) return direct;
  for (const ending of ENDINGS) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      const found = DICTIONARY.get(word.slice(0, -ending.length));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Parses the free-text restrictions field ("laktos, nötter, inte svamp"). Separators are
 * commas, semicolons, slashes, newlines, "och", "eller", "samt"; case and filler words
 * ("jag är allergisk mot", "inte", "ingen", "utan") are ignored; Swedish compounds and
 * inflections ("laktosintolerant", "glutenfri", "nötallergi", "räkorna") are understood.
 * Words that cannot be mapped are returned in `unknown`, never silently dropped.
 */
export function parseRestrictions(text: string): Restrictions {
  const allergens = new Set<Allergen>();
  const foods = new Set<number>();
  const terms = new Set<string>();
  const understood: string[] = [];
  const unknown: string[] = [];
  const named = { lactose: false }; // set inside `apply`

  const apply = (phrase: string, t: Target): void => {
    if (t.lactose) named.lactose = true;
    for (const a of t.allergens) allergens.add(a);
    for (const f of t.foods) foods.add(f);
    for (const term of t.terms) terms.add(term);
    if (!understood.includes(phrase)) understood.push(phrase);
  };

  const segments = normalise(text)
    .replace(/[.!?:()"'´`*]/g, ' ')
    .split(/[,;\n\r/+&]|\s(?:och|eller|samt|plus)\s/);

  for (const segment of segments) {
    const words = segment.split(/\s+/).filter((w) => w !== '' && !FILLER.has(w) && !/^-+$/.test(w));
    if (words.length === 0) continue;
    const phrase = words.join(' ');
    const whole = DICTIONARY.get(phrase);
    if (whole !== undefined) {
      apply(phrase, whole);
      continue;
    }
    for (let i = 0; i < words.length; i++) {
      const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : undefined;
      const pairTarget = pair === undefined ? undefined : DICTIONARY.get(pair);
      if (pair !== undefined && pairTarget !== undefined) {
        apply(pair, pairTarget);
        i++;
        continue;
      }
      const word = words[i] ?? '';
      const target = lookup(word);
      if (target !== undefined) apply(word, target);
      else if (!unknown.includes(word)) unknown.push(word);
    }
  }

  // A named allergen excludes every food that contains it; lactose every food that contains it.
  for (const meta of META_BY_NUMBER.values()) {
    if (meta.allergens.some((a) => allergens.has(a))) foods.add(meta.number);
    if (named.lactose && containsLactose(meta)) foods.add(meta.number);
  }

  // An excluded food is served as its lactose-free product when that one is still allowed.
  const substitutes = new Map<number, number>();
  for (const meta of META_BY_NUMBER.values()) {
    if (
      meta.valuesOf !== undefined &&
      meta.lactoseFree === true &&
      foods.has(meta.valuesOf) &&
      !foods.has(meta.number)
    )
      substitutes.set(meta.valuesOf, meta.number);
  }

  return {
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    excludedFoods: foods,
    understood,
    unknown,
    excludedTerms: [...terms],
    substitutes,
  };
}

/** True when the food holds lactose: made with milk (the milk allergen) and not lactose-free. */
export function containsLactose(meta: FoodMeta): boolean {
  return meta.allergens.includes('milk') && meta.lactoseFree !== true;
}

/**
 * The recipe as served under the restrictions: every ingredient the restrictions exclude but whose
 * substitute they allow (`Restrictions.substitutes`: lactose-free milk for milk under "laktos")
 * becomes that substitute, same grams and unit. A substitute carries its ordinary food's values, so
 * nutrients, nutrient amounts, diets and allergens stay as computed. The same object when nothing
 * changes (and always without "laktos"). Call it on every recipe before `allowedBy`, so a dish with
 * milk stays on the menu with lactose-free milk.
 */
export function servedUnder(recipe: CatalogueRecipe, r: Restrictions): CatalogueRecipe {
  const substitutes = r.substitutes;
  if (substitutes === undefined || substitutes.size === 0) return recipe;
  if (!recipe.ingredients.some((i) => substitutes.has(i.food))) return recipe;
  return {
    ...recipe,
    ingredients: recipe.ingredients.map((i) => {
      const food = substitutes.get(i.food);
      return food === undefined ? i : { ...i, food };
    }),
  };
}

/** `servedUnder` over a list: the recipes as they may be served under the restrictions. */
export function recipesServedUnder(
  recipes: readonly CatalogueRecipe[],
  r: Restrictions,
): readonly CatalogueRecipe[] {
  return r.substitutes === undefined || r.substitutes.size === 0
    ? recipes
    : recipes.map((x) => servedUnder(x, r));
}

/**
 * Foods added to a dish (the generator's sides: kvarg, keso, ägg…) as served under the
 * restrictions: each whose food has a substitute gets it (laktosfri kvarg for kvarg under
 * "laktos"); the same list when nothing changes. Excluded foods without one stay, for the caller
 * to leave out as before.
 */
export function servedSides<T extends { readonly food: number }>(
  sides: readonly T[],
  r: Restrictions,
): readonly T[] {
  const substitutes = r.substitutes;
  if (substitutes === undefined || substitutes.size === 0) return sides;
  return sides.map((side) => {
    const food = substitutes.get(side.food);
    return food === undefined ? side : { ...side, food };
  });
}

/**
 * One food (a side, a tip's food) as served under the restrictions: itself when allowed, its
 * substitute when the restrictions exclude it but allow that, else undefined.
 */
export function servedFood(food: number, r: Restrictions): number | undefined {
  if (!r.excludedFoods.has(food)) return food;
  return r.substitutes?.get(food);
}

/** True when the recipe contains nothing the restrictions exclude. */
export function allowedBy(recipe: CatalogueRecipe, r: Restrictions): boolean {
  if (recipe.allergens.some((a) => r.allergens.includes(a))) return false;
  if (recipe.ingredients.some((i) => r.excludedFoods.has(i.food))) return false;
  const terms = r.excludedTerms ?? [];
  if (terms.length === 0) return true;
  const text = normalise([recipe.name, recipe.description, ...recipe.steps].join(' '));
  return !terms.some((term) => text.includes(normalise(term)));
}
