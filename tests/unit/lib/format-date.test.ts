import { describe, expect, it } from 'vitest';

import { longDate } from '@/lib/format/date';

describe('longDate: the one long Swedish date', () => {
  it('reads a calendar day (frontmatter, midnight UTC) in UTC, whatever the viewer’s zone', () => {
    expect(longDate(new Date('2026-11-01'), { calendarDay: true })).toBe('1 november 2026');
    expect(longDate('2026-03-12T00:00:00Z', { calendarDay: true })).toBe('12 mars 2026');
  });

  it('reads a database timestamp as a moment in the viewer’s time zone', () => {
    const noon = '2026-11-24T12:00:00+00:00';
    // Noon UTC on the 24th is the 24th or the 25th somewhere, and always November.
    expect(longDate(noon)).toBe(`${new Date(noon).getDate()} november 2026`);
  });

  it('shows an unreadable timestamp as it is instead of "Invalid Date"', () => {
    expect(longDate('inte ett datum')).toBe('inte ett datum');
  });
});
