/** Swedish kitchen display of ingredient amounts ("2 dl", "1 ½ msk", "150 g", "2 klyftor"). */
import type { KitchenUnit } from '../domain.ts';
import { food, foodMeta } from './foods.ts';
import type { Ingredient } from './types.ts';

type Measure = 'dl' | 'msk' | 'tsk';
const ML: Record<Measure, number> = { dl: 100, msk: 15, tsk: 5 };
const SMALLER: Partial<Record<Measure, Measure>> = { dl: 'msk', msk: 'tsk' };
const LARGER: Partial<Record<Measure, { unit: Measure; above: number }>> = {
  tsk: { unit: 'msk', above: 4 },
  msk: { unit: 'dl', above: 8 },
};

/** "½", "1", "1 ½", "12" for a value already rounded to halves. */
function halves(value: number): string {
  const whole = Math.floor(value);
  const half = value - whole >= 0.5;
  if (!half) return String(whole);
  return whole === 0 ? '½' : `${whole} ½`;
}

const roundHalf = (x: number): number => Math.round(x * 2) / 2;

/** Weight display: whole grams up to 50 g, then 5 g steps, kilograms with a decimal comma from 1 000 g. */
export function formatGrams(grams: number): string {
  if (grams >= 1000) {
    const kg = Math.round(grams / 100) / 10;
    return `${String(kg).replace('.', ',')} kg`;
  }
  if (grams > 50) return `${Math.round(grams / 5) * 5} g`;
  return `${Math.max(Math.round(grams), grams > 0 ? 1 : 0)} g`;
}

function gramsPerMeasure(number: number, unit: Measure): number | undefined {
  const per = food(number).gramsPer;
  const direct = per[unit];
  if (direct !== undefined) return direct;
  for (const other of ['dl', 'msk', 'tsk'] as const) {
    const g = per[other];
    if (g !== undefined) return (g * ML[unit]) / ML[other];
  }
  return undefined;
}

function formatMeasure(number: number, grams: number, unit: Measure): string {
  const per = gramsPerMeasure(number, unit);
  if (per === undefined) return formatGrams(grams);
  const amount = grams / per;
  const smaller = SMALLER[unit];
  if (roundHalf(amount) < 0.5 && smaller !== undefined) return formatMeasure(number, grams, smaller);
  const larger = LARGER[unit];
  if (larger !== undefined && amount > larger.above && food(number).gramsPer[larger.unit] !== undefined) {
    return formatMeasure(number, grams, larger.unit);
  }
  return `${halves(Math.max(roundHalf(amount), 0.5))} ${unit}`;
}

/**
 * The word shown after an amount in this unit: "dl", "st", or the food's own piece noun
 * ("klyfta"/"klyftor" for garlic, "skiva"/"skivor" for bread). Use it wherever a count of
 * pieces is shown (e.g. the shopping list), so "3 st vitlök" never reads as three bulbs.
 */
export function unitLabel(number: number, amount: number, unit: KitchenUnit): string {
  if (unit !== 'st') return unit;
  const piece = foodMeta(number).piece;
  if (piece === undefined) return 'st';
  return amount > 1 ? piece[1] : piece[0];
}

function formatPieces(number: number, grams: number): string {
  const per = food(number).gramsPer.st;
  if (per === undefined) return formatGrams(grams);
  const amount = grams / per;
  const rounded = Math.max(amount < 3 ? roundHalf(amount) : Math.round(amount), 0.5);
  return `${halves(rounded)} ${unitLabel(number, rounded, 'st')}`;
}

/**
 * Swedish kitchen display of a weight (g) of a food in the given unit, e.g. "2 dl", "1 ½ msk",
 * "150 g", "2 st", "2 klyftor". dl, msk and tsk round to halves and step down to a smaller
 * measure below ½ (or up when large); pieces round to halves below 3, else whole; the minimum
 * shown is ½. Grams round to 5 g above 50 g; 1 000 g and more show as kg with a decimal comma.
 * A unit the food has no conversion for falls back to grams.
 */
export function formatQuantity(number: number, grams: number, unit: KitchenUnit): string {
  switch (unit) {
    case 'g':
      return formatGrams(grams);
    case 'st':
      return formatPieces(number, grams);
    default:
      return formatMeasure(number, grams, unit);
  }
}

/** The food's name as used inside a sentence or ingredient line ("havregryn", "crème fraiche"). */
export function lineName(number: number): string {
  const name = food(number).name;
  return name.charAt(0).toLocaleLowerCase('sv-SE') + name.slice(1);
}

/** An ingredient line for the recipe text, e.g. "2 dl havregryn"; `scale` multiplies the weight. */
export function ingredientLine(ing: Ingredient, scale = 1): string {
  return `${formatQuantity(ing.food, ing.grams * scale, ing.unit)} ${lineName(ing.food)}`;
}
