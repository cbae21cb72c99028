/**
 * A weight log's trend: the weigh-ins smoothed as The Hacker's Diet and Libra do, and the rate of
 * change fitted over a window of days. Day-to-day scale noise of 0.5–1 kg (water, gut content) hides
 * a change of a few hundred grams a week; the smoothed trend shows the direction, the fitted rate
 * says how fast.
 */
import { dayNumber } from '../format/calendar-day.ts';

/** One weigh-in: a calendar day (YYYY-MM-DD) and the weight in kg. */
export interface WeighIn {
  date: string;
  kg: number;
}

export interface TrendPoint extends WeighIn {
  /** The smoothed weight on that day, kg. */
  trend: number;
}

/**
 * The share of each new weigh-in in the trend (The Hacker's Diet: 10 %). Small enough that one
 * salty dinner's kilo moves the trend by 100 g; large enough that a real change shows within about
 * two weeks (the trend's memory: 1/α ≈ 10 weigh-ins).
 */
export const TREND_ALPHA = 0.1;

/** Weigh-ins in date order, one per day (a later entry for a day replaces an earlier one). */
export function byDate(weighIns: readonly WeighIn[]): WeighIn[] {
  const perDay = new Map<string, WeighIn>();
  for (const entry of weighIns) perDay.set(entry.date, entry);
  return [...perDay.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The exponentially smoothed trend of the weigh-ins, starting at the first weigh-in. A gap of d days
 * counts as d steps with no news: the new weigh-in's share is 1 − (1 − α)^d, so a week away from the
 * scale weighs the next weigh-in like seven days of them, not like one.
 */
export function smoothTrend(weighIns: readonly WeighIn[], alpha = TREND_ALPHA): TrendPoint[] {
  const points: TrendPoint[] = [];
  let previous: { day: number; trend: number } | undefined;
  for (const entry of byDate(weighIns)) {
    const day = dayNumber(entry.date);
    const trend =
      previous === undefined
        ? entry.kg
        : previous.trend + (1 - (1 - alpha) ** (day - previous.day)) * (entry.kg - previous.trend);
    points.push({ ...entry, trend });
    previous = { day, trend };
  }
  return points;
}

export interface RateFit {
  /** Change per day, kg (negative: losing). */
  kgPerDay: number;
  /** Its standard error, kg/day (from the scatter of the weigh-ins around the line). */
  standardError: number;
  /** The fitted line's weight on the last weigh-in's day, kg. */
  kgAtEnd: number;
  weighIns: number;
  /** Days from the first to the last weigh-in of the fit. */
  spanDays: number;
  from: string;
  to: string;
}

/**
 * The least-squares line through the weigh-ins of the last `windowDays` days (ending at the latest
 * weigh-in): the rate the data support. A smoothed trend lags a change by about 1/α days, so its
 * difference over a few weeks understates a steady loss; the fitted slope does not, and its standard
 * error says how sure it is. Undefined with fewer than three weigh-ins or a span under two days.
 */
export function fitRate(weighIns: readonly WeighIn[], windowDays: number): RateFit | undefined {
  const all = byDate(weighIns);
  const last = all.at(-1);
  if (last === undefined) return undefined;
  const end = dayNumber(last.date);
  const inWindow = all.filter((entry) => end - dayNumber(entry.date) < windowDays);
  const first = inWindow[0];
  if (first === undefined || inWindow.length < 3) return undefined;
  const xs = inWindow.map((entry) => dayNumber(entry.date) - end);
  const ys = inWindow.map((entry) => entry.kg);
  const n = xs.length;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - meanX;
    sxx += dx * dx;
    sxy += dx * ((ys[i] ?? 0) - meanY);
  }
  const spanDays = end - dayNumber(first.date);
  if (spanDays < 2 || sxx === 0) return undefined;
  const kgPerDay = sxy / sxx;
  const intercept = meanY - kgPerDay * meanX;
  let squares = 0;
  for (let i = 0; i < n; i += 1) squares += ((ys[i] ?? 0) - (intercept + kgPerDay * (xs[i] ?? 0))) ** 2;
  const standardError = Math.sqrt(squares / Math.max(1, n - 2) / sxx);
  return {
    kgPerDay,
    standardError,
    kgAtEnd: intercept,
    weighIns: n,
    spanDays,
    from: first.date,
    to: last.date,
  };
}
