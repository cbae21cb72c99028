/**
 * The week the person is using stays on the device (localStorage: every tab, restarts, the
 * installed app) with its swaps, its number of people and its check-offs, until a new plan
 * replaces it or the person removes it; a plan saved as it is shows as saved, a swapped one does not.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { generatedWeek, PREFS } from '../support/meal-plans';
import { MemoryStorage } from '../support/memory-storage';

import { readChecks, writeChecks } from '@/lib/plans/shopping-checks';
import {
  forgetShown,
  isEdited,
  isSaved,
  loadShownPlan,
  markSaved,
  rememberShown,
  type ShownPlan,
} from '@/lib/plans/shown-plan';
import { withMeal } from '@/lib/plans/swap-state';
import { STORED } from '@/lib/storage/keys';

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
  globalThis.sessionStorage = new MemoryStorage();
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

/** A generated plan as /meal-plan shows it the first time. */
async function generatedShown(): Promise<ShownPlan> {
  localStorage.setItem(STORED.generatedMealPlan.key, JSON.stringify(generatedWeek()));
  localStorage.setItem(STORED.mealPreferences.key, JSON.stringify(PREFS));
  const { shown } = await loadShownPlan();
  if (shown === undefined) throw new Error('no plan');
  return shown;
}

/** A new tab or the next visit: this tab's sessionStorage is gone, localStorage is not. */
function newTab(): void {
  globalThis.sessionStorage = new MemoryStorage();
}

describe('the week stays on the device', () => {
  it('a generated plan is shown again in a new tab, with its swap and its number of people', async () => {
    const shown = await generatedShown();
    const lunch = shown.plan[0]?.lunch;
    if (lunch === undefined) throw new Error('no lunch');
    const swapped = withMeal(shown.plan, 0, 'lunch', { ...lunch, name: 'Bytt lunch', recipeId: 'x' });
    expect(rememberShown({ ...shown, plan: swapped, people: 3 })).toBe(true);
    writeChecks(swapped, new Set(['702']));

    newTab();
    const again = await loadShownPlan();
    expect(again.discarded).toBe(false);
    expect(again.shown?.plan[0]?.lunch.name).toBe('Bytt lunch');
    expect(again.shown?.people).toBe(3);
    expect(again.shown?.preferences).toEqual(PREFS);
    expect(readChecks(swapped).checked).toEqual(new Set(['702']));
  });

  it('a new plan replaces the kept one', async () => {
    const first = await generatedShown();
    rememberShown({ ...first, people: 4 });
    const next = generatedWeek().map((day) => ({ ...day, lunch: { ...day.lunch, name: 'Ny lunch' } }));
    localStorage.setItem(STORED.generatedMealPlan.key, JSON.stringify(next));
    const { shown } = await loadShownPlan();
    expect(shown?.plan[0]?.lunch.name).toBe('Ny lunch');
    expect(shown?.people).toBeUndefined();
    newTab();
    expect((await loadShownPlan()).shown?.plan[0]?.lunch.name).toBe('Ny lunch');
  });

  it('"Ta bort planen från enheten" removes the plan and its check-offs, and nothing else', async () => {
    const shown = await generatedShown();
    writeChecks(shown.plan, new Set(['702']));
    localStorage.setItem(STORED.calculatorSex.key, JSON.stringify('female'));
    forgetShown();
    expect(await loadShownPlan()).toEqual({
      shown: undefined,
      discarded: false,
      full: false,
      fromDraft: false,
    });
    expect(localStorage.getItem(STORED.shoppingChecked.key)).toBeNull();
    expect(localStorage.getItem(STORED.calculatorSex.key)).toBe('"female"');
  });

  it('a number of people out of range is dropped alone; the week is kept', async () => {
    const shown = await generatedShown();
    localStorage.setItem(STORED.shownMealPlan.key, JSON.stringify({ ...shown, people: 40 }));
    newTab();
    const again = await loadShownPlan();
    expect(again.discarded).toBe(false);
    expect(again.shown?.plan).toEqual(shown.plan);
    expect(again.shown?.people).toBeUndefined();
  });

  it("a plan a tab kept before (this tab's sessionStorage) is moved onto the device", async () => {
    const shown = await generatedShown();
    localStorage.clear();
    sessionStorage.setItem(STORED.shownMealPlan.key, JSON.stringify(shown));
    expect((await loadShownPlan()).shown?.plan).toEqual(shown.plan);
    expect(sessionStorage.getItem(STORED.shownMealPlan.key)).toBeNull();
    newTab();
    expect((await loadShownPlan()).shown?.plan).toEqual(shown.plan);
  });
});

describe('a plan already saved says so', () => {
  it('a generated plan is not saved; once saved it is, until a meal is swapped; undoing the swap makes it saved again', async () => {
    const shown = await generatedShown();
    expect(isSaved(shown)).toBe(false);
    const saved = markSaved(shown, { id: 'row-1', name: 'Min vecka' });
    expect(isSaved(saved)).toBe(true);
    expect(isEdited(saved)).toBe(false);

    const lunch = saved.plan[0]?.lunch;
    if (lunch === undefined) throw new Error('no lunch');
    const swapped = {
      ...saved,
      plan: withMeal(saved.plan, 0, 'lunch', { ...lunch, name: 'Annan', recipeId: 'y' }),
    };
    expect(isEdited(swapped)).toBe(true);
    expect(isSaved(swapped)).toBe(false);
    expect(isSaved({ ...swapped, plan: saved.plan })).toBe(true);
  });

  it('a plan opened from My plans brings the number of people it was saved with', async () => {
    localStorage.setItem(
      STORED.selectedMealPlan.key,
      JSON.stringify({
        id: 'row-2',
        name: 'För fyra',
        preferences: { ...PREFS, people: 4 },
        plan: generatedWeek(),
      }),
    );
    expect((await loadShownPlan()).shown?.people).toBe(4);
  });

  it('a plan opened from My plans is saved as it is, and kept so in a new tab', async () => {
    localStorage.setItem(
      STORED.selectedMealPlan.key,
      JSON.stringify({ id: 'row-1', name: 'Min vecka', preferences: PREFS, plan: generatedWeek() }),
    );
    const { shown } = await loadShownPlan();
    expect(shown && isSaved(shown)).toBe(true);
    newTab();
    const again = (await loadShownPlan()).shown;
    expect(again && isSaved(again)).toBe(true);
    expect(again?.saved?.name).toBe('Min vecka');
  });
});
