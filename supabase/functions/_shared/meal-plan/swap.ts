/**
 * "Byt rätt": replace one meal of a shown plan with another dish of the same meal type.
 * Runs in the browser on the shared engine, so it works signed out and offline. Also "Lägg i min
 * vecka" (`putRecipe`): a named recipe put in one slot, portioned as a swap portions.
 */
import { RECIPES, parseRestrictions, type CatalogueRecipe, type Restrictions } from '../catalogue/index.ts';
import { foodMeta } from '../catalogue/foods.ts';
import { allowedBy, containsLactose, recipesServedUnder } from '../catalogue/restrictions.ts';
import { ALLERGEN_WORDS, DIET_LABELS, MEAL_LABELS, MEAL_TYPES, type MealType } from '../domain.ts';
import { err, ok, type Result } from '../result.ts';
import type { Meal, MealPlanDay } from '../schemas/meal-plan.ts';
import type { MealPreferences } from '../schemas/meal-preferences.ts';
import { restrictionsText } from '../schemas/plan-days.ts';
import { candidatePools, score, shownCuisine, type PoolName } from './choose.ts';
import { serveMeal } from './portion.ts';
import { PORTION_RETRIES, spendWeekLeft, withinLimits } from './portion-limits.ts';
import { splitCalories } from './split.ts';
import { mealMacroTargets } from './targets.ts';

export interface SwapRequest {
  plan: MealPlanDay[]; // the shown plan (7 days)
  /** The plan's preferences, parsed where they entered (the form, the stored plan's schema). */
  preferences: MealPreferences;
  day: number; // 0–6
  meal: MealType;
  /** recipe ids already shown in this slot, oldest first (including the current one), so repeated presses cycle through alternatives instead of bouncing between two */
  tried?: readonly string[];
}

/** The plan with the slot's new meal, and which recipe it is. */
export interface Swapped {
  plan: MealPlanDay[];
  meal: Meal;
  recipeId: string;
}

/** The swapped plan, or in Swedish why the meal cannot be swapped (e.g. no other dish fits). */
export type SwapResult = Result<Swapped, string>;

const NOT_IN_PLAN = 'Måltiden finns inte i planen.';

const POOL_RANK: Record<PoolName, number> = { preferred: 0, neighbour: 1, other: 2 };

/**
 * Lower sorts first: [untried, else how long ago tried; other cuisine; already in the week;
 * neighbour cuisine; fit].
 */
type Rank = [number, number, number, number, number];

function compare(a: Rank, b: Rank): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** What a swap and a put-in share about one slot: the meal there and how a dish is served in it. */
interface Slot {
  current: Meal;
  /** The recipes as the restrictions allow them to be served (lactose-free milk under "laktos"). */
  served: readonly CatalogueRecipe[];
  restrictions: Restrictions;
  /** Recipe ids elsewhere in the week and how often each is served there. */
  inWeek: ReadonlySet<string>;
  uses: Map<string, number>;
  /** The day's other dishes: never offered, so no dish is served twice on one day. */
  today: ReadonlySet<string>;
  /** What the rest of the week leaves of each protein food's weekly limit. */
  weekLeft: Map<number, number>;
  target: ReturnType<typeof mealMacroTargets>[MealType];
  /** The dish portioned exactly as the generator does it to the meal's calories. */
  serve: (recipe: CatalogueRecipe) => Meal;
}

/** The slot `day`/`meal` of the plan and how a dish is served there, or undefined when it is not in the plan. */
function slotOf(
  plan: readonly MealPlanDay[],
  prefs: MealPreferences,
  dayIndex: number,
  mealType: MealType,
  recipes: readonly CatalogueRecipe[],
): Slot | undefined {
  const day = Number.isInteger(dayIndex) ? plan[dayIndex] : undefined;
  const current = day?.[mealType];
  if (day === undefined || current === undefined) return undefined;
  const restrictions = parseRestrictions(restrictionsText(prefs));
  const served = recipesServedUnder(recipes, restrictions);
  const inWeek = new Set<string>();
  const uses = new Map<string, number>();
  const today = new Set<string>();
  const weekLeft = new Map<number, number>();
  for (const [i, d] of plan.entries()) {
    for (const m of MEAL_TYPES) {
      const other = d[m];
      const id = other?.recipeId;
      if (other === undefined || (i === dayIndex && m === mealType)) continue;
      spendWeekLeft(weekLeft, other.items ?? [], prefs.calories);
      if (id === undefined) continue;
      inWeek.add(id);
      uses.set(id, (uses.get(id) ?? 0) + 1);
      if (i === dayIndex) today.add(id);
    }
  }
  const split = splitCalories(prefs.calories, prefs.includeSnacks);
  const target = mealMacroTargets(prefs.goal, prefs.dietType, prefs.calories, {
    ...split,
    [mealType]: Math.max(split[mealType], 1),
  })[mealType];
  const serve = (recipe: CatalogueRecipe): Meal =>
    serveMeal(recipe, current.calories, shownCuisine(recipe, prefs.cuisine), {
      mealType,
      diet: prefs.dietType,
      target,
      restrictions,
      dailyCalories: prefs.calories,
      weekLeft,
    });
  return { current, served, restrictions, inWeek, uses, today, weekLeft, target, serve };
}

/** The plan with one slot's meal replaced (a new array and day; the input is not changed). */
function withMeal(plan: readonly MealPlanDay[], day: number, meal: MealType, next: Meal): MealPlanDay[] {
  return plan.map((d, i) => (i === day ? { ...d, [meal]: next } : d));
}

/**
 * Replaces `req.meal` on day `req.day` with another dish of the same meal type that fits the
 * diet and every understood restriction, portioned exactly as the generator does it
 * (`serveMeal`) to the meal's calories, so the day's total stays what it was.
 *
 * Which dish: never the one shown nor one already served that day; first the dishes not yet tried in this slot; among them the
 * user's and neighbouring cuisines before any other, then dishes not yet in the week before dishes
 * that are, the user's cuisines before neighbouring ones, and then the best fit for the meal's
 * macro target and size. When every
 * alternative has been tried it starts over from the one tried longest ago, so repeated presses
 * cycle through all alternatives instead of bouncing between two.
 *
 * Pure and deterministic; the input plan is not changed. Never throws: a slot not in the plan or
 * no other fitting dish gives the error in Swedish.
 */
export function swapMeal(req: SwapRequest, recipes: readonly CatalogueRecipe[] = RECIPES): SwapResult {
  const prefs = req.preferences;
  const slot = slotOf(req.plan, prefs, req.day, req.meal, recipes);
  if (slot === undefined) return err(NOT_IN_PLAN);
  const { current, served, restrictions, inWeek, uses, today, weekLeft, target, serve } = slot;
  const label = MEAL_LABELS[req.meal].toLowerCase();

  const pools = candidatePools(served, req.meal, prefs.dietType, restrictions, prefs.cuisine);
  const tried = req.tried ?? [];
  const ctx = {
    mealType: req.meal,
    diet: prefs.dietType,
    dailyCalories: prefs.calories,
    mealCalories: current.calories,
    target,
    uses,
    lastServed: new Map<string, number>(),
    day: req.day,
    unique: false,
    weekLeft,
  };

  const ranked: { recipe: CatalogueRecipe; rank: Rank }[] = [];
  const lists: [PoolName, readonly CatalogueRecipe[]][] = [
    ['preferred', pools.preferred],
    // A lunch may be a dinner dish of the chosen cuisines, and the other way round.
    ['preferred', pools.crossover ?? []],
    ['neighbour', pools.neighbour],
    ['other', pools.other],
  ];
  for (const [pool, list] of lists) {
    for (const recipe of list) {
      if (recipe.id === current.recipeId || today.has(recipe.id)) continue;
      const triedAt = tried.indexOf(recipe.id);
      const fresh = triedAt < 0;
      ranked.push({
        recipe,
        rank: [
          fresh ? -1 : triedAt,
          fresh && pool === 'other' ? 1 : 0,
          fresh && inWeek.has(recipe.id) ? 1 : 0,
          fresh ? POOL_RANK[pool] : 0,
          score(recipe, ctx),
        ],
      });
    }
  }
  ranked.sort((a, b) => compare(a.rank, b.rank));

  // The best-ranked dish that can be served in normal portions at this size (a dish whose protein
  // food alone would pass its limit at a big meal gives way to the next), else the best-ranked.
  let picked: { recipe: CatalogueRecipe; meal: Meal } | undefined;
  for (const { recipe } of ranked.slice(0, 1 + PORTION_RETRIES)) {
    const meal = serve(recipe);
    picked ??= { recipe, meal };
    if (withinLimits(meal, prefs.calories)) {
      picked = { recipe, meal };
      break;
    }
  }
  if (picked === undefined) {
    return err(`Det finns ingen annan ${label} som passar din kost och dina val, så rätten kan inte bytas.`);
  }
  const { recipe: chosen, meal } = picked;
  return ok({ plan: withMeal(req.plan, req.day, req.meal, meal), meal, recipeId: chosen.id });
}

/** "Lägg i min vecka": one named recipe for one slot of the shown plan. */
export interface PutRequest {
  plan: MealPlanDay[];
  /** The plan's preferences, parsed where they entered (the stored plan's schema). */
  preferences: MealPreferences;
  day: number; // 0–6
  meal: MealType;
  /** The catalogue id of the recipe to put in. */
  recipeId: string;
}

/** "lunchrecept", "middagsrecept": what a recipe for the meal type is called. */
const RECIPE_NOUNS: Record<MealType, string> = {
  breakfast: 'frukostrecept',
  lunch: 'lunchrecept',
  dinner: 'middagsrecept',
  snack: 'mellanmålsrecept',
};

/** Lunch and dinner draw on each other's dishes (a warm dinner dish at lunch is normal in Sweden). */
const PARTNER: Partial<Record<MealType, MealType>> = { lunch: 'dinner', dinner: 'lunch' };

/**
 * In Swedish, why the restrictions exclude the recipe as served under them: the allergen named, lactose, the
 * food named, or the word named; undefined when they allow it.
 */
function excludedBecause(recipe: CatalogueRecipe, r: Restrictions): string | undefined {
  const because = (what: string) => `Receptet innehåller ${what}, som din plan utesluter.`;
  const allergen = recipe.allergens.find((a) => r.allergens.includes(a));
  if (allergen !== undefined) return because(ALLERGEN_WORDS[allergen]);
  const excluded = recipe.ingredients.find((i) => r.excludedFoods.has(i.food));
  if (excluded !== undefined) {
    const meta = foodMeta(excluded.food);
    // Lactose excludes a food without naming it: say lactose, not the cheese.
    return because(containsLactose(meta) ? 'laktos' : meta.name.toLowerCase());
  }
  if (!allowedBy(recipe, r)) {
    const text = [recipe.name, recipe.description, ...recipe.steps].join(' ').toLowerCase();
    const term = (r.excludedTerms ?? []).find((t) => text.includes(t.toLowerCase()));
    return because(term ?? 'något');
  }
  return undefined;
}

/**
 * Puts the recipe `req.recipeId` in the slot `req.meal` of day `req.day`, portioned exactly as a
 * swap portions its dish (`serveMeal` to the meal's calories, the week's protein foods counted),
 * so the day's total stays what it was. The person chose the dish, so cuisine and variety do not
 * count; the plan's hard rules do: the recipe must be one for that meal (lunch and dinner may take
 * each other's), fit the plan's diet and every understood restriction (served as they allow:
 * lactose-free milk under "laktos"), and not already be served that day. Otherwise the error says
 * in Swedish why not. Pure; the input plan is not changed.
 */
export function putRecipe(req: PutRequest, recipes: readonly CatalogueRecipe[] = RECIPES): SwapResult {
  const prefs = req.preferences;
  const slot = slotOf(req.plan, prefs, req.day, req.meal, recipes);
  if (slot === undefined) return err(NOT_IN_PLAN);
  const recipe = slot.served.find((r) => r.id === req.recipeId);
  if (recipe === undefined) return err('Receptet finns inte i receptsamlingen.');
  const partner = PARTNER[req.meal];
  if (
    !recipe.mealTypes.includes(req.meal) &&
    (partner === undefined || !recipe.mealTypes.includes(partner))
  ) {
    return err(`${recipe.name} är inget ${RECIPE_NOUNS[req.meal]}.`);
  }
  if (!recipe.diets.includes(prefs.dietType)) {
    return err(`Receptet passar inte kosten i din plan (${DIET_LABELS[prefs.dietType].toLowerCase()}).`);
  }
  const excluded = excludedBecause(recipe, slot.restrictions);
  if (excluded !== undefined) return err(excluded);
  const dayName = req.plan[req.day]?.day.toLowerCase() ?? '';
  if (slot.current.recipeId === recipe.id) {
    return err(`Receptet är redan ${MEAL_LABELS[req.meal].toLowerCase()} på ${dayName}.`);
  }
  if (slot.today.has(recipe.id)) {
    return err(`Receptet finns redan på ${dayName}; samma rätt serveras inte två gånger samma dag.`);
  }
  const meal = slot.serve(recipe);
  return ok({ plan: withMeal(req.plan, req.day, req.meal, meal), meal, recipeId: recipe.id });
}
