import { describe, expect, it } from 'vitest';
import { formatQuantity, ingredientLine, unitLabel } from '@shared/catalogue/index.ts';
import { F } from '@shared/catalogue/food-meta.ts';

describe('formatQuantity', () => {
  it('shows dl in halves', () => {
    // havregryn: 35 g per dl
    expect(formatQuantity(F.havregryn, 70, 'dl')).toBe('2 dl');
    expect(formatQuantity(F.havregryn, 53, 'dl')).toBe('1 ½ dl');
    expect(formatQuantity(F.havregryn, 17.5, 'dl')).toBe('½ dl');
  });

  it('steps down to msk and tsk when the amount is too small', () => {
    // 5 g havregryn = 0.14 dl → msk (5.25 g) → 1 msk
    expect(formatQuantity(F.havregryn, 5, 'dl')).toBe('1 msk');
    // olivolja: 13 g per msk, 4.5 g per tsk
    expect(formatQuantity(F.olivolja, 19.5, 'msk')).toBe('1 ½ msk');
    expect(formatQuantity(F.olivolja, 2, 'msk')).toBe('½ tsk');
  });

  it('shows pieces whole or in halves, with the food’s own noun', () => {
    expect(formatQuantity(F.agg, 100, 'st')).toBe('2 st');
    expect(formatQuantity(F.gulLok, 50, 'st')).toBe('½ st');
    expect(formatQuantity(F.vitlok, 8, 'st')).toBe('2 klyftor');
    expect(formatQuantity(F.vitlok, 4, 'st')).toBe('1 klyfta');
    expect(formatQuantity(F.fullkornsbrod, 70, 'st')).toBe('2 skivor');
    expect(formatQuantity(F.agg, 380, 'st')).toBe('8 st');
  });

  it('rounds grams to 5 g above 50 g and shows kg with a decimal comma', () => {
    expect(formatQuantity(F.kycklingfile, 123, 'g')).toBe('125 g');
    expect(formatQuantity(F.kycklingfile, 42.4, 'g')).toBe('42 g');
    expect(formatQuantity(F.potatis, 1250, 'g')).toBe('1,3 kg');
    expect(formatQuantity(F.potatis, 2000, 'g')).toBe('2 kg');
  });

  it('falls back to grams for a unit the food has no conversion for', () => {
    expect(formatQuantity(F.kycklingfile, 150, 'dl')).toBe('150 g');
  });
});

describe('ingredientLine', () => {
  it('writes amount and lower-case name', () => {
    expect(ingredientLine({ food: F.havregryn, grams: 70, unit: 'dl' })).toBe('2 dl havregryn');
    expect(ingredientLine({ food: F.cremeFraiche, grams: 30, unit: 'msk' })).toBe('2 msk crème fraiche');
  });

  it('scales the weight before formatting', () => {
    expect(ingredientLine({ food: F.havregryn, grams: 35, unit: 'dl' }, 1.5)).toBe('1 ½ dl havregryn');
    expect(ingredientLine({ food: F.vitlok, grams: 4, unit: 'st' }, 2)).toBe('2 klyftor vitlök');
  });
});

describe('unitLabel', () => {
  it('names pieces the way a Swedish cook counts them', () => {
    expect(unitLabel(F.vitlok, 3, 'st')).toBe('klyftor');
    expect(unitLabel(F.vitlok, 1, 'st')).toBe('klyfta');
    expect(unitLabel(F.fullkornsbrod, 4, 'st')).toBe('skivor');
    expect(unitLabel(F.agg, 6, 'st')).toBe('st');
    expect(unitLabel(F.havregryn, 2, 'dl')).toBe('dl');
  });
});
