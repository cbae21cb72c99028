import type { ReactNode } from 'react';

import { longDate } from '@/lib/format/date';
import type { MealPlanCard, WorkoutPlanCard } from '@/lib/plans/saved-plans';
import { MY_PLANS } from '@/lib/messages/my-plans';
import { Button } from '@/ui/Button';

interface Props {
  /** The plan: its id marks the 'Visa' button so focus can return to it; `createdAt` is an ISO timestamp. */
  card: Pick<MealPlanCard | WorkoutPlanCard, 'id' | 'name' | 'description' | 'createdAt'>;
  /** Extra facts (meal plans: calories, diet type, allergies). */
  details?: ReactNode;
  /** Undefined when the plan cannot be opened: the card says so instead of offering 'Visa'. */
  onView: (() => void) | undefined;
  onDelete: () => void;
}

/**
 * A saved plan's card: name, description (or 'Ingen beskrivning'), date; for a meal plan its calories,
 * diet and allergies. Names and descriptions are user text: rendered as text.
 */
export function PlanCard({ card, details, onView, onDelete }: Props) {
  const { id, name, description, createdAt } = card;
  // `contained` (global.css): a tab's new cards are laid out and painted card by card.
  return (
    <li
      className="contained flex flex-col rounded-lg border border-line bg-white p-4 shadow-sm"
      data-plan-card
    >
      <h3 className="font-semibold text-ink">{name}</h3>
      <p className={`mt-1 text-sm ${description === undefined ? 'text-muted italic' : 'text-ink'}`}>
        {description ?? MY_PLANS.noDescription}
      </p>
      <p className="mt-2 text-xs text-muted">
        <time dateTime={createdAt}>{MY_PLANS.created(longDate(createdAt))}</time>
      </p>
      {details}
      {onView === undefined && (
        <p className="mt-3 rounded-md bg-danger-50 p-2 text-sm text-danger-600">{MY_PLANS.unreadable}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {onView !== undefined && (
          <Button onClick={onView} aria-label={MY_PLANS.viewLabel(name)} data-view-plan={id}>
            {MY_PLANS.view}
          </Button>
        )}
        <Button variant="secondary" onClick={onDelete} aria-label={MY_PLANS.deleteLabel(name)}>
          {MY_PLANS.delete}
        </Button>
      </div>
    </li>
  );
}
