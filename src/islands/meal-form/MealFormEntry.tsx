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
import { useEffect, useRef, useState, type SubmitEvent } from 'react';

import { numberTextError, withoutKey } from '@/lib/forms/number-text';
import { COMMON, HUBS } from '@/lib/messages/common';
import { MEAL_FORM as T, wholeKcal } from '@/lib/messages/meal-form';
import { STORED } from '@/lib/storage/keys';
import { hasStored } from '@/lib/storage/stored';
import { $session } from '@/stores/session';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { Field } from '@/ui/Field';
import { Select } from '@/ui/Select';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { loadOnDemand } from '@/ui/on-demand';
import { weightLossBelowFloor } from './calories-check';
import { loadActions } from './load-actions';

type Required = 'calories' | 'dietType' | 'cuisine' | 'goal';
const REQUIRED_ORDER: readonly Required[] = ['calories', 'dietType', 'cuisine', 'goal'];

interface Values {
  calories: string;
  dietType: string;
  cuisine: string[];
  goal: string;
  restrictions: string;
  includeSnacks: boolean;
}

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
  const [values, setValues] = useState<Values>({
    calories: '',
    dietType: '',
    cuisine: [],
    goal: '',
    restrictions: '',
    includeSnacks: false,
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [carried, setCarried] = useState<Carried>();
  const [unknownWords, setUnknownWords] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const refs = {
    calories: useRef<HTMLInputElement>(null),
    dietType: useRef<HTMLSelectElement>(null),
    cuisine: useRef<HTMLInputElement>(null),
    goal: useRef<HTMLSelectElement>(null),
  };

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
        setValues((v) => ({
          ...v,
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
      setValues((v) => ({
        calories: v.calories === '' ? String(stored.calories) : v.calories,
        dietType: v.dietType === '' ? stored.dietType : v.dietType,
        cuisine: v.cuisine.length === 0 ? stored.cuisine : v.cuisine,
        goal: v.goal === '' && carriedNow.calories === undefined ? stored.goal : v.goal,
        restrictions: v.restrictions === '' ? stored.restrictions : v.restrictions,
        includeSnacks: v.includeSnacks || stored.includeSnacks,
      }));
    });
  }, []);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((current) => withoutKey(current, name));
  };

  const focus = (name: Required) => refs[name].current?.focus();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const missing = REQUIRED_ORDER.filter((name) =>
      name === 'cuisine' ? values.cuisine.length === 0 : values[name].trim() === '',
    );
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((name) => [name, COMMON.required])));
      toast.error(T.requiredMissing);
      focus(missing[0] ?? 'calories');
      return;
    }
    setBusy(true);
    setUnknownWords([]);
    const actions = await loadActions();
    const outcome = await actions?.generateAndOpen(values, session.status === 'signedIn');
    if (outcome?.ok === true) return; // navigating; keep the button busy
    const fieldErrors = outcome?.error.fieldErrors ?? {};
    setErrors(fieldErrors);
    setUnknownWords(outcome?.error.unknownRestrictions ?? []);
    const first = REQUIRED_ORDER.find((name) => fieldErrors[name] !== undefined);
    if (first !== undefined) focus(first);
    setBusy(false);
  };

  const typedCaloriesError =
    errors.calories ??
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
      onSubmit={(event) => void onSubmit(event)}
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
          name="calories"
          inputMode="numeric"
          autoComplete="off"
          markRequired
          hint={T.caloriesHint}
          inputRef={refs.calories}
          value={values.calories}
          onChange={(event) => set('calories', event.currentTarget.value)}
          error={caloriesError}
        />
        <Select
          label={T.dietType}
          name="dietType"
          markRequired
          placeholder={T.dietPlaceholder}
          options={DIET_TYPES.map((d) => ({ value: d, label: DIET_LABELS[d] }))}
          selectRef={refs.dietType}
          value={values.dietType}
          onChange={(event) => set('dietType', event.currentTarget.value)}
          error={errors.dietType}
        />
        <Select
          label={T.goal}
          name="goal"
          markRequired
          placeholder={T.goalPlaceholder}
          options={GOALS.map((g) => ({ value: g, label: GOAL_LABELS[g] }))}
          selectRef={refs.goal}
          value={values.goal}
          onChange={(event) => set('goal', event.currentTarget.value)}
          error={errors.goal}
        />
      </div>
      <ChoiceGroup
        kind="checkbox"
        legend={T.cuisine}
        markRequired
        columns={3}
        choices={CUISINES.map((c) => ({ value: c, label: CUISINE_LABELS[c] }))}
        value={values.cuisine}
        onChange={(list) => set('cuisine', list)}
        firstInputRef={refs.cuisine}
        error={errors.cuisine}
      />
      <Field
        label={T.restrictions}
        name="restrictions"
        hint={T.restrictionsHint}
        autoComplete="off"
        value={values.restrictions}
        onChange={(event) => set('restrictions', event.currentTarget.value)}
        error={
          errors.restrictions ??
          (unknownWords.length > 0 ? T.unknownRestrictions(unknownWords.join(', ')) : undefined)
        }
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="includeSnacks"
          checked={values.includeSnacks}
          onChange={(event) => set('includeSnacks', event.currentTarget.checked)}
          className="size-4 accent-brand-700"
        />
        {T.includeSnacks}
      </label>
      <p className="rounded-md bg-brand-50 p-3 text-sm">{T.aiTip}</p>
      <div>
        <Button type="submit" busy={busy} busyLabel={T.submitBusy}>
          {T.submit}
        </Button>
      </div>
    </Form>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to /nutrition). */
export const MealFormEntry = withIslandBoundary(MealForm, HUBS.nutrition);
