import { describe, expect, it } from 'vitest';

import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { mealPreferencesSchema } from '@shared/schemas/meal-preferences.ts';
import { parseWorkoutPlan } from '@shared/workout/parse.ts';

import { mealPlanCards, workoutPlanCards } from '@/lib/plans/saved-plans';

const PREFERENCES = mealPreferencesSchema.parse({
  calories: '2000',
  dietType: 'vegan',
  cuisine: ['swedish'],
  goal: 'maintenance',
  restrictions: 'laktos',
  includeSnacks: false,
});

function realPlan(): unknown {
  const result = generateMealPlan(PREFERENCES, {
    startDate: new Date('2026-11-23T10:00:00Z'),
    seed: 7,
    timeZone: 'Europe/Stockholm',
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.plan;
}

const row = (overrides: Record<string, unknown>) => ({
  id: 'a1',
  user_id: 'u1',
  name: 'Veckan',
  description: 'Min plan',
  created_at: '2026-11-24T10:00:00+00:00',
  preferences: PREFERENCES,
  plan_data: realPlan(),
  ...overrides,
});

describe('meal plan cards', () => {
  it('show calories per day, the diet in Swedish and the restrictions, and can be opened', async () => {
    const plan = realPlan();
    const [card] = await mealPlanCards([row({ plan_data: plan })]);
    expect(card).toMatchObject({
      id: 'a1',
      name: 'Veckan',
      description: 'Min plan',
      calories: 2000,
      diet: 'Vegansk',
      allergies: 'laktos',
    });
    expect(card?.selected?.()).toEqual({ id: 'a1', name: 'Veckan', preferences: PREFERENCES, plan });
  });

  it("prefer the preferences' allergies to the restrictions; 'Allmän' without a known diet", async () => {
    const [listed] = await mealPlanCards([
      row({ preferences: { ...PREFERENCES, dietType: 'raw-food', allergies: ['nötter', 'ägg'] } }),
    ]);
    expect(listed?.diet).toBe('Allmän');
    expect(listed?.allergies).toBe('nötter, ägg');
    const [bare] = await mealPlanCards([row({ preferences: {}, description: '  ' })]);
    expect(bare).toMatchObject({
      calories: undefined,
      diet: 'Allmän',
      allergies: undefined,
      description: undefined,
    });
  });

  it('a plan_data that is not a 7-day plan gives a card that cannot be opened; a non-row is left out', async () => {
    const cards = await mealPlanCards([
      row({ id: 'bad', plan_data: [{ day: 'Måndag' }] }),
      { name: 'no id' },
      row({}),
    ]);
    expect(cards.map((c) => [c.id, c.selected === undefined])).toEqual([
      ['bad', true],
      ['a1', false],
    ]);
  });

  it('a week shaped right is read whole only when opened, and a meal that does not parse then gives nothing', async () => {
    const plan = realPlan() as { breakfast: { calories: unknown } }[];
    const broken = plan.map((day, i) =>
      i === 3 ? { ...day, breakfast: { ...day.breakfast, calories: 'x' } } : day,
    );
    const [card] = await mealPlanCards([row({ plan_data: broken })]);
    // Shaped as a week: the card offers 'Visa'.
    expect(card?.selected).toBeTypeOf('function');
    // Read whole on 'Visa': Thursday's breakfast has no number of calories.
    expect(card?.selected?.()).toBeUndefined();
  });
});

describe('workout plan cards', () => {
  const text = 'DAG 1: Styrka\n- Knäböj: 3 × 5\nDAG 2: Vila';

  it('carry the schedule parsed into weeks, and its text (kept as the last schedule when opened)', async () => {
    const [card] = await workoutPlanCards([row({ plan_data: { workoutPlan: text, duration: '7-days' } })]);
    expect(card?.schedule).toEqual({
      duration: '7-days',
      plan: parseWorkoutPlan(text, '7-days'),
      workoutPlan: text,
    });
  });

  it('without a readable schedule cannot be opened, and the others still can', async () => {
    const cards = await workoutPlanCards([
      row({ id: 'old', plan_data: { workoutPlan: text } }),
      row({ id: 'empty', plan_data: { workoutPlan: '', duration: '7-days' } }),
      row({ id: 'ok', plan_data: { workoutPlan: text, formData: { duration: '30-days' } } }),
    ]);
    expect(cards.map((c) => [c.id, c.schedule?.duration])).toEqual([
      ['old', undefined],
      ['empty', undefined],
      ['ok', '30-days'],
    ]);
  });
});
