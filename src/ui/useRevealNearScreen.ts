import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

import { whenNearScreen } from './useNearScreen';
/** Every part is shown, now and whatever changes later. */
const ALL = Number.POSITIVE_INFINITY;

export interface Reveal {
  /** How many of the parts to draw, from the top: 0 until `ready`. */
  shown: number;
  /** All parts are in, for good: what stands below them may be drawn now without being moved. */
  complete: boolean;
  /**
   * Shows every part at once from now on (printing, a link to a part not drawn yet). Called inside
   * `flushSync`, the parts are in the page when it returns.
   */
  showAll: () => void;
}

export interface NearScreenReveal extends Reveal {
  /**
   * For the element that stands in for the parts not drawn yet, right below the last one drawn:
   * each time it comes within `ahead` screens of view, one more part is drawn.
   */
  rest: (node: Element | null) => void;
}

/**
 * A long list drawn as a person scrolls towards it, a screen ahead (or `ahead` screens): nothing
 * until `ready`, then, from the top down, each part once the stand-in for the rest (`rest`) comes
 * within that distance of the visible part of the page, one part per frame while it stays there.
 * So a phone that shows the top of the list builds the parts in view and the next screen's, not
 * all of them; the others are built as the person scrolls (or at once: `showAll`). The first part
 * comes in the frame after `ready` at the earliest: what stands above the list has a frame of its
 * own. Keys that go through the page build the rest first, before the key's own work
 * (`flushSync`): Tab, so the next focus is the next part's, not what stands below the list,
 * however fast the keys come, and the browser's search (Ctrl+F, ⌘F), which finds only what is in
 * the page; so does printing (`beforeprint`), so the paper has every part. Only the first show is
 * staged: once complete, every later list is drawn whole at once.
 */
export function useRevealNearScreen(total: number, ready: boolean, ahead = 1): NearScreenReveal {
  // Undefined until ready: the staging has not started.
  const [drawn, setDrawn] = useState<number>();
  if (drawn === undefined && ready) setDrawn(total === 0 ? ALL : 0);
  const [rest, setRest] = useState<Element | null>(null);
  const staging = drawn !== undefined && drawn !== ALL;
  useEffect(() => {
    if (!staging || rest === null) return;
    // Watched anew after each part: a stand-in still near the screen is reported at once.
    // Drawn as a transition, which React splits into short slices: a tap or a scroll goes first.
    return whenNearScreen(
      rest,
      () => startTransition(() => setDrawn((n) => (n === undefined || n + 1 >= total ? ALL : n + 1))),
      ahead,
    );
  }, [staging, drawn, total, rest, ahead]);
  const showAll = useCallback(() => setDrawn(ALL), []);
  useEffect(() => {
    if (!staging) return;
    const onKey = (event: KeyboardEvent) => {
      const find = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f';
      if (event.key === 'Tab' || find) flushSync(showAll);
    };
    const onPrint = () => flushSync(showAll);
    addEventListener('keydown', onKey);
    addEventListener('beforeprint', onPrint);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('beforeprint', onPrint);
    };
  }, [staging, showAll]);
  return { shown: Math.min(drawn ?? 0, total), complete: drawn === ALL, showAll, rest: setRest };
}
