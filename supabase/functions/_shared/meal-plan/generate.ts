import { RECIPES, parseRestrictions, type CatalogueRecipe, type Restrictions } from '../catalogue/index.ts';
import { recipesServedUnder } from '../catalogue/restrictions.ts';
import {
  CUISINE_LABELS,
  DIET_LABELS,
  GOAL_LABELS,
  MEAL_LABELS,
  MEAL_TYPES,
  type Cuisine,
  type MealType,
} from '../domain.ts';
import { mealsOf, type Meal, type MealPlanDay } from '../schemas/meal-plan.ts';
import { restrictionsText, type MealPreferences } from '../schemas/meal-preferences.ts';
import { candidatePools, pickRecipe, shownCuisine, type Pools } from './choose.ts';
import { planDays, planStartDate } from './dates.ts';
import { profileNotices } from './notices.ts';
import { WeekTally } from './nutrient-fit.ts';
import { serveMeal } from './portion.ts';
import {
  PORTION_RETRIES,
  PROTEIN_FOOD_WEEK_LIMIT,
  isProteinFood,
  limitScale,
  withinLimits,
} from './portion-limits.ts';
import { mulberry32 } from './prng.ts';
import { splitCalories } from './split.ts';
import {
  BALANCED_PROTEIN_MAX,
  GOAL_SHARES,
  dailyMacroTarget,
  mealMacroTargets,
  sharesOf,
  type MacroShares,
  type MacroTarget,
} from './targets.ts';

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

export type MealPlanResult =
  | {
      ok: true;
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
  | {
      ok: false;
      /** A Swedish message for a toast. */
      error: string;
      unknownRestrictions: string[];
    };

/** The message for an unexpected failure. */
const UNEXPECTED_ERROR = 'Ett oväntat fel uppstod';

const PLURALS: Record<MealType, string> = {
  breakfast: 'frukostar',
  lunch: 'luncher',
  dinner: 'middagar',
  snack: 'mellanmål',
};

function noRecipeError(meal: MealType, prefs: MealPreferences, r: Restrictions): string {
  const limits = r.understood.length > 0 ? ` och dina begränsningar (${r.understood.join(', ')})` : '';
  return (
    `Det finns inget recept för ${MEAL_LABELS[meal].toLowerCase()} som passar kosttypen ` +
    `${DIET_LABELS[prefs.dietType]}${limits}. Prova att ändra kosttyp eller ta bort någon begränsning.`
  );
}

const pct = (x: number): string => `${Math.round(x * 100)} %`;

/**
 * At most one sentence, in plain Swedish, on what had to give for the chosen cuisines: lunches
 * and dinners from other cuisines (how many of the week's), else a dish served more than once,
 * else breakfasts or snacks repeated. Undefined when nothing had to give. Breakfasts and snacks
 * from neighbouring cuisines are not a compromise worth a notice.
 */
function cuisineNotice(
  borrowed: number,
  borrowedCuisines: ReadonlySet<Cuisine>,
  repeated: ReadonlySet<MealType>,
  prefs: MealPreferences,
  fit: string,
): string | undefined {
  const mainsRepeated = repeated.has('lunch') || repeated.has('dinner');
  if (borrowed > 0) {
    const names = [...borrowedCuisines]
      .filter((c) => !prefs.cuisine.includes(c))
      .map((c) => CUISINE_LABELS[c].toLowerCase());
    const from = names.length > 0 ? ` (${names.join(', ')})` : '';
    return (
      `De kök du valde har för få luncher och middagar som passar ${fit}, så ` +
      (mainsRepeated ? 'några rätter återkommer och ' : '') +
      `${borrowed} av veckans 14 kommer från andra kök${from}.`
    );
  }
  if (mainsRepeated) {
    return `De kök du valde har färre än 14 luncher och middagar som passar ${fit}, så några rätter återkommer under veckan.`;
  }
  const other = (['breakfast', 'snack'] as const).filter((m) => repeated.has(m)).map((m) => PLURALS[m]);
  if (other.length > 0) {
    return `Det finns för få ${other.join(' och ')} som passar ${fit}, så någon återkommer under veckan.`;
  }
  return undefined;
}

/** Diets with their own profile say how the week meets it (`profileNotices`). */
const OWN_PROFILE: ReadonlySet<string> = new Set(['keto', 'low-carb', 'high-protein']);
/** A week further than this from its macro target says so. */
export const SHORTFALL = 0.05;
const MACRO_NAMES = { protein: 'protein', carbs: 'kolhydrater', fat: 'fett' } as const;

/**
 * One sentence with the numbers when the week's macro split is more than 5 points off its target
 * (normal portions and the dishes that fit could not reach it): "Med vanliga portioner når veckan
 * 27 % protein i stället för målets 35 %." Undefined when the week is within 5 points, or the
 * diet has its own profile (its notice says how the week meets it).
 */
export function shortfallNotice(
  plan: readonly MealPlanDay[],
  target: MacroShares,
  prefs: MealPreferences,
): string | undefined {
  if (OWN_PROFILE.has(prefs.dietType)) return undefined;
  const grams = { protein: 0, carbs: 0, fat: 0 };
  for (const day of plan) {
    for (const meal of mealsOf(day)) {
      grams.protein += meal.protein;
      grams.carbs += meal.carbs;
      grams.fat += meal.fat;
    }
  }
  const week = sharesOf(grams);
  const off = (['protein', 'carbs', 'fat'] as const).filter((k) => Math.abs(week[k] - target[k]) > SHORTFALL);
  if (off.length === 0) return undefined;
  const list = (xs: string[]) =>
    xs.length > 1 ? `${xs.slice(0, -1).join(', ')} och ${xs[xs.length - 1] ?? ''}` : (xs[0] ?? '');
  return (
    `Med vanliga portioner når veckan ${list(off.map((k) => `${pct(week[k])} ${MACRO_NAMES[k]}`))} ` +
    `i stället för målets ${list(off.map((k) => pct(target[k])))}.`
  );
}

/** Which macro target the plan follows, in Swedish: the goal's split, or the diet's own profile. */
export function targetNotice(target: MacroTarget, prefs: MealPreferences): string {
  const split = `protein ${pct(target.protein)}, kolhydrater ${pct(target.carbs)}, fett ${pct(target.fat)}`;
  if (target.basis === 'goal') {
    return `Portionerna följer målet ${GOAL_LABELS[prefs.goal]}: ${split} av energin.`;
  }
  if (prefs.dietType === 'balanced') {
    return (
      `Balanserad kost styr fördelningen: protein högst ${pct(BALANCED_PROTEIN_MAX)} av energin i varje ` +
      `måltid, så portionerna följer ${split} av energin i stället för målet ${GOAL_LABELS[prefs.goal]} ` +
      `(protein ${pct(GOAL_SHARES[prefs.goal].protein)}).`
    );
  }
  return (
    `Portionerna följer kosttypens egen fördelning (${DIET_LABELS[prefs.dietType]}: ${split} av energin) ` +
    `i stället för målet ${GOAL_LABELS[prefs.goal]}, eftersom du valt den kosttypen.`
  );
}

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
 * any fitting recipe gives `{ ok: false, error }` with a Swedish message.
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
      return {
        ok: false,
        error: noRecipeError(meal, prefs, restrictions),
        unknownRestrictions,
      };
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
  // Grams of each protein food served so far this week, and what is left of its weekly limit.
  const weekLimit = PROTEIN_FOOD_WEEK_LIMIT * limitScale(prefs.calories);
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
    for (const item of served.items ?? []) {
      if (!isProteinFood(item.food)) continue;
      weekLeft.set(item.food, Math.max(0, (weekLeft.get(item.food) ?? weekLimit) - item.grams));
    }
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
      return { ok: false, error: UNEXPECTED_ERROR, unknownRestrictions };
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

  const notices: string[] = [];
  const fit = restrictions.understood.length > 0 ? 'din kost och dina begränsningar' : 'din kost';
  const compromise = cuisineNotice(borrowedMains, borrowedCuisines, repeated, prefs, fit);
  if (compromise !== undefined) notices.push(compromise);
  const target = dailyMacroTarget(prefs.goal, prefs.dietType, prefs.calories);
  notices.push(targetNotice(target, prefs));
  notices.push(...profileNotices(plan, prefs));
  const short = shortfallNotice(plan, target, prefs);
  if (short !== undefined) notices.push(short);
  return {
    ok: true,
    plan,
    unknownRestrictions,
    understoodRestrictions: [...restrictions.understood],
    notices,
    target,
  };
}
