import { useCallback, useEffect, useRef, useState } from 'react';

import type { MealPlanCard, WorkoutPlanCard } from '@/lib/plans/saved-plans';
import { serverReachable } from '@/lib/connectivity';
import { MY_PLANS } from '@/lib/messages/my-plans';
import { toast } from '@/stores/toasts';

import type { PendingDelete } from './DeletePlanDialog';
import { loadActions } from './load-actions';

export type PlanKind = PendingDelete['kind'];

/** The cards of one kind loaded so far, and how many plans of that kind there are in all. */
export interface Listed<Card> {
  cards: Card[];
  total: number;
}

export type PlanLists =
  | { status: 'loading' }
  | { status: 'failed'; offline: boolean }
  | { status: 'loaded'; meal: Listed<MealPlanCard>; workout: Listed<WorkoutPlanCard> };
export type LoadedLists = Extract<PlanLists, { status: 'loaded' }>;

/**
 * The signed-in user's two lists of saved plans: the first page of each once `userId` is known,
 * "Visa fler" for the open tab (a card already shown is not repeated), the open tab, and the
 * plan asked to be deleted until it is gone (its card goes at once and focus moves to the open
 * tab's list, `listRef`) or the dialog is closed. A failed load says why in a toast (offline or
 * not) and `reload` tries again.
 */
export function usePlanLists(userId: string | undefined) {
  const [lists, setLists] = useState<PlanLists>({ status: 'loading' });
  const [tab, setTab] = useState<PlanKind>('meal');
  const [loadingMore, setLoadingMore] = useState(false);
  const [pending, setPending] = useState<PendingDelete | undefined>();
  const listRef = useRef<HTMLDivElement>(null);

  const reload = useCallback(async () => {
    setLists({ status: 'loading' });
    const actions = await loadActions();
    const result = await actions?.loadPlans();
    if (result?.ok !== true) {
      const offline = !(await serverReachable());
      setLists({ status: 'failed', offline });
      toast.error(offline ? MY_PLANS.loadOfflineTitle : MY_PLANS.loadFailed);
      return;
    }
    setLists({ status: 'loaded', meal: result.value.meal, workout: result.value.workout });
  }, []);

  useEffect(() => {
    if (userId !== undefined) void reload();
  }, [userId, reload]);

  /** Changes the list of `kind`, once the lists are loaded. */
  const changeList = (
    kind: PlanKind,
    change: <Card extends { id: string }>(list: Listed<Card>) => Listed<Card>,
  ) =>
    setLists((current) =>
      current.status !== 'loaded'
        ? current
        : kind === 'meal'
          ? { ...current, meal: change(current.meal) }
          : { ...current, workout: change(current.workout) },
    );

  /** "Visa fler": the next page of the open tab, appended. */
  const showMore = async () => {
    if (lists.status !== 'loaded') return;
    setLoadingMore(true);
    const actions = await loadActions();
    const offset = lists[tab].cards.length;
    const answer =
      actions === undefined
        ? undefined
        : tab === 'meal'
          ? await actions.loadMealPage(offset)
          : await actions.loadWorkoutPage(offset);
    setLoadingMore(false);
    if (answer?.ok !== true) {
      toast.error(MY_PLANS.loadMoreFailed);
      return;
    }
    const page = answer.value;
    changeList(tab, <Card extends { id: string }>(list: Listed<Card>) => {
      const ids = new Set(list.cards.map((card) => card.id));
      const more = (page.cards as unknown as Card[]).filter((card) => !ids.has(card.id));
      return { cards: [...list.cards, ...more], total: page.total };
    });
  };

  /**
   * The plan is deleted: its card goes and the dialog closes; focus moves to the list once the
   * dialog has closed (`listRef`, the dialog's `focusAfter`).
   */
  const deleted = (kind: PlanKind, id: string) => {
    changeList(kind, (list) => ({
      cards: list.cards.filter((card) => card.id !== id),
      total: Math.max(0, list.total - 1),
    }));
    setPending(undefined);
  };

  return { lists, reload, tab, setTab, loadingMore, showMore, pending, setPending, deleted, listRef };
}

export type PlanListsState = ReturnType<typeof usePlanLists>;
