/**
 * Order statistics for benchmark samples. Percentiles use the nearest-rank method on the sorted
 * samples, so every reported number is a value that was actually measured (no interpolation).
 */

/** The sorted copy of a list of numbers (ascending). */
function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/**
 * The p-th percentile (0 < p ≤ 100) by nearest rank: the smallest sample such that at least p % of
 * the samples are ≤ it. Undefined for an empty list.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  if (values.length === 0) return undefined;
  const ordered = sorted(values);
  const rank = Math.ceil((p / 100) * ordered.length);
  return ordered[Math.min(Math.max(rank, 1), ordered.length) - 1];
}

/**
 * The median: the middle sample, or the mean of the two middle samples for an even count.
 * Undefined for an empty list.
 */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  const upper = ordered[middle] ?? Number.NaN;
  if (ordered.length % 2 === 1) return upper;
  return ((ordered[middle - 1] ?? Number.NaN) + upper) / 2;
}

export interface Summary {
  count: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Count, median, p95, min and max of a non-empty list of samples (same unit as the samples). */
export function summarize(values: readonly number[]): Summary | undefined {
  if (values.length === 0) return undefined;
  const ordered = sorted(values);
  return {
    count: ordered.length,
    median: median(ordered) ?? Number.NaN,
    p95: percentile(ordered, 95) ?? Number.NaN,
    min: ordered[0] ?? Number.NaN,
    max: ordered[ordered.length - 1] ?? Number.NaN,
  };
}
