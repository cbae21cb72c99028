// @vitest-environment happy-dom
/**
 * "Byt rätt" shows that it is busy only when the answer takes longer than a person notices: a swap
 * answered within a tenth of a second paints its dish and nothing before it (no ring flashing for a
 * frame, no render of its own), a slow one (the first press loads the engine) shows the ring until
 * it is answered, and a second press while it shows asks nothing (one sooner is answered by the
 * swap already running: `useMealSwap` runs one at a time).
 */
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useTestRoot } from '../support/test-root';
import { generatedWeek } from '../support/meal-plans';

import { DayCard, type SwapControls } from '@/islands/meal-plan/DayCard';
import { BUSY_AFTER_MS } from '@/ui/useForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('"Byt rätt" while it waits for its answer', () => {
  const mount = useTestRoot();
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  /** Mounts Monday's card; each press's answer comes when the test settles it. */
  function mountCard() {
    const [monday] = generatedWeek();
    if (monday === undefined) throw new Error('no day');
    const answers: (() => void)[] = [];
    const swap: SwapControls = {
      onSwap: vi.fn(() => new Promise<void>((resolve) => answers.push(resolve))),
      onUndo: vi.fn(),
      canUndo: () => false,
      prepare: vi.fn(),
    };
    act(() => mount.root.render(createElement(DayCard, { day: monday, swap })));
    const button = mount.container.querySelector<HTMLButtonElement>('[data-testid=swap-meal]');
    if (button === null) throw new Error('no swap button');
    const answer = async () => {
      await act(async () => {
        answers.shift()?.();
        await Promise.resolve();
      });
    };
    return { button, swap, answer };
  }

  it('an answer within the tenth of a second shows no busy state at all', async () => {
    const { button, answer } = mountCard();
    act(() => button.click());
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS - 1);
    });
    expect(button.getAttribute('aria-busy')).toBeNull();
    await answer();
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS);
    });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.querySelector('.animate-spin')).toBeNull();
  });

  it('a slow answer shows the busy ring until it comes, and a second press while it shows asks nothing', async () => {
    const { button, swap, answer } = mountCard();
    act(() => button.click());
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS);
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.animate-spin')).not.toBeNull();
    act(() => button.click());
    expect(swap.onSwap).toHaveBeenCalledTimes(1);
    await answer();
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.querySelector('.animate-spin')).toBeNull();
    // Answered: the next press asks again.
    act(() => button.click());
    expect(swap.onSwap).toHaveBeenCalledTimes(2);
  });
});
