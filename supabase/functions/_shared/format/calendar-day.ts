/**
 * Calendar days as numbers, for logs kept by the day (the weight log, the training log, their
 * charts): a YYYY-MM-DD date and its day number (days since 1970-01-01) read in UTC, so a day is
 * never a time zone's hour and the difference of two days is a whole number.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The YYYY-MM-DD date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
