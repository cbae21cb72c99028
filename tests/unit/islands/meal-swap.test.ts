import type { Meal, MealPlanDay } from '@shared/schemas/meal-plan.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';
import { err, ok } from '@shared/result.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { generatedWeek, PREFS } from '../support/meal-plans';
import { MemoryStorage } from '../support/memory-storage';

import { macroSummary } from '@/islands/meal-plan/macro-summary';
import { readChecks, writeChecks } from '@/lib/plans/shopping-checks';
import {
  forgetShown,
  isEdited,
  loadShownPlan,
  markSaved,
  rememberShown,
  type ShownPlan,
} from '@/lib/plans/shown-plan';
import { afterNextPaint } from '@/lib/slices';
import {
  EMPTY_HISTORY,
  UNDO_LIMIT,
  applySwap,
  canUndo,
  triedFor,
  undoSwap,
  type EngineResult,
  type SwapHistory,
} from '@/lib/plans/swap-state';
import { STORED } from '@/lib/storage/keys';

const dish = (id: string, calories: number): Meal => ({
  name: `Rätt ${id}`,
  description: '',
  calories,
  protein: 30,
  carbs: 40,
  fat: 15,
  recipeId: id,
});

/**
 * A stand-in for the engine with its contract: the next alternative not in `tried`, else the one
 * shown longest ago (tried is oldest first); the meal keeps the slot's calories.
 */
function fakeEngine(alternatives: readonly string[]) {
  return (p: readonly MealPlanDay[], day: number, tried: readonly string[]): EngineResult => {
    const current = p[day]?.lunch;
    if (current === undefined) return err('no day');
    const options = alternatives.filter((id) => id !== current.recipeId);
    const fresh = options.find((id) => !tried.includes(id));
    const id = fresh ?? tried.find((t) => options.includes(t));
    if (id === undefined) return err('Inget annat passar');
    const meal = dish(id, current.calories);
    return ok({ plan: p.map((d, i) => (i === day ? { ...d, lunch: meal } : d)), meal, recipeId: id });
  };
}

/** Presses "Byt lunch" on a day n times, threading plan and history as the island does. */
function press(
  start: MealPlanDay[],
  engine: ReturnType<typeof fakeEngine>,
  times: number,
  day = 0,
  history: SwapHistory = EMPTY_HISTORY,
): { plan: MealPlanDay[]; history: SwapHistory; shown: string[] } {
  let p = start;
  let h = history;
  const shown: string[] = [];
  for (let i = 0; i < times; i++) {
    const tried = triedFor(h, p, day, 'lunch');
    const outcome = applySwap(p, h, { day, meal: 'lunch', tried }, engine(p, day, tried));
    if (!outcome.ok) throw new Error(outcome.error);
    p = outcome.value.plan;
    h = outcome.value.history;
    shown.push(outcome.value.meal.recipeId ?? '');
  }
  return { plan: p, history: h, shown };
}

describe('Byt rätt: cycling through the alternatives', () => {
  it('repeated presses visit every alternative before any comes back, never ping-ponging between two', () => {
    const start = generatedWeek();
    const original = start[0]?.lunch.recipeId ?? '';
    const engine = fakeEngine([original, 'a', 'b', 'c']);
    const { shown, history } = press(start, engine, 7);
    expect(shown.slice(0, 3)).toEqual(['a', 'b', 'c']);
    // Then round again, oldest first: the original, then a, b, c.
    expect(shown.slice(3)).toEqual([original, 'a', 'b', 'c']);
    expect(history.tried['0:lunch']?.at(-1)).toBe('c');
    expect(new Set(history.tried['0:lunch'])).toEqual(new Set([original, 'a', 'b', 'c']));
  });

  it('hands the engine what was shown in the slot, oldest first with the current dish last', () => {
    const start = generatedWeek();
    const original = start[2]?.lunch.recipeId ?? '';
    expect(triedFor(EMPTY_HISTORY, start, 2, 'lunch')).toEqual([original]);
    const { plan: after, history } = press(start, fakeEngine(['x', 'y']), 2, 2);
    expect(triedFor(history, after, 2, 'lunch')).toEqual([original, 'x', 'y']);
    // Other slots are untouched.
    expect(triedFor(history, after, 3, 'lunch')).toEqual([start[3]?.lunch.recipeId]);
  });

  it('when nothing else fits, nothing changes and the refusal comes back', () => {
    const start = generatedWeek();
    const outcome = applySwap(
      start,
      EMPTY_HISTORY,
      { day: 0, meal: 'lunch', tried: [] },
      err('Inget annat passar'),
    );
    expect(outcome).toEqual({ ok: false, error: 'Inget annat passar' });
  });
});

describe('Byt rätt: undo', () => {
  it('restores the previous meal exactly, one swap at a time, per slot', () => {
    const start = generatedWeek();
    const engine = fakeEngine(['a', 'b']);
    const swapped = press(start, engine, 2);
    const monday = press(swapped.plan, engine, 1, 1, swapped.history);
    expect(canUndo(monday.history, 0, 'lunch')).toBe(true);
    expect(canUndo(monday.history, 0, 'dinner')).toBe(false);

    const once = undoSwap(monday.plan, monday.history, 0, 'lunch');
    expect(once?.meal.recipeId).toBe('a');
    const twice = once && undoSwap(once.plan, once.history, 0, 'lunch');
    expect(twice?.plan[0]?.lunch).toEqual(start[0]?.lunch);
    expect(twice && canUndo(twice.history, 0, 'lunch')).toBe(false);
    // Tuesday's swap is still there and still undoable.
    expect(twice?.plan[1]?.lunch.recipeId).toBe(monday.plan[1]?.lunch.recipeId);
    expect(twice && canUndo(twice.history, 1, 'lunch')).toBe(true);
    expect(twice && undoSwap(twice.plan, twice.history, 0, 'lunch')).toBeUndefined();
  });

  it('keeps the tried list after an undo, so the next press moves on to a dish not yet shown', () => {
    const start = generatedWeek();
    const engine = fakeEngine(['a', 'b']);
    const swapped = press(start, engine, 1);
    const undone = undoSwap(swapped.plan, swapped.history, 0, 'lunch');
    if (undone === undefined) throw new Error('nothing to undo');
    const again = press(undone.plan, engine, 1, 0, undone.history);
    expect(again.shown).toEqual(['b']);
  });

  it(`keeps at most ${UNDO_LIMIT} undo steps`, () => {
    const { history } = press(generatedWeek(), fakeEngine(['a', 'b', 'c']), UNDO_LIMIT + 5);
    expect(history.undo).toHaveLength(UNDO_LIMIT);
  });
});

describe('Byt rätt: the swapped plan is what is stored', () => {
  beforeEach(() => {
    globalThis.localStorage = new MemoryStorage();
    globalThis.sessionStorage = new MemoryStorage();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('a generated plan, swapped, comes back swapped after a reload with its undo history', async () => {
    const start = generatedWeek();
    localStorage.setItem(STORED.generatedMealPlan.key, JSON.stringify(start));
    localStorage.setItem(STORED.mealPreferences.key, JSON.stringify(PREFS));
    const first = (await loadShownPlan()).shown;
    if (first === undefined) throw new Error('no plan');
    expect(isEdited(first)).toBe(false);

    const swapped = press(first.plan, fakeEngine(['a']), 1);
    const next: ShownPlan = { ...first, plan: swapped.plan, swaps: swapped.history };
    expect(rememberShown(next)).toBe(true);

    // The reload: generatedMealPlan was consumed, so the tab's copy is shown.
    expect(localStorage.getItem(STORED.generatedMealPlan.key)).toBeNull();
    const reloaded = (await loadShownPlan()).shown;
    expect(reloaded?.plan[0]?.lunch.recipeId).toBe('a');
    expect(reloaded?.preferences).toEqual(PREFS);
    expect(reloaded && isEdited(reloaded)).toBe(true);
    const undone = reloaded && undoSwap(reloaded.plan, reloaded.swaps ?? EMPTY_HISTORY, 0, 'lunch');
    expect(undone?.plan[0]?.lunch).toEqual(start[0]?.lunch);
  });

  it('a write still waiting for its frame never lands over a later one, nor brings back a removed plan', async () => {
    // Frames held by the test: what waits for a paint runs only when the test says so.
    const frames: (() => void)[] = [];
    const page = new EventTarget();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    try {
      localStorage.setItem(STORED.generatedMealPlan.key, JSON.stringify(generatedWeek()));
      localStorage.setItem(STORED.mealPreferences.key, JSON.stringify(PREFS));
      const first = (await loadShownPlan()).shown;
      if (first === undefined) throw new Error('no plan');
      const swapped = press(first.plan, fakeEngine(['a']), 1);
      // A swap's write queued for after its frame, then the plan saved at once.
      afterNextPaint(() => rememberShown({ ...first, plan: swapped.plan, swaps: swapped.history }));
      rememberShown(markSaved(first, { id: 'p1', name: 'Min vecka' }));
      for (const frame of frames.splice(0)) frame();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect((await loadShownPlan()).shown?.saved?.name).toBe('Min vecka');

      // A swap's write queued, then the plan removed from the device: it stays removed.
      afterNextPaint(() => rememberShown({ ...first, plan: swapped.plan, swaps: swapped.history }));
      forgetShown();
      for (const frame of frames.splice(0)) frame();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(localStorage.getItem(STORED.shownMealPlan.key)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a plan from My plans keeps its preferences and its saved name through a swap and a reload', async () => {
    const start = generatedWeek();
    localStorage.setItem(
      STORED.selectedMealPlan.key,
      JSON.stringify({ id: 'row-1', name: 'Min vecka', preferences: PREFS, plan: start }),
    );
    const first = (await loadShownPlan()).shown;
    if (first === undefined) throw new Error('no plan');
    const swapped = press(first.plan, fakeEngine(['a']), 1);
    rememberShown({ ...first, plan: swapped.plan, swaps: swapped.history });
    const reloaded = (await loadShownPlan()).shown;
    expect(reloaded?.saved).toMatchObject({ id: 'row-1', name: 'Min vecka' });
    expect(reloaded?.plan[0]?.lunch.recipeId).toBe('a');
  });

  it('a corrupt swap history is discarded with the stored value, never shown half', async () => {
    localStorage.setItem(
      STORED.shownMealPlan.key,
      JSON.stringify({
        plan: generatedWeek(),
        preferences: PREFS,
        swaps: { tried: { '0:lunch': [3] }, undo: [] },
      }),
    );
    expect(await loadShownPlan()).toEqual({
      shown: undefined,
      discarded: true,
      full: false,
      fromDraft: false,
    });
    expect(localStorage.getItem(STORED.shownMealPlan.key)).toBeNull();
  });

  it('the shopping list check-offs carry over to the swapped plan', () => {
    const start = generatedWeek();
    writeChecks(start, new Set(['702', 'Salt']));
    const swapped = press(start, fakeEngine(['a']), 1).plan;
    expect(readChecks(swapped).checked.size).toBe(0);
    writeChecks(swapped, readChecks(start).checked);
    expect(readChecks(swapped).checked).toEqual(new Set(['702', 'Salt']));
  });
});

describe('the summary line: target split and what the week delivers', () => {
  it('names the goal, its split and the week’s shares from the summed grams (4/4/9)', () => {
    const vegetarian: MealPreferences = { ...PREFS, dietType: 'vegetarian' };
    const p = generatedWeek(vegetarian);
    const summary = macroSummary(vegetarian, p);
    expect(summary?.basis).toBe('goal');
    expect(summary?.target).toEqual({ protein: 35, carbs: 40, fat: 25 });
    let protein = 0;
    let carbs = 0;
    let fat = 0;
    for (const d of p)
      for (const m of [d.breakfast, d.lunch, d.dinner, d.snack]) {
        protein += m?.protein ?? 0;
        carbs += m?.carbs ?? 0;
        fat += m?.fat ?? 0;
      }
    const kcal = protein * 4 + carbs * 4 + fat * 9;
    expect(summary?.delivered.protein).toBe(Math.round((protein * 400) / kcal));
    expect(summary?.delivered.fat).toBe(Math.round((fat * 900) / kcal));
    expect(summary?.text).toBe(
      `Mål: Muskeluppbyggnad, protein 35 % · kolhydrater 40 % · fett 25 % — veckan ger protein ${summary?.delivered.protein} % · kolhydrater ${summary?.delivered.carbs} % · fett ${summary?.delivered.fat} %`,
    );
  });

  it('says when the diet’s own profile sets the split (keto)', () => {
    const keto: MealPreferences = { ...PREFS, dietType: 'keto' };
    const summary = macroSummary(keto, generatedWeek(keto));
    expect(summary?.basis).toBe('diet');
    expect(summary?.text).toMatch(
      /^Keto styr fördelningen i stället för målet Muskeluppbyggnad: protein 20 % · kolhydrater 5 % · fett 75 % — veckan ger protein \d+ %/u,
    );
  });

  it('says when balanced kost caps protein at 30 % below the goal’s 35 %', () => {
    const summary = macroSummary(PREFS, generatedWeek());
    expect(summary?.basis).toBe('diet');
    expect(summary?.target).toEqual({ protein: 30, carbs: 43, fat: 27 });
    expect(summary?.text).toMatch(
      /^Balanserad styr fördelningen i stället för målet Muskeluppbyggnad: protein 30 %/u,
    );
  });

  it('follows a swap at once: the delivered shares are those of the plan shown', () => {
    const p = generatedWeek();
    const before = macroSummary(PREFS, p)?.delivered;
    const lean: Meal = { ...dish('lean', p[0]?.lunch.calories ?? 0), protein: 200, carbs: 0, fat: 0 };
    const after = macroSummary(
      PREFS,
      p.map((d, i) => (i === 0 ? { ...d, lunch: lean } : d)),
    )?.delivered;
    expect(after?.protein).toBeGreaterThan(before?.protein ?? 100);
  });
});
