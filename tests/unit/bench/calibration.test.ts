import { describe, expect, it } from 'vitest';

import { calibratedMultiplier, TARGET_BENCHMARK_INDEX } from '../../../bench/lib/calibration.ts';
import {
  formatLighthouse,
  formatLighthouseCpuTime,
  GOALS,
  goalOf,
  goalVerdict,
  type Run,
  type TargetResult,
} from '../../../bench/sections/lighthouse.ts';

describe('the bench emulates one phone on any machine', () => {
  it('slows a machine by its benchmark index over the phone’s', () => {
    // Lighthouse's default 4× is right only for a desktop of index 1,760.
    expect(calibratedMultiplier(4 * TARGET_BENCHMARK_INDEX)).toBe(4);
    // The two machines the slow-phone measurements came from: one multiplier each, one phone.
    expect(calibratedMultiplier(1721)).toBe(3.9);
    expect(calibratedMultiplier(2858)).toBe(6.5);
    expect(1721 / calibratedMultiplier(1721)).toBeCloseTo(2858 / calibratedMultiplier(2858), -1);
    // Never faster than the machine itself, and no index is no calibration.
    expect(calibratedMultiplier(300)).toBe(1);
    expect(() => calibratedMultiplier(Number.NaN)).toThrow();
  });

  it('reports each page’s main-thread work over the article’s in the same run', () => {
    const run = (mainThread: number): Run => ({
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcp: 1000,
      tbt: 0,
      longestTask: 0,
      mainThread,
      busiestScript: '–',
      lcpElement: '',
      auditFailures: [],
      cls: 0,
      benchmarkIndex: 2000,
      cpuMultiplier: 4.5,
    });
    const result = (label: string, values: number[]): TargetResult => ({
      target: { label, url: `http://127.0.0.1/${label}` },
      runs: values.map(run),
      errors: [],
    });
    const report = formatLighthouse([
      result('article', [1800, 2000, 1900]),
      result('meal plan', [4700, 4600, 4900]),
    ]);
    const row = report.split('\n').find((line) => line.includes('meal plan')) ?? '';
    expect(row).toContain('2.5×');
    expect(report).toContain('÷ article');
  });

  it('reports the same runs on CPU time beside them, over the article’s CPU time', () => {
    const run = (wall: number, cpu: number | undefined, cpuMultiplier = 4.3): Run => ({
      performance: 90,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcp: 1000,
      tbt: 300,
      longestTask: 400,
      mainThread: wall,
      busiestScript: '–',
      lcpElement: '',
      auditFailures: [],
      cls: 0,
      benchmarkIndex: 1000,
      cpuMultiplier: 2.3,
      ...(cpu === undefined
        ? {}
        : {
            cpuTime: {
              performance: 100,
              lcp: 990,
              tbt: 20,
              longestTask: 70,
              mainThread: cpu,
              benchmarkIndex: 1900,
              cpuMultiplier,
            },
          }),
    });
    const result = (label: string, runs: Run[]): TargetResult => ({
      target: { label, url: `http://127.0.0.1/${label}` },
      runs,
      errors: [],
    });
    const report = formatLighthouseCpuTime([
      result('article', [run(1000, 300), run(1100, 350), run(900, 400)]),
      // One run whose CPU-time audit failed: counted out, and said so.
      result('meal plan', [run(3000, 1050), run(2800, undefined), run(2900, 1050)]),
    ]);
    const row = report.split('\n').find((line) => line.includes('meal plan')) ?? '';
    expect(row).toContain('2 of 3');
    expect(row).toContain('3.0×');
    expect(row).toContain('4.3–4.3×');
    expect(row).toMatch(/\| 100 \|/);
    // The meal plan's goal: 95, TBT ≤ 200 ms, and at most 1.5× the article's work.
    expect(row).toContain('missed: > 1.5× article');

    // Each run's slowdown is calibrated on its own: the ratio compares the work before it. The
    // article's 100 ms at 6.8× is 680 ms on the phone, the weight log's 150 ms at 4.3× 645 ms.
    const slowed = formatLighthouseCpuTime([
      result('article', [run(1000, 680, 6.8), run(1000, 680, 6.8), run(1000, 680, 6.8)]),
      result('weight log', [run(1000, 645, 4.3), run(1000, 645, 4.3), run(1000, 645, 4.3)]),
    ]);
    const weight = slowed.split('\n').find((line) => line.includes('weight log')) ?? '';
    expect(weight).toContain('1.5×');
    expect(weight).not.toContain('0.9×');
  });

  it('says which part of a tool page’s goal is missed', () => {
    expect(goalVerdict(GOALS['meal plan'], 96, 150, 1.5)).toBe('met');
    expect(goalVerdict(GOALS['meal plan'], 94, 250, 1.6)).toBe(
      'missed: perf. < 95, TBT > 200 ms, > 1.5× article',
    );
    // The light pages have no TBT bound of their own: their score needs 100.
    expect(goalVerdict(GOALS.calculator, 99, 500, 1.2)).toBe('missed: perf. < 100');
    expect(goalOf('weight log @ main~3')).toBe(GOALS['weight log']);
    expect(goalOf('article')).toBeUndefined();
  });
});
