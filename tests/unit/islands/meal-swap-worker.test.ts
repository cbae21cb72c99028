import { MEAL_TYPES } from '@shared/domain.ts';
import { swapMeal, type SwapRequest } from '@shared/meal-plan/swap.ts';
import { mealPlanSchema, type MealPlanDay } from '@shared/schemas/meal-plan.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { generatedWeek, PREFS } from '../support/meal-plans';

import { engineView, started } from '@/islands/meal-plan/swap-client';
import { replyTo, type SwapAnswer, type SwapAsk } from '@/islands/meal-plan/swap-worker';

const week = generatedWeek();
const ask = (plan: MealPlanDay[], day = 2): SwapRequest => ({
  plan,
  preferences: PREFS,
  day,
  meal: 'dinner',
  tried: [],
});

/** Every meal of a week, in order. */
const mealsIn = (plan: readonly MealPlanDay[]) =>
  plan.flatMap((day) => MEAL_TYPES.flatMap((type) => (day[type] === undefined ? [] : [day[type]])));

describe('Byt rätt across the worker boundary: only what is needed crosses', () => {
  it('the worker answers the slot’s new meal and its recipe, never the week', () => {
    const reply = replyTo(ask(week));
    const full = swapMeal(ask(week));
    if (!reply.ok || !full.ok) throw new Error('no swap');
    expect(Object.keys(reply.value).sort()).toEqual(['meal', 'recipeId']);
    expect(reply.value).toEqual({ meal: full.value.meal, recipeId: full.value.recipeId });
    // The answer the page copies is a meal's size, a small part of the week's.
    expect(JSON.stringify(reply).length * 10).toBeLessThan(JSON.stringify(full).length);
  });

  it('the worker passes a refusal on in Swedish', () => {
    const reply = replyTo({ ...ask(week), day: 9 });
    expect(reply).toEqual({ ok: false, error: 'Måltiden finns inte i planen.' });
  });

  it('the week sent to the engine leaves out recipe texts and nutrients, and the engine chooses the same', () => {
    const lean = engineView(week);
    expect(mealPlanSchema.safeParse(lean).success).toBe(true);
    for (const meal of mealsIn(lean)) {
      expect(meal).not.toHaveProperty('recipe');
      expect(meal).not.toHaveProperty('nutrients');
    }
    const kept = mealsIn(week).map(({ recipeId, calories, items, name }) => ({
      recipeId,
      calories,
      items,
      name,
    }));
    expect(
      mealsIn(lean).map(({ recipeId, calories, items, name }) => ({ recipeId, calories, items, name })),
    ).toEqual(kept);
    expect(JSON.stringify(lean).length * 2).toBeLessThan(JSON.stringify(week).length);
    // The shown week is not changed by it.
    expect(mealsIn(week).every((meal) => meal.recipe !== undefined)).toBe(true);
    for (let day = 0; day < 7; day++)
      for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
        const request = { ...ask(week, day), meal, tried: [week[day]?.[meal].recipeId ?? ''] };
        expect(replyTo({ ...request, plan: engineView(week) })).toEqual(replyTo(request));
      }
  });
});

/** A stand-in for the module worker: records what the page posts and answers as it is told. */
class FakeWorker {
  static last: FakeWorker | undefined;
  posted: SwapAsk[] = [];
  private listeners: ((event: { data: SwapAnswer | Record<string, unknown> }) => void)[] = [];
  answer: (ask: SwapAsk) => SwapAnswer | Record<string, unknown> = (a) => ({
    id: a.id,
    result: replyTo(a.request),
  });
  constructor() {
    FakeWorker.last = this;
    queueMicrotask(() => this.emit({ ready: true }));
  }
  addEventListener(type: string, listener: (event: { data: SwapAnswer }) => void) {
    if (type === 'message') this.listeners.push(listener as never);
  }
  postMessage(message: SwapAsk) {
    // A structured clone, as the browser makes.
    const copy = structuredClone(message);
    this.posted.push(copy);
    queueMicrotask(() => this.emit(this.answer(copy)));
  }
  terminate() {
    this.listeners = [];
  }
  private emit(data: SwapAnswer | Record<string, unknown>) {
    for (const listener of this.listeners) listener({ data });
  }
}

describe('Byt rätt’s client: what it sends, and the answer checked as it arrives', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the lean week, resolves a valid answer, and resolves undefined for one that fails its schema', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const engine = await started();
    const worker = FakeWorker.last;
    if (worker === undefined) throw new Error('no worker');

    const reply = await engine.swapMeal(ask(week));
    expect(reply).toEqual(replyTo(ask(week)));
    const sent = worker.posted[0]?.request.plan ?? [];
    expect(mealsIn(sent).some((meal) => 'recipe' in meal || 'nutrients' in meal)).toBe(false);

    // A meal without a name, or negative calories, is not shown: the swap says it could not be read.
    worker.answer = (a) => ({
      id: a.id,
      result: { ok: true, value: { recipeId: 'x', meal: { calories: -1 } } },
    });
    expect(await engine.swapMeal(ask(week))).toBeUndefined();
    worker.answer = (a) => ({ id: a.id, result: { ok: false, error: 42 } });
    expect(await engine.swapMeal(ask(week))).toBeUndefined();
    // A refusal in Swedish passes through.
    worker.answer = (a) => ({ id: a.id, result: { ok: false, error: 'Inget annat passar' } });
    expect(await engine.swapMeal(ask(week))).toEqual({ ok: false, error: 'Inget annat passar' });
  });
});
