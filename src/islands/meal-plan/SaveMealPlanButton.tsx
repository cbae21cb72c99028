import { useRef, useState } from 'react';

import type { ShownPlan } from '@/lib/plans/shown-plan';
import { Button } from '@/ui/Button';
import { loadOnDemand } from '@/ui/on-demand';

/**
 * The save dialog (its form, consent box and text checks), loaded when "Spara" is pressed, or as a
 * pointer or the keyboard reaches the button: most visits never save, so it is not part of the
 * page's first load.
 */
const loadDialog = loadOnDemand(() => import('./SaveMealPlanDialog'));

type Dialog = NonNullable<Awaited<ReturnType<typeof loadDialog>>>;

interface Props {
  /** The label of the button that opens the dialog. */
  openLabel: string;
  /** The plan was saved as a new row: its id and the name it got. */
  onSaved: (saved: { id: string; name: string }) => void;
  userId: string;
  shown: ShownPlan;
}

/**
 * The save-meal-plan button, used by the save section and the draft offer; it opens the dialog of
 * ./SaveMealPlanDialog.tsx. The button stays in the page while the dialog is open, so closing it
 * returns the keyboard here. Offline before the dialog has loaded, the user is told (the plan
 * stays on screen) and the next press tries again.
 */
export function SaveMealPlanButton({ openLabel, ...dialogProps }: Props) {
  const [dialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState(false);
  const loading = useRef(false);
  const openDialog = async () => {
    if (loading.current) return;
    loading.current = true;
    const loaded = await loadDialog();
    loading.current = false;
    if (loaded === undefined) return;
    setDialog(loaded);
    setOpen(true);
  };
  const prefetch = () => void loadDialog({ quiet: true });
  return (
    <>
      <Button onClick={() => void openDialog()} onPointerEnter={prefetch} onFocus={prefetch}>
        {openLabel}
      </Button>
      {dialog !== undefined && (
        <dialog.SaveMealPlanDialog open={open} onClose={() => setOpen(false)} {...dialogProps} />
      )}
    </>
  );
}
