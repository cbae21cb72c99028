import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { buildSeedSql } from '../../../scripts/lib/seed.ts';
import { mealPlanSchema } from '@shared/schemas/meal-plan.ts';
import { parseWorkoutPlan } from '@shared/workout/parse.ts';

describe('supabase/seed.sql', () => {
  const sql = readFileSync('supabase/seed.sql', 'utf8');

  it('is what the generators write today (run `npm run seed:build` after changing them)', () => {
    expect(sql).toBe(buildSeedSql());
  });

  it('holds a meal plan that passes the plan schema, with meals summing to each day', () => {
    const json = /jsonb_array_elements\(\$seed\$(.*?)\$seed\$::jsonb\)/s.exec(sql)?.[1];
    const plan = mealPlanSchema.parse(JSON.parse(json ?? 'null'));
    for (const day of plan) {
      const meals = [day.breakfast, day.lunch, day.dinner, day.snack].filter((meal) => meal !== undefined);
      expect(meals.reduce((sum, meal) => sum + meal.calories, 0)).toBe(day.totalCalories);
      expect(meals.every((meal) => (meal.recipe?.ingredients.length ?? 0) > 0)).toBe(true);
    }
  });

  it('holds a workout text the parser reads as one week', () => {
    const text = /'workoutPlan', \$seed\$(.*?)\$seed\$::text/s.exec(sql)?.[1] ?? '';
    const { weeks } = parseWorkoutPlan(text, '7-days');
    expect(weeks).toHaveLength(1);
    expect(weeks[0]?.filter((day) => !day.isRestDay).length).toBe(3);
  });
});
