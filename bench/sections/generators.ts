/**
 * Median and p95 time of the planning core's generators, each called N times in this process after a
 * short warm-up: a 7-day meal plan, its shopping list, a workout text and the parse of that text.
 */
import { kb, ms, notAvailable, table } from '../lib/report.ts';
import {
  MEAL_PREFERENCES,
  START_DATE,
  WORKOUT_FORMS,
  firstLine,
  sharedFunction,
} from '../lib/planning-core.ts';
import { summarize, type Summary } from '../lib/stats.ts';

type MealPlanFn = (
  preferences: unknown,
  options: { startDate: Date; seed: number; preferNutrients?: boolean },
) => { ok: boolean; plan?: unknown; error?: string };
interface WeekResult {
  nutrients: readonly { id: string; amount: number | null; reference: { value: number } }[];
}
type AssessWeekFn = (plan: unknown) => WeekResult;
type ShoppingListFn = (plan: unknown, people: unknown) => unknown;
type WorkoutFn = (form: unknown) => string;
type ParseFn = (text: string, duration: string) => unknown;

interface Row {
  name: string;
  input: string;
  result: Summary | string;
  note?: string;
}

/** Times `runs` calls of `task(i)` after `warmup` untimed calls; milliseconds per call. */
export function timeCalls(runs: number, warmup: number, task: (i: number) => unknown): number[] {
  for (let i = 0; i < warmup; i++) task(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    task(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

function measure(
  name: string,
  input: string,
  runs: number,
  task: (i: number) => unknown,
  note?: string,
): Row {
  try {
    const summary = summarize(timeCalls(runs, Math.min(50, runs), task));
    return summary
      ? { name, input, result: summary, ...(note ? { note } : {}) }
      : { name, input, result: 'no samples' };
  } catch (error) {
    return { name, input, result: `failed: ${firstLine(error)}` };
  }
}

/** "27.8 g": a week's average per day of one nutrient, or "–" when unknown. */
function perDay(week: WeekResult | undefined, id: string): string {
  const n = week?.nutrients.find((x) => x.id === id);
  if (n?.amount === undefined || n.amount === null) return '–';
  return `${n.amount.toFixed(1)} g`;
}

/**
 * Fibre and salt per day (week average) of the bench's three preference sets, with the generator's
 * nutrient preference off ("before") and on ("after"), against the references.
 */
async function nutrientRows(mealPlan: MealPlanFn): Promise<string> {
  const assess = await sharedFunction<AssessWeekFn>('nutrition/assess.ts', 'assessWeek');
  if (!assess.ok) return notAvailable('assessWeek', assess.reason);
  const lines = MEAL_PREFERENCES.map((prefs, seed) => {
    const week = (preferNutrients: boolean): WeekResult | undefined => {
      const result = mealPlan(prefs, { startDate: START_DATE, seed, preferNutrients });
      return result.ok ? assess.value(result.plan) : undefined;
    };
    const before = week(false);
    const after = week(true);
    const ref = (id: string) => after?.nutrients.find((x) => x.id === id)?.reference.value;
    const fibreRef = ref('fibre');
    const saltRef = ref('salt');
    return [
      `${prefs.dietType}, ${prefs.calories} kcal, seed ${seed}`,
      perDay(before, 'fibre'),
      perDay(after, 'fibre'),
      fibreRef === undefined ? '–' : `≥ ${fibreRef.toFixed(1)} g`,
      perDay(before, 'salt'),
      perDay(after, 'salt'),
      saltRef === undefined ? '–' : `≤ ${saltRef.toFixed(1)} g`,
    ];
  });
  return [
    'Fibre and salt per day (week average, computed from Livsmedelsdatabasen) of one plan per preference set: "before" with the nutrient preference off (`preferNutrients: false`, the choice on macros and calories alone), "after" as the generator runs. Salt counts only the ingredients, not salt added while cooking.',
    '',
    table(
      [
        { header: 'Preference set' },
        { header: 'Fibre before', align: 'right' },
        { header: 'Fibre after', align: 'right' },
        { header: 'Fibre ref.', align: 'right' },
        { header: 'Salt before', align: 'right' },
        { header: 'Salt after', align: 'right' },
        { header: 'Salt ref.', align: 'right' },
      ],
      lines,
    ),
  ].join('\n');
}

/** Runs the generator benchmark with `runs` calls per generator; returns the Markdown body. */
export async function generatorsSection(runs: number): Promise<string> {
  const [mealPlan, shoppingList, workout, parse] = await Promise.all([
    sharedFunction<MealPlanFn>('meal-plan/generate.ts', 'generateMealPlan'),
    sharedFunction<ShoppingListFn>('shopping-list.ts', 'buildShoppingList'),
    sharedFunction<WorkoutFn>('workout/generate.ts', 'generateWorkoutPlan'),
    sharedFunction<ParseFn>('workout/parse.ts', 'parseWorkoutPlan'),
  ]);
  const rows: Row[] = [];
  const preferences = MEAL_PREFERENCES.length;

  // Plans for the shopping list: one per preference set, generated once outside the timing.
  let plans: unknown[] = [];
  if (mealPlan.ok) {
    rows.push(
      measure(
        'Meal plan (generateMealPlan)',
        `${preferences} preference sets in turn, seed = run number`,
        runs,
        (i) => {
          const result = mealPlan.value(MEAL_PREFERENCES[i % preferences], {
            startDate: START_DATE,
            seed: i,
          });
          if (!result.ok) throw new Error(result.error ?? 'generateMealPlan returned ok: false');
          return result;
        },
      ),
    );
    plans = MEAL_PREFERENCES.map((p, i) => mealPlan.value(p, { startDate: START_DATE, seed: i }).plan).filter(
      (plan) => plan !== undefined,
    );
  } else {
    rows.push({
      name: 'Meal plan (generateMealPlan)',
      input: '',
      result: notAvailable('generateMealPlan', mealPlan.reason),
    });
  }

  if (!shoppingList.ok) {
    rows.push({
      name: 'Shopping list (buildShoppingList)',
      input: '',
      result: notAvailable('buildShoppingList', shoppingList.reason),
    });
  } else if (plans.length === 0) {
    rows.push({
      name: 'Shopping list (buildShoppingList)',
      input: '',
      result: notAvailable('buildShoppingList', 'it needs plans from generateMealPlan'),
    });
  } else {
    rows.push(
      measure('Shopping list (buildShoppingList)', `${plans.length} plans in turn, 1–4 people`, runs, (i) =>
        shoppingList.value(plans[i % plans.length], 1 + (i % 4)),
      ),
    );
  }

  const texts: { text: string; duration: string }[] = [];
  if (workout.ok) {
    rows.push(
      measure(
        'Workout text (generateWorkoutPlan)',
        `${WORKOUT_FORMS.length} forms in turn (7 and 30 days)`,
        runs,
        (i) => workout.value(WORKOUT_FORMS[i % WORKOUT_FORMS.length]),
      ),
    );
    try {
      for (const form of WORKOUT_FORMS) texts.push({ text: workout.value(form), duration: form.duration });
    } catch {
      // Reported by the timing row above.
    }
  } else {
    rows.push({
      name: 'Workout text (generateWorkoutPlan)',
      input: '',
      result: notAvailable('generateWorkoutPlan', workout.reason),
    });
  }

  if (!parse.ok) {
    rows.push({
      name: 'Workout parse (parseWorkoutPlan)',
      input: '',
      result: notAvailable('parseWorkoutPlan', parse.reason),
    });
  } else if (texts.length === 0) {
    rows.push({
      name: 'Workout parse (parseWorkoutPlan)',
      input: '',
      result: notAvailable('parseWorkoutPlan', 'it needs texts from generateWorkoutPlan'),
    });
  } else {
    const sizes = texts.map((t) => kb(new TextEncoder().encode(t.text).length)).join(', ');
    rows.push(
      measure('Workout parse (parseWorkoutPlan)', `the ${texts.length} texts above (${sizes})`, runs, (i) => {
        const item = texts[i % texts.length];
        return item ? parse.value(item.text, item.duration) : undefined;
      }),
    );
  }

  const lines = rows.map((row) =>
    typeof row.result === 'string'
      ? [row.name, row.input, '–', '–', '–', '–', row.result]
      : [
          row.name,
          row.input,
          String(row.result.count),
          ms(row.result.median),
          ms(row.result.p95),
          ms(row.result.max),
          row.note ?? '',
        ],
  );
  const nutrients = mealPlan.ok ? await nutrientRows(mealPlan.value) : '';
  return [
    `Each generator is called ${runs} times in the benchmark's Node ${process.versions.node} process after ${Math.min(50, runs)} untimed warm-up calls; times are per call.`,
    '',
    table(
      [
        { header: 'Generator' },
        { header: 'Input' },
        { header: 'Runs', align: 'right' },
        { header: 'Median', align: 'right' },
        { header: 'p95', align: 'right' },
        { header: 'Max', align: 'right' },
        { header: 'Note' },
      ],
      lines,
    ),
    ...(nutrients ? ['', nutrients] : []),
  ].join('\n');
}
