import * as z from 'zod';
import { CUISINES } from '../../_shared/domain.ts';
import { DAY_NAMES } from '../../_shared/schemas/meal-plan.ts';

/** One ingredient as the model writes it: `[id, grams]`, or `{ id, grams }` which some models prefer. */
const ingredientSchema = z.union([
  z.tuple([z.int(), z.number().positive().max(2000)]),
  z
    .object({ id: z.int(), grams: z.number().positive().max(2000) })
    .transform((o): [number, number] => [o.id, o.grams]),
]);

/**
 * A meal as the model is asked to write it (see prompt.ts). Lengths are capped so a runaway or
 * manipulated answer cannot fill the plan with text; a cuisine outside the product's list is
 * dropped rather than failing the plan.
 */
export const aiMealSchema = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(300),
  cuisine: z.enum(CUISINES).optional().catch(undefined),
  cookingTime: z.number().int().min(1).max(240),
  ingredients: z.array(ingredientSchema).min(1).max(15),
  instructions: z.array(z.string().trim().min(1).max(400)).min(1).max(8),
});
export type AiMeal = z.output<typeof aiMealSchema>;

const aiDaySchema = z.object({
  day: z.enum(DAY_NAMES),
  breakfast: aiMealSchema,
  lunch: aiMealSchema,
  dinner: aiMealSchema,
  snack: aiMealSchema.optional(),
});

/** The model's whole answer: seven days, Måndag to Söndag. */
export const aiMealAnswerSchema = z.object({ days: z.array(aiDaySchema).length(7) });
export type AiMealAnswer = z.output<typeof aiMealAnswerSchema>;
