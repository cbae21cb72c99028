/**
 * What /weight shows, as pure functions of the log and the page's settings: the weigh-ins of a
 * period with their trend, the weekly rate, the intake of each week, the estimate of expenditure
 * and the calorie goal it suggests. The components only format what these return.
 */
import { calculateCalories, ADULT_AGE, type CalculatorGoal } from '@shared/calculator.ts';
import { dateOfDay, dayNumber } from '@shared/format/calendar-day.ts';
import {
  careReasons,
  ESTIMATE_WINDOW_DAYS,
  estimateExpenditure,
  suggestTarget,
  type CareReason,
  type ExpenditureEstimate,
  type SuggestedTarget,
  type TooLittleData,
} from '@shared/weight/energy.ts';
import { fitRate, smoothTrend, type TrendPoint, type WeighIn } from '@shared/weight/trend.ts';

import type { BodyDetails, PlanFollowed, WeekIntake, WeightSettings } from '@/lib/weight/stored-weight';

/** A weigh-in as the log keeps it (the database's columns). */
export interface LogRow {
  day: string;
  kg: number;
  waist_cm: number | null;
}

export const PERIODS = ['30', '90', 'all'] as const;
export type Period = (typeof PERIODS)[number];

/** The log's weigh-ins in date order, as the trend reads them. */
export function weighInsOf(rows: readonly LogRow[]): WeighIn[] {
  return [...rows]
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .map((row) => ({
      date: row.day,
      kg: row.kg,
    }));
}

/** The log's weigh-ins in date order and their trend: what the list, the chart and the energy read. */
export interface LogTrend {
  weighIns: readonly WeighIn[];
  trend: readonly TrendPoint[];
}

const trends = new WeakMap<readonly LogRow[], LogTrend>();

/**
 * The weigh-ins and their trend, derived once per version of the log: the list, the chart and the
 * energy each read it, and a log's rows are a new array only when the log changes.
 */
export function trendOf(rows: readonly LogRow[]): LogTrend {
  let found = trends.get(rows);
  if (found === undefined) {
    const weighIns = weighInsOf(rows);
    found = { weighIns, trend: smoothTrend(weighIns) };
    trends.set(rows, found);
  }
  return found;
}

/** The days a period covers, ending today: 30, 90, or every day. */
const periodDays = (period: Period) => (period === 'all' ? Number.POSITIVE_INFINITY : Number(period));

/**
 * The trend points of the last 30 or 90 days up to `today` (today included), or all of them. The
 * trend is smoothed over the whole log first, so a period's first point carries what came before.
 */
export function pointsInPeriod(points: readonly TrendPoint[], period: Period, today: string): TrendPoint[] {
  const end = dayNumber(today);
  const days = periodDays(period);
  return points.filter((point) => end - dayNumber(point.date) < days);
}

export interface WeeklyRate {
  /** kg a week (negative: losing). */
  kg: number;
  /** % of the trend weight a week. */
  percent: number;
  weighIns: number;
  spanDays: number;
}

/**
 * The weekly rate over a period: the least-squares slope of its weigh-ins (ending at the latest),
 * as kg and as % of the latest trend weight. Undefined with too few weigh-ins for a line.
 */
export function weeklyRate(
  weighIns: readonly WeighIn[],
  period: Period,
  trendKg: number,
): WeeklyRate | undefined {
  const fit = fitRate(weighIns, periodDays(period));
  if (fit === undefined) return undefined;
  const kg = fit.kgPerDay * 7;
  return { kg, percent: (kg / trendKg) * 100, weighIns: fit.weighIns, spanDays: fit.spanDays };
}

/** The day number of the Monday of a day number's week. 1970-01-01 (day 0) was a Thursday. */
const mondayOf = (day: number) => day - ((day + 3) % 7);

/** The Monday (YYYY-MM-DD) of a day's week. */
export function weekOf(date: string): string {
  return dateOfDay(mondayOf(dayNumber(date)));
}

/** The figures a week's intake may be read from: the meal plan's goal and the formula's maintenance. */
export interface IntakeBasis {
  /** The current meal plan's calorie goal, kcal/day. */
  planKcal: number | undefined;
  /** The formula's maintenance (Mifflin-St Jeor × activity at the trend weight), kcal/day. */
  formulaKcal: number | undefined;
}

/** Where a week's intake came from, for the page to say. */
export type IntakeSource =
  'kcal' | 'plan-full' | 'plan-partly' | 'plan-not' | 'default-plan' | 'default-formula';

export interface ResolvedIntake {
  kcal: number;
  source: IntakeSource;
}

/**
 * A week's intake, kcal/day:
 * - a number the person gave is that number;
 * - "följde planen helt" is the plan's goal;
 * - "delvis" is halfway between the plan's goal and the formula's maintenance;
 * - "inte alls" is the formula's maintenance (eating as one did before the plan);
 * - nothing said is the plan's goal, or without a plan the formula's maintenance.
 * Undefined when the figure the rule needs is missing (no plan, or no body details for the formula).
 */
export function weekIntake(said: WeekIntake | undefined, basis: IntakeBasis): ResolvedIntake | undefined {
  const { planKcal, formulaKcal } = basis;
  if (said?.kind === 'kcal') return { kcal: said.kcal, source: 'kcal' };
  const followed: PlanFollowed | undefined = said?.followed;
  if (followed === 'full')
    return planKcal === undefined ? undefined : { kcal: planKcal, source: 'plan-full' };
  if (followed === 'partly')
    return planKcal === undefined || formulaKcal === undefined
      ? undefined
      : { kcal: Math.round((planKcal + formulaKcal) / 2), source: 'plan-partly' };
  if (followed === 'not')
    return formulaKcal === undefined ? undefined : { kcal: formulaKcal, source: 'plan-not' };
  if (planKcal !== undefined) return { kcal: planKcal, source: 'default-plan' };
  return formulaKcal === undefined ? undefined : { kcal: formulaKcal, source: 'default-formula' };
}

/** The Mondays of the weeks the estimate reads: the last four weeks' days up to the latest weigh-in. */
export function estimateWeeks(latest: string): string[] {
  const end = dayNumber(latest);
  const mondays = new Set<number>();
  for (let day = end - ESTIMATE_WINDOW_DAYS + 1; day <= end; day += 1) mondays.add(mondayOf(day));
  return [...mondays].map(dateOfDay);
}

export interface EnergyInput {
  rows: readonly LogRow[];
  settings: WeightSettings;
  planKcal: number | undefined;
  body: BodyDetails | undefined;
  goal: CalculatorGoal;
}

export interface EnergyView {
  trendKg: number;
  /** The formula's estimate at the trend weight, with body details. */
  formulaKcal: number | undefined;
  weeks: { monday: string; said: WeekIntake | undefined; intake: ResolvedIntake | undefined }[];
  /** The estimate, the data still missing, or the weeks whose intake is unknown. */
  estimate:
    | { kind: 'ready'; value: ExpenditureEstimate }
    | { kind: 'too-little'; data: TooLittleData }
    | { kind: 'intake-missing'; weeks: string[] };
  suggestion: SuggestedTarget | undefined;
  /** Why no deficit is suggested whatever the goal: the trend, the BMI, or an age under 18. */
  care: (CareReason | 'minor')[];
}

/** The energy part of the page: the weeks' intakes, the estimate, the care reasons and the suggestion. */
export function energyView({ rows, settings, planKcal, body, goal }: EnergyInput): EnergyView | undefined {
  const { weighIns, trend } = trendOf(rows);
  const last = trend.at(-1);
  if (last === undefined) return undefined;
  const trendKg = last.trend;
  const formulaKcal = body === undefined ? undefined : calculateCalories({ ...body, weight: trendKg }).tdee;
  const basis = { planKcal, formulaKcal };
  const weeks = estimateWeeks(last.date).map((monday) => {
    const said = settings.weeks[monday];
    return { monday, said, intake: weekIntake(said, basis) };
  });
  const byWeek = new Map(weeks.map((week) => [week.monday, week.intake?.kcal]));
  const missing = weeks.filter((week) => week.intake === undefined).map((week) => week.monday);
  const outcome = estimateExpenditure(weighIns, (date) => byWeek.get(weekOf(date)) ?? Number.NaN);
  const care: EnergyView['care'] = [
    ...careReasons(weighIns, trendKg, body?.height),
    ...(body !== undefined && body.age < ADULT_AGE ? (['minor'] as const) : []),
  ];
  const estimate: EnergyView['estimate'] = !outcome.ok
    ? { kind: 'too-little', data: outcome.error }
    : Number.isFinite(outcome.value.kcal)
      ? { kind: 'ready', value: outcome.value }
      : { kind: 'intake-missing', weeks: missing };
  const suggestion =
    estimate.kind === 'ready'
      ? suggestTarget({
          // Under 18 no deficit either: the body is still growing.
          goal: goal === 'weight-loss' && care.includes('minor') ? 'maintenance' : goal,
          expenditureKcal: estimate.value.kcal,
          trendKg,
          care: care.filter((reason): reason is CareReason => reason !== 'minor'),
        })
      : undefined;
  return { trendKg, formulaKcal, weeks, estimate, suggestion, care };
}

/** The goal the page suggests for: the one chosen here, else the meal plan's if it is one of the three. */
export function goalOf(settings: WeightSettings, planGoal: string | undefined): CalculatorGoal {
  if (settings.goal !== undefined) return settings.goal;
  return planGoal === 'weight-loss' || planGoal === 'weight-gain' ? planGoal : 'maintenance';
}

/** The uncertainty of an estimate in words: how sure, from its standard error (kcal/day). */
export function certainty(uncertaintyKcal: number): 'good' | 'fair' | 'rough' {
  return uncertaintyKcal <= 120 ? 'good' : uncertaintyKcal <= 250 ? 'fair' : 'rough';
}
