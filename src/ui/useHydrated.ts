import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island has hydrated, then true. Forms use it to
 * stay `inert` until React owns their fields: a choice made before that would otherwise be reset
 * by hydration and lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  return hydrated;
}
