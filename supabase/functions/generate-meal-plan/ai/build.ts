import {
  allergensOf,
  classifyDiets,
  nutrientsOf,
  type CatalogueRecipe,
  type Ingredient,
} from '../../_shared/catalogue/index.ts';
import type { MealType } from '../../_shared/domain.ts';
import { profileNotices } from '../../_shared/meal-plan/notices.ts';
import { portionMeal } from '../../_shared/meal-plan/portion.ts';
import {
  mealPlanSchema,
  type Meal,
  type MealPlan,
  type MealPlanDay,
} from '../../_shared/schemas/meal-plan.ts';
import { looksUnsafe, parseJsonAnswer } from '../../_shared/ai/untrusted.ts';
import { err, ok, type Result } from '../../_shared/result.ts';
import { aiMealAnswerSchema, type AiMeal } from './answer.ts';
import type { MealAiContext } from './context.ts';
import { findForbiddenWord } from './forbidden.ts';
import { usualUnit } from './units.ts';

/** Why a model's plan was rejected (for the log; the user simply gets the rule-based plan). */
export type RejectReason =
  | 'schema'
  | 'day-order'
  | 'missing-meal'
  | 'excluded-food'
  | 'allergen'
  | 'diet'
  | 'unsafe-text'
  | 'forbidden-word'
  | 'portion'
  | 'diet-profile'
  | 'plan-schema';

export type BuildResult = Result<MealPlan, RejectReason>;

/**
 * How far a dish may be scaled to hit its meal's calories: the model is asked for portions near
 * the target, and a dish that needs more than doubling (or halving) was not meant for this meal.
 */
const MIN_SCALE = 0.5;
const MAX_SCALE = 2;

const INGREDIENT_DIETS = new Set(['vegan', 'vegetarian', 'paleo']);

type MealResult = Result<Meal, RejectReason>;

function buildMeal(ai: AiMeal, mealType: MealType, ctx: MealAiContext): MealResult {
  const grams = new Map<number, number>();
  for (const [food, g] of ai.ingredients) {
    if (!ctx.allowedNumbers.has(food)) return err('excluded-food');
    grams.set(food, (grams.get(food) ?? 0) + g);
  }
  const ingredients: Ingredient[] = [...grams].map(([food, g]) => ({
    food,
    grams: g,
    unit: usualUnit(food),
  }));
  const allergens = allergensOf(ingredients);
  if (allergens.some((a) => ctx.restrictions.allergens.includes(a))) return err('allergen');
  const diets = classifyDiets(ingredients);
  const diet = ctx.prefs.dietType;
  if (INGREDIENT_DIETS.has(diet) && !diets.includes(diet)) return err('diet');

  const text = [ai.name, ai.description, ...ai.instructions].join('\n');
  if (looksUnsafe(text)) return err('unsafe-text');
  if (findForbiddenWord(text, ctx.forbiddenWords, ctx.allowedNames) !== undefined)
    return err('forbidden-word');

  const nutrients = nutrientsOf(ingredients);
  const calories = ctx.split[mealType];
  const scale = calories / nutrients.kcal;
  if (!(scale >= MIN_SCALE && scale <= MAX_SCALE)) return err('portion');

  const recipe: CatalogueRecipe = {
    id: 'ai',
    name: ai.name,
    description: ai.description,
    mealTypes: [mealType],
    cuisines: ai.cuisine === undefined ? [] : [ai.cuisine],
    cookingTime: ai.cookingTime,
    ingredients,
    steps: ai.instructions,
    nutrients,
    diets,
    allergens,
  };
  const meal = portionMeal(recipe, calories, ai.cuisine ?? 'international');
  delete meal.recipeId;
  if (ai.cuisine === undefined) delete meal.cuisine;
  return ok(meal);
}

/**
 * Turns a model's answer into a meal plan the product can trust, or says why it cannot:
 * - the answer must match the requested shape (7 days, Måndag–Söndag, capped text lengths);
 * - every ingredient must be an allowed catalogue food (diet and restrictions are enforced by
 *   food number, and allergens re-checked from the foods' own data);
 * - names, descriptions and steps must not mention an excluded word, a link or markup;
 * - each dish is scaled so its energy computed from Livsmedelsdatabasen equals its share of the day (../../_shared/meal-plan/split.ts)
 *   exactly (breakfast 25 / lunch 35 / dinner 40 % of what the 10 % snack leaves), with macros
 *   computed from the same grams, so the numbers are true to the food as in the rule-based plan;
 * - keto, low-carb and high-protein plans must meet their diet's profile over the week.
 * Dates come from the context (the coming Monday in Stockholm), never from the model. A snack
 * the person did not ask for is left out.
 */
export function buildAiMealPlan(answer: unknown, ctx: MealAiContext): BuildResult {
  const parsed = aiMealAnswerSchema.safeParse(answer);
  if (!parsed.success) return err('schema');
  const plan: MealPlanDay[] = [];
  for (const [i, { day, date }] of ctx.days.entries()) {
    const aiDay = parsed.data.days[i];
    if (aiDay?.day !== day) return err('day-order');
    const meals: Partial<Record<MealType, Meal>> = {};
    for (const mealType of ctx.mealTypes) {
      const aiMeal = aiDay[mealType];
      if (aiMeal === undefined) return err('missing-meal');
      const built = buildMeal(aiMeal, mealType, ctx);
      if (!built.ok) return built;
      meals[mealType] = built.value;
    }
    const { breakfast, lunch, dinner, snack } = meals;
    if (breakfast === undefined || lunch === undefined || dinner === undefined) {
      return err('missing-meal');
    }
    plan.push({
      day,
      date,
      totalCalories: ctx.prefs.calories,
      breakfast,
      lunch,
      dinner,
      ...(snack === undefined ? {} : { snack }),
    });
  }
  if (profileNotices(plan, ctx.prefs).length > 0) return err('diet-profile');
  const checked = mealPlanSchema.safeParse(plan);
  return checked.success ? ok(checked.data) : err('plan-schema');
}

/** The model's text as a plan: one JSON value (else 'not-json'), then `buildAiMealPlan`. */
export function checkMealAnswer(
  content: string,
  ctx: MealAiContext,
): Result<MealPlan, RejectReason | 'not-json'> {
  const answer = parseJsonAnswer(content);
  return answer === undefined ? err('not-json') : buildAiMealPlan(answer, ctx);
}
