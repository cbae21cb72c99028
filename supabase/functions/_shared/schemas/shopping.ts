import * as z from 'zod/mini';
import { KITCHEN_UNITS, SHOPPING_CATEGORIES } from '../domain.ts';

/** The shopping list is for 1 to 12 people. */
export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = 12;

/**
 * A shopping-list line: name, quantity text ("3 dl"), category and estimated cost
 * text ("45 kr"). The optional numbers (`food`, `grams`, `amount`, `unit`, `cost`) let the
 * UI sort, check off and total lines without parsing text.
 */
export const shoppingItemSchema = z.object({
  name: z.string({ error: 'Varan saknar namn' }),
  quantity: z.string({ error: 'Mängd saknas' }),
  category: z.enum(SHOPPING_CATEGORIES, { error: 'Okänd kategori' }),
  estimated_cost: z.string({ error: 'Pris saknas' }),
  food: z.optional(z.int()),
  grams: z.optional(z.number().check(z.minimum(0))),
  amount: z.optional(z.number().check(z.minimum(0))),
  unit: z.optional(z.enum(KITCHEN_UNITS)),
  cost: z.optional(z.number().check(z.minimum(0))),
});
export type ShoppingItem = z.output<typeof shoppingItemSchema>;
