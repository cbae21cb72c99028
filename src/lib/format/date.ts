/**
 * The one long Swedish date, in a module of its own so that the pages that show it (My plans, the
 * profile, the articles) do not carry the meal plan's number formatters, nor the meal plan this.
 */
import { svDate } from '@shared/format/sv-date.ts';

/**
 * The one long Swedish date, "24 november 2026": when a plan was saved, when consent was given, when
 * an article was reviewed. A moment (a database timestamp) is read in the visitor's time zone; a
 * `calendarDay` (frontmatter dates are midnight UTC) is read in UTC, so it never shows the day before
 * west of Greenwich. An unreadable timestamp shows as it is.
 */
export function longDate(value: Date | string, { calendarDay = false } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return svDate(date, { utc: calendarDay, year: true });
}
