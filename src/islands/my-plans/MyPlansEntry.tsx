import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { COMMON, HUBS } from '@/lib/messages/common';
import { MY_PLANS } from '@/lib/messages/my-plans';
import { authHref } from '@/lib/navigation';
import { STORED } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored';
import { $session } from '@/stores/session';
import { Button } from '@/ui/Button';
import { loadOnDemand } from '@/ui/on-demand';
import { useHydrated } from '@/ui/useHydrated';
import { withIslandBoundary } from '@/ui/IslandBoundary';

import { DeletePlanDialog } from './DeletePlanDialog';
import { PlanTabs } from './PlanTabs';
import type { SavedWorkout, SavedWorkoutView } from './SavedWorkoutView';
import { usePlanLists } from './usePlanLists';

/** A saved workout's schedule view: loaded once the lists are shown, so 'Visa' is at hand. */
const loadView = loadOnDemand(() => import('./SavedWorkoutView'));

const PATH = '/my-plans';

/**
 * 'Visa' on a workout also keeps it as the last schedule, so /create-workout-plan shows it offline
 * (`hp:last-workout`, read back through its schema there). Best effort: a full storage only loses that copy.
 */
function rememberWorkout(workout: SavedWorkout): void {
  writeStored(STORED.lastWorkout, {
    workoutPlan: workout.schedule.workoutPlan,
    duration: workout.schedule.duration,
    name: workout.name,
    createdAt: workout.createdAt,
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
  const plans = usePlanLists(session.status === 'signedIn' ? session.user.id : undefined);
  const { lists } = plans;
  // The saved workout shown, with its view (loaded by then).
  const [viewing, setViewing] = useState<{ card: SavedWorkout; View: typeof SavedWorkoutView }>();
  const returnFocus = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (session.status === 'signedOut') location.replace(authHref(PATH));
  }, [session.status]);

  // Fetched quietly once the lists are shown; 'Visa' asks again (and says so offline) if that failed.
  useEffect(() => {
    if (lists.status === 'loaded') void loadView({ quiet: true });
  }, [lists.status]);

  // One function for the page's life: the cards of a tab are not drawn again for it.
  const openWorkout = useCallback((workout: SavedWorkout) => {
    void loadView().then((module) => {
      if (module === undefined) return;
      rememberWorkout(workout);
      setViewing({ card: workout, View: module.SavedWorkoutView });
    });
  }, []);

  // Back from a workout: focus returns to its 'Visa'.
  useEffect(() => {
    if (viewing !== undefined || returnFocus.current === undefined) return;
    const id = returnFocus.current;
    returnFocus.current = undefined;
    document.querySelector<HTMLElement>(`[data-view-plan="${CSS.escape(id)}"]`)?.focus();
  }, [viewing]);

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
          {lists.offline ? MY_PLANS.loadOffline : MY_PLANS.loadFailed}
        </p>
        <Button className="mt-3" onClick={() => void plans.reload()}>
          {COMMON.retry}
        </Button>
      </div>
    );
  }

  if (viewing !== undefined) {
    const { View } = viewing;
    return (
      <View
        card={viewing.card}
        onBack={() => {
          returnFocus.current = viewing.card.id;
          setViewing(undefined);
        }}
      />
    );
  }

  return (
    <>
      <PlanTabs plans={plans} lists={lists} onViewWorkout={openWorkout} />
      <DeletePlanDialog
        pending={plans.pending}
        onCancel={() => plans.setPending(undefined)}
        onDeleted={plans.deleted}
        list={plans.listRef}
      />
    </>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to the start page). */
export const MyPlansEntry = withIslandBoundary(MyPlans, HUBS.home);
