import { describe, expect, it } from 'vitest';

import {
  controlNote,
  eventTimingText,
  formatInteractions,
  summarizeRuns,
  validateEntries,
  type InteractionEntry,
  type InteractionRun,
} from '../../../bench/lib/interaction-spec.ts';
import { ENTRIES } from '../../../bench/sections/interactions.ts';

const entry = (overrides: Partial<InteractionEntry> = {}): InteractionEntry => ({
  id: 'meal-plan-swap',
  label: '"Byt rätt"',
  path: '/meal-plan',
  needs: ['storedMealPlan'],
  ready: [{ present: { selector: '[data-testid=swap-meal]' } }],
  setup: [],
  action: { selector: '[data-testid=swap-meal]' },
  painted: [{ changed: { selector: '[data-testid=meal-name]' } }],
  ...overrides,
});

const run = (mainThread: number, eventTiming: number = mainThread): InteractionRun => ({
  eventTiming,
  mainThread,
  afterPaint: 3,
  taskWall: mainThread * 1.5,
  script: mainThread / 2,
  styleLayout: mainThread / 10,
  toResult: mainThread + 5,
  benchmarkIndex: 1760,
  multiplier: 4,
  simulated: false,
});
/** A run at full speed whose CPU figures were multiplied to the target phone. */
const simulatedRun = (mainThread: number, eventTiming: number): InteractionRun => ({
  ...run(mainThread, eventTiming),
  simulated: true,
});
/** A run whose Event Timing entry was under the floor, so the browser reported none. */
const underFloor = (mainThread: number): InteractionRun => ({ ...run(mainThread), eventTiming: undefined });

describe('validateEntries', () => {
  it('accepts the bench’s own entries', () => {
    expect(validateEntries(ENTRIES)).toEqual({ ok: true, value: ENTRIES });
  });

  it('accepts a well-formed entry with a typing step', () => {
    const typed = entry({
      setup: [
        {
          type: { selector: 'input[name=weight]' },
          text: '82,4',
          until: [{ present: { selector: 'input[name=weight]' } }],
        },
      ],
    });
    expect(validateEntries([typed]).ok).toBe(true);
  });

  it('names every problem with its entry', () => {
    const result = validateEntries([
      entry({ id: 'Byt rätt', path: 'meal-plan' }),
      entry({ painted: [], action: { selector: ' ' } }),
      entry({ needs: ['weighIns' as never] }),
      entry({
        id: 'tap-without-wait',
        setup: [{ tap: { selector: '[role=tab]', text: '' }, until: [] }],
        ready: [{ absent: { selector: 'p', nth: -1 } }, { changed: { selector: 'h1' } }],
      }),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual([
      'Byt rätt: id must be kebab-case',
      'Byt rätt: path must be a path on the site, like /meal-plan',
      'meal-plan-swap action: empty selector',
      'meal-plan-swap painted: no condition (nothing to wait for)',
      'meal-plan-swap: id used twice',
      'meal-plan-swap: unknown fixture weighIns (known: storedMealPlan, signedIn, lastWorkout, weightLog)',
      'tap-without-wait ready[0]: nth must be a whole number ≥ 0',
      "tap-without-wait ready: 'changed' has nothing to compare with before the page is ready",
      'tap-without-wait setup[0]: empty text (leave it out to match any)',
      'tap-without-wait setup[0] until: no condition (nothing to wait for)',
    ]);
  });

  it('refuses a second control on a page and an origin in the path', () => {
    const result = validateEntries([
      entry({ id: 'a', control: true }),
      entry({ id: 'b', control: true }),
      entry({ id: 'c', control: true, path: '//example.com/x' }),
    ]);
    expect(result.ok ? [] : result.error).toEqual([
      'more than one control on /meal-plan',
      'c: path must be a path on the site, like /meal-plan',
    ]);
  });

  it('allows one control per page', () => {
    const result = validateEntries([
      entry({ id: 'a', control: true }),
      entry({ id: 'b', control: true, path: '/my-plans' }),
    ]);
    expect(result.ok).toBe(true);
  });
});

describe('summarizeRuns', () => {
  it('gives median and max of each measure', () => {
    const summary = summarizeRuns([run(30), run(10), run(50), run(20), run(40)]);
    expect(summary?.mainThread).toEqual({ median: 30, max: 50 });
    expect(summary?.toResult).toEqual({ median: 35, max: 55 });
    expect(summary?.script).toBe(15);
    expect(summary?.runs).toBe(5);
  });

  it('passes at exactly the limit and fails just over it, on the median', () => {
    const at = [run(50), run(50), run(50), run(10), run(200)];
    expect(summarizeRuns(at)?.verdict).toBe('pass');
    const over = [run(50.5), run(50.5), run(50.5), run(10), run(10)];
    expect(summarizeRuns(over)?.verdict).toBe('fail');
  });

  it('fails on the Event Timing duration even when the main thread is within the limit', () => {
    const slowPaint = [run(20, 56), run(20, 64), run(20, 56), run(20, 48), run(20, 72)];
    expect(summarizeRuns(slowPaint)?.verdict).toBe('fail');
  });

  it('leaves a simulated run’s Event Timing (this machine’s, not the phone’s) out of the verdict', () => {
    const simulated = [20, 30, 40, 30, 20].map((n) => simulatedRun(n, 64));
    expect(summarizeRuns(simulated)?.verdict).toBe('pass');
    expect(summarizeRuns([...simulated.slice(0, 4), run(20, 64)])?.verdict).toBe('fail');
    expect(summarizeRuns([60, 60, 60, 10, 10].map((n) => simulatedRun(n, 0)))?.verdict).toBe('fail');
  });

  it('counts an Event Timing entry under the floor (none reported) as within the limit', () => {
    const summary = summarizeRuns([underFloor(20), underFloor(20), underFloor(20), run(20, 24), run(20, 56)]);
    expect(summary?.eventTiming).toEqual({ median: 0, max: 56 });
    expect(summary?.verdict).toBe('pass');
  });

  it('gives no verdict on fewer than five runs, and nothing for none', () => {
    expect(summarizeRuns([run(10), run(10), run(10), run(10)])?.verdict).toBe('too few runs');
    expect(summarizeRuns([])).toBeUndefined();
  });
});

describe('formatInteractions', () => {
  it('shows each row’s work above its page’s control, the verdict, and why a row was not measured', () => {
    const text = formatInteractions([
      {
        entry: entry({ id: 'control', label: 'Control', control: true }),
        runs: [20, 22, 24, 26, 28].map((n) => run(n)),
        errors: [],
      },
      {
        entry: entry({ label: 'Swap' }),
        runs: [60, 62, 64, 66, 68].map(underFloor),
        errors: ['one timed out'],
      },
      {
        entry: entry({ id: 'my-plans', label: 'Tabs' }),
        runs: [],
        errors: [],
        skipped: 'not measured: no user',
      },
      {
        entry: entry({ id: 'other-page', label: 'Elsewhere', path: '/my-plans' }),
        runs: [30, 30, 30, 30, 30].map((n) => run(n)),
        errors: [],
      },
    ]);
    const lines = text.split('\n');
    expect(lines[2]).toBe(
      '| Control | /meal-plan | 5 | 24.0 ms / 28.0 ms | 36.0 ms | – | 24.0 ms / 28.0 ms | 29.0 ms / 33.0 ms | 12.0 ms / 2.40 ms | 3.00 ms | pass |  |',
    );
    expect(lines[3]).toBe(
      '| Swap | /meal-plan | 5 | 64.0 ms / 68.0 ms | 96.0 ms | 40.0 ms | < 16 ms / < 16 ms | 69.0 ms / 73.0 ms | 32.0 ms / 6.40 ms | 3.00 ms | fail | 1 failed: one timed out |',
    );
    expect(lines[4]).toBe(
      '| Tabs | /meal-plan | 0 | – | – | – | – | – | – | – | – | not measured: no user |',
    );
    // No control on /my-plans: nothing to subtract.
    expect(lines[5]).toBe(
      '| Elsewhere | /my-plans | 5 | 30.0 ms / 30.0 ms | 45.0 ms | – | 30.0 ms / 30.0 ms | 35.0 ms / 35.0 ms | 15.0 ms / 3.00 ms | 3.00 ms | pass |  |',
    );
  });

  it('writes a duration under the Event Timing floor as such', () => {
    expect(eventTimingText(0)).toBe('< 16 ms');
    expect(eventTimingText(16)).toBe('16.0 ms');
  });
});

describe('controlNote', () => {
  const control = entry({ id: 'control', control: true });

  it('says so when the control alone is over the limit', () => {
    const note = controlNote([{ entry: control, runs: [60, 62, 64, 66, 68].map((n) => run(n)), errors: [] }]);
    expect(note).toContain('costs 64.0 ms on /meal-plan of main thread here');
  });

  it('says nothing when the control is within the limit, or there is none', () => {
    expect(
      controlNote([{ entry: control, runs: [40, 50, 45, 60, 70].map((n) => run(n)), errors: [] }]),
    ).toBeUndefined();
    expect(
      controlNote([{ entry: entry(), runs: [90, 90, 90, 90, 90].map((n) => run(n)), errors: [] }]),
    ).toBeUndefined();
  });
});
