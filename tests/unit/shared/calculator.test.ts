import { calculateCalories } from '@shared/calculator.ts';
import { fitsMealPlan, MIN_DAILY_CALORIES } from '@shared/domain.ts';
import { calculatorInputSchema } from '@shared/schemas/calculator.ts';
import { validate } from '@shared/schemas/errors.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('calculateCalories (Mifflin-St Jeor BMR × activity factor)', () => {
  it.each([
    // 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759
    [{ age: 30, gender: 'male', weight: 80, height: 180, activityLevel: 'moderate' }, 1780, 2759],
    // 600 + 1031.25 − 125 − 161 = 1345.25; × 1.375 = 1849.72
    [{ age: 25, gender: 'female', weight: 60, height: 165, activityLevel: 'light' }, 1345, 1850],
    // 1000 + 1187.5 − 250 + 5 = 1942.5; × 1.2 = 2331
    [{ age: 50, gender: 'male', weight: 100, height: 190, activityLevel: 'sedentary' }, 1943, 2331],
    // 700 + 1062.5 − 200 − 161 = 1401.5; × 1.9 = 2662.85
    [{ age: 40, gender: 'female', weight: 70, height: 170, activityLevel: 'extreme' }, 1402, 2663],
    // 650 + 1093.75 − 110 + 5 = 1638.75; × 1.725 = 2826.84
    [{ age: 22, gender: 'male', weight: 65, height: 175, activityLevel: 'very-active' }, 1639, 2827],
  ] as const)('%o → BMR %i, TDEE %i', (input, bmr, tdee) => {
    const result = calculateCalories(input);
    expect(result.bmr).toBe(bmr);
    expect(result.tdee).toBe(tdee);
    expect(result.lose).toEqual({ min: Math.max(tdee - 500, 1200), max: tdee - 300 });
    expect(result.gain).toEqual({ min: tdee + 300, max: tdee + 500 });
  });

  it('never advises less than a meal plan’s floor: the 70-year-old sedentary woman of 50 kg, 155 cm', () => {
    // 500 + 968.75 − 350 − 161 = 957.75; × 1.2 = 1149.3: under 1 200, so no weight-loss range at all.
    const low = calculateCalories({
      age: 70,
      gender: 'female',
      weight: 50,
      height: 155,
      activityLevel: 'sedentary',
    });
    expect(low.tdee).toBe(1149);
    expect(fitsMealPlan(low.tdee)).toBe(false);
    expect(low.lose).toBeUndefined();
    // 500 + 968.75 − 350 − 161 = 957.75; × 1.55 = 1484.5: 300 below is 1185, under the floor.
    expect(
      calculateCalories({ age: 70, gender: 'female', weight: 50, height: 155, activityLevel: 'moderate' })
        .lose,
    ).toBeUndefined();
    // × 1.725 = 1652.1: 1 152–1 352 becomes 1 200–1 352.
    const raised = calculateCalories({
      age: 70,
      gender: 'female',
      weight: 50,
      height: 155,
      activityLevel: 'very-active',
    });
    expect(raised.tdee).toBe(1652);
    expect(raised.lose).toEqual({ min: MIN_DAILY_CALORIES, max: 1352 });
  });

  it('reads form text with a decimal comma', () => {
    const v = validate(calculatorInputSchema, {
      age: '30',
      gender: 'male',
      weight: '80,0',
      height: ' 180 ',
      activityLevel: 'moderate',
    });
    expect(v.ok && calculateCalories(v.value).tdee).toBe(2759);
  });
});

describe('calculator input validation', () => {
  const good = { age: 30, gender: 'male', weight: 80, height: 180, activityLevel: 'moderate' };

  it.each([
    [{ ...good, age: '' }, 'age', 'Ange din ålder'],
    [{ ...good, age: 12 }, 'age', 'Åldern måste vara mellan 15 och 100 år'],
    [{ ...good, age: 'trettio' }, 'age', 'Ange åldern som ett tal'],
    [{ ...good, weight: 301 }, 'weight', 'Vikten måste vara mellan 30 och 300 kg'],
    [{ ...good, height: 99 }, 'height', 'Längden måste vara mellan 100 och 250 cm'],
    [{ ...good, gender: 'other' }, 'gender', 'Välj kön'],
    [{ ...good, activityLevel: undefined }, 'activityLevel', 'Välj aktivitetsnivå'],
  ])('%o gives the Swedish message on %s', (input, field, message) => {
    const v = validate(calculatorInputSchema, input);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.messages[field]).toBe(message);
  });

  it('never throws and never shows English, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const v = validate(calculatorInputSchema, input);
        if (!v.ok) {
          for (const m of Object.values(v.messages)) expect(m).not.toMatch(/Invalid|expected|received/i);
        }
      }),
      { numRuns: 300 },
    );
  });
});
