import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the week is being printed (or has been): the recipes, folded on screen, are only drawn
 * for printing. The browser's print dialog (Ctrl+P) fires `beforeprint`; "Skriv ut" calls
 * `printWeek`. Either way the recipes are in the page, synchronously, before the print is laid out.
 */
let printing = false;
const listeners = new Set<() => void>();

function startPrinting(): void {
  if (printing) return;
  printing = true;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

export function subscribePrinting(listener: () => void): () => void {
  if (listeners.size === 0) addEventListener('beforeprint', startPrinting);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('beforeprint', startPrinting);
  };
}

const isPrinting = (): boolean => printing;

/** Whether the week is being printed (or has been), for a part drawn only for printing. */
export const usePrinting = (): boolean => useSyncExternalStore(subscribePrinting, isPrinting, () => false);

/**
 * "Skriv ut": the whole week, every recipe unfolded on paper. A recipe that came into the page in
 * the same moment (a press while the week was appearing) draws itself once it has subscribed, and
 * the Näringsöversikt arrives just after the week, so the print waits (up to a second) until no
 * recipe and no overview in the page is still empty.
 */
export function printWeek(): void {
  startPrinting();
  let waits = 0;
  const print = () => {
    const drawing = document.querySelector(
      '[data-testid="recipe"]:empty, [data-testid="nutrient-overview"]:empty',
    );
    if (drawing !== null && waits++ < 60) {
      setTimeout(print, 16);
      return;
    }
    window.print();
  };
  print();
}
