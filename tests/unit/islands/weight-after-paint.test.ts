// @vitest-environment happy-dom
/**
 * "Spara" on /weight paints the new weigh-in first: the trend follows once that frame is painted,
 * the energy part a frame after the trend, and a page's first show draws them all at once.
 */
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useAfterPaint } from '@/islands/weight/use-after-paint';
import { useTestRoot } from '../support/test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const frames: FrameRequestCallback[] = [];
const mount = useTestRoot();

interface Log {
  name: string;
}

/** The log as the list, the trend and the energy part show it. */
function Probe({ log, ready }: { log: Log; ready: boolean }) {
  const trend = useAfterPaint(log, ready);
  const energy = useAfterPaint(trend, trend !== undefined);
  return createElement('p', null, `${log.name} ${trend?.name ?? '-'} ${energy?.name ?? '-'}`);
}

const render = async (log: Log, ready = true) => {
  await act(async () => {
    mount.root.render(createElement(Probe, { log, ready }));
    await Promise.resolve();
  });
  return mount.container.textContent;
};

/** A frame is drawn and painted: its frame callbacks run, then the tasks queued from them. */
const paint = async () => {
  await act(async () => {
    for (const frame of frames.splice(0)) frame(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return mount.container.textContent;
};

beforeEach(() => {
  frames.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

describe('useAfterPaint: what follows a change is drawn after the frame that shows the change', () => {
  it('shows the first ready value at once in every part, with nothing waiting for a frame', async () => {
    expect(await render({ name: 'a' }, false)).toBe('a - -');
    expect(await render({ name: 'a' })).toBe('a a a');
    expect(frames).toHaveLength(0);
  });

  it('a change: the list at once, the trend after that frame is painted, the energy a frame later', async () => {
    await render({ name: 'a' });
    expect(await render({ name: 'b' })).toBe('b a a');
    expect(await paint()).toBe('b b a');
    expect(await paint()).toBe('b b b');
    expect(frames).toHaveLength(0);
  });

  it('two changes before a paint are drawn as the later one', async () => {
    await render({ name: 'a' });
    await render({ name: 'b' });
    expect(await render({ name: 'c' })).toBe('c a a');
    expect(await paint()).toBe('c c a');
    expect(await paint()).toBe('c c c');
    await paint();
    expect(mount.container.textContent).toBe('c c c');
  });

  it('a page hidden before the paint (a reload, a closed tab) draws the trend at once', async () => {
    await render({ name: 'a' });
    await render({ name: 'b' });
    await act(async () => {
      dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
    });
    expect(mount.container.textContent).toBe('b b a');
  });
});
