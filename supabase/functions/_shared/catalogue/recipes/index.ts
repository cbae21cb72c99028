/** All recipe source files, in one list. */
import type { RecipeSource } from '../types.ts';
import { BREAKFASTS } from './breakfast.ts';
import { BREAKFASTS_2 } from './breakfast-2.ts';
import { BREAKFASTS_3 } from './breakfast-3.ts';
import { BREAKFASTS_4 } from './breakfast-4.ts';
import { BREAKFASTS_5 } from './breakfast-5.ts';
import { DINNERS } from './dinner.ts';
import { DINNERS_2 } from './dinner-2.ts';
import { DINNERS_3 } from './dinner-3.ts';
import { LUNCHES } from './lunch.ts';
import { LUNCHES_2 } from './lunch-2.ts';
import { LUNCHES_3 } from './lunch-3.ts';
import { SNACKS } from './snack.ts';
import { SNACKS_2 } from './snack-2.ts';
import { SNACKS_3 } from './snack-3.ts';
import { SNACKS_4 } from './snack-4.ts';
import { SNACKS_5 } from './snack-5.ts';
import { SWEDISH_MAINS } from './swedish.ts';
import { ITALIAN_MAINS } from './italian.ts';
import { AMERICAN_MAINS } from './american.ts';
import { MEXICAN_MAINS } from './mexican.ts';
import { MAINS_INDIAN } from './mains-indian.ts';
import { MAINS_MIDDLE_EASTERN } from './mains-middle-eastern.ts';
import { MAINS_MEDITERRANEAN } from './mains-mediterranean.ts';
import { MAINS_ASIAN } from './mains-asian.ts';

export const RECIPE_SOURCES: readonly RecipeSource[] = [
  ...BREAKFASTS,
  ...BREAKFASTS_2,
  ...BREAKFASTS_3,
  ...BREAKFASTS_4,
  ...BREAKFASTS_5,
  ...LUNCHES,
  ...LUNCHES_2,
  ...LUNCHES_3,
  ...DINNERS,
  ...DINNERS_2,
  ...DINNERS_3,
  ...SWEDISH_MAINS,
  ...ITALIAN_MAINS,
  ...AMERICAN_MAINS,
  ...MEXICAN_MAINS,
  ...SNACKS,
  ...SNACKS_2,
  ...SNACKS_3,
  ...SNACKS_4,
  ...SNACKS_5,
  ...MAINS_INDIAN,
  ...MAINS_MIDDLE_EASTERN,
  ...MAINS_MEDITERRANEAN,
  ...MAINS_ASIAN,
];
