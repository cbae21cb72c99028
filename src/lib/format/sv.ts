/** Swedish number and plan-date formatting (sv-SE) for the tool screens; long dates are in ./date.ts. */

const WHOLE = /* @__PURE__ */ new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const ONE_DECIMAL = /* @__PURE__ */ new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
const PLAN_DATE = /* @__PURE__ */ new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

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

/** Today's local date in sv-SE ("2026-11-24"), as the default save name "Måltidsplan 2026-11-24" uses it. */
export function localDateSv(now: Date = new Date()): string {
  return now.toLocaleDateString('sv-SE');
}
