/**
 * A fixed phone for every bench run. Lighthouse's CPU slowdown is relative (its default 4× turns
 * whatever machine runs it into something 4× slower), so the same page scored 78 on one of our
 * machines and 100 on a faster one. Lighthouse's documentation gives the way out: its throttling
 * guide calls 4× the step from a high-end desktop (BenchmarkIndex 1500–2000) to a mid-tier mobile
 * device, and tells whoever runs on other hardware to calibrate the multiplier from the
 * BenchmarkIndex it reports. So each round measures this machine's index with Lighthouse's own
 * benchmark (`computeBenchmarkIndex`, the function every Lighthouse run starts with) and slows the
 * CPU by index ÷ TARGET: every run then emulates a phone of index 440, the middle of that desktop
 * band (1,750) divided by Lighthouse's 4× — the device Lighthouse's default was meant to be.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { CDPSession, Page } from 'puppeteer-core';

/** The BenchmarkIndex of the emulated phone. */
export const TARGET_BENCHMARK_INDEX = 440;

/** The CPU slowdown that brings a machine of `index` to the target phone (one decimal, at least 1×). */
export function calibratedMultiplier(index: number): number {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`Not a benchmark index: ${String(index)}`);
  return Math.max(1, Math.round((index / TARGET_BENCHMARK_INDEX) * 10) / 10);
}

/** This machine's BenchmarkIndex now, measured in `page` as Lighthouse measures it (about 1 s). */
export async function measureBenchmarkIndex(page: Page): Promise<number> {
  const source = String(pageFunctions.computeBenchmarkIndex);
  const index: unknown = await page.evaluate(`(${source})()`);
  if (typeof index !== 'number') throw new Error('The benchmark returned no number');
  return index;
}

/** The renderer main thread's CPU time so far, ms (`Performance.enable` sent on `client`). */
export async function threadTime(client: CDPSession): Promise<number> {
  const { metrics } = await client.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/**
 * Lighthouse's BenchmarkIndex measured in `page` (`wall`), and the same rescaled from wall time to
 * the main thread's CPU time (`cpu`): index × wall ÷ CPU time of the benchmark, the same index on an
 * idle machine, where the two are equal, and on a busy one the speed of the CPU the page got.
 * `client` is a CDP session on `page` with `Performance.enable` sent.
 */
export async function benchmarkIndexes(
  page: Page,
  client: CDPSession,
): Promise<{ wall: number; cpu: number }> {
  const before = await threadTime(client);
  const started = performance.now();
  const index = await measureBenchmarkIndex(page);
  const wall = performance.now() - started;
  const cpu = (await threadTime(client)) - before;
  return { wall: index, cpu: cpu > 0 ? (index * wall) / Math.min(wall, cpu) : index };
}
