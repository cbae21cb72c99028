/** The weight log's CSV: the Swedish form both ways, other apps' form in, nothing half-imported. */
import { describe, expect, it } from 'vitest';

import { parseWeightCsv, weightCsv } from '@/lib/weight/csv';

const TODAY = '2026-03-10';

describe('importing', () => {
  it('reads datum;vikt with a decimal comma, and an optional waist', () => {
    expect(parseWeightCsv('datum;vikt;midja\n2026-03-02;82,4;91\n2026-03-01;82,9;\n', TODAY)).toEqual({
      ok: true,
      value: [
        { date: '2026-03-01', kg: 82.9 },
        { date: '2026-03-02', kg: 82.4, waistCm: 91 },
      ],
    });
  });

  it('reads other apps’ date,weight with a point, timestamps, no header, quoted decimal commas and pounds', () => {
    expect(parseWeightCsv('Date,Weight\r\n2026-03-02T07:14:00Z,82.4\r\n', TODAY)).toMatchObject({
      ok: true,
      value: [{ date: '2026-03-02', kg: 82.4 }],
    });
    expect(parseWeightCsv('2026/03/02,"82,4"\n2026-03-03,82,1', TODAY)).toMatchObject({
      ok: true,
      value: [
        { date: '2026-03-02', kg: 82.4 },
        { date: '2026-03-03', kg: 82.1 },
      ],
    });
    expect(parseWeightCsv('date,weight (lbs)\n2026-03-02,180', TODAY)).toMatchObject({
      ok: true,
      value: [{ date: '2026-03-02', kg: 81.6 }],
    });
  });

  it('names every refused line with its reason, and imports nothing then', () => {
    const text = [
      'datum;vikt',
      '2026-03-01;82,0',
      '2026-02-30;81,9',
      '2026-03-02;åttio',
      '2026-03-03;2000',
      '2026-03-01;81,5',
      '2026-03-11;81,0',
      '2026-03-04',
    ].join('\n');
    const result = parseWeightCsv(text, TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((line) => [line.line, line.reason])).toEqual([
      [3, 'Datumet går inte att läsa. Skriv det som ÅÅÅÅ-MM-DD, till exempel 2026-03-02.'],
      [4, 'Vikten går inte att läsa. Skriv den som ett tal, till exempel 82,4.'],
      [5, 'Vikten måste vara mellan 20 och 400 kg.'],
      [6, 'Samma datum som rad 2.'],
      [7, 'Datumet ligger i framtiden.'],
      [8, 'Raden behöver ett datum och en vikt, åtskilda med semikolon eller komma.'],
    ]);
  });

  it('refuses an empty file, and a misspelt first date instead of taking it for a header', () => {
    expect(parseWeightCsv('\n\n', TODAY)).toMatchObject({ ok: false, error: [{ reason: 'Filen är tom.' }] });
    expect(parseWeightCsv('2026-13-01;80\n2026-03-01;80', TODAY)).toMatchObject({
      ok: false,
      error: [{ line: 1 }],
    });
  });
});

describe('exporting', () => {
  it('writes datum;vikt;midja with decimal commas, oldest first, and reads back the same', () => {
    const entries = [
      { date: '2026-03-02', kg: 82.4, waistCm: 91 },
      { date: '2026-03-01', kg: 82.9 },
    ];
    const csv = weightCsv(entries);
    expect(csv).toBe('datum;vikt;midja\r\n2026-03-01;82,9;\r\n2026-03-02;82,4;91,0\r\n');
    expect(parseWeightCsv(csv, TODAY)).toEqual({ ok: true, value: [...entries].reverse() });
  });
});
