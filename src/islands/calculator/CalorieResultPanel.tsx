import type { CalorieResult } from '@shared/calculator.ts';
import { fitsMealPlan, MAX_DAILY_CALORIES, MIN_DAILY_CALORIES, type Gender } from '@shared/domain.ts';
import { svNumber } from '@shared/format/sv-number.ts';
import type { Ref } from 'react';

import { CALCULATOR as T } from '@/lib/messages/calculator';
import { mealPlanningHref } from '@/lib/plans/meal-planning-href';

import { CareNote } from '../shared/CareNote';

interface Props {
  result: CalorieResult;
  gender: Gender;
  /** The heading, focused when a new result appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The calculator's result: TDEE and BMR, the formula used, the advice, and one action per goal that
 * carries the goal and its figure to the meal form (no weight-loss action under 18 years or under
 * BMI 18.5, where a kind note points to 1177, a doctor or the school nurse instead).
 */
export function CalorieResultPanel({ result, gender, headingRef }: Props) {
  const k = (n: number) => svNumber(n, 0);
  return (
    <section
      aria-labelledby="calorie-result-heading"
      className="rounded-lg border border-brand-600 bg-brand-50 p-5"
      data-testid="calorie-result"
    >
      <h2 id="calorie-result-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {T.resultHeading}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{T.tdee}</dt>
          <dd className="text-3xl font-bold text-brand-800" data-testid="tdee">
            {k(result.tdee)} <span className="text-base font-medium">{T.kcalPerDay}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{T.bmr}</dt>
          <dd className="text-2xl font-semibold" data-testid="bmr">
            {k(result.bmr)} <span className="text-base font-medium">{T.kcalPerDay}</span>
          </dd>
        </div>
      </dl>
      <h3 className="mt-4 font-semibold">{T.formulaHeading}</h3>
      <p className="mt-1 text-sm">{T.formula(gender)}.</p>
      <p className="text-sm">{T.factor(svNumber(result.factor, 3))}</p>
      <h3 className="mt-4 font-semibold">{T.adviceHeading}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        <li>{T.maintain(k(result.tdee))}</li>
        <li>
          {result.loseWithheld === 'minor'
            ? T.loseWithheld.minor
            : result.loseWithheld === 'underweight'
              ? T.loseWithheld.underweight(svNumber(result.bmi, 1))
              : result.lose === undefined
                ? T.loseNone(k(MIN_DAILY_CALORIES))
                : result.lose.min === MIN_DAILY_CALORIES
                  ? T.loseToFloor(k(result.lose.min), k(result.lose.max))
                  : T.lose(k(result.lose.min), k(result.lose.max))}
        </li>
        <li>{T.gain(k(result.gain.min), k(result.gain.max))}</li>
      </ul>
      <p className="mt-3 text-xs text-muted">{T.estimateNote}</p>
      {(result.loseWithheld === 'minor' || result.loseWithheld === 'underweight') && (
        <CareNote text={T.careNote} paragraphs={[T.careNote[result.loseWithheld]]} testId="care-note" />
      )}
      {!fitsMealPlan(result.tdee) && result.tdee < MIN_DAILY_CALORIES && (
        <CareNote
          text={T.belowFloor}
          paragraphs={[T.belowFloor.text(k(MIN_DAILY_CALORIES), k(result.tdee))]}
          testId="below-floor"
        />
      )}
      {!fitsMealPlan(result.tdee) && result.tdee > MIN_DAILY_CALORIES && (
        <p className="mt-4 text-sm" data-testid="above-ceiling">
          {T.aboveCeiling(k(MAX_DAILY_CALORIES))}
        </p>
      )}
      <h3 className="mt-5 font-semibold">{T.actionsHeading}</h3>
      <p className="mt-1 text-sm">{T.actionsIntro}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3" data-testid="goal-actions">
        {result.actions.map((action) => (
          <li key={action.goal}>
            <a
              href={mealPlanningHref(action)}
              className="flex h-full flex-col rounded-md bg-brand-700 px-4 py-3 text-white hover:bg-brand-800"
            >
              <span className="font-semibold">{T.actionLabels[action.goal]}</span>
              <span className="text-sm">
                {action.calories === undefined ? T.actionOwnKcal : T.actionKcal(k(action.calories))}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
