import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island has hydrated, then true. Forms use it to
 * stay `inert` until React owns their fields: a choice made before that would otherwise be reset
 * by hydration and lost.
 *
 * Turning true re-renders the whole island once. It runs as a transition, which React renders in
 * short slices between other work, so it adds no long task to the page's load.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
