import { startTransition, useEffect, useState } from 'react';

import { afterNextPaint } from '@/lib/slices';

/**
 * `value` as a part that follows a change shows it: the first ready value at once (a page's first
 * show needs no second render), and each later one once the frame that shows what changed with it
 * has been painted, as a startTransition update a tap may interrupt. Undefined until `value` is
 * first ready. Chained (one part's value from another's), each part is drawn in a frame of its own.
 * Used by ./BelowForm.tsx, which loads after the first paint with src/lib/slices.ts.
 */
export function useAfterPaint<T extends object>(value: T | undefined, ready: boolean): T | undefined {
  const [shown, setShown] = useState<T>();
  if (shown === undefined && ready && value !== undefined) setShown(value);
  useEffect(() => {
    if (shown === undefined || value === undefined || shown === value) return;
    // Every change waiting for the paint is set in the one task after it: React draws the last.
    afterNextPaint(() => startTransition(() => setShown(value)));
  }, [value, shown]);
  return shown;
}
