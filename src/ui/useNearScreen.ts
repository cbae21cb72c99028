import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * Calls `onNear` once, as `node` comes within `ahead` screens' height of the visible part of the
 * page (above or below it; one screen unless told), or at once when it is already there; at once,
 * too, where the browser has no IntersectionObserver. Returns what stops watching.
 */
export function whenNearScreen(node: Element, onNear: () => void, ahead = 1): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onNear();
    return () => undefined;
  }
  const watch = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      onNear();
    },
    { rootMargin: `${String(ahead * 100)}% 0px` },
  );
  watch.observe(node);
  return () => watch.disconnect();
}

/**
 * True once the element given to the returned ref has come within a screen's height of the visible
 * part of the page (above or below it), and from then on (scrolling away does not undraw it). For a part below the fold
 * that is drawn only as a person scrolls towards it, a screen ahead, so it is there when it comes
 * into view. Without IntersectionObserver it is true at once.
 */
export function useNearScreen(): [ref: (node: Element | null) => void, near: boolean] {
  const [near, setNear] = useState(false);
  const stop = useRef<() => void>(undefined);
  const ref = useCallback((node: Element | null) => {
    stop.current?.();
    stop.current = undefined;
    if (node === null) return;
    // Drawn as a low-priority update, in short slices, so the scroll that brought it goes on.
    stop.current = whenNearScreen(node, () => startTransition(() => setNear(true)));
  }, []);
  return [ref, near];
}
