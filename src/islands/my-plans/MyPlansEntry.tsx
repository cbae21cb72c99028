import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { MealPlanCard, WorkoutPlanCard } from '@/lib/plans/saved-plans';
import { serverReachable } from '@/lib/connectivity';
import { COMMON, HUBS } from '@/lib/messages/common';
import { OFFLINE } from '@/lib/messages/offline';
import { MY_PLANS } from '@/lib/messages/plans';
import { authHref } from '@/lib/navigation';
import { STORED } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored';
import { $session } from '@/stores/session';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Tabs } from '@/ui/Tabs';
import { useHydrated } from '@/ui/useHydrated';
import { withIslandBoundary } from '@/ui/IslandBoundary';

import { DeletePlanDialog, type PendingDelete } from './DeletePlanDialog';
import { loadActions } from './load-actions';
import { MealPlanDetails } from './MealPlanDetails';
import { PlanCard } from './PlanCard';
import { PlanList } from './PlanList';
import { SavedWorkoutView } from './SavedWorkoutView';

type Lists =
  | { status: 'loading' }
  | { status: 'failed'; offline: boolean }
  | {
      status: 'loaded';
      meal: MealPlanCard[];
      workout: WorkoutPlanCard[];
      /** How many plans of each kind there are in all; the lists hold the pages loaded so far. */
      mealTotal: number;
      workoutTotal: number;
    };
type TabId = 'meal' | 'workout';
type Viewing = WorkoutPlanCard & { schedule: NonNullable<WorkoutPlanCard['schedule']> };

const PATH = '/my-plans';

/** 'Visa' on a meal plan: hand it to /meal-plan under `selectedMealPlan` (agreed shape) and go there. */
function openMealPlan(card: MealPlanCard): void {
  if (card.selected === undefined) return;
  if (!writeStored(STORED.selectedMealPlan, card.selected)) {
    toast.error(COMMON.storageFull);
    return;
  }
  location.assign('/meal-plan');
}

/**
 * 'Visa' on a workout also keeps it as the last schedule, so /create-workout-plan shows it offline
 * (`hp:last-workout`, read back through its schema there). Best effort: a full storage only loses that copy.
 */
function rememberWorkout(card: Viewing): void {
  writeStored(STORED.lastWorkout, {
    workoutPlan: card.schedule.workoutPlan,
    duration: card.schedule.duration,
    name: card.name,
    createdAt: card.createdAt,
  });
}

/**
 * /my-plans: signed out → /auth and back here after login; the signed-in
 * user's saved meal and workout plans in two tabs, to open or delete. RLS decides whose rows come back.
 */
function MyPlans() {
  // The server renders the loading line; the first client frame must match it whatever the stored
  // session says (React #418 otherwise), so the session is shown only once hydrated.
  const hydrated = useHydrated();
  const session = useStore($session);
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const [lists, setLists] = useState<Lists>({ status: 'loading' });
  const [tab, setTab] = useState<TabId>('meal');
  const [viewing, setViewing] = useState<Viewing | undefined>();
  const [pending, setPending] = useState<PendingDelete | undefined>();
  const [loadingMore, setLoadingMore] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<string | undefined>(undefined);

  const load = useCallback(async () => {
    setLists({ status: 'loading' });
    const actions = await loadActions();
    const result = await actions?.loadPlans();
    if (result?.ok !== true) {
      const offline = !(await serverReachable());
      setLists({ status: 'failed', offline });
      toast.error(offline ? OFFLINE.myPlansOfflineTitle : MY_PLANS.loadFailed);
      return;
    }
    const { meal, workout } = result.value;
    setLists({
      status: 'loaded',
      meal: meal.cards,
      workout: workout.cards,
      mealTotal: meal.total,
      workoutTotal: workout.total,
    });
  }, []);

  /** "Visa fler": the next page of the open tab, appended (a card already shown is not repeated). */
  const loadMore = async (kind: TabId) => {
    if (lists.status !== 'loaded') return;
    setLoadingMore(true);
    const actions = await loadActions();
    const offset = kind === 'meal' ? lists.meal.length : lists.workout.length;
    const answer =
      actions === undefined
        ? undefined
        : kind === 'meal'
          ? await actions.loadMealPage(offset)
          : await actions.loadWorkoutPage(offset);
    setLoadingMore(false);
    if (answer?.ok !== true) {
      toast.error(MY_PLANS.loadMoreFailed);
      return;
    }
    const page = answer.value;
    setLists((current) => {
      if (current.status !== 'loaded') return current;
      const append = <Card extends { id: string }>(shown: Card[], more: Card[]) => {
        const ids = new Set(shown.map((card) => card.id));
        return [...shown, ...more.filter((card) => !ids.has(card.id))];
      };
      return kind === 'meal'
        ? { ...current, meal: append(current.meal, page.cards as MealPlanCard[]), mealTotal: page.total }
        : {
            ...current,
            workout: append(current.workout, page.cards as WorkoutPlanCard[]),
            workoutTotal: page.total,
          };
    });
  };

  useEffect(() => {
    if (session.status === 'signedOut') location.replace(authHref(PATH));
  }, [session.status]);

  useEffect(() => {
    if (userId !== undefined) void load();
  }, [userId, load]);

  useEffect(() => {
    if (viewing !== undefined || returnFocus.current === undefined) return;
    const id = returnFocus.current;
    returnFocus.current = undefined;
    document.querySelector<HTMLElement>(`[data-view-plan="${CSS.escape(id)}"]`)?.focus();
  }, [viewing]);

  const removed = (kind: TabId, id: string) => {
    setLists((current) =>
      current.status !== 'loaded'
        ? current
        : kind === 'meal'
          ? {
              ...current,
              meal: current.meal.filter((card) => card.id !== id),
              mealTotal: Math.max(0, current.mealTotal - 1),
            }
          : {
              ...current,
              workout: current.workout.filter((card) => card.id !== id),
              workoutTotal: Math.max(0, current.workoutTotal - 1),
            },
    );
    setPending(undefined);
    requestAnimationFrame(() => listRef.current?.focus());
  };

  if (!hydrated || session.status !== 'signedIn' || lists.status === 'loading') {
    return (
      <p role="status" className="text-muted">
        {hydrated && session.status === 'signedOut' ? MY_PLANS.redirecting : MY_PLANS.loading}
      </p>
    );
  }

  if (lists.status === 'failed') {
    return (
      <div className="rounded-lg border border-line bg-white p-5">
        <p role="alert" className="text-danger-600">
          {lists.offline ? OFFLINE.myPlansOffline : MY_PLANS.loadFailed}
        </p>
        <Button className="mt-3" onClick={() => void load()}>
          {COMMON.retry}
        </Button>
      </div>
    );
  }

  if (viewing !== undefined) {
    return (
      <SavedWorkoutView
        card={viewing}
        onBack={() => {
          returnFocus.current = viewing.id;
          setViewing(undefined);
        }}
      />
    );
  }

  const mealCards = lists.meal.map((card) => (
    <PlanCard
      key={card.id}
      planId={card.id}
      name={card.name}
      description={card.description}
      createdAt={card.createdAt}
      details={<MealPlanDetails card={card} />}
      onView={card.selected === undefined ? undefined : () => openMealPlan(card)}
      onDelete={() => setPending({ kind: 'meal', id: card.id, name: card.name })}
    />
  ));
  const workoutCards = lists.workout.map((card) => {
    const { schedule } = card;
    return (
      <PlanCard
        key={card.id}
        planId={card.id}
        name={card.name}
        description={card.description}
        createdAt={card.createdAt}
        onView={
          schedule === undefined
            ? undefined
            : () => {
                const view = { ...card, schedule };
                rememberWorkout(view);
                setViewing(view);
              }
        }
        onDelete={() => setPending({ kind: 'workout', id: card.id, name: card.name })}
      />
    );
  });

  const remaining =
    tab === 'meal' ? lists.mealTotal - lists.meal.length : lists.workoutTotal - lists.workout.length;

  return (
    <>
      <Tabs
        label={MY_PLANS.tabsLabel}
        tabs={[
          { id: 'meal', label: MY_PLANS.mealTab(lists.mealTotal) },
          { id: 'workout', label: MY_PLANS.workoutTab(lists.workoutTotal) },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id === 'workout' ? 'workout' : 'meal')}
      >
        {tab === 'meal' ? (
          <PlanList
            label={MY_PLANS.mealTab(lists.mealTotal)}
            listRef={listRef}
            empty={{ text: MY_PLANS.noMealPlans, href: '/meal-planning', action: MY_PLANS.createMealPlan }}
          >
            {mealCards}
          </PlanList>
        ) : (
          <PlanList
            label={MY_PLANS.workoutTab(lists.workoutTotal)}
            listRef={listRef}
            empty={{
              text: MY_PLANS.noWorkoutPlans,
              href: '/create-workout-plan',
              action: MY_PLANS.createWorkoutPlan,
            }}
          >
            {workoutCards}
          </PlanList>
        )}
        {remaining > 0 && (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" disabled={loadingMore} onClick={() => void loadMore(tab)}>
              {loadingMore ? MY_PLANS.loadingMore : MY_PLANS.showMore(remaining)}
            </Button>
          </div>
        )}
      </Tabs>
      <DeletePlanDialog pending={pending} onCancel={() => setPending(undefined)} onDeleted={removed} />
    </>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to the start page). */
export const MyPlansEntry = withIslandBoundary(MyPlans, HUBS.home);
