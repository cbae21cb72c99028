/** Swedish number and date formatting (sv-SE) for the tool screens and the articles. */

const WHOLE = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
const PLAN_DATE = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const LONG_DATE_HERE = new Intl.DateTimeFormat('sv-SE', LONG_DATE);
const LONG_DATE_UTC = new Intl.DateTimeFormat('sv-SE', { ...LONG_DATE, timeZone: 'UTC' });

/** 2759.4 → "2 759" (kcal and kr). */
export function whole(n: number): string {
  return WHOLE.format(n);
}

/** 12.25 → "12,3" (grams). */
export function oneDecimal(n: number): string {
  return ONE_DECIMAL.format(n);
}

/** A plan day's ISO date ("2026-11-23") as "23 november"; the date is read as a calendar day. */
export function planDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : PLAN_DATE.format(date);
}

/**
 * The one long Swedish date, "24 november 2026": when a plan was saved, when consent was given, when
 * an article was reviewed. A moment (a database timestamp) is read in the visitor's time zone; a
 * `calendarDay` (frontmatter dates are midnight UTC) is read in UTC, so it never shows the day before
 * west of Greenwich. An unreadable timestamp shows as it is.
 */
export function longDate(value: Date | string, { calendarDay = false } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return (calendarDay ? LONG_DATE_UTC : LONG_DATE_HERE).format(date);
}

/** Today's local date in sv-SE ("2026-11-24"), as the default save name "Måltidsplan 2026-11-24" uses it. */
export function localDateSv(now: Date = new Date()): string {
  return now.toLocaleDateString('sv-SE');
}
