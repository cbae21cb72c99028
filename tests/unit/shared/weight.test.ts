import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { careReasons, estimateExpenditure, KCAL_PER_KG, suggestTarget } from '@shared/weight/energy.ts';
import { dateOfDay, dayNumber } from '@shared/format/calendar-day.ts';
import { fitRate, smoothTrend, type WeighIn } from '@shared/weight/trend.ts';
import { MIN_DAILY_CALORIES } from '@shared/domain.ts';
import { measureAccuracy, shareWithin } from '../../../bench/lib/weight-simulation.ts';

const START = dayNumber('2026-03-02');
/** A weigh-in `day` days after 2 March 2026. */
const on = (day: number, kg: number): WeighIn => ({ date: dateOfDay(START + day), kg });
/** A steady change of `perDay` kg from `startKg`, weighed on each of `days`. */
const steady = (startKg: number, perDay: number, days: readonly number[]) =>
  days.map((day) => on(day, startKg + perDay * day));
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the smoothed trend', () => {
  it('moves 10 % of the way to each next-day weigh-in, and a gap of d days counts as d steps', () => {
    const [first, second, third] = smoothTrend([on(0, 80), on(1, 81), on(4, 78)]);
    expect(first?.trend).toBe(80);
    expect(second?.trend).toBeCloseTo(80.1, 10);
    expect(third?.trend).toBeCloseTo(80.1 + (1 - 0.9 ** 3) * (78 - 80.1), 10);
  });

  it('keeps one weigh-in a day (the later entry) in date order', () => {
    const points = smoothTrend([on(2, 79), on(0, 80), on(2, 78.5)]);
    expect(points.map((point) => [point.date, point.kg])).toEqual([
      ['2026-03-02', 80],
      ['2026-03-04', 78.5],
    ]);
  });

  it('lets one heavy day move the trend by a tenth of it', () => {
    const points = smoothTrend([...steady(70, 0, range(20)), on(20, 72)]);
    expect(points.at(-1)?.trend).toBeCloseTo(70.2, 10);
  });
});

describe('the fitted rate', () => {
  it('finds a steady loss exactly, over the window only', () => {
    const weighIns = [
      ...steady(90, 0.2, range(10)),
      ...steady(
        92,
        -0.1,
        range(28).map((day) => day + 10),
      ),
    ];
    const fit = fitRate(weighIns, 28);
    expect(fit?.kgPerDay).toBeCloseTo(-0.1, 10);
    expect(fit?.weighIns).toBe(28);
    expect(fit?.standardError).toBeCloseTo(0, 10);
  });

  it('is undefined with fewer than three weigh-ins', () => {
    expect(fitRate([on(0, 80), on(7, 79)], 28)).toBeUndefined();
  });
});

describe('the expenditure estimate', () => {
  it('is the intake minus the energy of the change: 2 000 kcal eaten while losing 0.1 kg a day is 2 770', () => {
    const estimate = estimateExpenditure(steady(85, -0.1, range(21)), () => 2000);
    expect(estimate.ok && estimate.value.kcal).toBeCloseTo(2000 + 0.1 * KCAL_PER_KG, 6);
  });

  it('averages the intake of the days between the first and the last weigh-in', () => {
    const weighIns = steady(70, 0, range(15));
    const estimate = estimateExpenditure(weighIns, (date) => (dayNumber(date) - START < 7 ? 1800 : 2500));
    expect(estimate.ok && estimate.value.intakeKcal).toBeCloseTo((7 * 1800 + 7 * 2500) / 14, 6);
  });

  it('waits for 14 days and 8 weigh-ins, and says how far the log is', () => {
    expect(estimateExpenditure(steady(80, 0, range(14)), () => 2000)).toMatchObject({
      ok: false,
      error: { days: 13, weighIns: 14 },
    });
    expect(estimateExpenditure(steady(80, 0, [0, 3, 6, 9, 12, 14, 16]), () => 2000)).toMatchObject({
      ok: false,
      error: { weighIns: 7 },
    });
    expect(estimateExpenditure(steady(80, 0, [0, 2, 4, 6, 8, 10, 12, 14]), () => 2000).ok).toBe(true);
  });

  it('is within ±200 kcal for at least 90 % of 1 000 simulated people weighing daily, ±250 at four a week', () => {
    const daily = measureAccuracy(1000, 7);
    const fourAWeek = measureAccuracy(1000, 4);
    expect(daily.declined + fourAWeek.declined).toBe(0);
    expect(shareWithin(daily, 200)).toBeGreaterThanOrEqual(0.9);
    expect(shareWithin(fourAWeek, 250)).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the suggested calorie goal', () => {
  it('aims at a loss of 0.5 % of body weight a week, a gain of 0.25 %, and the expenditure to maintain', () => {
    const base = { expenditureKcal: 2600, trendKg: 84, care: [] };
    expect(suggestTarget({ ...base, goal: 'weight-loss' })).toMatchObject({ kcal: 2140, held: undefined });
    expect(suggestTarget({ ...base, goal: 'weight-gain' })).toMatchObject({ kcal: 2830 });
    expect(suggestTarget({ ...base, goal: 'maintenance' })).toMatchObject({ kcal: 2600, weeklyKg: 0 });
  });

  it('suggests no deficit when care is needed', () => {
    const target = suggestTarget({
      goal: 'weight-loss',
      expenditureKcal: 2100,
      trendKg: 50,
      care: ['underweight'],
    });
    expect(target).toMatchObject({ kcal: 2100, care: ['underweight'] });
  });

  it('never goes below 1 200 kcal a day nor asks a loss faster than the safe rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('weight-loss', 'maintenance', 'weight-gain' as const),
        fc.double({ min: 900, max: 4500, noNaN: true }),
        fc.double({ min: 35, max: 200, noNaN: true }),
        (goal, expenditureKcal, trendKg) => {
          const target = suggestTarget({ goal, expenditureKcal, trendKg, care: [] });
          expect(target.kcal).toBeGreaterThanOrEqual(MIN_DAILY_CALORIES);
          // 5 kcal of rounding either way.
          expect(target.weeklyKg).toBeGreaterThanOrEqual(-0.005 * trendKg - (5 * 7) / KCAL_PER_KG);
          if (target.held === 'floor') expect(target.kcal).toBe(MIN_DAILY_CALORIES);
        },
      ),
    );
  });
});

describe('care', () => {
  it('asks for care after three weeks of losing more than 1 % of body weight a week, not after two', () => {
    const fast = steady(70, -0.11, range(22));
    expect(careReasons(fast, 68)).toEqual(['fast-loss']);
    expect(careReasons(fast.slice(-15), 68)).toEqual([]);
    expect(careReasons(steady(70, -0.09, range(22)), 68)).toEqual([]);
  });

  it('asks for care under a BMI of 18.5', () => {
    expect(careReasons(steady(53, 0, range(10)), 53, 170)).toEqual(['underweight']);
    expect(careReasons(steady(54, 0, range(10)), 54, 170)).toEqual([]);
  });
});
