/**
 * Quick timing of the planning core (not a test): median wall time per meal plan, per shopping
 * list and per workout text + parse, over varied inputs.
 * Run: npm exec -- node scripts/bench-core.ts
 */
import {
  CUISINES,
  DIET_TYPES,
  GOALS,
  WORKOUT_DURATIONS,
  WORKOUT_FREQUENCIES,
  WORKOUT_GOALS,
} from '../supabase/functions/_shared/domain.ts';
import { generateMealPlan } from '../supabase/functions/_shared/meal-plan/generate.ts';
import type { MealPlanDay } from '../supabase/functions/_shared/schemas/meal-plan.ts';
import { buildShoppingList } from '../supabase/functions/_shared/shopping-list.ts';
import { generateWorkoutPlan } from '../supabase/functions/_shared/workout/generate.ts';
import { parseWorkoutPlan } from '../supabase/functions/_shared/workout/parse.ts';

const RUNS = 400;
const START = new Date('2026-11-18T10:00:00');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const mealTimes: number[] = [];
const listTimes: number[] = [];
const plans: MealPlanDay[][] = [];
let failed = 0;
for (let i = 0; i < RUNS; i++) {
  const prefs = {
    calories: 1200 + ((i * 379) % 3800),
    dietType: DIET_TYPES[i % DIET_TYPES.length] ?? 'balanced',
    cuisine: CUISINES.filter((_, c) => (i >> c) & 1 || c === i % CUISINES.length),
    goal: GOALS[i % GOALS.length] ?? 'maintenance',
    restrictions: ['', 'laktos', 'nötter, gluten', 'fisk och skaldjur'][i % 4] ?? '',
    includeSnacks: i % 2 === 0,
  };
  let result: ReturnType<typeof generateMealPlan> | undefined;
  mealTimes.push(time(() => (result = generateMealPlan(prefs, { startDate: START, seed: i }))));
  if (result?.ok) plans.push(result.plan);
  else failed++;
}
for (const [i, plan] of plans.entries()) listTimes.push(time(() => buildShoppingList(plan, 1 + (i % 12))));

const workoutTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const goals = WORKOUT_GOALS.filter((_, g) => ((i % 63) + 1) & (1 << g));
  const duration = WORKOUT_DURATIONS[i % 2] ?? '7-days';
  const form = {
    goals,
    frequency: WORKOUT_FREQUENCIES[i % 3] ?? '2-3',
    duration,
    specificGoals: ['', 'maraton', 'ont i knät', 'hemma'][i % 4] ?? '',
  };
  workoutTimes.push(time(() => parseWorkoutPlan(generateWorkoutPlan(form), duration)));
}

const ms = (v: number) => `${v.toFixed(3)} ms`;
console.log(
  `meal plan:        median ${ms(median(mealTimes))} over ${RUNS} (${failed} without fitting recipes)`,
);
console.log(`shopping list:    median ${ms(median(listTimes))} over ${listTimes.length}`);
console.log(`workout + parse:  median ${ms(median(workoutTimes))} over ${RUNS}`);
