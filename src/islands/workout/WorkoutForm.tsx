import type { SubmitEvent } from 'react';

import {
  WORKOUT_DURATIONS,
  WORKOUT_FREQUENCIES,
  WORKOUT_GOALS,
  type WorkoutDuration,
  type WorkoutFrequency,
  type WorkoutGoal,
} from '@shared/domain.ts';

import { Form } from '@/ui/Form';
import { DURATION_LABELS, FREQUENCY_LABELS, WORKOUT } from '@/lib/messages/workout';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { TextArea } from '@/ui/TextArea';

/** The form's values as the visitor sets them; '' means not chosen yet. */
export interface WorkoutFormValues {
  goals: WorkoutGoal[];
  frequency: WorkoutFrequency | '';
  duration: WorkoutDuration | '';
  specificGoals: string;
}

export const EMPTY_FORM: WorkoutFormValues = { goals: [], frequency: '', duration: '', specificGoals: '' };

const GOAL_CHOICES = WORKOUT_GOALS.map((goal) => ({ value: goal, label: goal }));
const FREQUENCY_CHOICES = WORKOUT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const DURATION_CHOICES = WORKOUT_DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] }));

const isGoal = (value: string): value is WorkoutGoal => (WORKOUT_GOALS as readonly string[]).includes(value);
const isFrequency = (value: string): value is WorkoutFrequency =>
  (WORKOUT_FREQUENCIES as readonly string[]).includes(value);
const isDuration = (value: string): value is WorkoutDuration =>
  (WORKOUT_DURATIONS as readonly string[]).includes(value);

interface Props {
  values: WorkoutFormValues;
  onChange: (values: WorkoutFormValues) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Swedish message per field after a failed check. */
  errors: Partial<Record<keyof WorkoutFormValues, string>>;
}

/** The workout form: goals (checkboxes), frequency and duration (radios), specific goals. */
export function WorkoutForm({ values, onChange, onSubmit, busy, errors }: Props) {
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form onSubmit={submit} className="grid gap-5" aria-label={WORKOUT.generate}>
      <ChoiceGroup
        kind="checkbox"
        legend={WORKOUT.goalsLegend}
        choices={GOAL_CHOICES}
        value={values.goals}
        onChange={(goals) => onChange({ ...values, goals: goals.filter(isGoal) })}
        error={errors.goals}
        columns={1}
        markRequired
      />
      <ChoiceGroup
        kind="radio"
        legend={WORKOUT.frequencyLegend}
        choices={FREQUENCY_CHOICES}
        value={values.frequency}
        onChange={(frequency) => onChange({ ...values, frequency: isFrequency(frequency) ? frequency : '' })}
        error={errors.frequency}
        columns={1}
        markRequired
      />
      <ChoiceGroup
        kind="radio"
        legend={WORKOUT.durationLegend}
        choices={DURATION_CHOICES}
        value={values.duration}
        onChange={(duration) => onChange({ ...values, duration: isDuration(duration) ? duration : '' })}
        error={errors.duration}
        markRequired
      />
      <TextArea
        label={WORKOUT.specificGoals}
        hint={WORKOUT.specificGoalsHint}
        rows={3}
        maxLength={500}
        value={values.specificGoals}
        onChange={(event) => onChange({ ...values, specificGoals: event.currentTarget.value })}
        error={errors.specificGoals}
      />
      <Button type="submit" busy={busy} busyLabel={WORKOUT.generating}>
        {WORKOUT.generate}
      </Button>
    </Form>
  );
}
