import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterNextPaint, mapInSlices } from '@/lib/slices';

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

describe('afterNextPaint', () => {
  let frames: (() => void)[] = [];
  // The window's events (the unit tests run without a DOM).
  const page = new EventTarget();
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const nextFrame = () => {
    for (const frame of frames.splice(0)) frame();
  };

  it('runs the tasks in order after the next frame has painted, not before', () => {
    const seen: string[] = [];
    afterNextPaint(() => seen.push('a'));
    afterNextPaint(() => seen.push('b'));
    vi.runAllTimers();
    expect(seen).toEqual([]);
    nextFrame();
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['a', 'b']);
    // Done once: the next task waits for the next frame again.
    afterNextPaint(() => seen.push('c'));
    vi.runAllTimers();
    expect(seen).toEqual(['a', 'b']);
    nextFrame();
    vi.runAllTimers();
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('never runs a task cancelled before its frame was painted; the others run as before', () => {
    const seen: string[] = [];
    const cancelA = afterNextPaint(() => seen.push('a'));
    const same = () => seen.push('same');
    const cancelFirstSame = afterNextPaint(same);
    afterNextPaint(same);
    cancelA();
    cancelFirstSame();
    nextFrame();
    vi.runAllTimers();
    expect(seen).toEqual(['same']);
    // Cancelling once it has run changes nothing.
    cancelA();
    expect(seen).toEqual(['same']);
  });

  it('runs what is waiting at once when the page is left or hidden first, and only once', () => {
    const seen: string[] = [];
    afterNextPaint(() => seen.push('kept'));
    page.dispatchEvent(new Event('pagehide'));
    expect(seen).toEqual(['kept']);
    nextFrame();
    vi.runAllTimers();
    expect(seen).toEqual(['kept']);
    afterNextPaint(() => seen.push('hidden'));
    page.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual(['kept', 'hidden']);
  });
});
