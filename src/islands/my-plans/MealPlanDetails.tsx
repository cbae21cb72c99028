import type { MealPlanCard } from '@/lib/plans/saved-plans';
import { MY_PLANS } from '@/lib/messages/my-plans';

/** A meal plan card's facts: calories per day, diet type (default 'Allmän'), allergies when given. */
export function MealPlanDetails({ card }: { card: MealPlanCard }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {card.calories !== undefined && (
        <>
          <dt className="text-muted">{MY_PLANS.calories}</dt>
          <dd>{MY_PLANS.caloriesPerDay(card.calories)}</dd>
        </>
      )}
      <dt className="text-muted">{MY_PLANS.dietType}</dt>
      <dd>{card.diet}</dd>
      {card.allergies !== undefined && (
        <>
          <dt className="text-muted">{MY_PLANS.allergies}</dt>
          <dd>{card.allergies}</dd>
        </>
      )}
    </dl>
  );
}
