import { buildAiMealPlan } from '../../../supabase/functions/generate-meal-plan/ai/build.ts';
import { mealAiContext } from '../../../supabase/functions/generate-meal-plan/ai/context.ts';
import { findForbiddenWord } from '../../../supabase/functions/generate-meal-plan/ai/forbidden.ts';
import {
  MEAL_SYSTEM_PROMPT,
  mealUserMessage,
} from '../../../supabase/functions/generate-meal-plan/ai/prompt.ts';
import {
  DISHES,
  LACTOSE_FREE,
  NOW,
  aiAnswer,
  aiMeal,
} from '../../../supabase/functions/generate-meal-plan/test-fixtures.ts';
import { mealPreferencesSchema, type MealPreferencesInput } from '@shared/schemas/meal-preferences.ts';
import { describe, expect, it } from 'vitest';

function contextFor(input: MealPreferencesInput) {
  return mealAiContext(mealPreferencesSchema.parse(input), NOW);
}

type Day = Record<string, unknown>;
const meal = (day: Day, key: string) => day[key] as ReturnType<typeof aiMeal>;

describe('findForbiddenWord', () => {
  it('finds excluded words inside Swedish compounds and phrases', () => {
    expect(findForbiddenWord('Toppa med jordnötssmör', ['jordnöt'])).toBe('jordnöt');
    expect(findForbiddenWord('Äggröra på rågbröd', ['ägg'])).toBe('ägg');
    expect(findForbiddenWord('Riv över lite getost', ['ost'])).toBe('ost');
    expect(findForbiddenWord('Servera med havremjölk', ['mjölk'])).toBe('mjölk');
    expect(findForbiddenWord('Strö över RIVEN OST', ['riven ost'])).toBe('riven ost');
    expect(findForbiddenWord('Crème fraiche på toppen', ['creme fraiche'])).toBe('creme fraiche');
  });

  it('leaves short words alone in the middle of another word, and safe food names alone', () => {
    expect(findForbiddenWord('Rostade grönsaker', ['ost'])).toBeUndefined();
    expect(findForbiddenWord('Kyckling i kokosmjölk', ['mjölk'], ['Kokosmjölk'])).toBeUndefined();
    expect(findForbiddenWord('Kokosmjölk och mjölk', ['mjölk'], ['Kokosmjölk'])).toBe('mjölk');
  });
});

describe('mealAiContext', () => {
  it('offers the model only foods the diet and restrictions allow, and lists forbidden words', () => {
    const ctx = contextFor({ ...LACTOSE_FREE, dietType: 'vegan', restrictions: 'nötter, kokos' });
    const names = ctx.allowedFoods.map((f) => f.name);
    expect(names).toContain('Tofu');
    for (const name of ['Ägg', 'Laxfilé', 'Mellanmjölk', 'Honung', 'Mandlar', 'Jordnötssmör', 'Kokosmjölk']) {
      expect(names).not.toContain(name);
    }
    expect(ctx.forbiddenWords).toEqual(expect.arrayContaining(['nötter', 'jordnöt', 'mandel', 'kokos']));
    expect(ctx.split).toEqual({ breakfast: 450, lunch: 630, dinner: 720, snack: 200 });
  });

  it('forbids the excluded food’s own names in the text, not words other foods share', () => {
    const ctx = contextFor({ ...LACTOSE_FREE, restrictions: 'kyckling' });
    expect(ctx.forbiddenWords).toEqual(expect.arrayContaining(['kyckling', 'kycklingfile', 'kycklinglår']));
    expect(ctx.forbiddenWords).not.toContain('kött');
    expect(ctx.forbiddenWords).not.toContain('fågel');
    expect(ctx.allowedFoods.map((f) => f.name)).toContain('Kalkonfilé');
  });

  it('the prompt describes the JSON shape and carries the person as data', () => {
    const ctx = contextFor(LACTOSE_FREE);
    expect(MEAL_SYSTEM_PROMPT).toContain('"ingredients":[[<id>,<gram>]');
    const message = mealUserMessage(ctx);
    const data = JSON.parse(message.slice(message.indexOf('<data>') + 6, message.indexOf('</data>'))) as {
      kcalPerMaltid: Record<string, number>;
      livsmedel: unknown[][];
      allergierOchBegransningar: string;
    };
    expect(data.kcalPerMaltid).toEqual({ breakfast: 450, lunch: 630, dinner: 720, snack: 200 });
    expect(data.allergierOchBegransningar).toBe('laktos');
    expect(data.livsmedel).toContainEqual([702, 'Havregryn', 375, 10, 64, 7]);
  });
});

describe('buildAiMealPlan', () => {
  const ctx = contextFor(LACTOSE_FREE);

  it('accepts a good answer, scaling every dish to its meal’s calories', () => {
    const built = buildAiMealPlan(aiAnswer(), ctx);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const monday = built.value[0];
    expect(monday?.lunch.calories).toBe(630);
    expect(monday?.lunch.recipe?.ingredients[0]).toMatch(/kycklingfilé$/);
    expect(monday?.lunch.recipeId).toBeUndefined();
    expect(monday?.lunch.cuisine).toBe('swedish');
  });

  it('accepts ingredients written as objects and drops a cuisine outside the product’s list', () => {
    const answer = aiAnswer((day) => {
      const lunch = meal(day, 'lunch');
      day.lunch = {
        ...lunch,
        cuisine: 'thai',
        ingredients: lunch.ingredients.map(([id, grams]) => ({ id, grams })),
      };
    });
    const built = buildAiMealPlan(answer, ctx);
    expect(built.ok && built.value[0]?.lunch.cuisine).toBeUndefined();
    expect(built.ok && built.value[0]?.lunch.calories).toBe(630);
  });

  it('rejects days out of order, a missing snack, and portions far from the target', () => {
    const swapped = aiAnswer((day, i) => {
      if (i === 0) day.day = 'Tisdag';
    });
    expect(buildAiMealPlan(swapped, ctx)).toEqual({ ok: false, error: 'day-order' });
    const noSnack = aiAnswer((day) => {
      delete day.snack;
    });
    expect(buildAiMealPlan(noSnack, ctx)).toEqual({ ok: false, error: 'missing-meal' });
    const huge = aiAnswer((day, i) => {
      if (i === 6) day.dinner = aiMeal(DISHES.dinner, 720, 3);
    });
    expect(buildAiMealPlan(huge, ctx)).toEqual({ ok: false, error: 'portion' });
  });

  it('leaves out a snack nobody asked for', () => {
    const built = buildAiMealPlan(aiAnswer(), contextFor({ ...LACTOSE_FREE, includeSnacks: false }));
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.every((d) => d.snack === undefined)).toBe(true);
    expect(built.value[0]?.lunch.calories).toBe(700);
  });

  it('enforces the diet by food: no salmon for a vegetarian, no unknown food numbers', () => {
    const vegetarian = contextFor({ ...LACTOSE_FREE, dietType: 'vegetarian' });
    expect(buildAiMealPlan(aiAnswer(), vegetarian)).toEqual({ ok: false, error: 'excluded-food' });
    const invented = aiAnswer((day, i) => {
      if (i === 2) meal(day, 'breakfast').ingredients.push([999_999, 50]);
    });
    expect(buildAiMealPlan(invented, ctx)).toEqual({ ok: false, error: 'excluded-food' });
  });

  it('rejects a keto week whose carbohydrate is not under 10 %', () => {
    const keto = contextFor({ ...LACTOSE_FREE, dietType: 'keto' });
    expect(buildAiMealPlan(aiAnswer(), keto)).toEqual({ ok: false, error: 'diet-profile' });
  });

  it('rejects links and markup in the text, and overlong text', () => {
    const link = aiAnswer((day, i) => {
      if (i === 1) meal(day, 'snack').description = 'Köp på https://example.com';
    });
    expect(buildAiMealPlan(link, ctx)).toEqual({ ok: false, error: 'unsafe-text' });
    const long = aiAnswer((day, i) => {
      if (i === 1) meal(day, 'snack').name = 'Äpple '.repeat(40);
    });
    expect(buildAiMealPlan(long, ctx)).toEqual({ ok: false, error: 'schema' });
  });
});
