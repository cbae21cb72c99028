import { MIN_DAILY_CALORIES } from '@shared/domain.ts';

import { parseNumberText } from '@/lib/forms/number-text';

/**
 * True when the goal is weight loss and the typed calories are a number under a meal plan's floor
 * (1 200 kcal): the form then says why it refuses rather than only the range.
 */
export function weightLossBelowFloor(caloriesText: string, goal: string): boolean {
  if (goal !== 'weight-loss') return false;
  const value = parseNumberText(caloriesText);
  return value !== undefined && Number.isFinite(value) && value < MIN_DAILY_CALORIES;
}
