import * as z from 'zod/mini';
import { CUISINES } from '../../_shared/domain.ts';
import { DAY_NAMES } from '../../_shared/schemas/meal-plan.ts';

/** One ingredient as the model writes it: `[id, grams]`, or `{ id, grams }` which some models prefer. */
const grams = z.number().check(z.positive(), z.maximum(2000));
const ingredientSchema = z.union([
  z.tuple([z.int(), grams]),
  z.pipe(
    z.object({ id: z.int(), grams }),
    z.transform((o): [number, number] => [o.id, o.grams]),
  ),
]);

/** Text trimmed, then at least `min` and at most `max` characters. */
const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/**
 * A meal as the model is asked to write it (see prompt.ts). Lengths are capped so a runaway or
 * manipulated answer cannot fill the plan with text; a cuisine outside the product's list is
 * dropped rather than failing the plan.
 */
export const aiMealSchema = z.object({
  name: text(1, 80),
  description: text(0, 300),
  cuisine: z.catch(z.optional(z.enum(CUISINES)), undefined),
  cookingTime: z.int().check(z.minimum(1), z.maximum(240)),
  ingredients: z.array(ingredientSchema).check(z.minLength(1), z.maxLength(15)),
  instructions: z.array(text(1, 400)).check(z.minLength(1), z.maxLength(8)),
});
export type AiMeal = z.output<typeof aiMealSchema>;

const aiDaySchema = z.object({
  day: z.enum(DAY_NAMES),
  breakfast: aiMealSchema,
  lunch: aiMealSchema,
  dinner: aiMealSchema,
  snack: z.optional(aiMealSchema),
});

/** The model's whole answer: seven days, Måndag to Söndag. */
export const aiMealAnswerSchema = z.object({ days: z.array(aiDaySchema).check(z.length(7)) });
export type AiMealAnswer = z.output<typeof aiMealAnswerSchema>;
