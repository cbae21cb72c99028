import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many of a list's `total` parts to render now: the first `first` at once, then one more per
 * task until all are there. A long list (seven days of recipes) would otherwise be created, inserted
 * and laid out in one commit, which no transition can split; part by part, the first screen shows
 * early and the page answers input between parts.
 *
 * `showAll()` renders every part at once, synchronously: for printing, and for anything that needs
 * the whole list before it continues.
 */
export function useStaggered(total: number, first = 1): { count: number; showAll: () => void } {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // A task of its own per part (not a microtask): the browser paints and handles input between.
    const timer = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + 1))), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  const showAll = useCallback(() => {
    flushSync(() => setCount(total));
  }, [total]);
  return { count: Math.min(count, total), showAll };
}
