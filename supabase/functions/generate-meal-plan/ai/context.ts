import {
  allFoods,
  classifyDiets,
  parseRestrictions,
  type FoodInfo,
  type Restrictions,
} from '../../_shared/catalogue/index.ts';
import { foodMeta } from '../../_shared/catalogue/foods.ts';
import { MEAL_TYPES, type DietType, type MealType } from '../../_shared/domain.ts';
import { planDays, planStartDate } from '../../_shared/meal-plan/dates.ts';
import { splitCalories, type CalorieSplit } from '../../_shared/meal-plan/split.ts';
import type { DayName } from '../../_shared/schemas/meal-plan.ts';
import { restrictionsText, type MealPreferences } from '../../_shared/schemas/meal-preferences.ts';
import { ALLERGEN_TEXT_WORDS, findForbiddenWord, normaliseWord } from './forbidden.ts';

/** The time zone that decides "today" for the plan's dates on the server. */
export const PLAN_TIME_ZONE = 'Europe/Stockholm';

/** Everything the AI path needs to know about one request, computed once. */
export interface MealAiContext {
  prefs: MealPreferences;
  restrictions: Restrictions;
  /** Livsmedelsnummer the model may use: the diet's foods minus everything the user excludes. */
  allowedFoods: readonly FoodInfo[];
  /** The same foods' numbers, for lookups. */
  allowedNumbers: ReadonlySet<number>;
  /** The same foods' names: safe in the model's text even when they contain a forbidden word. */
  allowedNames: readonly string[];
  /** Words that must not appear in the model's dish names, descriptions or steps. */
  forbiddenWords: readonly string[];
  /** kcal per meal, split as ../../_shared/meal-plan/split.ts does (snack 10 % of the day first). */
  split: CalorieSplit;
  mealTypes: readonly MealType[];
  days: readonly { day: DayName; date: string }[];
}

/**
 * Whether a single food may appear in a dish of this diet. Vegan, vegetarian and paleo are rules
 * about every ingredient, so the catalogue's classifier judges the food alone; Mediterranean
 * excludes red meat and charcuterie; the macro diets (keto, low-carb, high-protein, balanced)
 * allow any food and are checked on the finished plan instead.
 */
export function dietAllowsFood(diet: DietType, food: number): boolean {
  switch (diet) {
    case 'vegan':
    case 'vegetarian':
    case 'paleo':
      return classifyDiets([{ food, grams: 100, unit: 'g' }]).includes(diet);
    case 'mediterranean': {
      const origin = foodMeta(food).origin;
      return origin !== 'meat-red' && origin !== 'processed-meat';
    }
    default:
      return true;
  }
}

/** Unknown words this short ("det", "och") are not treated as forbidden in the model's text. */
const MIN_UNKNOWN_WORD = 4;

/** Words typed in the restrictions that the catalogue did not understand, long enough to check. */
function unknownWordsOf(r: Restrictions): string[] {
  return r.unknown.filter((w) => w.length >= MIN_UNKNOWN_WORD).map(normaliseWord);
}

/**
 * Catalogue keywords that name only excluded foods: "kyckling" when chicken is out, but not
 * "kött", which beef also answers to.
 */
function excludedKeywords(excluded: ReadonlySet<number>): string[] {
  const foodsByKeyword = new Map<string, number[]>();
  for (const { number } of allFoods()) {
    for (const word of foodMeta(number).keywords)
      foodsByKeyword.set(word, [...(foodsByKeyword.get(word) ?? []), number]);
  }
  return [...foodsByKeyword].filter(([, foods]) => foods.every((f) => excluded.has(f))).map(([word]) => word);
}

/**
 * Words the model's text must not contain: what the person wrote (understood or not), the named
 * seasonings, the allergens' common names, and the catalogue's names for the excluded foods.
 */
function forbiddenWordsOf(r: Restrictions): string[] {
  const words = new Set<string>(unknownWordsOf(r));
  const add = (word: string) => words.add(normaliseWord(word));
  r.understood.forEach(add);
  (r.excludedTerms ?? []).forEach(add);
  excludedKeywords(r.excludedFoods).forEach(add);
  for (const allergen of r.allergens) ALLERGEN_TEXT_WORDS[allergen].forEach(add);
  return [...words].sort((a, b) => a.localeCompare(b, 'sv'));
}

/**
 * Builds the AI context for a request served at `now` (ms since the epoch): parsed restrictions,
 * allowed foods, forbidden words, split and dates. A food is allowed when the diet allows it, the restrictions do not exclude it or its allergens,
 * and its name does not contain a word of the restrictions that was not understood (someone
 * writing "kokos" loses "Kokosmjölk" even though the catalogue does not know the word).
 */
export function mealAiContext(prefs: MealPreferences, now: number): MealAiContext {
  const restrictions = parseRestrictions(restrictionsText(prefs));
  const unknownWords = unknownWordsOf(restrictions);
  const allowedFoods = allFoods().filter(
    (f) =>
      !restrictions.excludedFoods.has(f.number) &&
      !foodMeta(f.number).allergens.some((a) => restrictions.allergens.includes(a)) &&
      dietAllowsFood(prefs.dietType, f.number) &&
      findForbiddenWord(f.name, unknownWords) === undefined,
  );
  return {
    prefs,
    restrictions,
    allowedFoods,
    allowedNumbers: new Set(allowedFoods.map((f) => f.number)),
    allowedNames: allowedFoods.map((f) => f.name),
    forbiddenWords: forbiddenWordsOf(restrictions),
    split: splitCalories(prefs.calories, prefs.includeSnacks),
    mealTypes: MEAL_TYPES.filter((m) => m !== 'snack' || prefs.includeSnacks),
    days: planDays(planStartDate(new Date(now), PLAN_TIME_ZONE)),
  };
}
