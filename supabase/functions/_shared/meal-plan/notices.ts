/**
 * The Swedish texts of a generated plan: the notices it carries (what had to give for the chosen
 * cuisines, which macro target the portions follow, where the week misses its diet's profile or
 * its target) and the messages when no plan can be made.
 */
import { energyShares, KETO_MAX_CARB_SHARE } from '../catalogue/diet-rules.ts';
import type { Restrictions } from '../catalogue/index.ts';
import {
  CUISINE_LABELS,
  DIET_LABELS,
  GOAL_LABELS,
  MEAL_LABELS,
  type Cuisine,
  type MealType,
} from '../domain.ts';
import type { MealPlanDay } from '../schemas/meal-plan.ts';
import { mealsOf } from '../schemas/plan-days.ts';
import type { MealPreferences } from '../schemas/meal-preferences.ts';
import {
  BALANCED_PROTEIN_MAX,
  GOAL_SHARES,
  HIGH_PROTEIN_SHARE,
  LOW_CARB_DAILY_GRAMS,
  type MacroShares,
  type MacroTarget,
} from './targets.ts';

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** Grams of protein, carbohydrate and fat over every meal of the plan. */
function weekGrams(plan: readonly MealPlanDay[]): { protein: number; carbs: number; fat: number } {
  const grams = { protein: 0, carbs: 0, fat: 0 };
  for (const day of plan) {
    for (const meal of mealsOf(day)) {
      grams.protein += meal.protein;
      grams.carbs += meal.carbs;
      grams.fat += meal.fat;
    }
  }
  return grams;
}

/** The message for an unexpected failure. */
export const UNEXPECTED_ERROR = 'Ett oväntat fel uppstod';

const PLURALS: Record<MealType, string> = {
  breakfast: 'frukostar',
  lunch: 'luncher',
  dinner: 'middagar',
  snack: 'mellanmål',
};

/** Why no plan can be made: no dish of a meal type fits the diet and restrictions. */
export function noRecipeError(meal: MealType, prefs: MealPreferences, r: Restrictions): string {
  const limits = r.understood.length > 0 ? ` och dina begränsningar (${r.understood.join(', ')})` : '';
  return (
    `Det finns inget recept för ${MEAL_LABELS[meal].toLowerCase()} som passar kosttypen ` +
    `${DIET_LABELS[prefs.dietType]}${limits}. Prova att ändra kosttyp eller ta bort någon begränsning.`
  );
}

/** What had to give for the chosen cuisines while the week was planned. */
export interface Compromises {
  /** Lunches and dinners from outside the chosen cuisines. */
  borrowedMains: number;
  /** The cuisines they came from. */
  borrowedCuisines: ReadonlySet<Cuisine>;
  /** Meal types where a dish was served a second time or more. */
  repeated: ReadonlySet<MealType>;
}

/**
 * At most one sentence, in plain Swedish, on what had to give for the chosen cuisines: lunches
 * and dinners from other cuisines (how many of the week's), else a dish served more than once,
 * else breakfasts or snacks repeated. Undefined when nothing had to give. Breakfasts and snacks
 * from neighbouring cuisines are not a compromise worth a notice.
 */
function cuisineNotice(
  { borrowedMains, borrowedCuisines, repeated }: Compromises,
  prefs: MealPreferences,
  restrictions: Restrictions,
): string | undefined {
  const fit = restrictions.understood.length > 0 ? 'din kost och dina begränsningar' : 'din kost';
  const mainsRepeated = repeated.has('lunch') || repeated.has('dinner');
  if (borrowedMains > 0) {
    const names = [...borrowedCuisines]
      .filter((c) => !prefs.cuisine.includes(c))
      .map((c) => CUISINE_LABELS[c].toLowerCase());
    const from = names.length > 0 ? ` (${names.join(', ')})` : '';
    return (
      `De kök du valde har för få luncher och middagar som passar ${fit}, så ` +
      (mainsRepeated ? 'några rätter återkommer och ' : '') +
      `${borrowedMains} av veckans 14 kommer från andra kök${from}.`
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
const SHORTFALL = 0.05;
const MACRO_NAMES = { protein: 'protein', carbs: 'kolhydrater', fat: 'fett' } as const;

/**
 * One sentence with the numbers when the week's macro split is more than 5 points off its target
 * (normal portions and the dishes that fit could not reach it): "Med vanliga portioner når veckan
 * 27 % protein i stället för målets 35 %." Undefined when the week is within 5 points, or the
 * diet has its own profile (its notice says how the week meets it).
 */
function shortfallNotice(
  plan: readonly MealPlanDay[],
  target: MacroShares,
  prefs: MealPreferences,
): string | undefined {
  if (OWN_PROFILE.has(prefs.dietType)) return undefined;
  const week = energyShares(weekGrams(plan));
  const off = (['protein', 'carbs', 'fat'] as const).filter((k) => Math.abs(week[k] - target[k]) > SHORTFALL);
  if (off.length === 0) return undefined;
  const list = (xs: string[]) =>
    xs.length > 1 ? `${xs.slice(0, -1).join(', ')} och ${xs[xs.length - 1] ?? ''}` : (xs[0] ?? '');
  return (
    `Med vanliga portioner når veckan ${list(off.map((k) => `${percent(week[k])} ${MACRO_NAMES[k]}`))} ` +
    `i stället för målets ${list(off.map((k) => percent(target[k])))}.`
  );
}

/** Which macro target the plan follows, in Swedish: the goal's split, or the diet's own profile. */
function targetNotice(target: MacroTarget, prefs: MealPreferences): string {
  const split = `protein ${percent(target.protein)}, kolhydrater ${percent(target.carbs)}, fett ${percent(target.fat)}`;
  if (target.basis === 'goal') {
    return `Portionerna följer målet ${GOAL_LABELS[prefs.goal]}: ${split} av energin.`;
  }
  if (prefs.dietType === 'balanced') {
    return (
      `Balanserad kost styr fördelningen: protein högst ${percent(BALANCED_PROTEIN_MAX)} av energin i varje ` +
      `måltid, så portionerna följer ${split} av energin i stället för målet ${GOAL_LABELS[prefs.goal]} ` +
      `(protein ${percent(GOAL_SHARES[prefs.goal].protein)}).`
    );
  }
  return (
    `Portionerna följer kosttypens egen fördelning (${DIET_LABELS[prefs.dietType]}: ${split} av energin) ` +
    `i stället för målet ${GOAL_LABELS[prefs.goal]}, eftersom du valt den kosttypen.`
  );
}

/**
 * Checks the finished plan against its diet's own profile and
 * says plainly, in Swedish, where the week's average misses it: keto carbohydrate 10 % or more,
 * low-carb outside 50–100 g a day, high-protein outside 25–35 % protein.
 */
export function profileNotices(plan: readonly MealPlanDay[], prefs: MealPreferences): string[] {
  const totals = weekGrams(plan);
  const days = Math.max(1, plan.length);
  const shares = energyShares(totals);
  const carbsPerDay = Math.round(totals.carbs / days);
  const diet = DIET_LABELS[prefs.dietType];
  switch (prefs.dietType) {
    case 'keto':
      return shares.carbs >= KETO_MAX_CARB_SHARE
        ? [`${diet}: kolhydraterna ger i snitt ${percent(shares.carbs)} av energin, inte under 10 %.`]
        : [];
    case 'low-carb':
      return carbsPerDay > LOW_CARB_DAILY_GRAMS.max || carbsPerDay < LOW_CARB_DAILY_GRAMS.min
        ? [
            `${diet}: planen ger i snitt ${carbsPerDay} g kolhydrater per dag, utanför ` +
              `${LOW_CARB_DAILY_GRAMS.min}–${LOW_CARB_DAILY_GRAMS.max} g.`,
          ]
        : [];
    case 'high-protein':
      return Math.abs(shares.protein - HIGH_PROTEIN_SHARE) > 0.05
        ? [`${diet}: proteinet ger i snitt ${percent(shares.protein)} av energin, utanför 25–35 %.`]
        : [];
    default:
      return [];
  }
}

/**
 * The plan's notices, in the order shown: what had to give for the cuisines (if anything), the
 * macro target the portions follow, where the week misses its diet's profile, and where it misses
 * its target by more than 5 points.
 */
export function planNotices(
  plan: readonly MealPlanDay[],
  prefs: MealPreferences,
  target: MacroTarget,
  restrictions: Restrictions,
  compromises: Compromises,
): string[] {
  const notices: string[] = [];
  const compromise = cuisineNotice(compromises, prefs, restrictions);
  if (compromise !== undefined) notices.push(compromise);
  notices.push(targetNotice(target, prefs));
  notices.push(...profileNotices(plan, prefs));
  const short = shortfallNotice(plan, target, prefs);
  if (short !== undefined) notices.push(short);
  return notices;
}
