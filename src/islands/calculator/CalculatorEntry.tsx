import type { CalorieResult } from '@shared/calculator.ts';
import { Form } from '@/ui/Form';
import { ACTIVITY_LABELS, ACTIVITY_LEVELS, GENDER_LABELS, GENDERS, type Gender } from '@shared/domain.ts';
import { useEffect, useRef, useState } from 'react';

import { numberTextError } from '@/lib/forms/number-text';
import { CALCULATOR as T } from '@/lib/messages/calculator';
import { COMMON, HUBS } from '@/lib/messages/common';
import { STORED } from '@/lib/storage/keys';
import { hasStored, writeStored } from '@/lib/storage/stored';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { Field } from '@/ui/Field';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { loadOnDemand } from '@/ui/on-demand';
import { useForm } from '@/ui/useForm';

import type { CalorieResultPanel } from './CalorieResultPanel';
import { loadActions } from './load-actions';

type NumberName = 'age' | 'weight' | 'height';

/** The weight log's trend weight, read after first paint when the weight page left one. */
const loadTrendWeight = loadOnDemand(() => import('./trend-weight'));

/** "72,4": a weight as the field takes it. */
const weightText = (kg: number) => kg.toFixed(1).replace('.', ',');

const BOUNDS: Record<NumberName, { min: number; max: number; range: string }> = {
  age: { min: 15, max: 100, range: T.ageRange },
  weight: { min: 30, max: 300, range: T.weightRange },
  height: { min: 100, max: 250, range: T.heightRange },
};

/**
 * /calorie-calculator: age, gender, weight, height and activity level; the button stays disabled
 * until all are set; out-of-range values get a message next to the field as the
 * visitor types. The zod schema, the formula (Mifflin-St Jeor times the activity factor) and the
 * result view load on the first submit.
 */
function Calculator() {
  const form = useForm({ age: '', weight: '', height: '', gender: '', activityLevel: '' });
  const { values } = form;
  // The result and its view, which comes with the submit-time code.
  const [result, setResult] = useState<{
    result: CalorieResult;
    gender: Gender;
    Panel: typeof CalorieResultPanel;
  }>();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The weight log's latest trend weight: filled in when the field is empty, offered otherwise.
  const [trendWeight, setTrendWeight] = useState<string>();

  useEffect(() => {
    if (!hasStored(STORED.weightTrend)) return;
    void loadTrendWeight({ quiet: true }).then((module) => {
      const read = module?.storedTrendWeight();
      if (read?.kind === 'discarded') toast.info(COMMON.storedValueDiscarded);
      if (read?.kind !== 'ok') return;
      const text = weightText(read.value.kg);
      setTrendWeight(text);
      form.fill((v) => (v.weight === '' ? { weight: text } : {}));
    });
  }, []);

  useEffect(() => {
    if (result !== undefined) resultHeading.current?.focus();
  }, [result]);

  const typedError = (name: NumberName) =>
    numberTextError(values[name], BOUNDS[name].min, BOUNDS[name].max, {
      notNumber: T.notNumber,
      range: BOUNDS[name].range,
    }) ?? form.errors[name];

  const complete = Object.values(values).every((value) => value.trim() !== '');

  const calculate = async () => {
    if (!complete) return;
    const actions = await loadActions();
    if (actions === undefined) return;
    const outcome = actions.calculate(values);
    form.fail(outcome.ok ? {} : outcome.error.messages);
    if (!outcome.ok) {
      setResult(undefined);
      return;
    }
    const { age, gender, height, activityLevel } = outcome.value.input;
    if (
      !writeStored(STORED.calculatorSex, gender) ||
      !writeStored(STORED.bodyDetails, { age, gender, height, activityLevel })
    )
      toast.error(COMMON.storageFull);
    setResult({
      result: outcome.value.result,
      gender: outcome.value.input.gender,
      Panel: actions.CalorieResultPanel,
    });
  };

  const numberField = (name: NumberName, label: string, decimal: boolean) => (
    <Field
      label={label}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      markRequired
      {...form.field(name)}
      error={typedError(name)}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Form
        onSubmit={form.submit(calculate)}
        className="grid gap-4 rounded-lg border border-line bg-white p-5 shadow-sm"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {numberField('age', T.age, false)}
          {numberField('weight', T.weight, true)}
          {numberField('height', T.height, true)}
        </div>
        {trendWeight !== undefined &&
          (values.weight === trendWeight ? (
            <p className="-mt-2 text-xs text-muted" data-testid="trend-weight-note">
              {T.trendWeightNote}
            </p>
          ) : (
            <div className="-mt-2">
              <Button type="button" variant="ghost" onClick={() => form.set('weight', trendWeight)}>
                {T.useTrendWeight(trendWeight)}
              </Button>
            </div>
          ))}
        <ChoiceGroup
          kind="radio"
          legend={T.gender}
          markRequired
          columns={2}
          choices={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
          {...form.field('gender')}
        />
        <ChoiceGroup
          kind="radio"
          legend={T.activity}
          markRequired
          columns={1}
          choices={ACTIVITY_LEVELS.map((level) => {
            const [label, description] = ACTIVITY_LABELS[level].split(' (');
            return {
              value: level,
              label: label ?? ACTIVITY_LABELS[level],
              ...(description === undefined ? {} : { description: description.replace(/\)$/, '') }),
            };
          })}
          {...form.field('activityLevel')}
        />
        <div>
          <Button type="submit" disabled={!complete} busy={form.busy} busyLabel={T.submitBusy}>
            {T.submit}
          </Button>
          {!complete && <p className="mt-2 text-xs text-muted">{T.incompleteHint}</p>}
        </div>
      </Form>
      <div aria-live="polite">
        {result !== undefined && (
          <result.Panel result={result.result} gender={result.gender} headingRef={resultHeading} />
        )}
      </div>
    </div>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to /nutrition). */
export const CalculatorEntry = withIslandBoundary(Calculator, HUBS.nutrition);
