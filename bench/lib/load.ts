/**
 * A bounded load generator: a fixed number of requests issued by a fixed number of concurrent
 * workers, stopped early when a time cap passes. Every request is timed on its own.
 */

export interface LoadOptions {
  /** Requests to issue in total. */
  requests: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** No new request starts after this many ms from the start. */
  timeCapMs: number;
}

export interface LoadResult {
  /** Latency of each successful request, ms. */
  samples: number[];
  /** Message of each failed request. */
  errors: string[];
  /** Requests started (successful + failed). */
  issued: number;
  /** Wall time from the first start to the last finish, ms. */
  elapsedMs: number;
  /** True when the time cap stopped the run before `requests` were issued. */
  capped: boolean;
}

/**
 * Runs `task(i)` for i = 0 … requests − 1 with at most `concurrency` in flight. A task that throws
 * counts as an error; its time is not a sample.
 */
export async function runLoad(
  task: (i: number) => Promise<unknown>,
  options: LoadOptions,
): Promise<LoadResult> {
  const started = performance.now();
  const samples: number[] = [];
  const errors: string[] = [];
  let next = 0;
  let capped = false;
  const worker = async (): Promise<void> => {
    for (;;) {
      if (next >= options.requests) return;
      if (performance.now() - started > options.timeCapMs) {
        capped = true;
        return;
      }
      const i = next++;
      const t0 = performance.now();
      try {
        await task(i);
        samples.push(performance.now() - t0);
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, options.requests));
  await Promise.all(Array.from({ length: workers }, worker));
  return { samples, errors, issued: next, elapsedMs: performance.now() - started, capped };
}

/** The most common error messages with their counts, e.g. "3× HTTP 500". */
export function errorSummary(errors: readonly string[], limit = 2): string {
  const counts = new Map<string, number>();
  for (const error of errors) counts.set(error, (counts.get(error) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([message, count]) => `${count}× ${message}`)
    .join('; ');
}
