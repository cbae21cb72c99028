/** Swedish number formatting for the Näringsöversikt. */
import type { NutrientUnit } from '@shared/nutrition/reference.ts';
import { UNIT_LABELS } from '@/lib/messages/nutrients.ts';

const formats = new Map<number, Intl.NumberFormat>();

function format(value: number, decimals: number): string {
  let f = formats.get(decimals);
  if (f === undefined) {
    f = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
    formats.set(decimals, f);
  }
  return f.format(value);
}

/**
 * An amount with its unit, e.g. "27,8 g", "1 001 mg", "11,3 % av energin": one decimal below 100,
 * whole numbers above (mg of calcium, g of vegetables).
 */
export function formatAmount(value: number, unit: NutrientUnit): string {
  return `${format(value, Math.abs(value) < 100 ? 1 : 0)} ${UNIT_LABELS[unit]}`;
}
