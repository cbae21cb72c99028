/**
 * The written-out sv-SE formatting gives exactly what `Intl` gives for sv-SE, so the pages read the
 * same as before while no longer paying for ICU's locale on load.
 */
import { describe, expect, it } from 'vitest';

import { svDate, svIsoDay } from '@shared/format/sv-date.ts';
import { svNumber } from '@shared/format/sv-number.ts';
import { mulberry32 } from '@shared/meal-plan/prng.ts';

const intlNumber = (value: number, max: number, min: number) =>
  new Intl.NumberFormat('sv-SE', { maximumFractionDigits: max, minimumFractionDigits: min }).format(value);

describe('svNumber', () => {
  it('writes thousands with a no-break space, a decimal comma and a real minus sign', () => {
    expect(svNumber(2759.4, 0)).toBe('2\u00a0759');
    expect(svNumber(12.25, 1)).toBe('12,3');
    expect(svNumber(-1234.5)).toBe('\u22121\u00a0234,5');
    expect(svNumber(1.005, 2)).toBe('1,01');
    expect(svNumber(999.96, 1)).toBe('1\u00a0000');
    expect(svNumber(2, 2, 2)).toBe('2,00');
  });

  it('matches Intl sv-SE on edge cases', () => {
    const edges = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      -2.5,
      0.05,
      0.049,
      0.95,
      9.995,
      99.95,
      999.5,
      1.45,
      1.55,
      1e21,
      1.5e-7,
      1e-7,
      123456789.987654,
      Number.MAX_SAFE_INTEGER,
      0.1 + 0.2,
      -0.04,
      5e-324,
      1.7976931348623157e308,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (const value of edges)
      for (let max = 0; max <= 3; max++)
        for (let min = 0; min <= max; min++)
          expect(svNumber(value, max, min), `${String(value)} (${String(min)}–${String(max)})`).toBe(
            intlNumber(value, max, min),
          );
  });

  it('matches Intl sv-SE on 20,000 random amounts from 10⁻⁸ to 10¹⁶', { timeout: 60_000 }, () => {
    const random = mulberry32(20_261_125);
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** (random() * 24 - 8);
      // Half the values sit on a rounding boundary of some decimal (x.5, x.05, …).
      const value =
        (random() < 0.5 ? Math.round(random() * magnitude * 1000) / 1000 + 0.0005 : random() * magnitude) *
        (random() < 0.1 ? -1 : 1);
      const max = Math.floor(random() * 4);
      const min = Math.floor(random() * (max + 1));
      expect(svNumber(value, max, min), `${String(value)} (${String(min)}–${String(max)})`).toBe(
        intlNumber(value, max, min),
      );
    }
  });
});

describe('svDate and svIsoDay', () => {
  const options = [
    [{ utc: true }, { day: 'numeric', month: 'long', timeZone: 'UTC' }],
    [
      { utc: true, year: true },
      { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    ],
    [
      { utc: true, weekday: true },
      { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
    ],
    [{ year: true }, { day: 'numeric', month: 'long', year: 'numeric' }],
  ] as const;

  it(
    'matches Intl sv-SE on every day of 2024–2028, at midnight and late evening, in three time zones',
    { timeout: 60_000 },
    () => {
      const zone = process.env.TZ;
      try {
        for (const tz of ['UTC', 'Europe/Stockholm', 'America/Los_Angeles']) {
          process.env.TZ = tz;
          const formats = options.map(
            ([ours, intl]) => [ours, new Intl.DateTimeFormat('sv-SE', intl)] as const,
          );
          const isoDay = new Intl.DateTimeFormat('sv-SE', {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          });
          for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
            for (const moment of [new Date(day), new Date(day + 23.5 * 3_600_000)]) {
              for (const [ours, intl] of formats) expect(svDate(moment, ours), tz).toBe(intl.format(moment));
              expect(svIsoDay(moment), tz).toBe(isoDay.format(moment));
            }
          }
        }
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    },
  );

  it('names the days and months in Swedish', () => {
    expect(svDate(new Date(Date.UTC(2026, 10, 23)), { utc: true, weekday: true })).toBe('måndag 23 november');
    expect(svDate(new Date(Date.UTC(2027, 0, 3)), { utc: true, year: true })).toBe('3 januari 2027');
  });
});
