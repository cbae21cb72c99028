/**
 * /meal-plan reads a stored week one day per task: it accepts and refuses exactly what the whole-plan
 * schema does, and the browser gets the main thread back between the days.
 */
import { mealPlanSchema, type MealPlanDay } from '@shared/schemas/meal-plan.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { generatedWeek } from '../support/meal-plans';
import { MemoryStorage } from '../support/memory-storage';

import { IN_SLICES } from '@/lib/storage/meal-plan-schemas';
import { readStoredInSlices, type Slot } from '@/lib/storage/stored';

const slot: Slot<MealPlanDay[]> = { key: 'plan', area: 'local' };

describe('a stored meal plan read a day at a time', () => {
  beforeEach(() => {
    globalThis.localStorage = new MemoryStorage();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('gives the same plan as the whole-plan schema', async () => {
    const plan = generatedWeek();
    localStorage.setItem(slot.key, JSON.stringify(plan));
    const read = await readStoredInSlices(slot, IN_SLICES.mealPlan);
    expect(read).toEqual({ kind: 'ok', value: mealPlanSchema.parse(plan) });
  });

  it('refuses and removes what the whole-plan schema refuses: a bad day, six days, days out of order', async () => {
    const plan = generatedWeek();
    const badDay = plan.map((day, i) => (i === 4 ? { ...day, totalCalories: -1 } : day));
    const sixDays = plan.slice(0, 6);
    const outOfOrder = [plan[1], plan[0], ...plan.slice(2)];
    for (const value of [badDay, sixDays, outOfOrder, { plan }, 'vecka']) {
      expect(mealPlanSchema.safeParse(value).success).toBe(false);
      localStorage.setItem(slot.key, JSON.stringify(value));
      expect(await readStoredInSlices(slot, IN_SLICES.mealPlan)).toEqual({ kind: 'discarded' });
      expect(localStorage.getItem(slot.key)).toBeNull();
    }
    localStorage.setItem(slot.key, '{not json');
    expect(await readStoredInSlices(slot, IN_SLICES.mealPlan)).toEqual({ kind: 'discarded' });
    expect(await readStoredInSlices(slot, IN_SLICES.mealPlan)).toEqual({ kind: 'none' });
  });

  it('lets other tasks run between the days', async () => {
    localStorage.setItem(slot.key, JSON.stringify(generatedWeek()));
    // A task queued before the read starts: run whole-plan-at-once, it would wait for the end.
    let ranBeforeEnd = false;
    let done = false;
    setTimeout(() => {
      ranBeforeEnd = !done;
    }, 0);
    const read = await readStoredInSlices(slot, IN_SLICES.mealPlan).finally(() => {
      done = true;
    });
    expect(read.kind).toBe('ok');
    expect(ranBeforeEnd).toBe(true);
  });
});
