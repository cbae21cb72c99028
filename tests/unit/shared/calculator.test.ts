import { calculateCalories, middleOf } from '@shared/calculator.ts';
import { fitsMealPlan, MIN_DAILY_CALORIES } from '@shared/domain.ts';
import { svNumber } from '@shared/format/sv-number.ts';
import { calculatorInputSchema, readCalculatorCarry } from '@shared/schemas/calculator.ts';
import { validate } from '@shared/schemas/errors.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { mealPlanningHref } from '@/lib/plans/meal-planning-href';
import { weightLossBelowFloor } from '@/islands/meal-form/calories-check';
import { MEAL_FORM, wholeKcal } from '@/lib/messages/meal-form';

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
    if (!v.ok) expect(v.error.messages[field]).toBe(message);
  });

  it('never throws and never shows English, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const v = validate(calculatorInputSchema, input);
        if (!v.ok) {
          for (const m of Object.values(v.error.messages))
            expect(m).not.toMatch(/Invalid|expected|received/i);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the result’s goal actions (each carries its own goal and figure to the meal form)', () => {
  const adult = { age: 30, gender: 'male', weight: 80, height: 180, activityLevel: 'moderate' } as const;

  it('the middle of the shown range: 1 827–2 027 → 1 927', () => {
    expect(middleOf({ min: 1827, max: 2027 })).toBe(1927);
    expect(middleOf({ min: 1200, max: 1352 })).toBe(1276);
  });

  it('an adult of normal weight: lose, keep and gain, each with the middle of its range', () => {
    // TDEE 2759: lose 2 259–2 459, gain 3 059–3 259.
    const result = calculateCalories(adult);
    expect(result.loseWithheld).toBeUndefined();
    expect(result.actions).toEqual([
      { goal: 'weight-loss', calories: 2359 },
      { goal: 'maintenance', calories: 2759 },
      { goal: 'weight-gain', calories: 3159 },
    ]);
    expect(result.actions.map(mealPlanningHref)).toEqual([
      '/meal-planning?goal=weight-loss&calories=2359',
      '/meal-planning?goal=maintenance&calories=2759',
      '/meal-planning?goal=weight-gain&calories=3159',
    ]);
  });

  it('the 16-year-old of 38 kg and 165 cm (BMI 14): no weight-loss figure and no weight-loss action', () => {
    const teen = calculateCalories({
      age: 16,
      gender: 'female',
      weight: 38,
      height: 165,
      activityLevel: 'light',
    });
    expect(teen.bmi).toBe(13.9); // 38 / 1.65² = 13.96, rounded down
    expect(teen.loseWithheld).toBe('minor');
    expect(teen.lose).toBeUndefined();
    expect(teen.actions.map((a) => a.goal)).toEqual(['maintenance', 'weight-gain']);
  });

  it('under 18 years, whatever the BMI; 18 years is an adult', () => {
    const heavy = { ...adult, weight: 120 };
    expect(calculateCalories({ ...heavy, age: 17 }).loseWithheld).toBe('minor');
    expect(calculateCalories({ ...heavy, age: 17 }).actions.some((a) => a.goal === 'weight-loss')).toBe(
      false,
    );
    expect(calculateCalories({ ...heavy, age: 18 }).loseWithheld).toBeUndefined();
  });

  it('a BMI under 18.5 (unrounded) withholds weight loss; 18.5 itself does not', () => {
    // 74 / 2.00² = 18.5 exactly; 73.9 / 4 = 18.475, which would round to 18,5.
    expect(calculateCalories({ ...adult, height: 200, weight: 74 }).loseWithheld).toBeUndefined();
    const under = calculateCalories({ ...adult, height: 200, weight: 73.9 });
    expect(under.loseWithheld).toBe('underweight');
    expect(under.bmi).toBe(18.4);
    expect(under.actions.map((a) => a.goal)).toEqual(['maintenance', 'weight-gain']);
  });

  it('below a plan’s floor the maintenance action carries its goal only; above the ceiling likewise', () => {
    const low = calculateCalories({
      age: 70,
      gender: 'female',
      weight: 50,
      height: 155,
      activityLevel: 'sedentary',
    });
    expect(low.loseWithheld).toBe('floor');
    expect(low.actions).toEqual([
      { goal: 'maintenance', calories: undefined },
      { goal: 'weight-gain', calories: 1549 }, // 1 149 + 400
    ]);
    expect(mealPlanningHref({ goal: 'maintenance', calories: undefined })).toBe(
      '/meal-planning?goal=maintenance',
    );
    // 3000 + 1562.5 − 100 + 5 = 4467.5; × 1.9 = 8488: no figure a plan can be made at.
    const high = calculateCalories({
      age: 20,
      gender: 'male',
      weight: 300,
      height: 250,
      activityLevel: 'extreme',
    });
    expect(high.actions.map((a) => a.calories)).toEqual([undefined, undefined, undefined]);
  });

  it('any input: carried figures fit a plan, lose < keep < gain, never a weight-loss action under 18 or BMI 18.5', () => {
    fc.assert(
      fc.property(
        fc.record({
          age: fc.integer({ min: 15, max: 100 }),
          gender: fc.constantFrom('male', 'female'),
          weight: fc.double({ min: 30, max: 300, noNaN: true }),
          height: fc.double({ min: 100, max: 250, noNaN: true }),
          activityLevel: fc.constantFrom('sedentary', 'light', 'moderate', 'very-active', 'extreme'),
        }),
        (input) => {
          const result = calculateCalories(input);
          const byGoal = new Map(result.actions.map((a) => [a.goal, a.calories]));
          for (const { calories } of result.actions)
            if (calories !== undefined) expect(fitsMealPlan(calories)).toBe(true);
          const bmi = input.weight / (input.height / 100) ** 2;
          if (input.age < 18 || bmi < 18.5) {
            expect(byGoal.has('weight-loss')).toBe(false);
            expect(result.lose).toBeUndefined();
          }
          const lose = byGoal.get('weight-loss');
          const keep = byGoal.get('maintenance');
          const gain = byGoal.get('weight-gain');
          if (lose !== undefined && keep !== undefined) expect(lose).toBeLessThan(keep);
          if (keep !== undefined && gain !== undefined) expect(keep).toBeLessThan(gain);
          if (result.lose !== undefined && lose !== undefined) {
            expect(lose).toBeGreaterThanOrEqual(result.lose.min);
            expect(lose).toBeLessThanOrEqual(result.lose.max);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('what the calculator carries in the meal form’s address, read back', () => {
  it.each([
    ['?goal=weight-loss&calories=1927', { goal: 'weight-loss', calories: 1927 }],
    ['?calories=2200&goal=weight-gain', { goal: 'weight-gain', calories: 2200 }],
    ['?goal=maintenance', { goal: 'maintenance', calories: undefined }],
    ['?calories=1614', { goal: undefined, calories: 1614 }],
    // A part that does not pass is left out and the other kept.
    ['?goal=muscle-gain&calories=2000', { goal: undefined, calories: 2000 }],
    ['?goal=weight-loss&calories=1149', { goal: 'weight-loss', calories: undefined }],
    ['?goal=weight-loss&calories=5001', { goal: 'weight-loss', calories: undefined }],
    ['?goal=weight-loss&calories=1927.5', { goal: 'weight-loss', calories: undefined }],
    ['?goal=WEIGHT-LOSS&calories=abc', { goal: undefined, calories: undefined }],
    ['', { goal: undefined, calories: undefined }],
  ])('%s → %o', (search, expected) => {
    expect(readCalculatorCarry(search)).toEqual(expected);
  });

  it('reads back every action the calculator can make', () => {
    const result = calculateCalories({
      age: 40,
      gender: 'female',
      weight: 70,
      height: 170,
      activityLevel: 'light',
    });
    for (const action of result.actions) {
      const href = mealPlanningHref(action);
      expect(readCalculatorCarry(href.slice(href.indexOf('?')))).toEqual(action);
    }
  });
});

describe('the meal form’s note and its kcal', () => {
  it('writes whole kcal as svNumber does', () => {
    for (const n of [0, 7, 999, 1000, 1927, 12345, 5000, 100000]) expect(wholeKcal(n)).toBe(svNumber(n, 0));
  });

  it('names the goal and the figure the calculator carried', () => {
    expect(MEAL_FORM.carriedFromCalculator('weight-loss', '1\u00a0927')).toBe(
      'Ifyllt från kaloriräknaren: gå ner i vikt, 1\u00a0927 kcal',
    );
    expect(MEAL_FORM.carriedFromCalculator('maintenance', undefined)).toBe(
      'Ifyllt från kaloriräknaren: behålla vikten. Välj ditt kalorimål.',
    );
    expect(MEAL_FORM.carriedFromCalculator(undefined, '2\u00a0000')).toBe(
      'Ifyllt från kaloriräknaren: 2\u00a0000 kcal',
    );
  });
});

describe('the meal form refuses weight loss below a plan’s floor with its own reason', () => {
  it.each([
    ['1100', 'weight-loss', true],
    ['1 199', 'weight-loss', true],
    ['1200', 'weight-loss', false],
    ['1100', 'maintenance', false],
    ['', 'weight-loss', false],
    ['abc', 'weight-loss', false],
  ])('%s kcal with %s → %s', (text, goal, refused) => {
    expect(weightLossBelowFloor(text, goal)).toBe(refused);
  });
});
