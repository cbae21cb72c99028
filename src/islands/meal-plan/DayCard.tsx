import { MEAL_LABELS, MEAL_TYPES, type MealType } from '@shared/domain.ts';
import type { Meal, MealPlanDay } from '@shared/schemas/meal-plan.ts';
import { memo, useId, useRef, useState } from 'react';

import { oneDecimal, planDate, whole } from '@/lib/format/sv';
import { MEAL_PLAN as T } from '@/lib/messages/meal-plan';
import { BUSY_AFTER_MS } from '@/ui/useForm';

import { usePrinting } from './printing';

/** "Byt rätt" for a day's meals: what to do on a press, and what can be undone. */
export interface SwapControls {
  /** Swaps the meal; settles once the answer is on screen (or the swap was refused or failed). */
  onSwap: (meal: MealType) => Promise<void>;
  onUndo: (meal: MealType) => void;
  canUndo: (meal: MealType) => boolean;
  /** The user is about to press (a pointer over it, mouse or touch, or focus): load the swap code. */
  prepare: () => void;
}

function SwapButtons({ type, dayName, swap }: { type: MealType; dayName: string; swap: SwapControls }) {
  const swapButton = useRef<HTMLButtonElement>(null);
  // The busy state is the button's own: a press draws this button, not the page around it.
  const [busy, setBusy] = useState(false);
  const label = MEAL_LABELS[type];
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-1" data-print-hidden>
      {swap.canUndo(type) && (
        <button
          type="button"
          className="rounded-md px-2 py-1 text-sm text-brand-800 underline-offset-2 hover:underline"
          aria-label={T.undoLabel(label, dayName)}
          onClick={() => {
            swap.onUndo(type);
            // The Ångra button may go away with the undo: keep the keyboard on this card.
            swapButton.current?.focus();
          }}
        >
          {T.undo}
        </button>
      )}
      {/*
        Not `disabled` while busy: a disabled button drops the keyboard focus. The name is
        "Byt lunch, måndag": it starts with the visible words "Byt lunch" (label in name).
      */}
      <button
        ref={swapButton}
        type="button"
        className="inline-flex items-center gap-1 rounded-md border border-line bg-white px-2 py-1 text-sm font-medium hover:bg-brand-50 aria-busy:cursor-wait aria-busy:text-muted"
        aria-label={T.swapLabel(label, dayName)}
        aria-busy={busy || undefined}
        data-testid="swap-meal"
        // A finger's touch enters the button as a pointer too (pointerenter comes before the
        // touch's own events), so a pointer and a focus cover mouse, touch, pen and keyboard.
        onPointerEnter={swap.prepare}
        onFocus={swap.prepare}
        onClick={() => {
          // While busy a press does nothing. One before the busy state shows is answered by the
          // swap already running (one at a time, ./use-meal-swap.ts): it settles at once and
          // clears only its own timer.
          if (busy) return;
          // With the engine loaded a swap is answered well within BUSY_AFTER_MS, also on a slow
          // phone (the worker's 2.4–5.7 ms at full speed in the bench's traces, some 15–35 ms on
          // its phone): one render and one frame less. The first press, which loads the engine,
          // shows the ring.
          const showBusy = setTimeout(setBusy, BUSY_AFTER_MS, true);
          void swap.onSwap(type).finally(() => {
            clearTimeout(showBusy);
            setBusy(false);
          });
        }}
      >
        {busy && (
          <span
            aria-hidden="true"
            className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        )}
        {T.swapVisible(label)}
      </button>
    </div>
  );
}

/**
 * A meal's recipe, folded until opened (a disclosure button: the week is a short list of meals on
 * a phone); printing shows every recipe, open or not. A folded recipe is not in the page until it
 * is opened or printed: a week's 28 recipes were a third of the page's elements on its first render.
 */
function Recipe({ recipe }: { recipe: NonNullable<Meal['recipe']> }) {
  const [open, setOpen] = useState(false);
  const printing = usePrinting();
  const id = useId();
  const meta = ` · ${T.servings(recipe.servings)} · ${T.cookingTime(recipe.cookingTime)}`;
  return (
    <div className="mt-3 border-t border-line pt-2 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold text-brand-800 hover:bg-brand-50"
        data-print-hidden
        data-testid="recipe-toggle"
      >
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path
            d={open ? 'M2 4l4 4 4-4' : 'M4 2l4 4-4 4'}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        {open ? T.hideRecipe : T.showRecipe}
        <span className="font-normal text-muted">{meta}</span>
      </button>
      <div id={id} className={open ? '' : 'hidden print:block'} data-testid="recipe">
        {(open || printing) && (
          <>
            <p className="hidden font-semibold print:block">
              {T.recipe}
              <span className="font-normal">{meta}</span>
            </p>
            <h5 className="mt-2 font-medium">{T.ingredients}</h5>
            <ul className="list-disc pl-5">
              {recipe.ingredients.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
            <h5 className="mt-2 font-medium">{T.instructions}</h5>
            <ol className="list-decimal pl-5">
              {recipe.instructions.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}

interface MealCardProps {
  type: MealType;
  meal: Meal;
  dayName: string;
  swap: SwapControls | undefined;
}

function MealCardView({ type, meal, dayName, swap }: MealCardProps) {
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="meal-card min-w-0 rounded-md border border-line p-3"
      data-meal={type}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{MEAL_LABELS[type]}</p>
          <h4 id={id} className="mt-0.5 font-semibold" data-testid="meal-name">
            {/* A catalogue dish has its recipe page; an AI-made meal has no recipe id and no page. */}
            {meal.recipeId === undefined ? (
              meal.name
            ) : (
              <a href={`/recipes/${meal.recipeId}`} className="underline-offset-2 hover:underline">
                {meal.name}
              </a>
            )}
          </h4>
        </div>
        {swap !== undefined && <SwapButtons type={type} dayName={dayName} swap={swap} />}
      </div>
      {meal.description !== '' && <p className="mt-1 text-sm text-muted">{meal.description}</p>}
      {/*
        The meal's energy and macros as one line of text, each value a span (kcal names the energy):
        a week draws 28 of these, and a list of terms was 13 elements and 12 text nodes a meal.
      */}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{`${whole(meal.calories)} ${T.kcal}`}</span>
        <span>{`${T.protein} ${T.grams(oneDecimal(meal.protein))}`}</span>
        <span>{`${T.carbs} ${T.grams(oneDecimal(meal.carbs))}`}</span>
        <span>{`${T.fat} ${T.grams(oneDecimal(meal.fat))}`}</span>
      </p>
      {meal.recipe !== undefined && <Recipe recipe={meal.recipe} />}
    </article>
  );
}

/** What a meal's swap buttons show from the controls: whether there are any, and "Ångra". */
function mealSwapShown(swap: SwapControls | undefined, type: MealType): string {
  return swap === undefined ? '' : String(swap.canUndo(type));
}

/**
 * A meal is drawn again only when the meal itself or what its buttons show changed: the answer to
 * "Byt rätt" draws that meal anew, while the day's other meals stay as they were (the controls act
 * through the latest render, as the day card's do).
 */
const MealCard = memo(
  MealCardView,
  (before, after) =>
    before.type === after.type &&
    before.meal === after.meal &&
    before.dayName === after.dayName &&
    mealSwapShown(before.swap, before.type) === mealSwapShown(after.swap, after.type),
);

/**
 * One plan day: day name, sv-SE date, the day's target, its meals (Mellanmål only when
 * the day has one, each with "Byt rätt" when the plan can be swapped) and the calorie breakdown
 * that says 'Ej matchning!' when the meals' sum differs.
 */
interface DayCardProps {
  day: MealPlanDay;
  /** The card's element id, the target of the day links. */
  anchor?: string;
  swap?: SwapControls | undefined;
}

function DayCardView({ day, anchor, swap }: DayCardProps) {
  const id = useId();
  const meals: [MealType, Meal][] = [
    ['breakfast', day.breakfast],
    ['lunch', day.lunch],
    ['dinner', day.dinner],
  ];
  if (day.snack !== undefined) meals.push(['snack', day.snack]);
  const sum = Math.round(meals.reduce((total, [, meal]) => total + meal.calories, 0));
  const target = Math.round(day.totalCalories);
  const matches = sum === target;
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="day-card contained scroll-mt-16 rounded-lg border border-line bg-white p-4 shadow-sm"
      data-testid="day-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold">
          {day.day} <span className="font-normal text-muted">{planDate(day.date)}</span>
        </h3>
        <p className="text-sm font-medium">{T.dayTarget(whole(day.totalCalories))}</p>
      </div>
      <div className="day-meals mt-3 grid gap-3 md:grid-cols-2">
        {meals.map(([type, meal]) => (
          <MealCard key={type} type={type} meal={meal} dayName={day.day} swap={swap} />
        ))}
      </div>
      <p className="mt-3 text-sm" data-testid="calorie-breakdown">
        {`${T.breakdown}: ${meals.map(([, meal]) => whole(meal.calories)).join(' + ')} = ${whole(sum)} ${T.kcal}`}
        {!matches && (
          <>
            {' '}
            <strong className="text-danger-600">{T.mismatch}</strong>{' '}
            <span className="text-muted">{T.mismatchExplained(whole(sum), whole(target))}</span>
          </>
        )}
      </p>
    </section>
  );
}

/** What the swap controls show for a day: whether there are any, and which meals can be undone. */
function swapShown(swap: SwapControls | undefined): string {
  if (swap === undefined) return '';
  return MEAL_TYPES.map((meal) => (swap.canUndo(meal) ? 1 : 0)).join('');
}

/**
 * A day card is drawn again only when its day, its anchor or what its swap buttons show changed: a
 * swap replaces one day object and leaves the six others as they were, so one card is drawn, not
 * seven. The controls act through the latest render (useMealSwap), so a card not drawn again stays
 * correct.
 */
export const DayCard = memo(
  DayCardView,
  (before, after) =>
    before.day === after.day &&
    before.anchor === after.anchor &&
    swapShown(before.swap) === swapShown(after.swap),
);
