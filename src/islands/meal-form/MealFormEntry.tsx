import { Form } from '@/ui/Form';
import {
  CUISINE_LABELS,
  CUISINES,
  DIET_LABELS,
  DIET_TYPES,
  GOAL_LABELS,
  GOALS,
  MAX_DAILY_CALORIES,
  MIN_DAILY_CALORIES,
} from '@shared/domain.ts';
import type { CalculatorGoal } from '@shared/calculator.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';

import { numberTextError } from '@/lib/forms/number-text';
import { COMMON, HUBS } from '@/lib/messages/common';
import { MEAL_FORM as T, wholeKcal } from '@/lib/messages/meal-form';
import { STORED } from '@/lib/storage/keys';
import { hasStored } from '@/lib/storage/stored';
import { $session } from '@/stores/session';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { Checkbox } from '@/ui/Checkbox';
import { Field } from '@/ui/Field';
import { Select } from '@/ui/Select';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { loadOnDemand } from '@/ui/on-demand';
import { useForm } from '@/ui/useForm';
import { weightLossBelowFloor } from './calories-check';
import { loadActions } from './load-actions';

/** The fields in the order they stand in the form (the first invalid one gets focus). */
interface Values {
  calories: string;
  dietType: string;
  goal: string;
  cuisine: string[];
  restrictions: string;
  includeSnacks: boolean;
}

const REQUIRED = ['calories', 'dietType', 'goal', 'cuisine'] as const;

/**
 * What fills the form after first paint, read through zod: the goal and calories the calculator
 * carried in the address, and the visitor's last preferences. Loaded only when there is either.
 */
const loadPrefill = loadOnDemand(() => import('./prefill'));

/** The calculator's goal and calories as the form shows them, for the note saying where they came from. */
interface Carried {
  goal: CalculatorGoal | undefined;
  calories: string | undefined;
}

/**
 * /meal-planning: calories, diet type, cuisines, goal, restrictions and snacks. Calories, diet
 * type, at least one cuisine and the goal are required: missing ones get 'Vänligen fyll i alla
 * obligatoriska fält' and the first of them gets focus. The schema, the
 * generator and (for a signed-in user) supabase-js load on submit.
 */
function MealForm() {
  const session = useStore($session);
  const form = useForm<Values>({
    calories: '',
    dietType: '',
    goal: '',
    cuisine: [],
    restrictions: '',
    includeSnacks: false,
  });
  const { values } = form;
  const [carried, setCarried] = useState<Carried>();
  const [unknownWords, setUnknownWords] = useState<string[]>([]);

  useEffect(() => {
    const search = location.search;
    const fromAddress = /[?&](goal|calories)=/.test(search);
    if (!fromAddress && !hasStored(STORED.mealPreferences)) return;
    void loadPrefill({ quiet: true }).then((module) => {
      if (module === undefined) return;
      const carry = module.carriedFromCalculator(search);
      const carriedNow: Carried = {
        goal: carry.goal,
        calories: carry.calories === undefined ? undefined : String(carry.calories),
      };
      if (carriedNow.goal !== undefined || carriedNow.calories !== undefined) {
        setCarried(carriedNow);
        form.fill((v) => ({
          calories: carriedNow.calories ?? v.calories,
          goal: carriedNow.goal ?? v.goal,
        }));
      }
      if (!hasStored(STORED.mealPreferences)) return;
      // Coming back to change preferences: fill what is still empty with the last ones; what the
      // calculator carried wins over them.
      const read = module.storedPreferences();
      if (read.kind === 'discarded') toast.info(COMMON.storedValueDiscarded);
      if (read.kind !== 'ok') return;
      const stored = read.value;
      form.fill((v) => ({
        calories: v.calories === '' ? String(stored.calories) : v.calories,
        dietType: v.dietType === '' ? stored.dietType : v.dietType,
        cuisine: v.cuisine.length === 0 ? stored.cuisine : v.cuisine,
        goal: v.goal === '' && carriedNow.calories === undefined ? stored.goal : v.goal,
        restrictions: v.restrictions === '' ? stored.restrictions : v.restrictions,
        includeSnacks: v.includeSnacks || stored.includeSnacks,
      }));
    });
  }, []);

  const submit = async () => {
    const missing = REQUIRED.filter((name) =>
      name === 'cuisine' ? values.cuisine.length === 0 : values[name].trim() === '',
    );
    if (missing.length > 0) {
      form.fail(Object.fromEntries(missing.map((name) => [name, COMMON.required])));
      toast.error(T.requiredMissing);
      return false;
    }
    setUnknownWords([]);
    const actions = await loadActions();
    const outcome = await actions?.generateAndOpen(values, session.status === 'signedIn');
    if (outcome?.ok === true) return true; // navigating; the button stays busy
    form.fail(outcome?.error.fieldErrors ?? {});
    setUnknownWords(outcome?.error.unknownRestrictions ?? []);
    return false;
  };

  const typedCaloriesError =
    form.errors.calories ??
    numberTextError(values.calories, MIN_DAILY_CALORIES, MAX_DAILY_CALORIES, {
      notNumber: T.caloriesRange,
      range: T.caloriesRange,
    });
  const caloriesError =
    typedCaloriesError !== undefined && weightLossBelowFloor(values.calories, values.goal)
      ? T.weightLossBelowFloor
      : typedCaloriesError;
  // The note holds while what the calculator carried is what the form shows.
  const carriedNote =
    carried !== undefined &&
    (carried.goal === undefined || values.goal === carried.goal) &&
    (carried.calories === undefined || values.calories === carried.calories)
      ? T.carriedFromCalculator(
          carried.goal,
          carried.calories === undefined ? undefined : wholeKcal(Number(carried.calories)),
        )
      : undefined;

  return (
    <Form
      onSubmit={form.submit(submit)}
      className="grid gap-5 rounded-lg border border-line bg-white p-5 shadow-sm"
    >
      <p className="text-sm text-muted">{T.requiredNote}</p>
      <p
        role="status"
        className={carriedNote === undefined ? 'sr-only' : 'rounded-md bg-brand-50 p-3 text-sm'}
      >
        {carriedNote}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={T.calories}
          inputMode="numeric"
          autoComplete="off"
          markRequired
          hint={T.caloriesHint}
          {...form.field('calories')}
          error={caloriesError}
        />
        <Select
          label={T.dietType}
          markRequired
          placeholder={T.dietPlaceholder}
          options={DIET_TYPES.map((d) => ({ value: d, label: DIET_LABELS[d] }))}
          {...form.field('dietType')}
        />
        <Select
          label={T.goal}
          markRequired
          placeholder={T.goalPlaceholder}
          options={GOALS.map((g) => ({ value: g, label: GOAL_LABELS[g] }))}
          {...form.field('goal')}
        />
      </div>
      <ChoiceGroup
        kind="checkbox"
        legend={T.cuisine}
        markRequired
        columns={3}
        choices={CUISINES.map((c) => ({ value: c, label: CUISINE_LABELS[c] }))}
        {...form.field('cuisine')}
      />
      <Field
        label={T.restrictions}
        hint={T.restrictionsHint}
        autoComplete="off"
        {...form.field('restrictions')}
        error={
          form.errors.restrictions ??
          (unknownWords.length > 0 ? T.unknownRestrictions(unknownWords.join(', ')) : undefined)
        }
      />
      <Checkbox label={T.includeSnacks} {...form.field('includeSnacks')} />
      <p className="rounded-md bg-brand-50 p-3 text-sm">{T.aiTip}</p>
      <div>
        <Button type="submit" busy={form.busy} busyLabel={T.submitBusy}>
          {T.submit}
        </Button>
      </div>
    </Form>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to /nutrition). */
export const MealFormEntry = withIslandBoundary(MealForm, HUBS.nutrition);
