import { ACTIVITY_LABELS, ACTIVITY_LEVELS, GENDER_LABELS, GENDERS } from '@shared/domain.ts';

import { numberTextError } from '@/lib/forms/number-text';
import { CALCULATOR } from '@/lib/messages/calculator';
import { COMMON } from '@/lib/messages/common';
import { WEIGHT_BODY as T } from '@/lib/messages/weight';
import type { BodyDetails } from '@/lib/weight/stored-weight';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { Form } from '@/ui/Form';
import { Select } from '@/ui/Select';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { useForm } from '@/ui/useForm';

import { loadEnergyActions, prefetchEnergyActions } from './load-energy-actions';

interface Props {
  initial: BodyDetails | undefined;
  onSave: (body: BodyDetails) => void;
  onCancel: () => void;
}

/**
 * "Dina uppgifter": what the formula needs besides the weight (the trend weight is used): age, sex,
 * height and activity, with the calculator's bounds and messages. Stored on the device in the same
 * place the calculator keeps them.
 */
export function BodyDetailsForm({ initial, onSave, onCancel }: Props) {
  const form = useForm({
    age: initial === undefined ? '' : String(initial.age),
    height: initial === undefined ? '' : String(initial.height).replace('.', ','),
    gender: initial?.gender ?? '',
    activityLevel: initial?.activityLevel ?? '',
  });
  const { values } = form;
  const typed = (name: 'age' | 'height', min: number, max: number, range: string) =>
    form.errors[name] ?? numberTextError(values[name], min, max, { notNumber: CALCULATOR.notNumber, range });

  const submit = async () => {
    const actions = await loadEnergyActions();
    if (actions === undefined) return;
    const body = await form.check(actions.checkBodyDetails);
    if (body !== undefined) onSave(body);
  };

  return (
    <Form
      onSubmit={form.submit(submit)}
      onFocus={prefetchEnergyActions}
      onPointerDown={prefetchEnergyActions}
      className="mt-2 grid gap-3"
      data-testid="body-form"
    >
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={CALCULATOR.age}
          inputMode="numeric"
          autoComplete="off"
          markRequired
          {...form.field('age')}
          error={typed('age', 15, 100, CALCULATOR.ageRange)}
        />
        <Field
          label={CALCULATOR.height}
          inputMode="decimal"
          autoComplete="off"
          markRequired
          {...form.field('height')}
          error={typed('height', 100, 250, CALCULATOR.heightRange)}
        />
      </div>
      <ChoiceGroup
        kind="radio"
        legend={CALCULATOR.gender}
        markRequired
        columns={2}
        choices={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
        {...form.field('gender')}
      />
      <Select
        label={CALCULATOR.activity}
        markRequired
        placeholder={T.activityPlaceholder}
        options={ACTIVITY_LEVELS.map((level) => ({ value: level, label: ACTIVITY_LABELS[level] }))}
        {...form.field('activityLevel')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} busyLabel={COMMON.saving}>
          {T.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {COMMON.cancel}
        </Button>
      </div>
    </Form>
  );
}
