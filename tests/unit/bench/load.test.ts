import { describe, expect, it } from 'vitest';

import { errorSummary, runLoad } from '../../../bench/lib/load.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runLoad', () => {
  it('issues exactly the requested number of requests, each index once', async () => {
    const seen: number[] = [];
    const result = await runLoad(
      async (i) => {
        seen.push(i);
        await sleep(1);
      },
      { requests: 25, concurrency: 4, timeCapMs: 10_000 },
    );
    expect(result.issued).toBe(25);
    expect(result.samples).toHaveLength(25);
    expect(result.capped).toBe(false);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('never has more requests in flight than the concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    await runLoad(
      async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await sleep(2);
        inFlight--;
      },
      { requests: 30, concurrency: 3, timeCapMs: 10_000 },
    );
    expect(most).toBe(3);
  });

  it('stops starting requests when the time cap passes', async () => {
    const result = await runLoad(() => sleep(20), { requests: 1_000, concurrency: 2, timeCapMs: 60 });
    expect(result.capped).toBe(true);
    expect(result.issued).toBeLessThan(1_000);
    expect(result.elapsedMs).toBeLessThan(1_000);
  });

  it('counts failures as errors, not as latency samples', async () => {
    const result = await runLoad(
      async (i) => {
        await sleep(1);
        if (i % 2 === 0) throw new Error('HTTP 500');
      },
      { requests: 10, concurrency: 2, timeCapMs: 10_000 },
    );
    expect(result.samples).toHaveLength(5);
    expect(result.errors).toEqual(Array.from({ length: 5 }, () => 'HTTP 500'));
    expect(errorSummary(result.errors)).toBe('5× HTTP 500');
  });
});
