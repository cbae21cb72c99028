import { startTransition, useCallback, useEffect, useState } from 'react';

import { whenNearScreen } from './useNearScreen';
import type { Reveal } from './useRevealInFrames';

/** Every part is shown, now and whatever changes later. */
const ALL = Number.POSITIVE_INFINITY;

export interface NearScreenReveal extends Reveal {
  /**
   * For the element that stands in for the parts not drawn yet, right below the last one drawn:
   * each time it comes within a screen of view, one more part is drawn.
   */
  rest: (node: Element | null) => void;
}

/**
 * A long list drawn as a person scrolls towards it, a screen ahead: nothing until `ready`, then, from
 * the top down, each part once the stand-in for the rest (`rest`) comes within a screen's height of
 * the visible part of the page, one part per frame while it stays there. So a phone that shows the
 * top of the list builds the parts in view and the next screen's, not all of them; the others are
 * built as the person scrolls (or at once: `showAll`). The first part comes in the frame after
 * `ready` at the earliest: what stands above the list has a frame of its own. Only the first show
 * is staged: once complete, every later list is drawn whole at once.
 */
export function useRevealNearScreen(total: number, ready: boolean): NearScreenReveal {
  // Undefined until ready: the staging has not started.
  const [drawn, setDrawn] = useState<number>();
  if (drawn === undefined && ready) setDrawn(total === 0 ? ALL : 0);
  const [rest, setRest] = useState<Element | null>(null);
  useEffect(() => {
    if (drawn === undefined || drawn === ALL || rest === null) return;
    // Watched anew after each part: a stand-in still near the screen is reported at once.
    // Drawn as a transition, which React splits into short slices: a tap or a scroll goes first.
    return whenNearScreen(rest, () =>
      startTransition(() => setDrawn((n) => (n === undefined || n + 1 >= total ? ALL : n + 1))),
    );
  }, [drawn, total, rest]);
  const showAll = useCallback(() => setDrawn(ALL), []);
  return { shown: Math.min(drawn ?? 0, total), complete: drawn === ALL, showAll, rest: setRest };
}
