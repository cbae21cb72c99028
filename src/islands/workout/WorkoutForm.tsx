import {
  WORKOUT_DURATIONS,
  WORKOUT_EQUIPMENT,
  WORKOUT_EXPERIENCES,
  WORKOUT_FREQUENCIES,
  WORKOUT_GOALS,
} from '@shared/domain.ts';

import { Form } from '@/ui/Form';
import {
  DURATION_LABELS,
  EQUIPMENT_CHOICES,
  EXPERIENCE_CHOICES,
  FREQUENCY_LABELS,
  WORKOUT_FORM,
} from '@/lib/messages/workout-form';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { TextArea } from '@/ui/TextArea';
import type { FormState } from '@/ui/useForm';

/**
 * The form's values as the visitor sets them, in the order the fields stand; '' means not chosen
 * yet. The shared schema narrows them to the domain's goals, frequencies and durations on submit.
 */
export interface WorkoutFormValues {
  goals: readonly string[];
  experience: string;
  equipment: string;
  frequency: string;
  duration: string;
  specificGoals: string;
}

export const EMPTY_FORM: WorkoutFormValues = {
  goals: [],
  experience: '',
  equipment: '',
  frequency: '',
  duration: '',
  specificGoals: '',
};

const GOAL_CHOICES = WORKOUT_GOALS.map((goal) => ({ value: goal, label: goal }));
const EXPERIENCE = WORKOUT_EXPERIENCES.map((value) => ({ value, ...EXPERIENCE_CHOICES[value] }));
const EQUIPMENT = WORKOUT_EQUIPMENT.map((value) => ({ value, ...EQUIPMENT_CHOICES[value] }));
const FREQUENCY_CHOICES = WORKOUT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const DURATION_CHOICES = WORKOUT_DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] }));

interface Props {
  form: FormState<WorkoutFormValues>;
  onGenerate: (values: WorkoutFormValues) => Promise<void>;
}

/**
 * The workout form: goals (checkboxes), experience of strength training, where the person trains,
 * frequency and duration (radios), specific goals.
 */
export function WorkoutForm({ form, onGenerate }: Props) {
  return (
    <Form onSubmit={form.submit(onGenerate)} className="grid gap-5" aria-label={WORKOUT_FORM.generate}>
      <ChoiceGroup
        kind="checkbox"
        legend={WORKOUT_FORM.goalsLegend}
        choices={GOAL_CHOICES}
        {...form.field('goals')}
        columns={1}
        markRequired
      />
      <ChoiceGroup
        kind="radio"
        legend={WORKOUT_FORM.experienceLegend}
        choices={EXPERIENCE}
        {...form.field('experience')}
        columns={1}
        markRequired
      />
      <ChoiceGroup
        kind="radio"
        legend={WORKOUT_FORM.equipmentLegend}
        choices={EQUIPMENT}
        {...form.field('equipment')}
        columns={1}
        markRequired
      />
      <ChoiceGroup
        kind="radio"
        legend={WORKOUT_FORM.frequencyLegend}
        choices={FREQUENCY_CHOICES}
        {...form.field('frequency')}
        columns={1}
        markRequired
      />
      <ChoiceGroup
        kind="radio"
        legend={WORKOUT_FORM.durationLegend}
        choices={DURATION_CHOICES}
        {...form.field('duration')}
        markRequired
      />
      <TextArea
        label={WORKOUT_FORM.specificGoals}
        hint={WORKOUT_FORM.specificGoalsHint}
        rows={3}
        maxLength={500}
        {...form.field('specificGoals')}
      />
      <Button type="submit" busy={form.busy} busyLabel={WORKOUT_FORM.generating}>
        {WORKOUT_FORM.generate}
      </Button>
    </Form>
  );
}
