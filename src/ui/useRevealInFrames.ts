import { startTransition, useCallback, useEffect, useState } from 'react';

/** Every part is shown, now and whatever changes later. */
const ALL = Number.POSITIVE_INFINITY;

export interface Reveal {
  /** How many of the parts to draw, from the top: 0 until `ready`, then one more each frame. */
  shown: number;
  /** All parts are in, for good: what stands below them may be drawn now without being moved. */
  complete: boolean;
  /**
   * Shows every part at once from now on (printing, a link to a part not drawn yet). Called inside
   * `flushSync`, the parts are in the page when it returns.
   */
  showAll: () => void;
}

/**
 * A long list drawn part by part the first time it is shown: nothing until `ready`, then the first
 * `first` parts at once (0: only what stands above the list, in a frame of its own), then `perFrame`
 * more in each frame (one by default), from the top down, until all `total` are in.
 * Each part arrives below those already drawn, so none of them moves, and a slow phone lays out a
 * few parts per frame instead of the whole list in one long task. Each frame has a cost of its own
 * (a commit, and style, layout and paint of what changed), so a list of light parts comes in fewer
 * frames. Only the first show is staged: once
 * complete, every later list (a part changed, more or fewer parts, none for a while and then some)
 * is drawn whole at once.
 */
export function useRevealInFrames(total: number, ready: boolean, first = 1, perFrame = 1): Reveal {
  // Undefined until ready: the staging has not started.
  const [drawn, setDrawn] = useState<number>();
  if (drawn === undefined && ready) setDrawn(first >= total ? ALL : first);
  useEffect(() => {
    if (drawn === undefined || drawn === ALL) return;
    // Drawn as a transition, which React splits into short slices: a tap in between goes first.
    const frame = requestAnimationFrame(() =>
      startTransition(() => setDrawn((n) => (n === undefined || n + perFrame >= total ? ALL : n + perFrame))),
    );
    return () => cancelAnimationFrame(frame);
  }, [drawn, total, perFrame]);
  const showAll = useCallback(() => setDrawn(ALL), []);
  return { shown: Math.min(drawn ?? 0, total), complete: drawn === ALL, showAll };
}
