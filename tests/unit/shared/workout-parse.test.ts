import { parseWorkoutPlan } from '@shared/workout/parse.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('parseWorkoutPlan: DAG n lines, Fokus, exercise lines, rest days', () => {
  const text = [
    'Här är ditt schema!',
    '- detta är ingen övning, ingen dag har börjat',
    'DAG 1: Överkropp',
    'Fokus: Bröst och rygg',
    '- Uppvärmning: 10 min cykel',
    '- Bänkpress: 3 × 8',
    '• Rodd: 3 × 10',
    '* Chins: 3 × 5',
    '– Militärpress: 3 × 8',
    '1. Plankan: 3 × 30 s',
    '- 5 min nedkylning och stretch',
    'day 2 - Rest day',
    'Dag 3 Aktiv återhämtning',
    '- Promenad 30 min',
    '**DAG 4:** Ben',
    '- **Knäböj**: 4 × 6',
    'DAG5 – Vila',
  ].join('\n');

  const [week] = parseWorkoutPlan(text, '7-days').weeks;

  it('opens a day on DAG n / Day n in any case, with or without colon or dash', () => {
    expect(week?.map((d) => d.title)).toEqual([
      'Överkropp',
      'Rest day',
      'Aktiv återhämtning',
      'Ben',
      'Vila',
      'Vila',
      'Vila',
    ]);
    expect(week?.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads bullets, dashes and numbered lines as exercises but skips warm-up and cool-down', () => {
    expect(week?.[0]?.exercises).toEqual([
      'Bänkpress: 3 × 8',
      'Rodd: 3 × 10',
      'Chins: 3 × 5',
      'Militärpress: 3 × 8',
      'Plankan: 3 × 30 s',
    ]);
    expect(week?.[0]?.focus).toBe('Bröst och rygg');
    expect(week?.[3]?.exercises).toEqual(['Knäböj: 4 × 6']);
  });

  it('marks rest days by vila, rest or återhämtning in the title', () => {
    expect(week?.map((d) => d.isRestDay)).toEqual([false, true, true, false, true, true, true]);
  });

  it('places numbered days on their number and fills the gaps with Vila', () => {
    const [w] = parseWorkoutPlan(
      'DAG 1: Styrka\n- Knäböj: 3 × 5\nDAG 4: Löpning\n- Löpning: 30 min',
      '7-days',
    ).weeks;
    expect(w?.map((d) => [d.title, d.isRestDay])).toEqual([
      ['Styrka', false],
      ['Vila', true],
      ['Vila', true],
      ['Löpning', false],
      ['Vila', true],
      ['Vila', true],
      ['Vila', true],
    ]);
  });

  it('reads weeks that restart at DAG 1 in order', () => {
    const twoWeeks = ['DAG 1: A', 'DAG 2: B', 'DAG 1: C', 'DAG 2: D'].join('\n');
    const { weeks } = parseWorkoutPlan(twoWeeks, '30-days');
    expect(weeks[0]?.slice(0, 4).map((d) => d.title)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('gives 1 week for 7 days and 4 weeks for 30 days, days 29–30 apart', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `DAG ${i + 1}: Pass ${i + 1}\n- Övning`).join('\n');
    const parsed = parseWorkoutPlan(thirty, '30-days');
    expect(parsed.weeks).toHaveLength(4);
    expect(parsed.weeks.every((w) => w.length === 7)).toBe(true);
    expect(parsed.weeks[3]?.[6]?.title).toBe('Pass 28');
    expect(parsed.extraDays.map((d) => d.title)).toEqual(['Pass 29', 'Pass 30']);
    expect(parseWorkoutPlan(thirty, '7-days').weeks).toHaveLength(1);
  });

  it('turns empty or unreadable text into rest days instead of failing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom('7-days', '30-days'), (t, duration) => {
        const { weeks } = parseWorkoutPlan(t, duration);
        expect(weeks).toHaveLength(duration === '30-days' ? 4 : 1);
        for (const w of weeks) expect(w).toHaveLength(7);
      }),
      { numRuns: 200 },
    );
    expect(parseWorkoutPlan('', '7-days').weeks[0]?.every((d) => d.isRestDay && d.title === 'Vila')).toBe(
      true,
    );
  });
});
