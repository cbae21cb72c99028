// @vitest-environment happy-dom
/**
 * The rest timer counts down from its stored end, checked four times a second: it is drawn when the
 * second it shows changes, and only then, so a tap or a digit typed during the rest does not wait
 * behind redraws that change nothing.
 */
import { act, createElement, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useTestRoot } from '../support/test-root';

import { RestTimer } from '@/islands/training-log/RestTimer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const START = Date.parse('2026-11-28T10:00:00.000Z');

describe('the rest timer', () => {
  const mount = useTestRoot();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each second as it passes and draws nothing for a check that shows the same second', () => {
    let commits = 0;
    const show = (endsAt: number) =>
      act(() =>
        mount.root.render(
          createElement(
            Profiler,
            { id: 'rest', onRender: () => (commits += 1) },
            createElement(RestTimer, {
              rest: { endsAt, seconds: 90, kind: 'hypertrophy' },
              label: 'muskeluppbyggnad: 90 s vila',
              onMore: () => undefined,
              onSkip: () => undefined,
            }),
          ),
        ),
      );
    const shown = () => mount.container.querySelector('[role=timer]')?.textContent;

    show(START + 90_000);
    expect(shown()).toBe('1:30');
    commits = 0;
    // Three checks inside the first second: the same "1:30", nothing drawn.
    act(() => {
      vi.advanceTimersByTime(750);
    });
    expect(shown()).toBe('1:30');
    expect(commits).toBe(0);
    // The fourth check shows the next second: drawn once.
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(shown()).toBe('1:29');
    expect(commits).toBe(1);
    // Ten seconds more, a check at a time: ten redraws, not forty.
    for (let check = 0; check < 40; check++)
      act(() => {
        vi.advanceTimersByTime(250);
      });
    expect(shown()).toBe('1:19');
    expect(commits).toBe(11);
    // +15 s (a new end): shown with the press, counted from the time last shown.
    show(START + 105_000);
    expect(shown()).toBe('1:34');
  });
});
