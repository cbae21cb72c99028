/**
 * Saved plan rows (meal_plans, workout_plans) turned into what the My plans cards show. Every row is
 * read through a schema: a row whose plan_data does not parse becomes a card that says it cannot be
 * opened, and never breaks the rest of the list. A saved week is checked for its shape as the list
 * loads and read through its whole schema when it is opened. Loaded on demand only.
 */
import * as z from 'zod/mini';

import { DIET_LABELS, DIET_TYPES, type WorkoutDuration } from '@shared/domain.ts';
import { DAY_NAMES, mealPlanSchema, planOf } from '@shared/schemas/meal-plan.ts';
import { parseWorkoutPlan, type ParsedWorkoutPlan } from '@shared/workout/parse.ts';

import { MY_PLANS } from '@/lib/messages/my-plans';
import { mapInSlices } from '@/lib/slices';
import type { SelectedMealPlan } from '@/lib/storage/meal-plan-schemas';
import { savedWorkoutDataSchema } from '@/lib/workout/stored-workout';

const rowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  preferences: z.optional(z.unknown()),
  plan_data: z.unknown(),
});

interface CardBase {
  id: string;
  name: string;
  /** The description, or undefined when the row has none (the card says 'Ingen beskrivning'). */
  description: string | undefined;
  /** ISO timestamp of created_at. */
  createdAt: string;
}

export interface MealPlanCard extends CardBase {
  kind: 'meal';
  /** Daily calorie goal in kcal, when the preferences give one. */
  calories: number | undefined;
  /** Diet type in Swedish; 'Allmän' when none is known. */
  diet: string;
  /** Allergies (or else the restrictions text), when given. */
  allergies: string | undefined;
  /**
   * What 'Visa' hands to /meal-plan (slot `selectedMealPlan`), read through the week's whole schema
   * when called (undefined if it does not parse); undefined when plan_data is not shaped as a 7-day
   * plan at all, and the card says it cannot be opened.
   */
  selected: (() => SelectedMealPlan | undefined) | undefined;
}

export interface WorkoutPlanCard extends CardBase {
  kind: 'workout';
  /** Undefined when plan_data does not hold a readable schedule. */
  schedule: { duration: WorkoutDuration; plan: ParsedWorkoutPlan; workoutPlan: string } | undefined;
}

/**
 * Seven days, Monday first, each with its three meals: what a card checks of a saved week as the
 * list loads. The week's whole schema (every meal, recipe and amount) waits for 'Visa': read for
 * five saved weeks it was 7.3–9.3 ms of the main thread at full speed in Chromium, 5–9% of My
 * plans' load (101–133 ms of tasks at 1× in 6 Lighthouse traces), for plans most visits never
 * open.
 */
const weekShape = planOf(
  z.looseObject({
    day: z.enum(DAY_NAMES),
    breakfast: z.looseObject({}),
    lunch: z.looseObject({}),
    dinner: z.looseObject({}),
  }),
);

/** Optional, and undefined when the value is not of its kind. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const preferencesView = z.looseObject({
  calories: lenient(z.union([z.number(), z.string()])),
  dietType: lenient(z.enum(DIET_TYPES)),
  allergies: lenient(z.union([z.string(), z.array(z.string())])),
  restrictions: lenient(z.string()),
});

function caloriesOf(value: number | string | undefined): number | undefined {
  const number =
    typeof value === 'string' ? Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.')) : value;
  return number !== undefined && Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}

function allergiesOf(allergies: string | string[] | undefined, restrictions: string | undefined) {
  const listed = (Array.isArray(allergies) ? allergies.join(', ') : (allergies ?? '')).trim();
  if (listed !== '') return listed;
  const typed = (restrictions ?? '').trim();
  return typed === '' ? undefined : typed;
}

const descriptionOf = (text: string | null | undefined) =>
  text === null || text === undefined || text.trim() === '' ? undefined : text;

/** What every card shows of its row, and the row's own data; undefined for what is not a row at all (no id). */
function readRow(raw: unknown): { base: CardBase; preferences: unknown; planData: unknown } | undefined {
  const row = rowSchema.safeParse(raw);
  if (!row.success) return undefined;
  const { id, name, description, created_at: createdAt, preferences, plan_data: planData } = row.data;
  return { base: { id, name, description: descriptionOf(description), createdAt }, preferences, planData };
}

/** A meal plan row as its card; undefined for what is not a row at all (no id). */
export function mealPlanCard(raw: unknown): MealPlanCard | undefined {
  const row = readRow(raw);
  if (row === undefined) return undefined;
  const { base, preferences } = row;
  const view = preferencesView.safeParse(preferences);
  const prefs = view.success ? view.data : {};
  const { planData } = row;
  return {
    kind: 'meal',
    ...base,
    calories: caloriesOf(prefs.calories),
    diet: prefs.dietType === undefined ? MY_PLANS.defaultDiet : DIET_LABELS[prefs.dietType],
    allergies: allergiesOf(prefs.allergies, prefs.restrictions),
    selected:
      view.success && weekShape.safeParse(planData).success
        ? () => {
            const days = mealPlanSchema.safeParse(planData);
            return days.success
              ? {
                  id: base.id,
                  name: base.name,
                  preferences: preferences as SelectedMealPlan['preferences'],
                  plan: days.data,
                }
              : undefined;
          }
        : undefined,
  };
}

/** A workout plan row as its card, its schedule parsed into weeks when plan_data is readable. */
export function workoutPlanCard(raw: unknown): WorkoutPlanCard | undefined {
  const row = readRow(raw);
  if (row === undefined) return undefined;
  const data = savedWorkoutDataSchema.safeParse(row.planData);
  if (!data.success) return { kind: 'workout', ...row.base, schedule: undefined };
  const { duration, workoutPlan } = data.data;
  // The text is split into weeks when the schedule is shown ('Visa'), once: five 30-day schedules
  // took 2.8 ms in Node, as the list loads, for schedules most visits never open.
  let plan: ParsedWorkoutPlan | undefined;
  return {
    kind: 'workout',
    ...row.base,
    schedule: {
      duration,
      get plan() {
        plan ??= parseWorkoutPlan(workoutPlan, duration);
        return plan;
      },
      workoutPlan,
    },
  };
}

/**
 * Meal plan rows → cards, one row per task (a page holds up to 24); rows that are not rows at all
 * (no id) are left out.
 */
export function mealPlanCards(rows: readonly unknown[]): Promise<MealPlanCard[]> {
  return mapInSlices(rows, mealPlanCard);
}

/** Workout plan rows → cards, one row per task; rows that are not rows at all (no id) are left out. */
export function workoutPlanCards(rows: readonly unknown[]): Promise<WorkoutPlanCard[]> {
  return mapInSlices(rows, workoutPlanCard);
}
