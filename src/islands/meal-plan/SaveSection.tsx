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

import { SaveMealPlanDialog } from './SaveMealPlanDialog';
import type { ShownPlan } from './shown-plan';

/**
 * The save section: a signed-in user opens the save dialog; a visitor gets a prompt and a
 * button to /auth that brings them back to this plan (kept in localStorage meanwhile).
 */
export function SaveSection({ shown }: { shown: ShownPlan }) {
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  if (session.status === 'loading') return null;
  return (
    <section
      aria-label={T.saveHeading}
      className="mt-6 rounded-lg border border-line bg-white p-4"
      data-print-hidden
    >
      {session.status === 'signedIn' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">{T.saveText}</p>
          <Button onClick={() => setOpen(true)}>{T.saveButton}</Button>
          <SaveMealPlanDialog
            open={open}
            onClose={() => setOpen(false)}
            userId={session.user.id}
            shown={shown}
          />
        </div>
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
    </section>
  );
}
