import { MEAL_LABELS, type MealType } from '@shared/domain.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';
import { useEffect, useRef, useState } from 'react';

import { COMMON } from '@/lib/messages/common';
import { afterNextPaint } from '@/lib/slices';
import { MEAL_PLAN as T } from '@/lib/messages/meal-plan';
import { toast } from '@/stores/toasts';

import type { SwapControls } from './DayCard';
import { loadSwap, prepareSwap } from './load-swap';
import { readChecks, writeChecks } from '@/lib/plans/shopping-checks';
import { rememberShown, type ShownPlan } from '@/lib/plans/shown-plan';
import { EMPTY_HISTORY, applySwap, canUndo, triedFor, undoSwap, withMeal } from '@/lib/plans/swap-state';

/**
 * "Byt rätt" for the shown plan: swaps one meal with the shared engine (loaded on the first press,
 * or as the user points at a swap button), keeps the swap history for cycling and undo, stores the new plan
 * for this tab (so a reload shows it), carries the shopping list's check-offs over, and says what
 * happened through `announcement` (for a polite live region). Without valid preferences there is
 * nothing to swap against: `controls` is undefined.
 */
export function useMealSwap(
  shown: ShownPlan | undefined,
  preferences: MealPreferences | undefined,
  setShown: (next: ShownPlan) => void,
): { controls: ((day: number) => SwapControls) | undefined; announcement: string } {
  /** One swap at a time: a press while another is being answered does nothing. */
  const running = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(shown);
  latest.current = shown;
  /**
   * This render's swap and undo: the controls call through it, so a day card that was not drawn
   * again (its day unchanged) still acts on the plan as it is now.
   */
  const actions = useRef<{
    swap: (day: number, meal: MealType) => Promise<void>;
    undo: (day: number, meal: MealType) => void;
  }>(undefined);
  /**
   * Storage writes of the latest swap or undo, made once React has drawn it and the browser has
   * painted that frame (or at once should the page be left first): the press paints its result
   * without waiting for the plan to be written. The answer comes from the worker, not from an
   * input, so React draws it in a task of its own: a write queued at the answer would run before it.
   */
  const pendingWrites = useRef<(() => void)[]>([]);
  useEffect(() => {
    for (const write of pendingWrites.current.splice(0)) afterNextPaint(write);
  });
  const enabled = shown !== undefined && preferences !== undefined;

  if (!enabled) return { controls: undefined, announcement };

  const commit = (next: ShownPlan, before: ShownPlan) => {
    latest.current = next;
    setShown(next);
    // The list's lines are keyed by food, so the ticks stay valid for the lines still on it.
    pendingWrites.current.push(() => {
      const checksKept = writeChecks(next.plan, readChecks(before.plan).checked);
      if (!rememberShown(next) || !checksKept) toast.error(COMMON.storageFull);
    });
  };

  const swap = async (day: number, meal: MealType): Promise<void> => {
    if (running.current) return;
    running.current = true;
    try {
      await swapOnce(day, meal);
    } finally {
      running.current = false;
    }
  };

  const swapOnce = async (day: number, meal: MealType): Promise<void> => {
    const engine = await loadSwap();
    const asked = latest.current;
    if (engine === undefined || asked === undefined) return;
    const history = asked.swaps ?? EMPTY_HISTORY;
    const tried = triedFor(history, asked.plan, day, meal);
    const result = await engine
      .swapMeal({ plan: asked.plan, preferences, day, meal, tried })
      .catch(() => 'failed' as const);
    // The worker failed (its file could not be loaded offline), or its answer could not be read.
    if (result === 'failed' || result === undefined) {
      toast.error(result === 'failed' ? COMMON.offline : COMMON.unexpected);
      return;
    }
    const current = latest.current;
    // The plan changed while the engine worked (another tab): the answer is for a plan no longer shown.
    if (current !== asked) return;
    // Only the slot changes: the other days stay the same objects, so their cards are not drawn again.
    const swapped = result.ok
      ? {
          ok: true as const,
          value: { ...result.value, plan: withMeal(current.plan, day, meal, result.value.meal) },
        }
      : result;
    const outcome = applySwap(current.plan, history, { day, meal, tried }, swapped);
    const dayName = current.plan[day]?.day ?? '';
    if (!outcome.ok) {
      // The engine says why in Swedish (no other dish fits); the plan stays as it was.
      setAnnouncement(outcome.error);
      toast.info(outcome.error);
      return;
    }
    commit({ ...current, plan: outcome.value.plan, swaps: outcome.value.history }, current);
    setAnnouncement(T.swapped(MEAL_LABELS[meal], dayName, outcome.value.meal.name));
  };

  const undo = (day: number, meal: MealType) => {
    const current = latest.current;
    if (current === undefined) return;
    const undone = undoSwap(current.plan, current.swaps ?? EMPTY_HISTORY, day, meal);
    if (undone === undefined) return;
    commit({ ...current, plan: undone.plan, swaps: undone.history }, current);
    setAnnouncement(T.undone(MEAL_LABELS[meal], current.plan[day]?.day ?? '', undone.meal.name));
  };

  actions.current = { swap, undo };
  const history = shown.swaps ?? EMPTY_HISTORY;
  return {
    controls: (day) => ({
      onSwap: (meal) => actions.current?.swap(day, meal) ?? Promise.resolve(),
      onUndo: (meal) => actions.current?.undo(day, meal),
      canUndo: (meal) => canUndo(history, day, meal),
      prepare: prepareSwap,
    }),
    announcement,
  };
}
