import { describe, expect, it } from 'vitest';

import { mapInSlices } from '@/lib/slices';

describe('mapInSlices', () => {
  it('maps in order and leaves out what maps to undefined', async () => {
    const out = await mapInSlices([1, 2, 3, 4], (n) => (n % 2 === 0 ? `jämn ${String(n)}` : undefined));
    expect(out).toEqual(['jämn 2', 'jämn 4']);
    expect(await mapInSlices([], () => 1)).toEqual([]);
  });

  it('lets other tasks run between the items', async () => {
    // Tasks queued before the work starts: done all at once, the work would finish first.
    const seen: string[] = [];
    setTimeout(() => seen.push('task A'), 0);
    setTimeout(() => seen.push('task B'), 0);
    await mapInSlices(['a', 'b', 'c'], (item) => {
      seen.push(item);
      return item;
    });
    expect(seen.indexOf('task A')).toBeLessThan(seen.indexOf('c'));
    expect(seen.indexOf('c')).toBe(seen.length - 1);
    // Done in one go, the queued tasks would not have run by now at all.
    expect(seen).toEqual(['task A', 'task B', 'a', 'b', 'c']);
  });

  it('runs a task queued by one item before the next item', async () => {
    const seen: string[] = [];
    await mapInSlices(['a', 'b'], (item) => {
      seen.push(item);
      if (item === 'a') setTimeout(() => seen.push('between'), 0);
      return item;
    });
    expect(seen).toEqual(['a', 'between', 'b']);
  });
});
