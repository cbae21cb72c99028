import { useState, type SubmitEvent } from 'react';

import { localDateSv } from '@/lib/format/sv';
import { COMMON } from '@/lib/messages/common';
import { SAVE_MEAL_PLAN as T } from '@/lib/messages/meal-plan';
import { insertMealPlan } from '@/lib/supabase/meal-plans';
import type { Json } from '@/lib/supabase/json';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { TextArea } from '@/ui/TextArea';

import type { ShownPlan } from './shown-plan';

interface Props {
  open: boolean;
  onClose: () => void;
  userId: string;
  shown: ShownPlan;
}

/**
 * The save-meal-plan dialog (spec §4, §5), used by both tabs: name (empty → 'Måltidsplan {date}'),
 * optional description; while saving it stays open; on success it closes and clears.
 */
export function SaveMealPlanDialog({ open, onClose, userId, shown }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const fallback = T.defaultName(localDateSv());
  const nameError = name.trim().length > 200 ? T.nameTooLong : undefined;
  const descriptionError = description.trim().length > 2000 ? T.descriptionTooLong : undefined;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || nameError !== undefined || descriptionError !== undefined) return;
    setBusy(true);
    const result = await insertMealPlan({
      userId,
      name: name.trim() === '' ? fallback : name.trim(),
      description: description.trim() === '' ? null : description.trim(),
      preferences: shown.preferences as Json,
      plan: shown.plan,
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(T.failed);
      return;
    }
    toast.success(T.saved);
    setName('');
    setDescription('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={T.title} description={T.description} busy={busy}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <Field
          label={T.name}
          name="name"
          hint={T.nameHint(fallback)}
          placeholder={fallback}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
        />
        <TextArea
          label={T.descriptionField}
          name="description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={descriptionError}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" busy={busy} busyLabel={COMMON.saving}>
            {COMMON.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
