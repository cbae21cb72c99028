import {
  GOAL_DIETS,
  formatQuality,
  isGoalPlan,
  measureQuality,
  randomPreferences,
  type GenerateFn,
} from '../../../bench/lib/plan-quality.ts';
import { F } from '@shared/catalogue/food-meta.ts';
import { RECIPES, nutrientsOf, parseRestrictions } from '@shared/catalogue/index.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { serveMeal } from '@shared/meal-plan/portion.ts';
import { servedFitsDiet } from '@shared/meal-plan/portion-meal.ts';
import { foodRole } from '@shared/meal-plan/portion-roles.ts';
import { limitClass, limitScale, mealLimit, portionExcess } from '@shared/meal-plan/portion-limits.ts';
import {
  BALANCED_PROTEIN_MAX,
  GOAL_SHARES,
  dailyMacroTarget,
  mealMacroTargets,
} from '@shared/meal-plan/targets.ts';
import { energyShares } from '@shared/catalogue/diet-rules.ts';
import { splitCalories } from '@shared/meal-plan/split.ts';
import { mealsOf } from '@shared/schemas/meal-plan.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';
import type { Cuisine, DietType } from '@shared/domain.ts';
import { describe, expect, it } from 'vitest';

const generate: GenerateFn = (p, o) => generateMealPlan(p, o);
const START = new Date('2026-11-23T08:00:00Z');

describe('plan quality over many seeded random preferences', () => {
  // One run shared by the assertions below: 400 plans take a few seconds.
  const report = measureQuality(generate, randomPreferences(400, 2121));

  it('breaks no diet or restriction, keeps every day on its calories and almost always makes a plan', () => {
    expect(report.violations).toEqual([]);
    expect(report.worstDayDeviation).toBe(0);
    expect(report.worstMealDeviation).toBeLessThan(1.5);
    // Only when the catalogue has no dish at all for a restriction-heavy choice (0.3 % before the catalogue grew).
    expect(report.failed / report.plans).toBeLessThan(0.02);
  });

  it("aims at the goal's split within normal portions, and says so in one sentence where it falls short", () => {
    // The bound: at most 5 points per macro on average over the goal diets.
    expect(report.goalDeviation.protein).toBeLessThan(0.05);
    expect(report.goalDeviation.carbs).toBeLessThan(0.05);
    expect(report.goalDeviation.fat).toBeLessThan(0.05);
    // Every goal differs from the others as its split says (the old engine gave all ~19 % protein).
    const protein = Object.fromEntries(report.goals.map((g) => [g.goal, g.mean.protein]));
    expect(protein['weight-loss']).toBeGreaterThan((protein['general-health'] ?? 1) + 0.04);
    expect(protein['muscle-gain']).toBeGreaterThan((protein['general-health'] ?? 1) + 0.04);
    // Muscle gain (35 % protein) within normal portions: about 27 % over the goal-basis plans.
    expect(report.muscleGainProtein).toBeGreaterThanOrEqual(0.25);
    // Every plan more than 5 points off its target says so (the old engine: none of 142).
    expect(report.offPlans).toBeGreaterThan(0);
    expect(report.offWithoutNotice).toBe(0);
  });

  it('serves normal portions: limits per meal and week, one side at most, never a dish twice a day', () => {
    // The old engine: 17 % of meals over a limit, 10 % with > 250 g protein foods, 29 % with two
    // sides, 22 % of weeks with one protein food over 1.5 kg, 33 days with a dish twice.
    expect(report.overLimit).toBeLessThanOrEqual(0.005);
    expect(report.proteinHeavy).toBeLessThanOrEqual(0.005);
    expect(report.twoSides).toBe(0);
    expect(report.weekProteinOver).toBeLessThanOrEqual(0.01);
    expect(report.sameDishDays).toBe(0);
  });

  it('serves lunches and dinners from the chosen cuisines as far as the catalogue has them', () => {
    // 75 % before lunch and dinner drew on each other's dishes; the 95 % needs the thin
    // diet × cuisine cells of the catalogue filled (the bench prints them).
    expect(report.mainsFromCuisine).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps balanced under its own protein cap for muscle gain and counts it as a diet profile', () => {
    const balanced = report.measures.filter(
      (m) => m.prefs.dietType === 'balanced' && m.prefs.goal === 'muscle-gain',
    );
    expect(balanced.length).toBeGreaterThan(3);
    for (const m of balanced) {
      expect(isGoalPlan(m)).toBe(false);
      expect(m.target.protein).toBeCloseTo(BALANCED_PROTEIN_MAX, 5);
      // The week stays at or under the cap and near it (every meal must stay ≤ 30 %).
      expect(m.shares.protein).toBeLessThanOrEqual(BALANCED_PROTEIN_MAX);
      expect(m.shares.protein).toBeGreaterThan(0.25);
    }
  });

  it('keeps keto, low-carb and high-protein on their own profiles', () => {
    expect(report.profileDeviation.protein).toBeLessThan(0.03);
    expect(report.profileDeviation.carbs).toBeLessThan(0.03);
    expect(report.profileDeviation.fat).toBeLessThan(0.03);
  });

  it('varies breakfasts and snacks: at most 2 % of weeks with two or fewer distinct ones', () => {
    expect(report.lowVariety.breakfast).toBeLessThanOrEqual(0.02);
    expect(report.lowVariety.snack).toBeLessThanOrEqual(0.02);
    expect(report.distinctMean.breakfast).toBeGreaterThan(5);
    expect(report.distinctMean.snack).toBeGreaterThan(5);
  });

  it('formats a table the bench prints', () => {
    const text = formatQuality(report);
    expect(text).toContain('| Plans with ≤ 2 distinct breakfasts |');
    expect(text).toContain('| muscle-gain |');
    expect(GOAL_DIETS).not.toContain('keto');
  });
});

describe('portions toward the target', () => {
  it('derives a food role from its composition', () => {
    expect(foodRole(F.kvarg)).toBe('protein');
    expect(foodRole(F.kycklingfile)).toBe('protein');
    expect(foodRole(F.kidneybonor)).toBe('protein');
    expect(foodRole(F.havregryn)).toBe('starch');
    expect(foodRole(F.pasta)).toBe('starch');
    expect(foodRole(F.olivolja)).toBe('fat');
    expect(foodRole(F.tomat)).toBe('veg');
  });

  it('classifies the foods with a portion limit from their data', () => {
    expect(limitClass(F.kycklingfile)).toBe('meat-fish');
    expect(limitClass(F.lax)).toBe('meat-fish');
    expect(limitClass(F.agg)).toBe('egg');
    expect(limitClass(F.tofu)).toBe('veg-protein');
    expect(limitClass(F.sojabitar)).toBe('veg-protein');
    expect(limitClass(F.halloumi)).toBe('veg-protein');
    expect(limitClass(F.pasta)).toBe('dry-grain');
    expect(limitClass(F.basmatiris)).toBe('dry-grain');
    // A drink, a spoonable dairy, bread and cooked or fresh foods have no per-meal limit.
    for (const n of [F.sojadryck, F.kvarg, F.fullkornsbrod, F.knackebrod, F.potatis, F.kikartor]) {
      expect(limitClass(n)).toBeUndefined();
    }
    expect(mealLimit(F.kycklingfile, 2200)).toBe(200);
    expect(mealLimit(F.kycklingfile, 3300)).toBeCloseTo(300, 5);
  });

  it("spreads the day's target over the meals so their calorie-weighted mean is the goal's split", () => {
    const split = splitCalories(2400, true);
    const targets = mealMacroTargets('muscle-gain', 'vegetarian', 2400, split);
    const mean = (k: 'protein' | 'carbs' | 'fat') =>
      (['breakfast', 'lunch', 'dinner', 'snack'] as const).reduce((s, m) => s + targets[m][k] * split[m], 0) /
      2400;
    expect(mean('protein')).toBeCloseTo(GOAL_SHARES['muscle-gain'].protein, 2);
    expect(mean('fat')).toBeCloseTo(GOAL_SHARES['muscle-gain'].fat, 2);
    expect(targets.dinner.protein).toBeGreaterThan(targets.breakfast.protein);
  });

  it('scales the protein part up, adds a side shown as "Till: …", and keeps the energy exact', () => {
    const porridge = RECIPES.find((r) => r.id === 'havregrynsgrot-med-blabar-och-mandel');
    if (porridge === undefined) throw new Error('recipe missing');
    const meal = serveMeal(porridge, 600, 'swedish', {
      mealType: 'breakfast',
      diet: 'vegetarian',
      target: { protein: 0.3, carbs: 0.45, fat: 0.25 },
      restrictions: parseRestrictions(''),
      dailyCalories: 2200,
    });
    const items = meal.items ?? [];
    expect(Math.abs(nutrientsOf(items).kcal - 600)).toBeLessThan(1);
    expect(energyShares(meal).protein).toBeGreaterThan(energyShares(porridge.nutrients).protein + 0.08);
    expect(meal.description).toMatch(/Till: .+\.$/);
    expect(items.length).toBe(porridge.ingredients.length + 1);
    expect(meal.recipe?.ingredients).toHaveLength(items.length);
    expect(meal.recipe?.instructions.at(-1)).toMatch(/^Servera med /);
  });

  it('adds soy sides to vegan mains for muscle gain, one side a meal at most, of a normal serving', () => {
    const byId = new Map(RECIPES.map((r) => [r.id, r]));
    const sideFoods = new Set<number>();
    for (const [i, cuisine] of (['swedish', 'italian', 'asian', 'mexican'] as const).entries()) {
      const prefs: MealPreferences = {
        calories: 3000,
        dietType: 'vegan',
        cuisine: [cuisine],
        goal: 'muscle-gain',
        restrictions: '',
        includeSnacks: true,
      };
      const result = generateMealPlan(prefs, { startDate: START, seed: i + 1 });
      if (!result.ok) throw new Error(result.error.message);
      for (const meal of result.value.plan.flatMap(mealsOf)) {
        const recipe = byId.get(meal.recipeId ?? '');
        if (recipe === undefined) throw new Error('unknown recipe');
        const sides = (meal.items ?? []).slice(recipe.ingredients.length);
        expect(sides.length).toBeLessThanOrEqual(1);
        for (const side of sides) {
          sideFoods.add(side.food);
          // Tofu or sojabitar beside a dish: 100 g on a day of 2 200 kcal, in proportion above.
          if (side.food === F.tofu || side.food === F.sojabitar) {
            expect(side.grams).toBeLessThanOrEqual(100 * limitScale(prefs.calories) + 0.05);
          }
        }
        // The dish stays the main part of the plate: a side gives at most 40 % of its energy.
        if (sides.length > 0) expect(nutrientsOf(sides).kcal).toBeLessThanOrEqual(meal.calories * 0.4 + 1);
        expect(portionExcess(meal.items ?? [], prefs.calories)).toEqual([]);
      }
    }
    expect(sideFoods.has(F.sojabitar)).toBe(true);
  });

  it(
    'portions a recipe within the limits wherever its diet allows, and the generator passes over the rest',
    { timeout: 60_000 },
    () => {
      const targets = [
        { protein: 0.35, carbs: 0.4, fat: 0.25 },
        { protein: 0.55, carbs: 0.25, fat: 0.2 },
        { protein: 0.15, carbs: 0.6, fat: 0.25 },
      ];
      let checked = 0;
      const over: string[] = [];
      const unfit: { diet: DietType; dailyCalories: number; cuisine: Cuisine; recipe: string }[] = [];
      for (const recipe of RECIPES) {
        for (const diet of recipe.diets) {
          for (const dailyCalories of [1400, 2200, 3600]) {
            for (const mealType of recipe.mealTypes) {
              // The meal's share of the day, the larger of with and without snacks.
              const calories = Math.max(
                splitCalories(dailyCalories, true)[mealType],
                splitCalories(dailyCalories, false)[mealType],
              );
              const meal = serveMeal(recipe, calories, recipe.cuisines[0] ?? 'international', {
                mealType,
                diet,
                target: targets[checked % targets.length] ?? { protein: 0.3, carbs: 0.4, fat: 0.3 },
                restrictions: parseRestrictions(''),
                dailyCalories,
              });
              const items = meal.items ?? [];
              const excess = portionExcess(items, dailyCalories);
              if (excess.length > 0) {
                over.push(`${recipe.id} ${diet} ${dailyCalories}: ${JSON.stringify(excess)}`);
                unfit.push({
                  diet,
                  dailyCalories,
                  cuisine: recipe.cuisines[0] ?? 'international',
                  recipe: recipe.id,
                });
              }
              expect(Math.abs(nutrientsOf(items).kcal - calories)).toBeLessThan(1.5);
              expect(servedFitsDiet(items, recipe, diet)).toBe(true);
              checked++;
            }
          }
        }
      }
      // A dish that is nearly all one protein food (räkor in oil, seekh kebab) cannot reach a big
      // meal's energy within the limits and keep its diet's split: a handful of the combinations.
      expect(over.length, over.join('\n')).toBeLessThanOrEqual(checked * 0.005);
      expect(checked).toBeGreaterThan(1000);
      // Where such a dish is picked, the generator serves the next best instead.
      for (const u of unfit) {
        for (const seed of [1, 2, 3]) {
          const result = generateMealPlan(
            {
              calories: u.dailyCalories,
              dietType: u.diet,
              cuisine: [u.cuisine],
              goal: 'maintenance',
              restrictions: '',
              includeSnacks: false,
            },
            { startDate: START, seed },
          );
          if (!result.ok) throw new Error(result.error.message);
          for (const meal of result.value.plan.flatMap((d) => mealsOf(d)))
            expect(portionExcess(meal.items ?? [], u.dailyCalories), `${u.recipe}: ${meal.name}`).toEqual([]);
        }
      }
    },
  );

  it('says in one sentence, with the numbers, how far a week falls short of its split', () => {
    const prefs: MealPreferences = {
      calories: 2400,
      dietType: 'vegan',
      cuisine: ['swedish', 'italian'],
      goal: 'muscle-gain',
      restrictions: '',
      includeSnacks: true,
    };
    const result = generateMealPlan(prefs, { startDate: START, seed: 3 });
    if (!result.ok) throw new Error(result.error.message);
    const week = energyShares(
      result.value.plan
        .flatMap(mealsOf)
        .reduce(
          (a, m) => ({ protein: a.protein + m.protein, carbs: a.carbs + m.carbs, fat: a.fat + m.fat }),
          { protein: 0, carbs: 0, fat: 0 },
        ),
    );
    expect(GOAL_SHARES['muscle-gain'].protein - week.protein).toBeGreaterThan(0.05);
    const short = result.value.notices.filter((n) => n.startsWith('Med vanliga portioner'));
    expect(short).toHaveLength(1);
    expect(short[0]).toMatch(
      new RegExp(
        `^Med vanliga portioner når veckan ${Math.round(week.protein * 100)} % protein.* i stället för målets 35 %.*\\.$`,
      ),
    );
    expect(short[0]?.split('. ')).toHaveLength(1);
    // A week within 5 points of its split says nothing of the kind.
    const near = generateMealPlan(
      { ...prefs, dietType: 'balanced', goal: 'maintenance' },
      { startDate: START, seed: 3 },
    );
    if (!near.ok) throw new Error(near.error.message);
    expect(near.value.notices.some((n) => n.startsWith('Med vanliga portioner'))).toBe(false);
  });

  it('never adds a side the diet or the restrictions exclude', () => {
    const prefs: MealPreferences = {
      calories: 2600,
      dietType: 'vegan',
      cuisine: ['swedish'],
      goal: 'muscle-gain',
      restrictions: 'soja',
      includeSnacks: true,
    };
    const result = generateMealPlan(prefs, { startDate: START, seed: 4 });
    if (!result.ok) throw new Error(result.error.message);
    const banned = new Set([F.kvarg, F.cottageCheese, F.agg, F.tofu, F.sojadryck, F.edamame, F.sojabitar]);
    for (const meal of result.value.plan.flatMap(mealsOf)) {
      expect((meal.items ?? []).filter((i) => banned.has(i.food))).toEqual([]);
    }
  });

  it('says which target applies', () => {
    const base: MealPreferences = {
      calories: 2200,
      dietType: 'vegetarian',
      cuisine: ['swedish'],
      goal: 'muscle-gain',
      restrictions: '',
      includeSnacks: false,
    };
    const goal = generateMealPlan(base, { startDate: START, seed: 1 });
    const keto = generateMealPlan({ ...base, dietType: 'keto' }, { startDate: START, seed: 1 });
    const balanced = generateMealPlan({ ...base, dietType: 'balanced' }, { startDate: START, seed: 1 });
    const balancedLoss = generateMealPlan(
      { ...base, dietType: 'balanced', goal: 'weight-loss' },
      { startDate: START, seed: 1 },
    );
    if (!goal.ok || !keto.ok || !balanced.ok || !balancedLoss.ok) throw new Error('no plan');
    // Balanced's 30 % protein cap wins over muscle gain's 35 %, and the notice says so.
    expect(balanced.value.target).toEqual(dailyMacroTarget('muscle-gain', 'balanced', 2200));
    expect(balanced.value.target.basis).toBe('diet');
    expect(balanced.value.target.protein).toBeCloseTo(0.3, 5);
    expect(balanced.value.target.carbs / balanced.value.target.fat).toBeCloseTo(40 / 25, 5);
    expect(balanced.value.notices).toContain(
      'Balanserad kost styr fördelningen: protein högst 30 % av energin i varje måltid, så portionerna ' +
        'följer protein 30 %, kolhydrater 43 %, fett 27 % av energin i stället för målet ' +
        'Muskeluppbyggnad (protein 35 %).',
    );
    // A goal within the cap (weight loss, 30 %) is followed as it is.
    expect(balancedLoss.value.target).toEqual({ ...GOAL_SHARES['weight-loss'], basis: 'goal' });
    expect(goal.value.target.basis).toBe('goal');
    expect(goal.value.notices).toContain(
      'Portionerna följer målet Muskeluppbyggnad: protein 35 %, kolhydrater 40 %, fett 25 % av energin.',
    );
    expect(keto.value.target.basis).toBe('diet');
    expect(
      keto.value.notices.some((n) => n.startsWith('Portionerna följer kosttypens egen fördelning (Keto:')),
    ).toBe(true);
  });

  it('takes breakfasts from neighbouring cuisines before repeating, without a notice', () => {
    const prefs: MealPreferences = {
      calories: 2000,
      dietType: 'vegetarian',
      cuisine: ['italian'],
      goal: 'maintenance',
      restrictions: '',
      includeSnacks: true,
    };
    const result = generateMealPlan(prefs, { startDate: START, seed: 9 });
    if (!result.ok) throw new Error(result.error.message);
    const breakfasts = result.value.plan.map((d) => d.breakfast.recipeId);
    const counts = new Map<string | undefined, number>();
    for (const id of breakfasts) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    expect(new Set(breakfasts).size).toBeGreaterThanOrEqual(4);
    // At most one notice on what had to give for the cuisines, and none for breakfasts that
    // come from a neighbouring cuisine.
    const compromise = result.value.notices.filter(
      (n) => n.startsWith('De kök du valde') || n.startsWith('Det finns för få'),
    );
    expect(compromise.length).toBeLessThanOrEqual(1);
    expect(result.value.notices.some((n) => n.includes('frukostar'))).toBe(false);
  });
});
