import { RECIPES, parseRestrictions, type CatalogueRecipe } from '../catalogue/index.ts';
import { recipesServedUnder } from '../catalogue/restrictions.ts';
import { MEAL_TYPES, type Cuisine, type MealType } from '../domain.ts';
import type { Meal, MealPlanDay } from '../schemas/meal-plan.ts';
import type { MealPreferences } from '../schemas/meal-preferences.ts';
import { restrictionsText } from '../schemas/plan-days.ts';
import { candidatePools, pickRecipe, shownCuisine, type Pools } from './choose.ts';
import { planDays, planStartDate } from './dates.ts';
import { noRecipeError, planNotices, UNEXPECTED_ERROR } from './notices.ts';
import { WeekTally } from './nutrient-fit.ts';
import { serveMeal } from './portion.ts';
import { PORTION_RETRIES, spendWeekLeft, withinLimits } from './portion-limits.ts';
import { mulberry32 } from './prng.ts';
import { err, ok, type Result } from '../result.ts';
import { splitCalories } from './split.ts';
import { dailyMacroTarget, mealMacroTargets, type MacroShares, type MacroTarget } from './targets.ts';

export interface GenerateOptions {
  /** "Now": the plan starts on the coming Monday (today if Monday). */
  startDate: Date;
  /** PRNG seed; the same seed and preferences always give the same plan. */
  seed: number;
  /** Time zone that decides today's date (e.g. 'Europe/Stockholm'); default the runtime's. */
  timeZone?: string;
  /** The recipes to choose from; default the full catalogue. */
  recipes?: readonly CatalogueRecipe[];
  /**
   * Prefer recipes that close the week's nutrient shortfalls (fibre and salt first); default true.
   * False gives the plan as chosen on macros and calories alone (the benchmark's "before").
   */
  preferNutrients?: boolean;
}

/** A generated week. */
export interface GeneratedWeek {
  plan: MealPlanDay[];
  /** Words of the restrictions text that were not understood (show them to the user). */
  unknownRestrictions: string[];
  /** Restrictions that were understood and applied, in Swedish. */
  understoodRestrictions: string[];
  /** Swedish notes about compromises (other cuisines, repeats, diet profile, macro target). */
  notices: string[];
  /** The day's macro target the plan follows: the goal's split, or the diet's own profile. */
  target: MacroTarget;
}

/** Why no week could be made. */
export interface NoPlan {
  /** A Swedish message for a toast. */
  message: string;
  unknownRestrictions: string[];
}

export type MealPlanResult = Result<GeneratedWeek, NoPlan>;

/** Share of the week's macro gap the next meal tries to close. */
const STEER = 1;

/** The meal's target moved toward closing the week's gap so far (kcal per macro), renormalised. */
function steer(
  base: MacroShares,
  gap: Readonly<Record<keyof MacroShares, number>>,
  mealCalories: number,
): MacroShares {
  if (mealCalories <= 0) return base;
  const move = (k: keyof MacroShares) =>
    Math.max(0.02, base[k] + Math.max(-0.2, Math.min(0.2, (STEER * gap[k]) / mealCalories)));
  const p = move('protein');
  const c = move('carbs');
  const f = move('fat');
  const sum = p + c + f;
  return { protein: p / sum, carbs: c / sum, fat: f / sum };
}

/**
 * Generates a 7-day meal plan from the rule-based catalogue, keeping to the diet and to every
 * restriction.
 *
 * - Calories per meal follow the day's split exactly (see `splitCalories`).
 * - Each portion is scaled so its energy computed from the ingredients equals the meal's
 *   calories (within rounding of grams to 0.1 g); macros are computed from the same grams.
 * - Diet type and every understood restriction are hard constraints. Words that are not
 *   understood are returned in `unknownRestrictions`.
 * - Recipes come from the user's cuisines. A lunch or dinner is repeated (at most twice a week)
 *   only when the chosen cuisines have too few fitting dishes; other cuisines are used only
 *   when even that is not enough, or no dish of the chosen cuisines fits. Notices say so.
 * - Among the recipes that fit, those closing the week's nutrient shortfalls against the adult
 *   references (fibre and salt first) are preferred (`nutrient-fit.ts`); each meal carries its
 *   fibre, salt, vitamins… in `nutrients` for the screen's Näringsöversikt.
 * - Deterministic for the same preferences, seed, start date and catalogue.
 *
 * Takes preferences already parsed by `mealPreferencesSchema` at the caller's boundary (the form,
 * the function's request), so they are never parsed again here. Never throws: a meal type without
 * any fitting recipe gives an error with a Swedish message.
 */
export function generateMealPlan(prefs: MealPreferences, options: GenerateOptions): MealPlanResult {
  const restrictions = parseRestrictions(restrictionsText(prefs));
  const unknownRestrictions = [...restrictions.unknown];
  // Served as the restrictions allow: lactose-free milk for milk under "laktos".
  const recipes = recipesServedUnder(options.recipes ?? RECIPES, restrictions);

  const mealTypes = MEAL_TYPES.filter((m) => m !== 'snack' || prefs.includeSnacks);
  const pools = new Map<MealType, Pools>();
  for (const meal of mealTypes) {
    const pool = candidatePools(recipes, meal, prefs.dietType, restrictions, prefs.cuisine);
    if (
      pool.preferred.length + pool.neighbour.length + pool.other.length + (pool.crossover?.length ?? 0) ===
      0
    ) {
      return err({ message: noRecipeError(meal, prefs, restrictions), unknownRestrictions });
    }
    pools.set(meal, pool);
  }

  const split = splitCalories(prefs.calories, prefs.includeSnacks);
  const mealTargets = mealMacroTargets(prefs.goal, prefs.dietType, prefs.calories, split);
  // The week so far against its macro target (kcal from protein, carbs, fat): the next meal aims
  // to close half of the gap, so the week lands on target even when one dish cannot.
  const gap = { protein: 0, carbs: 0, fat: 0 };
  const random = mulberry32(options.seed);
  const uses = new Map<string, number>();
  const lastServed = new Map<string, number>();
  let dayIndex = 0;
  const week = options.preferNutrients === false ? undefined : new WeekTally(prefs.calories);
  // Lunches and dinners from outside the chosen cuisines; dishes served a second time or more.
  let borrowedMains = 0;
  const borrowedCuisines = new Set<Cuisine>();
  const repeated = new Set<MealType>();
  // What is left of each protein food's weekly limit after the meals served so far.
  const weekLeft = new Map<number, number>();
  let today = new Set<string>();
  // A meal type with a single fitting dish keeps it: the day's earlier meals leave it alone, so
  // the day need not serve it twice.
  const onlyDish = new Map<MealType, string>();
  for (const [meal, pool] of pools) {
    const ids = new Set(
      [...pool.preferred, ...(pool.crossover ?? []), ...pool.neighbour, ...pool.other].map((r) => r.id),
    );
    const [id] = ids;
    if (ids.size === 1 && id !== undefined) onlyDish.set(meal, id);
  }

  /** The dishes this meal leaves alone: today's, and a later meal's only dish. */
  const avoidToday = (meal: MealType): ReadonlySet<string> => {
    const later = mealTypes.slice(mealTypes.indexOf(meal) + 1);
    const kept = later.flatMap((m) => {
      const id = onlyDish.get(m);
      return id === undefined ? [] : [id];
    });
    return kept.length === 0 ? today : new Set([...today, ...kept]);
  };

  const mealFor = (meal: MealType): Meal | undefined => {
    const unique = meal === 'lunch' || meal === 'dinner';
    const target = steer(mealTargets[meal], gap, split[meal]);
    const serveAs = (recipe: CatalogueRecipe): Meal =>
      serveMeal(recipe, split[meal], shownCuisine(recipe, prefs.cuisine), {
        mealType: meal,
        diet: prefs.dietType,
        target,
        restrictions,
        dailyCalories: prefs.calories,
        weekLeft,
      });
    // A dish that cannot be served in normal portions at this size gives way to the next pick.
    const unfit = new Set<string>();
    let pick: ReturnType<typeof pickRecipe>;
    let served: Meal | undefined;
    for (let attempt = 0; attempt <= PORTION_RETRIES; attempt++) {
      const avoid = avoidToday(meal);
      const next = pickRecipe(pools.get(meal) ?? { preferred: [], neighbour: [], other: [] }, {
        mealType: meal,
        diet: prefs.dietType,
        dailyCalories: prefs.calories,
        mealCalories: split[meal],
        target,
        random,
        uses,
        lastServed,
        day: dayIndex,
        unique,
        today: unfit.size === 0 ? avoid : new Set([...avoid, ...unfit]),
        weekLeft,
        ...(week ? { week } : {}),
      });
      if (!next) break;
      const candidate = serveAs(next.recipe);
      const fits = withinLimits(candidate, prefs.calories);
      if (pick === undefined || fits) {
        pick = next;
        served = candidate;
      }
      if (fits) break;
      unfit.add(next.recipe.id);
    }
    if (!pick || !served) return undefined;
    if (unique && pick.pool !== 'preferred') {
      borrowedMains++;
      for (const c of pick.recipe.cuisines) borrowedCuisines.add(c);
    }
    if (pick.repeated) repeated.add(meal);
    today.add(pick.recipe.id);
    uses.set(pick.recipe.id, (uses.get(pick.recipe.id) ?? 0) + 1);
    lastServed.set(pick.recipe.id, dayIndex);
    week?.add(pick.recipe, split[meal]);
    spendWeekLeft(weekLeft, served.items ?? [], prefs.calories);
    const base = mealTargets[meal];
    gap.protein += base.protein * split[meal] - served.protein * 4;
    gap.carbs += base.carbs * split[meal] - served.carbs * 4;
    gap.fat += base.fat * split[meal] - served.fat * 9;
    return served;
  };

  const plan: MealPlanDay[] = [];
  for (const { day, date } of planDays(planStartDate(options.startDate, options.timeZone))) {
    today = new Set<string>();
    const breakfast = mealFor('breakfast');
    const lunch = mealFor('lunch');
    const dinner = mealFor('dinner');
    const snack = prefs.includeSnacks ? mealFor('snack') : undefined;
    if (!breakfast || !lunch || !dinner || (prefs.includeSnacks && !snack)) {
      // Unreachable: every pool was checked to be non-empty above.
      return err({ message: UNEXPECTED_ERROR, unknownRestrictions });
    }
    plan.push({
      day,
      date,
      totalCalories: prefs.calories,
      breakfast,
      lunch,
      dinner,
      ...(snack ? { snack } : {}),
    });
    dayIndex++;
  }

  const target = dailyMacroTarget(prefs.goal, prefs.dietType, prefs.calories);
  return ok({
    plan,
    unknownRestrictions,
    understoodRestrictions: [...restrictions.understood],
    notices: planNotices(plan, prefs, target, restrictions, { borrowedMains, borrowedCuisines, repeated }),
    target,
  });
}
