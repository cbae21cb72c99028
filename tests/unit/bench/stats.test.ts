import { describe, expect, it } from 'vitest';

import { median, percentile, summarize } from '../../../bench/lib/stats.ts';

describe('median', () => {
  it('takes the middle sample of an odd count, whatever the input order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('averages the two middle samples of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is undefined for no samples', () => {
    expect(median([])).toBeUndefined();
  });
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose

  it('gives the 95th of 100 samples as p95 and the largest as p100', () => {
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('always returns a measured sample, never an interpolated value', () => {
    const samples = [10, 20, 30];
    expect(samples).toContain(percentile(samples, 50));
    expect(samples).toContain(percentile(samples, 95));
  });

  it('rejects percentiles outside (0, 100]', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('reports count, median, p95, min and max without changing the input', () => {
    const samples = [3, 1, 2, 10];
    expect(summarize(samples)).toEqual({ count: 4, median: 2.5, p95: 10, min: 1, max: 10 });
    expect(samples).toEqual([3, 1, 2, 10]);
  });

  it('is undefined for no samples', () => {
    expect(summarize([])).toBeUndefined();
  });
});
