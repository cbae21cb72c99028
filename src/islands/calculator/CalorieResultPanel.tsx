import type { CalorieResult } from '@shared/calculator.ts';
import { fitsMealPlan, MAX_DAILY_CALORIES, MIN_DAILY_CALORIES, type Gender } from '@shared/domain.ts';
import { svNumber } from '@shared/format/sv-number.ts';
import type { Ref } from 'react';

import { CALCULATOR as T } from '@/lib/messages/calculator';

interface Props {
  result: CalorieResult;
  gender: Gender;
  /** The heading, focused when a new result appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The calculator's result: TDEE and BMR, the formula used, the advice and the carry to the meal form. */
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
          {result.lose === undefined
            ? T.loseNone(k(MIN_DAILY_CALORIES))
            : result.lose.min === MIN_DAILY_CALORIES
              ? T.loseToFloor(k(result.lose.min), k(result.lose.max))
              : T.lose(k(result.lose.min), k(result.lose.max))}
        </li>
        <li>{T.gain(k(result.gain.min), k(result.gain.max))}</li>
      </ul>
      <p className="mt-3 text-xs text-muted">{T.estimateNote}</p>
      {!fitsMealPlan(result.tdee) && result.tdee < MIN_DAILY_CALORIES && (
        <div className="mt-4 rounded-md border border-line bg-white p-3 text-sm" data-testid="below-floor">
          <h3 className="font-semibold">{T.belowFloor.heading}</h3>
          <p className="mt-1">{T.belowFloor.text(k(MIN_DAILY_CALORIES), k(result.tdee))}</p>
          <p className="mt-1">
            {T.belowFloor.before}
            <a href="https://www.1177.se" className="font-medium text-brand-800 underline underline-offset-2">
              {T.belowFloor.link}
            </a>
            {T.belowFloor.after}
          </p>
        </div>
      )}
      {!fitsMealPlan(result.tdee) && result.tdee > MIN_DAILY_CALORIES && (
        <p className="mt-4 text-sm" data-testid="above-ceiling">
          {T.aboveCeiling(k(MAX_DAILY_CALORIES))}
        </p>
      )}
      <a
        href={fitsMealPlan(result.tdee) ? `/meal-planning?calories=${result.tdee}` : '/meal-planning'}
        className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        {fitsMealPlan(result.tdee)
          ? T.toMealPlanning
          : result.tdee < MIN_DAILY_CALORIES
            ? T.toMealPlanningFromFloor(k(MIN_DAILY_CALORIES))
            : T.toMealPlanningOwnGoal}
      </a>
    </section>
  );
}
