/**
 * The weight log as CSV, both ways. Export: `datum;vikt;midja` with a decimal comma, as a Swedish
 * spreadsheet opens it. Import: that form, and the `date,weight` form other apps export (a decimal
 * point; pounds when the header says lb), with or without a header. Every line is checked before
 * anything is imported: a file with a refused line imports nothing, and each refused line is named
 * with its number and the reason.
 */
import { err, ok, type Result } from '@shared/result.ts';
import { dayNumber } from '@shared/format/calendar-day.ts';
import { WEIGHT_CSV } from '@/lib/messages/weight';

export interface CsvWeighIn {
  date: string;
  kg: number;
  waistCm?: number;
}

export interface RefusedLine {
  /** 1-based, as an editor numbers lines. */
  line: number;
  text: string;
  reason: string;
}

export const KG_RANGE = { min: 20, max: 400 } as const;
export const WAIST_RANGE = { min: 40, max: 250 } as const;
const KG_PER_LB = 0.45359237;

/** "2026-03-02", "2026/03/02" or a timestamp starting with the day; undefined when not a real date. */
function readDate(field: string): string | undefined {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ].*)?$/u.exec(field);
  if (match === null) return undefined;
  const date = `${match[1] ?? ''}-${match[2] ?? ''}-${match[3] ?? ''}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : undefined;
}

/** A number with a decimal comma or point ("82,4", "82.4", "82"); undefined otherwise. */
function readNumber(field: string): number | undefined {
  const text = field.replace(/\s/gu, '').replace(',', '.');
  return /^\d{1,4}(?:\.\d+)?$/u.test(text) ? Number(text) : undefined;
}

/** A line's fields: split on `;`, or on `,` outside double quotes, unquoted and trimmed. */
function fieldsOf(line: string, delimiter: ';' | ','): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) {
      fields.push(current.trim());
      current = '';
    } else current += char;
  }
  fields.push(current.trim());
  return fields;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The weigh-ins of a CSV text, all of them, or every line that cannot be one. `today`: YYYY-MM-DD. */
export function parseWeightCsv(text: string, today: string): Result<CsvWeighIn[], RefusedLine[]> {
  const lines = text
    .replace(/^\uFEFF/u, '')
    .split(/\r?\n/u)
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter((entry) => entry.text !== '');
  const first = lines[0];
  if (first === undefined) return err([{ line: 1, text: '', reason: WEIGHT_CSV.empty }]);
  const delimiter = first.text.includes(';') ? ';' : ',';
  // A header is a first line that does not start with a digit (a misspelt date is a refused line).
  const header = /^\d/u.test(fieldsOf(first.text, delimiter)[0] ?? '') ? undefined : first;
  const pounds = header !== undefined && /\blbs?\b|pound/iu.test(header.text);
  const latest = dayNumber(today);

  const entries: CsvWeighIn[] = [];
  const refused: RefusedLine[] = [];
  const seen = new Map<string, number>();
  for (const entry of header === undefined ? lines : lines.slice(1)) {
    const refuse = (reason: string) => refused.push({ ...entry, reason });
    const fields = fieldsOf(entry.text, delimiter);
    // "2026-03-02,82,4": a decimal comma in a comma-separated line; one digit is never a waist.
    if (delimiter === ',' && /^\d$/u.test(fields[2] ?? ''))
      fields.splice(1, 2, `${fields[1] ?? ''},${fields[2] ?? ''}`);
    const [dateField = '', weightField, waistField = ''] = fields;
    if (weightField === undefined) {
      refuse(WEIGHT_CSV.columns);
      continue;
    }
    const date = readDate(dateField);
    const weight = readNumber(weightField);
    const waist = waistField === '' ? undefined : readNumber(waistField);
    if (date === undefined) refuse(WEIGHT_CSV.noDate);
    else if (dayNumber(date) > latest) refuse(WEIGHT_CSV.future);
    else if (weight === undefined) refuse(WEIGHT_CSV.noWeight);
    else {
      const kg = round1(pounds ? weight * KG_PER_LB : weight);
      const earlier = seen.get(date);
      if (kg < KG_RANGE.min || kg > KG_RANGE.max) refuse(WEIGHT_CSV.weightRange);
      else if (
        waistField !== '' &&
        (waist === undefined || waist < WAIST_RANGE.min || waist > WAIST_RANGE.max)
      )
        refuse(WEIGHT_CSV.waistRange);
      else if (earlier !== undefined) refuse(WEIGHT_CSV.sameDay(earlier));
      else {
        seen.set(date, entry.line);
        entries.push(waist === undefined ? { date, kg } : { date, kg, waistCm: round1(waist) });
      }
    }
  }
  if (refused.length > 0) return err(refused);
  if (entries.length === 0) return err([{ line: first.line, text: first.text, reason: WEIGHT_CSV.empty }]);
  return ok(entries.sort((a, b) => (a.date < b.date ? -1 : 1)));
}

/** "82,4": one decimal, with a comma. */
const decimalComma = (value: number) => value.toFixed(1).replace('.', ',');

/** The log as `datum;vikt;midja` lines, oldest first, for a Swedish spreadsheet. */
export function weightCsv(entries: readonly CsvWeighIn[]): string {
  const rows = [...entries]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map(
      (entry) =>
        `${entry.date};${decimalComma(entry.kg)};${entry.waistCm === undefined ? '' : decimalComma(entry.waistCm)}`,
    );
  return `${['datum;vikt;midja', ...rows].join('\r\n')}\r\n`;
}
