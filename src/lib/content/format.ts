/**
 * A calendar date in Swedish words, e.g. "1 november 2026". Frontmatter dates are midnight UTC, so the
 * date is read in UTC to avoid showing the previous day west of Greenwich.
 */
export function formatLongDate(date: Date, locale = 'sv-SE'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** ISO calendar date (YYYY-MM-DD) for `<time datetime>` and structured data. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
