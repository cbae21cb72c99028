import { describe, expect, it } from 'vitest';

import { parseWorkoutPlan } from '@shared/workout/parse.ts';

import { firstMonday, foldOctets, stockholmTime, workoutCalendar } from '@/lib/workout/calendar';

/** A 7-day schedule as the function writes it: training Mon, Wed, Fri; rest the other days. */
function weekText(): string {
  const days = [
    'DAG 1: Styrka – överkropp\n- Bänkpress 3×8\n- Rodd med skivstång 3×10\n- Axelpress 3×10',
    'DAG 2: Vila',
    'DAG 3: Styrka – underkropp\nFokus: ben och bål\n- Knäböj 4×6\n- Rumänsk marklyft 3×8',
    'DAG 4: Vila',
    'DAG 5: Kondition – intervaller\n- Uppvärmning 10 min\n- 6 × 3 min löpning i hög fart med 2 min gång mellan intervallerna (räkna pulsen åäö)',
    'DAG 6: Vila',
    'DAG 7: Vila',
  ];
  return days.join('\n\n');
}

function monthText(): string {
  return Array.from({ length: 30 }, (_, index) => {
    const day = index + 1;
    return day % 7 === 0 || day % 7 === 4
      ? `DAG ${String(day)}: Vila`
      : `DAG ${String(day)}: Pass ${String(day)}\n- Övning ${String(day)}`;
  }).join('\n\n');
}

const NOW = new Date('2026-03-25T10:00:00Z'); // a Wednesday; DST starts Sunday 29 March 2026

/** The content lines of an .ics text, unfolded. */
const unfold = (ics: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => line !== '');
const events = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);
const field = (event: string, name: string) =>
  unfold(event)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('workoutCalendar', () => {
  const week = parseWorkoutPlan(weekText(), '7-days');

  it('has one event per training day, none for rest days, each titled with its session', () => {
    const ics = workoutCalendar({ plan: week, days: 7, time: '18:00', now: NOW }) ?? '';
    const list = events(ics);
    expect(list).toHaveLength(3);
    expect(list.map((event) => field(event, 'SUMMARY'))).toEqual([
      'Styrka – överkropp',
      'Styrka – underkropp',
      'Kondition – intervaller',
    ]);
    expect(ics).not.toContain('SUMMARY:Vila');
  });

  it('puts the exercises in the description', () => {
    const ics = workoutCalendar({ plan: week, days: 7, time: '18:00', now: NOW }) ?? '';
    const description = field(events(ics)[0] ?? '', 'DESCRIPTION');
    expect(description).toBe('1. Bänkpress 3×8\\n2. Rodd med skivstång 3×10\\n3. Axelpress 3×10');
    expect(field(events(ics)[1] ?? '', 'DESCRIPTION')).toContain('ben och bål');
  });

  it('starts on the first Monday, at the picked Swedish time, correct across the change to summer time', () => {
    const ics = workoutCalendar({ plan: week, days: 7, time: '18:00', now: NOW }) ?? '';
    // Monday 30 March (summer time, UTC+2), Wednesday 1 April, Friday 3 April, 18:00 in Stockholm.
    expect(events(ics).map((event) => field(event, 'DTSTART'))).toEqual([
      '20260330T160000Z',
      '20260401T160000Z',
      '20260403T160000Z',
    ]);
    expect(field(events(ics)[0] ?? '', 'DTEND')).toBe('20260330T170000Z');
    // In winter the same wall-clock time is an hour later in UTC.
    const winter = workoutCalendar({
      plan: week,
      days: 7,
      time: '07:30',
      now: new Date('2026-01-07T12:00:00Z'),
    });
    expect(field(events(winter ?? '')[0] ?? '', 'DTSTART')).toBe('20260112T063000Z');
  });

  it('gives every training day of a 30-day plan, up to day 30', () => {
    const month = parseWorkoutPlan(monthText(), '30-days');
    const ics = workoutCalendar({ plan: month, days: 30, time: '18:00', now: NOW }) ?? '';
    const training = Array.from({ length: 30 }, (_, i) => i + 1).filter((d) => d % 7 !== 0 && d % 7 !== 4);
    expect(events(ics)).toHaveLength(training.length);
    expect(events(ics).map((event) => field(event, 'SUMMARY'))).toEqual(
      training.map((d) => `Pass ${String(d)}`),
    );
    // Day 30 is 29 days after Monday 30 March: Tuesday 28 April, summer time.
    expect(field(events(ics).at(-1) ?? '', 'DTSTART')).toBe('20260428T160000Z');
  });

  it('is RFC 5545 text: CRLF lines of at most 75 octets, a UID and DTSTAMP on every event', () => {
    const ics = workoutCalendar({ plan: week, days: 7, time: '18:00', now: NOW }) ?? '';
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the long description was folded
    const uids = events(ics).map((event) => field(event, 'UID'));
    expect(new Set(uids).size).toBe(3);
    for (const event of events(ics)) {
      expect(field(event, 'UID')).toMatch(/@halsoplaneraren\.se$/);
      expect(field(event, 'DTSTAMP')).toBe('20260325T100000Z');
    }
    // The same plan on the same start day keeps its UIDs, so a second import updates the events.
    const again = workoutCalendar({ plan: week, days: 7, time: '19:00', now: NOW }) ?? '';
    expect(events(again).map((event) => field(event, 'UID'))).toEqual(uids);
  });

  it('writes a hostile plan name and session texts as one escaped line each, forging nothing', () => {
    const name =
      'Min plan\r\nEND:VCALENDAR\nBEGIN:VEVENT\rSUMMARY:Gratis, klicka; här\\ \u0007\u202Eevil\u2066';
    const hostile = parseWorkoutPlan(
      'DAG 1: Styrka\u202E; ben, rygg\u0000\n- Knäböj, 3×8; tungt \\ lätt\u0085\n- Marklyft',
      '7-days',
    );
    const ics = workoutCalendar({ plan: hostile, days: 7, time: '18:00', now: NOW, name }) ?? '';
    const lines = unfold(ics);
    // Exactly one calendar and one event: no line the name or the texts smuggled in.
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(1);
    const escapedName = 'Min plan END:VCALENDAR BEGIN:VEVENT SUMMARY:Gratis\\, klicka\\; här\\\\ evil';
    expect(lines).toContain(`NAME:${escapedName}`);
    expect(lines).toContain(`X-WR-CALNAME:${escapedName}`);
    // (The name's escaped text contains "BEGIN:VEVENT" too, inside its own line: the event is the last part.)
    const event = events(ics).at(-1) ?? '';
    expect(field(event, 'SUMMARY')).toBe('Styrka\\; ben\\, rygg');
    expect(field(event, 'DESCRIPTION')).toBe('1. Knäböj\\, 3×8\\; tungt \\\\ lätt\\n2. Marklyft');
    // No control or bidi character is left anywhere, and every line is at most 75 octets.
    // eslint-disable-next-line no-control-regex
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
    for (const line of ics.split('\r\n').slice(0, -1)) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('folds a long escaped name at 75 octets and reads it back whole', () => {
    const name = `Långt namn, med; tecken ${'å'.repeat(80)}`;
    const ics = workoutCalendar({ plan: week, days: 7, time: '18:00', now: NOW, name }) ?? '';
    expect(unfold(ics)).toContain(`NAME:Långt namn\\, med\\; tecken ${'å'.repeat(80)}`);
    expect(ics.split('\r\n').some((line) => line.startsWith('NAME:'))).toBe(true);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(workoutCalendar({ plan: week, days: 7, time: '25:00', now: NOW })).toBeUndefined();
    expect(workoutCalendar({ plan: week, days: 7, time: 'kväll', now: NOW })).toBeUndefined();
  });
});

describe('calendar dates', () => {
  it('day 1 is today on a Monday, else the next Monday (in Swedish time)', () => {
    expect(firstMonday(new Date('2026-03-30T08:00:00Z'))).toEqual({ year: 2026, month: 3, day: 30 });
    expect(firstMonday(new Date('2026-03-29T23:30:00Z'))).toEqual({ year: 2026, month: 3, day: 30 }); // already Monday in Sweden
    expect(firstMonday(new Date('2026-12-29T12:00:00Z'))).toEqual({ year: 2027, month: 1, day: 4 });
  });

  it('converts Swedish wall-clock time on both sides of each DST change', () => {
    expect(stockholmTime({ year: 2026, month: 3, day: 28 }, 18, 0).toISOString()).toBe(
      '2026-03-28T17:00:00.000Z',
    );
    expect(stockholmTime({ year: 2026, month: 3, day: 29 }, 18, 0).toISOString()).toBe(
      '2026-03-29T16:00:00.000Z',
    );
    expect(stockholmTime({ year: 2026, month: 10, day: 24 }, 18, 0).toISOString()).toBe(
      '2026-10-24T16:00:00.000Z',
    );
    expect(stockholmTime({ year: 2026, month: 10, day: 25 }, 18, 0).toISOString()).toBe(
      '2026-10-25T17:00:00.000Z',
    );
  });

  it('folds by octets, never inside a character', () => {
    const folded = foldOctets(`DESCRIPTION:${'å'.repeat(100)}`);
    const lines = folded.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'å'.repeat(100)}\r\n`);
  });
});
