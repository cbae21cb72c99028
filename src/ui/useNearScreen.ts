import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * True once the element given to the returned ref has come within a screen's height of the visible
 * part of the page (above or below it), and from then on (scrolling away does not undraw it). For a part below the fold
 * that is drawn only as a person scrolls towards it, a screen ahead, so it is there when it comes
 * into view. Without IntersectionObserver it is true at once.
 */
export function useNearScreen(): [ref: (node: Element | null) => void, near: boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver>(undefined);
  const ref = useCallback((node: Element | null) => {
    observer.current?.disconnect();
    observer.current = undefined;
    if (node === null) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watch.disconnect();
        // Drawn as a low-priority update, in short slices, so the scroll that brought it goes on.
        startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    watch.observe(node);
    observer.current = watch;
  }, []);
  return [ref, near];
}
