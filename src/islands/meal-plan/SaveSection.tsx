import { useStore } from '@nanostores/react';
import { useState } from 'react';

import { MEAL_PLAN as T } from '@/lib/messages/meal-plan';
import { authHref } from '@/lib/navigation';
import { COMMON } from '@/lib/messages/common';
import { STORED } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored';
import { toast } from '@/stores/toasts';
import { $session } from '@/stores/session';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

import { SaveMealPlanButton } from './SaveMealPlanButton';
import { isSaved, type ShownPlan } from '@/lib/plans/shown-plan';

interface Props {
  shown: ShownPlan;
  /** The plan was saved under My plans as `saved` (its new row). */
  onSaved: (saved: { id: string; name: string }) => void;
  /** The person confirmed removing the plan from this device. */
  onDiscard: () => void;
}

/**
 * The save section: a signed-in user opens the save dialog, or hears that the plan is already saved
 * (day for day, so saving again would only copy it) with a link to My plans; a visitor gets a prompt
 * and a button to /auth that brings them back to this plan (kept in localStorage meanwhile). Under
 * it, "Ta bort planen från enheten" removes the kept plan after a confirmation.
 */
export function SaveSection({ shown, onSaved, onDiscard }: Props) {
  const session = useStore($session);
  const [confirming, setConfirming] = useState(false);
  if (session.status === 'loading') return null;
  return (
    <section
      aria-label={T.saveHeading}
      className="mt-6 grid gap-3 rounded-lg border border-line bg-white p-4"
      data-print-hidden
    >
      {session.status === 'signedIn' ? (
        isSaved(shown) ? (
          <div role="status" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">
              <strong>{T.alreadySaved}</strong> {T.alreadySavedText(shown.saved?.name ?? '')}
            </p>
            <a
              href="/my-plans"
              className="inline-flex rounded-md border border-line px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              {T.toMyPlans}
            </a>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">{T.saveText}</p>
            <SaveMealPlanButton
              openLabel={T.saveButton}
              onSaved={onSaved}
              userId={session.user.id}
              shown={shown}
            />
          </div>
        )
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">{T.signInPrompt}</p>
          <Button
            onClick={() => {
              // Kept for the trip to /auth (it may come back in a new tab); full storage is said, not fatal.
              if (!writeStored(STORED.mealPlanDraft, shown)) toast.error(COMMON.storageFull);
              location.assign(authHref('/meal-plan'));
            }}
          >
            {T.signInButton}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <p className="text-xs text-muted">{T.keptNote}</p>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {T.discardButton}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={T.discardTitle}
        description={T.discardText}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {COMMON.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              onDiscard();
            }}
          >
            {T.discardConfirm}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
