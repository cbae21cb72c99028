/**
 * Swedish number and plan-date formatting (sv-SE) for the tool screens; long dates are in ./date.ts.
 * Written out, not asked of `Intl`: see `@shared/format/sv-number.ts`.
 */
import { svDate, svIsoDay } from '@shared/format/sv-date.ts';
import { svNumber } from '@shared/format/sv-number.ts';

/** 2759.4 → "2 759" (kcal and kr). */
export function whole(n: number): string {
  return svNumber(n, 0);
}

/** 12.25 → "12,3" (grams). */
export function oneDecimal(n: number): string {
  return svNumber(n, 1);
}

/** A plan day's ISO date ("2026-11-23") as "23 november"; the date is read as a calendar day. */
export function planDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : svDate(date, { utc: true });
}

/** Today's local date in sv-SE ("2026-11-24"), as the default save name "Måltidsplan 2026-11-24" uses it. */
export function localDateSv(now: Date = new Date()): string {
  return svIsoDay(now);
}
