// @vitest-environment happy-dom
/**
 * A long list shown part by part, a few more per frame (one by default), the first time it is shown
 * (the week's day cards, the parts below the weight form); every later list is drawn whole at once.
 */
import { act, createElement } from 'react';
import { flushSync } from 'react-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useRevealInFrames, type Reveal } from '@/ui/useRevealInFrames';
import { useTestRoot } from '../support/test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The frame callbacks asked for and not cancelled, by id. */
const frames = new Map<number, FrameRequestCallback>();
let nextId = 1;
const mount = useTestRoot();
/** What each commit showed: the parts drawn, and whether the list was complete. */
let commits: string[] = [];
let latest: Reveal | undefined;

function Probe({
  total,
  ready,
  first,
  perFrame,
}: {
  total: number;
  ready: boolean;
  first?: number | undefined;
  perFrame?: number | undefined;
}) {
  const reveal = useRevealInFrames(total, ready, first, perFrame);
  latest = reveal;
  return createElement('p', null, `${String(reveal.shown)}${reveal.complete ? ' klar' : ''}`);
}

const render = async (total: number, ready: boolean, first?: number, perFrame?: number) => {
  await act(async () => {
    mount.root.render(createElement(Probe, { total, ready, first, perFrame }));
    await Promise.resolve();
  });
  commits.push(mount.container.textContent);
};
/** The browser draws a frame: its frame callbacks run, then React commits what they asked for. */
const nextFrame = async () => {
  await act(async () => {
    const due = [...frames.values()];
    frames.clear();
    for (const frame of due) frame(performance.now());
    await Promise.resolve();
  });
  commits.push(mount.container.textContent);
};

beforeEach(() => {
  frames.clear();
  commits = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});

describe('useRevealInFrames', () => {
  it('shows nothing until ready, then the first part at once and one more in each frame', async () => {
    await render(4, false);
    await nextFrame();
    await render(4, true);
    await nextFrame();
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(commits).toEqual(['0', '0', '1', '2', '3', '4 klar', '4 klar']);
    expect(frames.size).toBe(0);
  });

  it('with none first, what stands above the parts is drawn alone, and the parts follow one per frame', async () => {
    await render(3, true, 0);
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(commits).toEqual(['0', '1', '2', '3 klar']);
  });

  it('with several per frame, the parts come that many at a time, the last frame the rest', async () => {
    await render(7, true, 0, 3);
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(commits).toEqual(['0', '3', '6', '7 klar']);
  });

  it('what stands above drawn alone, then every part in the next frame (the week after its summary)', async () => {
    await render(7, true, 0, 7);
    await nextFrame();
    expect(commits).toEqual(['0', '7 klar']);
    expect(frames.size).toBe(0);
  });

  it('only the first show is staged: a later list, longer, shorter or after none, is drawn whole at once', async () => {
    await render(3, true);
    await nextFrame();
    await nextFrame();
    expect(commits.at(-1)).toBe('3 klar');
    await render(7, true);
    expect(commits.at(-1)).toBe('7 klar');
    await render(0, false);
    await render(7, true);
    expect(commits.at(-1)).toBe('7 klar');
    await render(2, true);
    expect(commits.at(-1)).toBe('2 klar');
    expect(frames.size).toBe(0);
  });

  it('a list that changes while it is being shown goes on from where it was', async () => {
    await render(7, true);
    await nextFrame();
    expect(commits.at(-1)).toBe('2');
    // The same number of parts with new contents (a part swapped): not started over.
    await render(7, true);
    expect(commits.at(-1)).toBe('2');
    await nextFrame();
    expect(commits.at(-1)).toBe('3');
    // Fewer parts than are drawn: all of them, complete.
    await render(3, true);
    await nextFrame();
    expect(commits.at(-1)).toBe('3 klar');
  });

  it('showAll draws every part at once (inside flushSync, before it returns), and for good', async () => {
    await render(7, true);
    expect(commits.at(-1)).toBe('1');
    act(() => {
      flushSync(() => latest?.showAll());
      expect(mount.container.textContent).toBe('7 klar');
    });
    await nextFrame();
    await render(9, true);
    expect(commits.at(-1)).toBe('9 klar');
  });

  it('a list of one part, or none, is complete as soon as it is ready', async () => {
    await render(1, true);
    expect(commits.at(-1)).toBe('1 klar');
    expect(frames.size).toBe(0);
  });
});
