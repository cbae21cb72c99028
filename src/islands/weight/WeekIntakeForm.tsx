import { MAX_DAILY_CALORIES } from '@shared/domain.ts';

import { numberTextError } from '@/lib/forms/number-text';
import { COMMON } from '@/lib/messages/common';
import { WEIGHT_ENERGY as T } from '@/lib/messages/weight';
import type { WeekIntake } from '@/lib/weight/stored-weight';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { Field } from '@/ui/Field';
import { Form } from '@/ui/Form';
import { useForm } from '@/ui/useForm';

import { loadEnergyActions, prefetchEnergyActions } from './load-energy-actions';

interface Props {
  /** The week's label, "3–9 mars". */
  week: string;
  said: WeekIntake | undefined;
  /** Which "följde planen" answers can be turned into a number (they need the plan or the formula). */
  available: { full: boolean; partly: boolean; not: boolean };
  onSave: (intake: WeekIntake | undefined) => void;
  onCancel: () => void;
}

/** One week's intake: "följde planen: helt / delvis / inte alls", or "Intag (kcal/dag)" as a number. */
export function WeekIntakeForm({ week, said, available, onSave, onCancel }: Props) {
  const form = useForm({
    mode: said === undefined ? '' : said.kind === 'kcal' ? 'kcal' : said.followed,
    kcal: said?.kind === 'kcal' ? String(said.kcal) : '',
  });
  const { values } = form;
  const kcalError =
    form.errors.kcal ??
    numberTextError(values.kcal, 500, MAX_DAILY_CALORIES + 1000, {
      notNumber: T.intakeNotNumber,
      range: T.intakeRange,
    });

  const submit = async () => {
    const actions = await loadEnergyActions();
    if (actions === undefined) return;
    const intake = await form.check(actions.checkWeekIntake);
    if (intake !== undefined) onSave(intake);
  };

  return (
    <Form
      onFocus={prefetchEnergyActions}
      onPointerDown={prefetchEnergyActions}
      onSubmit={form.submit(submit)}
      className="mt-2 grid gap-3 rounded-md bg-brand-50 p-3"
      data-testid="week-form"
    >
      <ChoiceGroup
        kind="radio"
        legend={T.weekLegend(week)}
        columns={1}
        choices={[
          ...(['full', 'partly', 'not'] as const)
            .filter((mode) => available[mode])
            .map((mode) => ({ value: mode, label: T.followed[mode] })),
          { value: 'kcal', label: T.ownNumber },
        ]}
        {...form.field('mode')}
      />
      {values.mode === 'kcal' && (
        <Field
          label={T.intakeLabel}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('kcal')}
          error={kcalError}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} busyLabel={COMMON.saving}>
          {COMMON.save}
        </Button>
        {said !== undefined && (
          <Button type="button" variant="secondary" onClick={() => onSave(undefined)}>
            {T.resetWeek}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onCancel}>
          {COMMON.cancel}
        </Button>
      </div>
    </Form>
  );
}
