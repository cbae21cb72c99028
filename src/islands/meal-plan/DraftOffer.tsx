import { useStore } from '@nanostores/react';
import { useState } from 'react';

import { MEAL_PLAN as T } from '@/lib/messages/meal-plan';
import { $session } from '@/stores/session';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';

import { SaveMealPlanButton } from './SaveMealPlanButton';
import type { ShownPlan } from '@/lib/plans/shown-plan';

/**
 * A plan made while signed out, found on the device by someone signed in: it becomes theirs only
 * when they say so ("Spara" opens the save dialog), or it goes ("Släng"). Whoever signed in may not
 * be who made it (a shared device), so it is never saved or shown as theirs silently.
 */
export function DraftOffer({
  shown,
  onSaved,
  onDiscard,
}: {
  shown: ShownPlan;
  /** The plan was saved in this account: its new id and name. */
  onSaved: (saved: { id: string; name: string }) => void;
  onDiscard: () => void;
}) {
  const session = useStore($session);
  const [answered, setAnswered] = useState(false);
  if (session.status !== 'signedIn' || answered) return null;
  return (
    <section
      aria-labelledby="draft-offer-title"
      className="rounded-lg border border-brand-700 bg-brand-50 p-4"
      data-print-hidden
    >
      <h2 id="draft-offer-title" className="font-semibold">
        {T.draftOfferTitle}
      </h2>
      <p className="mt-1 text-sm">{T.draftOfferText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <SaveMealPlanButton
          openLabel={T.draftOfferSave}
          onSaved={(saved) => {
            setAnswered(true);
            onSaved(saved);
          }}
          userId={session.user.id}
          shown={shown}
        />
        <Button
          variant="secondary"
          onClick={() => {
            setAnswered(true);
            toast.info(T.draftDiscarded);
            onDiscard();
          }}
        >
          {T.draftOfferDiscard}
        </Button>
      </div>
    </section>
  );
}
