// @vitest-environment happy-dom
/**
 * What /weight builds while it loads and what "Spara" does before its frame: the page reads two
 * fields of the meal form's stored preferences (not the meal form's whole schema), the weigh-in's
 * check loads without the body details' and the week's schemas, and the toast that confirms a saved
 * weigh-in follows the frame that shows it.
 */
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MemoryStorage } from '../support/memory-storage';
import { useTestRoot } from '../support/test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mount = useTestRoot();

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.doUnmock('@shared/schemas/meal-preferences.ts');
  vi.doUnmock('@shared/schemas/calculator.ts');
  vi.restoreAllMocks();
});

/** Preferences as the meal form keeps them. */
const preferences = {
  calories: 2100,
  dietType: 'balanced',
  cuisine: ['swedish'],
  goal: 'weight-loss',
  restrictions: '',
  includeSnacks: false,
};

/** A module's evaluations, counted while the test imports the page's code afresh. */
async function evaluations(path: string): Promise<{ count: number }> {
  const seen = { count: 0 };
  const actual = await vi.importActual<Record<string, unknown>>(path);
  vi.doMock(path, () => {
    seen.count += 1;
    return actual;
  });
  return seen;
}

describe('the page’s stored values', () => {
  it('reads the meal plan’s calorie goal and goal without building the meal form’s schema', async () => {
    storage.setItem('mealPreferences', JSON.stringify(preferences));
    vi.resetModules();
    const mealForm = await evaluations('@shared/schemas/meal-preferences.ts');
    const { readForPage } = await import('@/islands/weight/stored');
    const read = readForPage();
    expect(read.plan).toEqual({ kcal: 2100, goal: 'weight-loss' });
    expect(read.discarded).toBe(false);
    expect(mealForm.count).toBe(0);
  });

  it('keeps a value whose other fields are the meal pages’ to judge, and discards one whose goal is bad', async () => {
    vi.resetModules();
    const { readForPage } = await import('@/islands/weight/stored');
    storage.setItem('mealPreferences', JSON.stringify({ ...preferences, cuisine: 'ingen lista' }));
    expect(readForPage()).toMatchObject({ plan: { kcal: 2100, goal: 'weight-loss' }, discarded: false });
    expect(storage.getItem('mealPreferences')).not.toBeNull();
    storage.setItem('mealPreferences', JSON.stringify({ ...preferences, calories: 99_999 }));
    expect(readForPage()).toMatchObject({ plan: undefined, discarded: true });
    expect(storage.getItem('mealPreferences')).toBeNull();
  });
});

describe('the checks', () => {
  it('"Spara"’s check loads without the calculator’s schema, which the body details’ check loads', async () => {
    vi.resetModules();
    const calculator = await evaluations('@shared/schemas/calculator.ts');
    const actions = await import('@/islands/weight/actions');
    expect(actions.checkWeighIn({ kg: '72,4', date: '2026-11-27', waist: '' }, '2026-11-28')).toEqual({
      ok: true,
      value: { day: '2026-11-27', kg: 72.4, waist_cm: null },
    });
    expect(calculator.count).toBe(0);
    const energy = await import('@/islands/weight/energy-actions');
    expect(calculator.count).toBe(1);
    expect(
      energy.checkBodyDetails({ age: '40', height: '180', gender: 'male', activityLevel: 'moderate' }).ok,
    ).toBe(true);
    const refused = energy.checkWeekIntake({ mode: 'kcal', kcal: '90' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? undefined : refused.error.kcal).toMatch(/kcal/u);
  });
});

describe('"Spara"', () => {
  it('saves the weigh-in in the press’s task; the toast confirming it follows the paint of that frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.resetModules();
    const slices = await import('@/lib/slices');
    const actions = await import('@/islands/weight/actions');
    vi.doMock('@/islands/weight/load-actions', () => ({
      loadActions: () => Promise.resolve(actions),
      loadParts: () => Promise.resolve({ afterNextPaint: slices.afterNextPaint }),
    }));
    const { LogForm } = await import('@/islands/weight/LogForm');
    const { $toasts } = await import('@/stores/toasts');
    const saved: unknown[] = [];
    const save = (row: unknown) => {
      saved.push(row);
      return Promise.resolve(true);
    };
    const rows = [{ day: '2026-11-20', kg: 80.4, waist_cm: null }];
    const { root, container } = mount;
    await act(async () => {
      root.render(createElement(LogForm, { rows, trendOnly: false, save }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const form = container.querySelector('form');
    expect(form?.inert).toBe(false);
    await act(async () => {
      form?.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(saved).toMatchObject([{ kg: 80.4, waist_cm: null }]);
    expect($toasts.get()).toEqual([]);
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Vägningen är sparad']);
    vi.doUnmock('@/islands/weight/load-actions');
  });
});
