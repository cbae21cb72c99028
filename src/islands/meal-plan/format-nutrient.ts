/** Swedish number formatting for the Näringsöversikt. */
import { svNumber } from '@shared/format/sv-number.ts';
import type { NutrientUnit } from '@shared/nutrition/reference.ts';

import { UNIT_LABELS } from '@/lib/messages/nutrients.ts';

/**
 * An amount with its unit, e.g. "27,8 g", "1 001 mg", "11,3 % av energin": one decimal below 100,
 * whole numbers above (mg of calcium, g of vegetables).
 */
export function formatAmount(value: number, unit: NutrientUnit): string {
  return `${svNumber(value, Math.abs(value) < 100 ? 1 : 0)} ${UNIT_LABELS[unit]}`;
}
