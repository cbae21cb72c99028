import { describe, expect, it } from 'vitest';

import { numberTextError, parseNumberText, withoutKey } from '@/lib/forms/number-text';

const messages = { notNumber: 'inte ett tal', range: 'utanför' };

describe('parseNumberText', () => {
  it('reads Swedish number text: spaces as thousands separators and a decimal comma', () => {
    expect(parseNumberText('2 000')).toBe(2000);
    expect(parseNumberText('72,5')).toBe(72.5);
    expect(parseNumberText('  ')).toBeUndefined();
    expect(parseNumberText('sju')).toBeNaN();
  });
});

describe('numberTextError', () => {
  it('says nothing for empty text, flags text and values outside the bounds (inclusive)', () => {
    expect(numberTextError('', 15, 100, messages)).toBeUndefined();
    expect(numberTextError('abc', 15, 100, messages)).toBe('inte ett tal');
    expect(numberTextError('14', 15, 100, messages)).toBe('utanför');
    expect(numberTextError('15', 15, 100, messages)).toBeUndefined();
    expect(numberTextError('100', 15, 100, messages)).toBeUndefined();
    expect(numberTextError('100,5', 15, 100, messages)).toBe('utanför');
  });
});

describe('withoutKey', () => {
  it('drops one field and keeps the rest', () => {
    expect(withoutKey({ age: 'a', weight: 'b' }, 'age')).toEqual({ weight: 'b' });
  });
});
