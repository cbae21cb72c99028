/** Markdown helpers for the benchmark report: tables and number formatting with units. */

export type Align = 'left' | 'right';

export interface Column {
  header: string;
  align?: Align;
}

/** Escapes the characters that would break a Markdown table cell. */
function cell(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A Markdown table; numbers are right-aligned when the column says so. Rows shorter than the header are padded. */
export function table(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const header = `| ${columns.map((column) => cell(column.header)).join(' | ')} |`;
  const rule = `|${columns.map((column) => (column.align === 'right' ? '---:' : '---')).join('|')}|`;
  const body = rows.map((row) => `| ${columns.map((_, i) => cell(row[i] ?? '')).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}

/** Bytes as KiB with one decimal, e.g. 1536 → "1.5 KB". */
export function kb(bytes: number | undefined): string {
  return bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`;
}

/** Milliseconds: two decimals below 10 ms, one below 100 ms, whole above, e.g. 0.4231 → "0.42 ms". */
export function ms(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  if (value < 10) return `${value.toFixed(2)} ms`;
  if (value < 100) return `${value.toFixed(1)} ms`;
  return `${Math.round(value)} ms`;
}

/** Seconds from milliseconds with one decimal, e.g. 27450 → "27.5 s". */
export function seconds(milliseconds: number | undefined): string {
  return milliseconds === undefined ? '–' : `${(milliseconds / 1000).toFixed(1)} s`;
}

/** Megabytes (MiB) from bytes, whole, e.g. 1.6e9 → "1526 MB". */
export function mb(bytes: number | undefined): string {
  return bytes === undefined ? '–' : `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * How many times `value` is `base`, e.g. ratio(25, 100) → "0.25×"; two significant decimals below 10.
 * "–" when either is missing or the base is zero.
 */
export function ratio(value: number | undefined, base: number | undefined): string {
  if (value === undefined || base === undefined || base === 0) return '–';
  const r = value / base;
  return `${r < 10 ? r.toFixed(2) : r.toFixed(1)}×`;
}

/** A section of the report: a level-2 heading, then the body. */
export function section(title: string, body: string): string {
  return `## ${title}\n\n${body.trim()}\n`;
}

/** The line a section prints when what it measures does not exist yet. */
export function notAvailable(what: string, reason: string): string {
  return `_${what}: not available yet (${reason})._`;
}

/** The lowest and highest of `values` as "a–b" (one value twice when all are equal), or "–" for none. */
export function spanOf(values: readonly number[]): string {
  if (values.length === 0) return '–';
  const sorted = values.toSorted((a, b) => a - b);
  return `${String(sorted[0])}–${String(sorted[sorted.length - 1])}`;
}
