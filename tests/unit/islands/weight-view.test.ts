import { describe, expect, it } from 'vitest';
import { calculateCalories } from '@shared/calculator.ts';
import { dateOfDay, dayNumber } from '@shared/format/calendar-day.ts';
import { smoothTrend } from '@shared/weight/trend.ts';

import {
  energyView,
  estimateWeeks,
  goalOf,
  pointsInPeriod,
  trendOf,
  weekIntake,
  weekOf,
  weeklyRate,
  weighInsOf,
  type LogRow,
} from '@/islands/weight/view-model';
import { weighInSchema } from '@/islands/weight/actions';
import { weekLabel } from '@/islands/weight/EnergySection';
import { latestRow } from '@/islands/weight/LogForm';
import type { BodyDetails, WeightSettings } from '@/lib/weight/stored-weight';

const START = dayNumber('2026-03-02'); // a Monday
const day = (n: number) => dateOfDay(START + n);
/** A weigh-in on each of `days` on a steady change of `perDay` kg from `kg`. */
const steady = (kg: number, perDay: number, days: readonly number[]): LogRow[] =>
  days.map((n) => ({ day: day(n), kg: Math.round((kg + perDay * n) * 10) / 10, waist_cm: null }));
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const NO_SETTINGS: WeightSettings = { trendOnly: false, weeks: {} };
const BODY: BodyDetails = { age: 40, gender: 'female', height: 168, activityLevel: 'light' };

describe('a week’s intake', () => {
  const basis = { planKcal: 1800, formulaKcal: 2400 };

  it('is the number given, the plan’s goal (helt), halfway to the formula (delvis) or the formula (inte alls)', () => {
    expect(weekIntake({ kind: 'kcal', kcal: 2150 }, basis)).toEqual({ kcal: 2150, source: 'kcal' });
    expect(weekIntake({ kind: 'plan', followed: 'full' }, basis)).toEqual({
      kcal: 1800,
      source: 'plan-full',
    });
    expect(weekIntake({ kind: 'plan', followed: 'partly' }, basis)).toEqual({
      kcal: 2100,
      source: 'plan-partly',
    });
    expect(weekIntake({ kind: 'plan', followed: 'not' }, basis)).toEqual({ kcal: 2400, source: 'plan-not' });
  });

  it('is the plan’s goal when nothing is said, else the formula, else unknown', () => {
    expect(weekIntake(undefined, basis)).toEqual({ kcal: 1800, source: 'default-plan' });
    expect(weekIntake(undefined, { planKcal: undefined, formulaKcal: 2400 })).toEqual({
      kcal: 2400,
      source: 'default-formula',
    });
    expect(weekIntake(undefined, { planKcal: undefined, formulaKcal: undefined })).toBeUndefined();
  });

  it('is unknown when the rule needs a figure that is missing', () => {
    const noFormula = { planKcal: 1800, formulaKcal: undefined };
    expect(weekIntake({ kind: 'plan', followed: 'partly' }, noFormula)).toBeUndefined();
    expect(weekIntake({ kind: 'plan', followed: 'not' }, noFormula)).toBeUndefined();
    expect(
      weekIntake({ kind: 'plan', followed: 'full' }, { planKcal: undefined, formulaKcal: 2400 }),
    ).toBeUndefined();
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    expect(weekOf('2026-03-02')).toBe('2026-03-02');
    expect(weekOf('2026-03-08')).toBe('2026-03-02');
    expect(weekOf('2026-03-09')).toBe('2026-03-09');
    expect(weekOf('2026-11-27')).toBe('2026-11-23');
  });

  it('the estimate reads the weeks of the last 28 days up to the latest weigh-in', () => {
    // 28 days ending Sunday 29 March: exactly the four weeks from 2 March.
    expect(estimateWeeks('2026-03-29')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
    // Ending on a Wednesday: five weeks, the first and last in part.
    expect(estimateWeeks('2026-04-01')).toHaveLength(5);
  });

  it('are labelled by their days: "2–8 mar", across a month "30 mar–5 apr"', () => {
    expect(weekLabel('2026-03-02')).toBe('2–8 mar');
    expect(weekLabel('2026-03-30')).toBe('30 mar–5 apr');
  });
});

describe('a period of the trend', () => {
  const rows = steady(80, -0.05, range(120));
  const trend = smoothTrend(weighInsOf(rows));
  const today = day(119);

  it('holds the last 30 or 90 days up to today, or everything', () => {
    expect(pointsInPeriod(trend, '30', today).map((p) => p.date)).toEqual(range(30).map((n) => day(90 + n)));
    expect(pointsInPeriod(trend, '90', today)).toHaveLength(90);
    expect(pointsInPeriod(trend, 'all', today)).toHaveLength(120);
  });

  it('keeps the trend smoothed over the whole log (a period’s first point carries what came before)', () => {
    const [first] = pointsInPeriod(trend, '30', today);
    expect(first?.trend).toBe(trend[90]?.trend);
    expect(first?.trend).not.toBe(first?.kg);
  });

  it('is empty when the last weigh-in is older than the period', () => {
    expect(pointsInPeriod(trend, '30', day(200))).toEqual([]);
  });

  it('gives the weekly rate in kg and in % of the trend weight', () => {
    const rate = weeklyRate(weighInsOf(rows), '30', 75);
    expect(rate?.kg).toBeCloseTo(-0.35, 1);
    expect(rate?.percent).toBeCloseTo((-0.35 / 75) * 100, 1);
    expect(weeklyRate(weighInsOf(rows.slice(0, 2)), 'all', 80)).toBeUndefined();
  });
});

describe('the energy view', () => {
  // Losing 0.1 kg a day while eating the plan's 1 800: expenditure 1 800 + 770 = 2 570.
  const losing = steady(90, -0.1, range(28));

  it('estimates the expenditure from the plan’s goal and the trend, and suggests a goal at the safe rate', () => {
    const view = energyView({
      rows: losing,
      settings: NO_SETTINGS,
      planKcal: 1800,
      body: BODY,
      goal: 'weight-loss',
    });
    expect(view?.estimate.kind).toBe('ready');
    if (view?.estimate.kind !== 'ready') return;
    expect(view.estimate.value.kcal).toBeCloseTo(2570, -1);
    expect(view.formulaKcal).toBe(calculateCalories({ ...BODY, weight: view.trendKg }).tdee);
    // 0.5 % of ~88 kg a week = 0.44 kg = ~484 kcal a day under the expenditure.
    expect(view.suggestion?.kcal).toBeGreaterThan(2000);
    expect(view.suggestion?.kcal).toBeLessThan(2570);
    expect(view.suggestion?.weeklyKg).toBeCloseTo(-0.005 * view.trendKg, 1);
  });

  it('uses each week’s own intake: eating 300 kcal more one week raises the estimate by a quarter of it', () => {
    const base = energyView({
      rows: losing,
      settings: NO_SETTINGS,
      planKcal: 1800,
      body: BODY,
      goal: 'maintenance',
    });
    const settings: WeightSettings = { ...NO_SETTINGS, weeks: { [day(7)]: { kind: 'kcal', kcal: 2100 } } };
    const more = energyView({ rows: losing, settings, planKcal: 1800, body: BODY, goal: 'maintenance' });
    if (base?.estimate.kind !== 'ready' || more?.estimate.kind !== 'ready') throw new Error('no estimate');
    // 7 of the 27 days between the first and last weigh-in ate 300 kcal more.
    expect(more.estimate.value.kcal - base.estimate.value.kcal).toBeCloseTo((300 * 7) / 27, 5);
  });

  it('waits for 14 days and 8 weigh-ins', () => {
    const view = energyView({
      rows: steady(80, 0, range(10)),
      settings: NO_SETTINGS,
      planKcal: 1800,
      body: BODY,
      goal: 'maintenance',
    });
    expect(view?.estimate).toEqual({ kind: 'too-little', data: { days: 9, weighIns: 10 } });
    expect(view?.suggestion).toBeUndefined();
  });

  it('names the weeks whose intake is unknown (no plan and no body details)', () => {
    const view = energyView({
      rows: losing,
      settings: NO_SETTINGS,
      planKcal: undefined,
      body: undefined,
      goal: 'maintenance',
    });
    expect(view?.estimate).toEqual({
      kind: 'intake-missing',
      weeks: ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'],
    });
  });

  it('suggests no deficit after three weeks of fast loss, under BMI 18.5 or under 18, and says why', () => {
    const fast = steady(70, -0.15, range(28)); // over 1 % of body weight a week
    const view = energyView({
      rows: fast,
      settings: NO_SETTINGS,
      planKcal: 1800,
      body: BODY,
      goal: 'weight-loss',
    });
    if (view?.estimate.kind !== 'ready') throw new Error('no estimate');
    expect(view.care).toEqual(['fast-loss']);
    expect(view.suggestion?.kcal).toBe(Math.round(view.estimate.value.kcal / 10) * 10);

    const thin = energyView({
      rows: steady(50, 0, range(28)),
      settings: NO_SETTINGS,
      planKcal: 1800,
      body: { ...BODY, height: 175 },
      goal: 'weight-loss',
    });
    expect(thin?.care).toEqual(['underweight']);
    expect(thin?.suggestion?.kcal).toBe(1800);

    const young = energyView({
      rows: steady(80, 0, range(28)),
      settings: NO_SETTINGS,
      planKcal: 2000,
      body: { ...BODY, age: 16 },
      goal: 'weight-loss',
    });
    expect(young?.care).toEqual(['minor']);
    expect(young?.suggestion?.kcal).toBe(2000);
  });

  it('takes the goal chosen on the page, else the meal plan’s, else maintenance', () => {
    expect(goalOf({ ...NO_SETTINGS, goal: 'weight-gain' }, 'weight-loss')).toBe('weight-gain');
    expect(goalOf(NO_SETTINGS, 'weight-loss')).toBe('weight-loss');
    expect(goalOf(NO_SETTINGS, 'muscle-gain')).toBe('maintenance');
    expect(goalOf(NO_SETTINGS, undefined)).toBe('maintenance');
  });
});

describe('derived once per version of the log', () => {
  it('the trend is the smoothed weigh-ins in date order, the same object for the same rows', () => {
    const rows = [...steady(80, -0.1, [3, 0, 2, 1])];
    const derived = trendOf(rows);
    expect(derived.weighIns.map((w) => w.date)).toEqual([day(0), day(1), day(2), day(3)]);
    expect(derived.trend).toEqual(smoothTrend(weighInsOf(rows)));
    expect(trendOf(rows)).toBe(derived);
    // A changed log is a new array: derived again.
    const next = [...rows, ...steady(79, 0, [4])];
    expect(trendOf(next)).not.toBe(derived);
    expect(trendOf(next).trend).toHaveLength(5);
  });

  it('the latest weigh-in is the one of the latest day, in any order; none for an empty log', () => {
    const rows = steady(80, -0.1, [2, 7, 0, 5]);
    expect(latestRow(rows)).toEqual(rows[1]);
    expect(latestRow([])).toBeUndefined();
  });

  it('the weigh-in’s schema is built once a day and refuses the days after the one it was built for', () => {
    const values = { kg: '80,4', date: day(1), waist: '' };
    expect(weighInSchema(day(0))).toBe(weighInSchema(day(0)));
    expect(weighInSchema(day(0)).safeParse(values).success).toBe(false);
    expect(weighInSchema(day(1))).not.toBe(weighInSchema(day(0)));
    expect(weighInSchema(day(1)).safeParse(values).success).toBe(true);
  });
});
