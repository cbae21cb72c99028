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
import { fieldMessages } from '../schemas/errors.ts';
import type { Meal, MealPlanDay } from '../schemas/meal-plan.ts';
import {
  mealPreferencesSchema,
  restrictionsText,
  type MealPreferences,
  type MealPreferencesInput,
} from '../schemas/meal-preferences.ts';
import { candidatePools, pickRecipe, shownCuisine, type Pools } from './choose.ts';
import { planDays, planStartDate } from './dates.ts';
import { profileNotices } from './notices.ts';
import { WeekTally } from './nutrient-fit.ts';
import { serveMeal } from './portion.ts';
import { mulberry32 } from './prng.ts';
import { splitCalories } from './split.ts';
import {
  BALANCED_PROTEIN_MAX,
  GOAL_SHARES,
  dailyMacroTarget,
  mealMacroTargets,
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
      /** Swedish messages per preference field when the preferences were invalid. */
      fieldErrors: Record<string, string>;
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
 * Never throws for bad input: invalid preferences, or a meal type without any fitting recipe,
 * give `{ ok: false, error }` with a Swedish message.
 */
export function generateMealPlan(
  preferences: MealPreferencesInput,
  options: GenerateOptions,
): MealPlanResult {
  const parsed = mealPreferencesSchema.safeParse(preferences);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    return {
      ok: false,
      error: Object.values(fields)[0] ?? 'Vänligen fyll i alla obligatoriska fält',
      fieldErrors: fields,
      unknownRestrictions: [],
    };
  }
  const prefs = parsed.data;
  const restrictions = parseRestrictions(restrictionsText(prefs));
  const unknownRestrictions = [...restrictions.unknown];
  // Served as the restrictions allow: lactose-free milk for milk under "laktos".
  const recipes = recipesServedUnder(options.recipes ?? RECIPES, restrictions);

  const mealTypes = MEAL_TYPES.filter((m) => m !== 'snack' || prefs.includeSnacks);
  const pools = new Map<MealType, Pools>();
  for (const meal of mealTypes) {
    const pool = candidatePools(recipes, meal, prefs.dietType, restrictions, prefs.cuisine);
    if (pool.preferred.length + pool.neighbour.length + pool.other.length === 0) {
      return {
        ok: false,
        error: noRecipeError(meal, prefs, restrictions),
        fieldErrors: {},
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
  const otherCuisine = new Set<MealType>();
  const neighbourCuisines = new Map<MealType, Set<Cuisine>>();
  const repeated = new Set<MealType>();

  const mealFor = (meal: MealType): Meal | undefined => {
    const unique = meal === 'lunch' || meal === 'dinner';
    const target = steer(mealTargets[meal], gap, split[meal]);
    const pick = pickRecipe(pools.get(meal) ?? { preferred: [], neighbour: [], other: [] }, {
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
      ...(week ? { week } : {}),
    });
    if (!pick) return undefined;
    if (pick.pool === 'other') otherCuisine.add(meal);
    if (pick.pool === 'neighbour') {
      const set = neighbourCuisines.get(meal) ?? new Set<Cuisine>();
      for (const c of pick.recipe.cuisines) set.add(c);
      neighbourCuisines.set(meal, set);
    }
    if (pick.repeated) repeated.add(meal);
    uses.set(pick.recipe.id, (uses.get(pick.recipe.id) ?? 0) + 1);
    lastServed.set(pick.recipe.id, dayIndex);
    week?.add(pick.recipe, split[meal]);
    const served = serveMeal(pick.recipe, split[meal], shownCuisine(pick.recipe, prefs.cuisine), {
      mealType: meal,
      diet: prefs.dietType,
      target,
      restrictions,
    });
    const base = mealTargets[meal];
    gap.protein += base.protein * split[meal] - served.protein * 4;
    gap.carbs += base.carbs * split[meal] - served.carbs * 4;
    gap.fat += base.fat * split[meal] - served.fat * 9;
    return served;
  };

  const plan: MealPlanDay[] = [];
  for (const { day, date } of planDays(planStartDate(options.startDate, options.timeZone))) {
    const breakfast = mealFor('breakfast');
    const lunch = mealFor('lunch');
    const dinner = mealFor('dinner');
    const snack = prefs.includeSnacks ? mealFor('snack') : undefined;
    if (!breakfast || !lunch || !dinner || (prefs.includeSnacks && !snack)) {
      // Unreachable: every pool was checked to be non-empty above.
      return { ok: false, error: UNEXPECTED_ERROR, fieldErrors: {}, unknownRestrictions };
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
  for (const meal of mealTypes) {
    const near = neighbourCuisines.get(meal);
    if (near !== undefined && !otherCuisine.has(meal)) {
      const names = [...near]
        .filter((c) => !prefs.cuisine.includes(c))
        .map((c) => CUISINE_LABELS[c].toLowerCase());
      notices.push(
        `De kök du valde har för få ${PLURALS[meal]} som passar ${fit}, så planen tar också ` +
          `${PLURALS[meal]} från närliggande kök (${names.join(', ')}) i stället för att upprepa samma rätt.`,
      );
    }
    if (otherCuisine.has(meal)) {
      notices.push(
        `De kök du valde har för få ${PLURALS[meal]} som passar ${fit}, ` +
          'så planen har också rätter från andra kök.',
      );
    }
    if (repeated.has(meal)) {
      notices.push(
        (meal === 'lunch' || meal === 'dinner'
          ? `De kök du valde har färre än sju ${PLURALS[meal]} som passar dina val, `
          : `De kök du valde och köken nära dem har färre än sju ${PLURALS[meal]} som passar dina val, `) +
          'så någon rätt återkommer under veckan.',
      );
    }
  }
  const target = dailyMacroTarget(prefs.goal, prefs.dietType, prefs.calories);
  notices.push(targetNotice(target, prefs));
  notices.push(...profileNotices(plan, prefs));
  return {
    ok: true,
    plan,
    unknownRestrictions,
    understoodRestrictions: [...restrictions.understood],
    notices,
    target,
  };
}
