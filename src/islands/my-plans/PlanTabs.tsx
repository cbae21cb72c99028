import { memo, useState } from 'react';

import type { MealPlanCard, WorkoutPlanCard } from '@/lib/plans/saved-plans';
import { COMMON } from '@/lib/messages/common';
import { MY_PLANS } from '@/lib/messages/my-plans';
import { STORED } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Tabs } from '@/ui/Tabs';

import { MealPlanDetails } from './MealPlanDetails';
import { PlanCard } from './PlanCard';
import { PlanList } from './PlanList';
import type { SavedWorkout } from './SavedWorkoutView';
import type { PendingDelete } from './DeletePlanDialog';
import type { LoadedLists, PlanKind, PlanListsState } from './usePlanLists';

interface Props {
  plans: PlanListsState;
  /** `plans.lists`, loaded. */
  lists: LoadedLists;
  onViewWorkout: (workout: SavedWorkout) => void;
}

/** What an empty tab says, and where it offers to create a plan. */
const EMPTY = {
  meal: { text: MY_PLANS.noMealPlans, href: '/meal-planning', action: MY_PLANS.createMealPlan },
  workout: {
    text: MY_PLANS.noWorkoutPlans,
    href: '/create-workout-plan',
    action: MY_PLANS.createWorkoutPlan,
  },
};

/**
 * 'Visa' on a meal plan: read the week through its whole schema, hand it to /meal-plan under
 * `selectedMealPlan` (agreed shape) and go there; a week shaped right that still does not parse is
 * said to be unreadable.
 */
function openMealPlan(card: MealPlanCard): void {
  const selected = card.selected?.();
  if (selected === undefined) {
    toast.error(MY_PLANS.unreadable);
    return;
  }
  if (!writeStored(STORED.selectedMealPlan, selected)) {
    toast.error(COMMON.storageFull);
    return;
  }
  location.assign('/meal-plan');
}

interface TabCardsProps {
  kind: PlanKind;
  cards: readonly (MealPlanCard | WorkoutPlanCard)[];
  label: string;
  onViewWorkout: (workout: SavedWorkout) => void;
  setPending: (pending: PendingDelete) => void;
}

/** A tab's cards: drawn again when its list changes, not when the other tab is chosen. */
const TabCards = memo(function TabCards({ kind, cards, label, onViewWorkout, setPending }: TabCardsProps) {
  /** 'Visa': a meal plan opens on /meal-plan, a workout here; undefined when the plan cannot be read. */
  const viewOf = (card: MealPlanCard | WorkoutPlanCard): (() => void) | undefined => {
    if (card.kind === 'meal') return card.selected === undefined ? undefined : () => openMealPlan(card);
    const { schedule } = card;
    return schedule === undefined ? undefined : () => onViewWorkout({ ...card, schedule });
  };
  return (
    <PlanList label={label} empty={EMPTY[kind]}>
      {cards.map((card) => (
        <PlanCard
          key={card.id}
          card={card}
          details={card.kind === 'meal' && <MealPlanDetails card={card} />}
          onView={viewOf(card)}
          onDelete={() => setPending({ kind: card.kind, id: card.id, name: card.name })}
        />
      ))}
    </PlanList>
  );
});

const KINDS: readonly PlanKind[] = ['meal', 'workout'];

/**
 * The saved plans in two tabs, meal and workout: each card to open or delete, and "Visa fler" while
 * the open tab has more. A tab once opened stays in the page, hidden while the other is open, so
 * switching back shows it without drawing its cards again.
 */
export function PlanTabs({ plans, lists, onViewWorkout }: Props) {
  const { tab, loadingMore, setPending } = plans;
  const [opened, setOpened] = useState<readonly PlanKind[]>([tab]);
  if (!opened.includes(tab)) setOpened([...opened, tab]);
  const open = lists[tab];
  const remaining = open.total - open.cards.length;
  const labels = {
    meal: MY_PLANS.mealTab(lists.meal.total),
    workout: MY_PLANS.workoutTab(lists.workout.total),
  };

  return (
    <Tabs
      label={MY_PLANS.tabsLabel}
      tabs={[
        { id: 'meal', label: labels.meal },
        { id: 'workout', label: labels.workout },
      ]}
      selected={tab}
      onSelect={(id) => plans.setTab(id === 'workout' ? 'workout' : 'meal')}
    >
      {KINDS.filter((kind) => opened.includes(kind)).map((kind) => (
        // The open tab's list takes focus after a delete (`listRef`).
        <div
          key={kind}
          ref={kind === tab ? plans.listRef : undefined}
          hidden={kind !== tab}
          tabIndex={-1}
          className="outline-none"
        >
          <TabCards
            kind={kind}
            cards={lists[kind].cards}
            label={labels[kind]}
            onViewWorkout={onViewWorkout}
            setPending={setPending}
          />
        </div>
      ))}
      {remaining > 0 && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" disabled={loadingMore} onClick={() => void plans.showMore()}>
            {loadingMore ? MY_PLANS.loadingMore : MY_PLANS.showMore(remaining)}
          </Button>
        </div>
      )}
    </Tabs>
  );
}
