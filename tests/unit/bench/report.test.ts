import { describe, expect, it } from 'vitest';

import { kb, mb, ms, ratio, seconds, spanOf, table } from '../../../bench/lib/report.ts';

describe('number formatting', () => {
  it('writes bytes as KB with one decimal', () => {
    expect(kb(1536)).toBe('1.5 KB');
    expect(kb(undefined)).toBe('–');
  });

  it('gives small times more decimals than large ones', () => {
    expect(ms(0.4231)).toBe('0.42 ms');
    expect(ms(45.25)).toBe('45.3 ms');
    expect(ms(1546.4)).toBe('1546 ms');
    expect(ms(Number.NaN)).toBe('–');
  });

  it('writes seconds and megabytes', () => {
    expect(seconds(27_460)).toBe('27.5 s');
    expect(mb(1.5 * 1024 * 1024 * 1024)).toBe('1536 MB');
  });

  it('writes ratios as multiples and refuses a zero base', () => {
    expect(ratio(25, 100)).toBe('0.25×');
    expect(ratio(246, 10)).toBe('24.6×');
    expect(ratio(5, 0)).toBe('–');
    expect(ratio(undefined, 4)).toBe('–');
  });
});

describe('table', () => {
  it('right-aligns the columns asked for and pads short rows', () => {
    const text = table(
      [{ header: 'Page' }, { header: 'JS', align: 'right' }],
      [['home', '1.1 KB'], ['guide']],
    );
    expect(text.split('\n')).toEqual(['| Page | JS |', '|---|---:|', '| home | 1.1 KB |', '| guide |  |']);
  });

  it('escapes pipes and newlines so a cell cannot break the table', () => {
    const text = table([{ header: 'Note' }], [['a | b\nc']]);
    expect(text.split('\n')[2]).toBe('| a \\| b c |');
  });
});

describe('spanOf', () => {
  it('gives the lowest and highest in numeric order, and a dash for nothing', () => {
    expect(spanOf([4.3, 1, 2.5])).toBe('1–4.3');
    expect(spanOf([10, 9])).toBe('9–10');
    expect(spanOf([2])).toBe('2–2');
    expect(spanOf([])).toBe('–');
  });
});
