/**
 * Normal portions: how much of a food one person eats at one meal, and of one protein food in a
 * week. These are hard limits for the generator and the swap; the macro split is aimed at within
 * them.
 *
 * The limits are generous everyday Swedish portions as the product sets them (no finer-sourced
 * figures are in the project's reference material): per meal and person at most 200 g of meat or
 * fish, 200 g of a vegetarian protein product (tofu, sojabitar, sojafärs, halloumi…), 180 g of egg
 * (three eggs) and 150 g of dry pasta, rice or grain, and 250 g of those protein foods together. A
 * day above 2 200 kcal is a bigger eater: every limit grows with the day's calories
 * (limit × kcal / 2 200).
 *
 * Which class a food is in comes from its data (food-meta's animal origin, group, shopping
 * category and kitchen measures, and its Livsmedelsdatabasen composition), never from a list of
 * recipes or foods.
 */
import { food } from '../catalogue/index.ts';
import { META_BY_NUMBER } from '../catalogue/food-meta.ts';

/** The kinds of food with a per-meal limit. */
export type LimitClass = 'meat-fish' | 'veg-protein' | 'egg' | 'dry-grain';

/** Grams per meal and person for a day of up to `LIMIT_BASE_KCAL` kcal. */
export const MEAL_LIMITS: Readonly<Record<LimitClass, number>> = {
  'meat-fish': 200,
  'veg-protein': 200,
  egg: 180,
  'dry-grain': 150,
};
/** Grams of protein foods (meat, fish, vegetarian protein products, egg) together in one meal. */
export const PROTEIN_FOODS_MEAL_LIMIT = 250;
/** Grams of any one protein food per person in a week. */
export const PROTEIN_FOOD_WEEK_LIMIT = 1500;
/** Limits are for a day of this many kcal; above it they grow in proportion. */
export const LIMIT_BASE_KCAL = 2200;

/** How much the limits grow for a day of `dailyKcal`: 1 up to 2 200 kcal, kcal / 2 200 above. */
export function limitScale(dailyKcal: number): number {
  return Math.max(1, dailyKcal / LIMIT_BASE_KCAL);
}

const MEAT_FISH_ORIGINS = new Set(['meat-red', 'meat-poultry', 'processed-meat', 'fish', 'shellfish']);
const classCache = new Map<number, LimitClass | null>();

/**
 * The limit class of a food, from its data:
 * - meat or fish: any meat, poultry, processed meat, fish or shellfish (animal origin);
 * - egg: egg origin;
 * - vegetarian protein product: a solid soy or other plant protein food (group plant-protein, not
 *   measured in dl like a drink, protein at least a quarter of its energy: tofu, sojabitar,
 *   sojafärs; not sojadryck or miso), or a cheese eaten in slices or pieces as the meal's protein
 *   (dairy with no dl, msk or tsk measure and at least 15 g protein per 100 g: halloumi,
 *   mozzarella);
 * - dry pasta, rice or grain: a grain food sold dry (group grain, shopping category grains, at
 *   least 300 kcal per 100 g, not counted in pieces like bread or taco shells).
 */
export function limitClass(number: number): LimitClass | undefined {
  let c = classCache.get(number);
  if (c === undefined) {
    c = classify(number) ?? null;
    classCache.set(number, c);
  }
  return c ?? undefined;
}

function classify(number: number): LimitClass | undefined {
  const meta = META_BY_NUMBER.get(number);
  if (meta === undefined) return undefined;
  if (MEAT_FISH_ORIGINS.has(meta.origin)) return 'meat-fish';
  if (meta.origin === 'egg') return 'egg';
  const p = food(number).per100g;
  const measured = meta.gramsPer;
  if (meta.group === 'plant-protein') {
    const energy = p.protein * 4 + p.carbs * 4 + p.fat * 9;
    if (measured.dl === undefined && energy > 0 && (p.protein * 4) / energy >= 0.25) return 'veg-protein';
    return undefined;
  }
  if (meta.group === 'dairy') {
    const spooned = measured.dl !== undefined || measured.msk !== undefined || measured.tsk !== undefined;
    return !spooned && p.protein >= 15 ? 'veg-protein' : undefined;
  }
  if (meta.group === 'grain' && meta.category === 'grains' && p.kcal >= 300 && measured.st === undefined) {
    return 'dry-grain';
  }
  return undefined;
}

/** Whether a food is a protein food (meat, fish, vegetarian protein product, egg). */
export function isProteinFood(number: number): boolean {
  const c = limitClass(number);
  return c !== undefined && c !== 'dry-grain';
}

/**
 * Takes a served meal's protein foods off what the week has left of each (`weekLeft`, grams by
 * food; a food not in it has the whole week's limit for a day of `dailyKcal`).
 */
export function spendWeekLeft(
  weekLeft: Map<number, number>,
  items: readonly { food: number; grams: number }[],
  dailyKcal: number,
): void {
  const weekLimit = PROTEIN_FOOD_WEEK_LIMIT * limitScale(dailyKcal);
  for (const item of items) {
    if (!isProteinFood(item.food)) continue;
    weekLeft.set(item.food, Math.max(0, (weekLeft.get(item.food) ?? weekLimit) - item.grams));
  }
}

/** The most grams of `number` one person may get in one meal on a day of `dailyKcal` (Infinity if none). */
export function mealLimit(number: number, dailyKcal: number): number {
  const c = limitClass(number);
  return c === undefined ? Infinity : MEAL_LIMITS[c] * limitScale(dailyKcal);
}

/** What is over the limits in one meal's items, or an empty list when the portion is normal. */
export function portionExcess(
  items: readonly { food: number; grams: number }[],
  dailyKcal: number,
): { food: number; grams: number; limit: number }[] {
  const byFood = new Map<number, number>();
  let protein = 0;
  for (const i of items) {
    byFood.set(i.food, (byFood.get(i.food) ?? 0) + i.grams);
    if (isProteinFood(i.food)) protein += i.grams;
  }
  const out: { food: number; grams: number; limit: number }[] = [];
  for (const [number, grams] of byFood) {
    const limit = mealLimit(number, dailyKcal);
    if (grams > limit + 0.05) out.push({ food: number, grams, limit });
  }
  const total = PROTEIN_FOODS_MEAL_LIMIT * limitScale(dailyKcal);
  if (protein > total + 0.05) out.push({ food: 0, grams: protein, limit: total });
  return out;
}

/** Whether a served meal keeps every food within its per-meal limit (`portionExcess` is empty). */
export function withinLimits(
  meal: { items?: readonly { food: number; grams: number }[] | undefined },
  dailyKcal: number,
): boolean {
  return portionExcess(meal.items ?? [], dailyKcal).length === 0;
}

/**
 * How many next-best dishes the generator and "Byt rätt" try when the best one cannot be served in
 * normal portions at the meal's size (a dish that is nearly all its protein food, at a big meal: its
 * energy has nowhere else to go, so keeping the diet would mean passing the limit).
 */
export const PORTION_RETRIES = 4;
