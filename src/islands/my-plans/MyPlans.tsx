import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { MealPlanCard, WorkoutPlanCard } from '@/lib/plans/saved-plans';
import { COMMON, HUBS } from '@/lib/messages/common';
import { MY_PLANS } from '@/lib/messages/plans';
import { authHref } from '@/lib/navigation';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { writeStoredJson } from '@/lib/storage/stored-json';
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
  | { status: 'failed' }
  | { status: 'loaded'; meal: MealPlanCard[]; workout: WorkoutPlanCard[] };
type TabId = 'meal' | 'workout';
type Viewing = WorkoutPlanCard & { schedule: NonNullable<WorkoutPlanCard['schedule']> };

const PATH = '/my-plans';

/** 'Visa' on a meal plan: hand it to /meal-plan under `selectedMealPlan` (agreed shape) and go there. */
function openMealPlan(card: MealPlanCard): void {
  if (card.selected === undefined) return;
  if (!writeStoredJson(STORAGE_KEYS.selectedMealPlan, card.selected)) {
    toast.error(COMMON.storageFull);
    return;
  }
  location.assign('/meal-plan');
}

/**
 * /my-plans (spec §2 "My plans"): signed out → /auth and back here after login; the signed-in
 * user's saved meal and workout plans in two tabs, to open or delete. RLS decides whose rows come back.
 */
function MyPlansIsland() {
  // The server renders the loading line; the first client frame must match it whatever the stored
  // session says (React #418 otherwise), so the session is shown only once hydrated.
  const hydrated = useHydrated();
  const session = useStore($session);
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const [lists, setLists] = useState<Lists>({ status: 'loading' });
  const [tab, setTab] = useState<TabId>('meal');
  const [viewing, setViewing] = useState<Viewing | undefined>();
  const [pending, setPending] = useState<PendingDelete | undefined>();
  const listRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<string | undefined>(undefined);

  const load = useCallback(async () => {
    setLists({ status: 'loading' });
    const actions = await loadActions();
    const result = actions === undefined ? { ok: false as const } : await actions.loadPlans();
    if (!result.ok) {
      setLists({ status: 'failed' });
      toast.error(MY_PLANS.loadFailed);
      return;
    }
    setLists({ status: 'loaded', meal: result.meal, workout: result.workout });
  }, []);

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
          ? { ...current, meal: current.meal.filter((card) => card.id !== id) }
          : { ...current, workout: current.workout.filter((card) => card.id !== id) },
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
          {MY_PLANS.loadFailed}
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
        onView={schedule === undefined ? undefined : () => setViewing({ ...card, schedule })}
        onDelete={() => setPending({ kind: 'workout', id: card.id, name: card.name })}
      />
    );
  });

  return (
    <>
      <Tabs
        label={MY_PLANS.tabsLabel}
        tabs={[
          { id: 'meal', label: MY_PLANS.mealTab(lists.meal.length) },
          { id: 'workout', label: MY_PLANS.workoutTab(lists.workout.length) },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id === 'workout' ? 'workout' : 'meal')}
      >
        {tab === 'meal' ? (
          <PlanList
            label={MY_PLANS.mealTab(lists.meal.length)}
            listRef={listRef}
            empty={{ text: MY_PLANS.noMealPlans, href: '/meal-planning', action: MY_PLANS.createMealPlan }}
          >
            {mealCards}
          </PlanList>
        ) : (
          <PlanList
            label={MY_PLANS.workoutTab(lists.workout.length)}
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
      </Tabs>
      <DeletePlanDialog pending={pending} onCancel={() => setPending(undefined)} onDeleted={removed} />
    </>
  );
}

/** The island with its catch-all (spec §8 'Ett oväntat fel uppstod'). */
export const MyPlans = withIslandBoundary(MyPlansIsland, HUBS.home);
