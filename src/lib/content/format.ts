/** ISO calendar date (YYYY-MM-DD) for `<time datetime>` and structured data. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
