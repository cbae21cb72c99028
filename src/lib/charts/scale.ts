/**
 * The geometry of the site's charts (the training log's and the weight log's), as pure functions:
 * a linear scale, "nice" ticks people read at a glance, day ticks with Swedish labels, and the SVG
 * path of a series. Ours rather than a library's: a line over dated points needs these few lines,
 * and the tool pages' first-load budget has no room for a chart library.
 */
import { svNumber } from '@shared/format/sv-number.ts';
import { dateOfDay } from '@shared/format/calendar-day.ts';
import { svShortDate } from '@shared/format/sv-date.ts';

export interface Point {
  /** A day number (days since 1970-01-01), or any number on a numeric axis. */
  x: number;
  y: number;
}

export type Scale = (value: number) => number;

/** Maps `domain` onto `range` linearly; a domain of one value maps to the middle of the range. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): Scale {
  if (d1 === d0) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * k;
}

/**
 * About `count` ticks over [min, max] on a step of 1, 2, 2.5 or 5 × 10^k, and the domain widened to
 * the outer ticks: 78.4–81.2 kg gives 78, 79, 80, 81, 82.
 */
export function niceTicks(
  min: number,
  max: number,
  count = 5,
): { ticks: number[]; domain: [number, number] } {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { ticks: [], domain: [0, 1] };
  const [low, high] = min === max ? [min - 1, max + 1] : [Math.min(min, max), Math.max(min, max)];
  const rough = (high - low) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const first = Math.floor(low / step + 1e-9) * step;
  const last = Math.ceil(high / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; first + i * step <= last + step / 1e6; i += 1)
    ticks.push(Number((first + i * step).toPrecision(12)));
  return { ticks, domain: [first, last] };
}

/** "3 mar" for a day number. */
export function shortDay(day: number): string {
  return svShortDate(new Date(`${dateOfDay(day)}T00:00:00Z`), { utc: true });
}

/**
 * Day ticks over [first, last]: every day for a week, Mondays for up to about ten weeks, the first of
 * each month beyond; at most `count` of them.
 */
export function dayTicks(first: number, last: number, count = 6): number[] {
  const span = last - first;
  // 1970-01-01 was a Thursday: day numbers with (day + 3) % 7 === 0 are Mondays.
  const candidates: number[] = [];
  for (let day = first; day <= last; day += 1) {
    const monthStart = dateOfDay(day).endsWith('-01');
    if (span <= 7 || (span <= 70 ? (day + 3) % 7 === 0 : monthStart)) candidates.push(day);
  }
  const every = Math.max(1, Math.ceil(candidates.length / count));
  return candidates.filter((_, i) => i % every === 0);
}

/** An SVG path through the points in x order ("M x y L x y …"), coordinates to 0.1 px. */
export function linePath(points: readonly Point[], x: Scale, y: Scale): string {
  return [...points]
    .sort((a, b) => a.x - b.x)
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${x(point.x).toFixed(1)} ${y(point.y).toFixed(1)}`)
    .join(' ');
}

/**
 * Dots of radius `r` at the points as one SVG path (each a circle of two arcs, "M x−r y a r r 0 1 0
 * 2r 0 a r r 0 1 0 −2r 0"), centres to 0.1 px: a chart of 90 weigh-ins is one element to draw, not 90.
 */
export function dotsPath(points: readonly Point[], x: Scale, y: Scale, r: number): string {
  return points
    .map(
      (point) =>
        `M${(x(point.x) - r).toFixed(1)} ${y(point.y).toFixed(1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`,
    )
    .join('');
}

/** A value for an axis label: "80", "80,5", "1 250". */
export function tickLabel(value: number, fractionDigits = 1): string {
  return svNumber(value, fractionDigits);
}
