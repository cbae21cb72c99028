/**
 * "Lägg i min vecka" reads the plan kept on the device as /meal-plan reads it and writes it back as
 * a swap on /meal-plan does: the meal in its slot, the swap history ("Ångra"), the shopping list's
 * check-offs carried over; a missing or corrupt plan gets a Swedish message and nothing else is lost.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { generatedWeek, PREFS } from '../support/meal-plans';
import { MemoryStorage } from '../support/memory-storage';

import { readChecks, writeChecks } from '@/lib/plans/shopping-checks';
import { isEdited, type ShownPlan } from '@/lib/plans/shown-plan';
import { undoSwap, EMPTY_HISTORY } from '@/lib/plans/swap-state';
import { ADD_TO_WEEK } from '@/lib/messages/recipes';
import { STORED } from '@/lib/storage/keys';
import { putInWeek, readCurrentPlan, refusalFor } from '@/scripts/recipe/week-plan';

const RECIPE = 'kycklingcurry-med-basmatiris';
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  globalThis.localStorage = storage;
  globalThis.sessionStorage = new MemoryStorage();
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

function keep(shown: ShownPlan): void {
  localStorage.setItem(STORED.shownMealPlan.key, JSON.stringify(shown));
}

/** A day of the generated week where the recipe is not served yet. */
function freeDay(plan: ShownPlan['plan']): number {
  return plan.findIndex(
    (d) => ![d.breakfast, d.lunch, d.dinner, d.snack].some((m) => m?.recipeId === RECIPE),
  );
}

describe('the plan "Lägg i min vecka" puts the recipe in', () => {
  it('says in Swedish that there is none, or that it was corrupt (removed, nothing else touched)', async () => {
    expect(await readCurrentPlan()).toEqual({ ok: false, error: ADD_TO_WEEK.noPlan });
    localStorage.setItem(STORED.shownMealPlan.key, '{"plan": [1, 2, 3]');
    localStorage.setItem(STORED.weightSettings.key, '{"kept":true}');
    expect(await readCurrentPlan()).toEqual({ ok: false, error: ADD_TO_WEEK.discarded });
    expect(localStorage.getItem(STORED.shownMealPlan.key)).toBeNull();
    expect(localStorage.getItem(STORED.weightSettings.key)).toBe('{"kept":true}');
  });

  it('says so when the plan has no preferences to portion against, and keeps the plan', async () => {
    keep({ plan: generatedWeek(), preferences: {} });
    expect(await readCurrentPlan()).toEqual({ ok: false, error: ADD_TO_WEEK.noPreferences });
    expect(localStorage.getItem(STORED.shownMealPlan.key)).not.toBeNull();
  });

  it('writes the plan back as a swap does: the meal, "Ångra" to the meal it replaced, the check-offs kept', async () => {
    const plan = generatedWeek();
    const day = freeDay(plan);
    keep({ plan, preferences: { ...PREFS } });
    const lines = ['food:1', 'food:2'];
    writeChecks(plan, new Set(lines));

    const result = await putInWeek(day, 'dinner', RECIPE);
    if (!result.ok) throw new Error(result.error);
    const dayName = plan[day]?.day.toLowerCase() ?? '';
    expect(result.value.message).toBe(`Lagt i din vecka: ${dayName}, middag.`);
    const kept = JSON.parse(localStorage.getItem(STORED.shownMealPlan.key) ?? '') as ShownPlan;
    expect(kept).toEqual(result.value.shown);
    expect(kept.plan[day]?.dinner.recipeId).toBe(RECIPE);
    expect(kept.plan[day]?.dinner.calories).toBe(plan[day]?.dinner.calories);
    expect(kept.swaps?.tried[`${String(day)}:dinner`]).toEqual([plan[day]?.dinner.recipeId, RECIPE]);
    expect(isEdited(kept)).toBe(true);
    expect([...readChecks(kept.plan).checked]).toEqual(lines);
    // "Ångra" on /meal-plan brings back the dinner exactly.
    expect(undoSwap(kept.plan, kept.swaps ?? EMPTY_HISTORY, day, 'dinner')?.plan).toEqual(plan);
  });

  it('changes nothing when the engine refuses or storage is full, and says why', async () => {
    const plan = generatedWeek();
    const day = freeDay(plan);
    keep({ plan, preferences: { ...PREFS, dietType: 'vegan' } });
    const before = localStorage.getItem(STORED.shownMealPlan.key);
    const current = await readCurrentPlan();
    if (!current.ok) throw new Error(current.error);
    expect(refusalFor(current.value, day, 'dinner', RECIPE)).toBe(
      'Receptet passar inte kosten i din plan (vegansk).',
    );
    expect(await putInWeek(day, 'dinner', RECIPE)).toEqual({
      ok: false,
      error: 'Receptet passar inte kosten i din plan (vegansk).',
    });
    expect(localStorage.getItem(STORED.shownMealPlan.key)).toBe(before);

    keep({ plan, preferences: { ...PREFS } });
    const fits = localStorage.getItem(STORED.shownMealPlan.key);
    storage.full = true;
    expect(await putInWeek(day, 'dinner', RECIPE)).toEqual({ ok: false, error: ADD_TO_WEEK.storageFull });
    expect(localStorage.getItem(STORED.shownMealPlan.key)).toBe(fits);
  });
});
