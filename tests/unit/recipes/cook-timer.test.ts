import { describe, expect, it } from 'vitest';

import {
  clockText,
  isDone,
  isRunning,
  pauseTimer,
  resetTimer,
  startTimer,
  timeLeft,
  timerOf,
} from '@/lib/recipes/cook-timer';

describe('cook mode’s timer', () => {
  it('counts from its end time: what is left depends on the clock, not on how often it was asked', () => {
    const started = startTimer(timerOf(15 * 60_000), 1_000);
    expect(isRunning(started)).toBe(true);
    expect(timeLeft(started, 1_000)).toBe(900_000);
    // A background tab asked nothing for ten minutes: the time is still right.
    expect(timeLeft(started, 1_000 + 600_000)).toBe(300_000);
    expect(isDone(started, 1_000 + 900_000)).toBe(true);
    expect(timeLeft(started, 1_000 + 2_000_000)).toBe(0);
  });

  it('pauses with what is left, resumes from it, resets to the time set, and starts over when done', () => {
    const started = startTimer(timerOf(60_000), 0);
    const paused = pauseTimer(started, 20_000);
    expect(isRunning(paused)).toBe(false);
    expect(timeLeft(paused, 500_000)).toBe(40_000);
    const resumed = startTimer(paused, 500_000);
    expect(timeLeft(resumed, 530_000)).toBe(10_000);
    expect(resetTimer(resumed)).toEqual(timerOf(60_000));
    expect(timeLeft(startTimer(resumed, 600_000), 600_000)).toBe(60_000);
  });

  it('shows the clock as a cook reads it', () => {
    expect(clockText(900_000)).toBe('15:00');
    expect(clockText(245_000)).toBe('4:05');
    expect(clockText(244_001)).toBe('4:05');
    expect(clockText(3_600_000)).toBe('1:00:00');
    expect(clockText(0)).toBe('0:00');
  });
});
