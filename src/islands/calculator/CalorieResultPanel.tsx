import type { CalorieResult } from '@shared/calculator.ts';
import type { Gender } from '@shared/domain.ts';
import type { Ref } from 'react';

import { CALCULATOR as T } from '@/lib/messages/calculator';

const KCAL = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const FACTOR = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });

interface Props {
  result: CalorieResult;
  gender: Gender;
  /** The heading, focused when a new result appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The calculator's result: TDEE and BMR, the formula used, the advice and the carry to the meal form. */
export function CalorieResultPanel({ result, gender, headingRef }: Props) {
  const k = (n: number) => KCAL.format(n);
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
      <p className="text-sm">{T.factor(FACTOR.format(result.factor))}</p>
      <h3 className="mt-4 font-semibold">{T.adviceHeading}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        <li>{T.maintain(k(result.tdee))}</li>
        <li>{T.lose(k(result.lose.min), k(result.lose.max))}</li>
        <li>{T.gain(k(result.gain.min), k(result.gain.max))}</li>
      </ul>
      <p className="mt-3 text-xs text-muted">{T.estimateNote}</p>
      <a
        href={`/meal-planning?calories=${result.tdee}`}
        className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        {T.toMealPlanning}
      </a>
    </section>
  );
}
