import { useState, type RefObject } from 'react';

import { COMMON } from '@/lib/messages/common';
import { MY_PLANS } from '@/lib/messages/my-plans';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

import { loadActions } from './load-actions';

export interface PendingDelete {
  kind: 'meal' | 'workout';
  id: string;
  name: string;
}

interface Props {
  /** The plan the user asked to delete; undefined keeps the dialog closed. */
  pending: PendingDelete | undefined;
  onCancel: () => void;
  /** Called once the row is really gone, so the card can go at once. */
  onDeleted: (kind: PendingDelete['kind'], id: string) => void;
  /** The open tab's list, which takes focus once the dialog has closed over a deleted card. */
  list: RefObject<HTMLDivElement | null>;
}

const TEXTS = {
  meal: { done: MY_PLANS.mealDeleted, failed: MY_PLANS.mealDeleteFailed },
  workout: { done: MY_PLANS.workoutDeleted, failed: MY_PLANS.workoutDeleteFailed },
} as const;

/**
 * Asks before deleting a saved plan. Stays open while deleting; a delete that removed no row is
 * reported as a failure ('Ett fel uppstod vid borttagning av …'), never as a success.
 */
export function DeletePlanDialog({ pending, onCancel, onDeleted, list }: Props) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (pending === undefined) return;
    setBusy(true);
    const actions = await loadActions();
    const result = await actions?.deletePlan(pending.kind, pending.id);
    setBusy(false);
    if (result?.ok === true) {
      toast.success(TEXTS[pending.kind].done);
      onDeleted(pending.kind, pending.id);
    } else {
      toast.error(TEXTS[pending.kind].failed);
      onCancel();
    }
  };

  return (
    <Dialog
      open={pending !== undefined}
      onClose={onCancel}
      title={MY_PLANS.deleteTitle}
      description={pending === undefined ? undefined : MY_PLANS.deleteText(pending.name)}
      busy={busy}
      focusAfter={() => list.current}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {COMMON.cancel}
        </Button>
        <Button variant="danger" busy={busy} busyLabel={MY_PLANS.deleting} onClick={() => void confirm()}>
          {MY_PLANS.deleteConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
