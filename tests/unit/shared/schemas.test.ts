import { validate } from '@shared/schemas/errors.ts';
import { mealPlanSchema } from '@shared/schemas/meal-plan.ts';
import { mealPreferencesSchema, restrictionsText } from '@shared/schemas/meal-preferences.ts';
import { workoutFormSchema } from '@shared/schemas/workout.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const prefs = {
  calories: '2000',
  dietType: 'balanced',
  cuisine: ['swedish'],
  goal: 'maintenance',
  restrictions: '',
  includeSnacks: false,
};

function expectNoEnglish(messages: Record<string, string>) {
  for (const m of Object.values(messages))
    expect(m).not.toMatch(/Invalid|expected|received|Too (big|small)/i);
}

describe('meal preferences', () => {
  it('turns the calorie text into whole kcal', () => {
    for (const [text, kcal] of [
      ['2000', 2000],
      ['2 000', 2000],
      [' 1850,4 ', 1850],
      [2500, 2500],
    ] as const) {
      const v = validate(mealPreferencesSchema, { ...prefs, calories: text });
      expect(v.ok && v.value.calories).toBe(kcal);
    }
  });

  it.each([
    [{ calories: '' }, 'calories', 'Ange ditt dagliga kalorimål'],
    [{ calories: 'mycket' }, 'calories', 'Ange kalorimålet som ett tal, till exempel 2000'],
    [{ calories: '1199' }, 'calories', 'Kalorimålet måste vara mellan 1200 och 5000 kcal per dag'],
    [{ calories: 5001 }, 'calories', 'Kalorimålet måste vara mellan 1200 och 5000 kcal per dag'],
    [{ dietType: 'carnivore' }, 'dietType', 'Välj en kosttyp'],
    [{ cuisine: [] }, 'cuisine', 'Välj minst ett kök'],
    [{ cuisine: undefined }, 'cuisine', 'Välj minst ett kök'],
    [{ goal: undefined }, 'goal', 'Välj ett mål'],
    [
      { restrictions: 'x'.repeat(501) },
      'restrictions',
      'Skriv högst 500 tecken om allergier och begränsningar',
    ],
  ])('%o → %s: %s', (change, field, message) => {
    const v = validate(mealPreferencesSchema, { ...prefs, ...change });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error.messages[field]).toBe(message);
  });

  it('defaults restrictions and snacks, and reads saved allergies as more restrictions', () => {
    const v = validate(mealPreferencesSchema, {
      calories: 1800,
      dietType: 'vegan',
      cuisine: ['asian', 'asian'],
      goal: 'weight-loss',
      allergies: ['nötter', 'sesam'],
    });
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.value.restrictions).toBe('');
    expect(v.value.includeSnacks).toBe(false);
    expect(v.value.cuisine).toEqual(['asian']);
    expect(restrictionsText(v.value)).toBe('nötter, sesam');
    expect(restrictionsText({ ...v.value, restrictions: 'laktos', allergies: 'gluten' })).toBe(
      'laktos, gluten',
    );
  });

  it('never throws and always answers in Swedish', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.dictionary(fc.constantFrom(...Object.keys(prefs)), fc.anything()),
        (a, b) => {
          for (const input of [a, { ...prefs, ...b }]) {
            const v = validate(mealPreferencesSchema, input);
            if (!v.ok) expectNoEnglish(v.error.messages);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('workout form', () => {
  const form = {
    goals: ['Ökad styrka'],
    frequency: '2-3',
    duration: '7-days',
    experience: 'new',
    equipment: 'dumbbells',
    specificGoals: '',
  };

  it('accepts a listed goal, frequency, duration, experience and place and makes specific goals optional', () => {
    const v = validate(workoutFormSchema, {
      goals: form.goals,
      frequency: '4-5',
      duration: '30-days',
      experience: 'experienced',
      equipment: 'bodyweight',
    });
    expect(v.ok && v.value.specificGoals).toBe('');
    expect(v.ok && [v.value.experience, v.value.equipment]).toEqual(['experienced', 'bodyweight']);
  });

  it.each([
    [{ goals: [] }, 'goals', 'Välj minst ett mål'],
    [{ goals: ['Bli stark'] }, 'goals.0', 'Okänt mål'],
    [{ frequency: '1' }, 'frequency', 'Välj hur ofta du vill träna'],
    [{ duration: undefined }, 'duration', 'Välj schemats längd'],
    [{ experience: undefined }, 'experience', 'Välj hur van du är vid styrketräning'],
    [{ experience: 'expert' }, 'experience', 'Välj hur van du är vid styrketräning'],
    [{ equipment: undefined }, 'equipment', 'Välj var du tränar'],
    [{ equipment: 'pool' }, 'equipment', 'Välj var du tränar'],
    [{ specificGoals: 'a'.repeat(501) }, 'specificGoals', 'Skriv högst 500 tecken om dina specifika mål'],
  ])('%o → %s: %s', (change, field, message) => {
    const v = validate(workoutFormSchema, { ...form, ...change });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error.messages[field]).toBe(message);
  });

  it('never throws and always answers in Swedish', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const v = validate(workoutFormSchema, input);
        if (!v.ok) expectNoEnglish(v.error.messages);
      }),
      { numRuns: 300 },
    );
  });
});

describe('meal plan schema', () => {
  const meal = { name: 'Gröt', description: 'Varm gröt', calories: 500, protein: 20, carbs: 60, fat: 15 };
  const days = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'].map((day, i) => ({
    day,
    date: `2026-11-${String(23 + i).padStart(2, '0')}`,
    totalCalories: 1500,
    breakfast: meal,
    lunch: meal,
    dinner: meal,
  }));

  it('accepts a plan of 7 plain days without the generator extras', () => {
    expect(mealPlanSchema.safeParse(days).success).toBe(true);
  });

  it('rejects six days, days out of order and a bad date, with Swedish messages', () => {
    const six = validate(mealPlanSchema, days.slice(1));
    expect(!six.ok && six.error.message).toBe('Måltidsplanen måste ha 7 dagar');
    const swapped = validate(mealPlanSchema, [days[1], days[0], ...days.slice(2)]);
    expect(!swapped.ok && swapped.error.message).toBe('Dagarna måste gå från måndag till söndag');
    const badDate = validate(mealPlanSchema, [{ ...days[0], date: '23/11' }, ...days.slice(1)]);
    expect(!badDate.ok && badDate.error.messages['0.date']).toBe('Ogiltigt datum');
  });
});
