/** All recipe source files, in one list. */
import type { RecipeSource } from '../types.ts';
import { BREAKFASTS } from './breakfast.ts';
import { DINNERS } from './dinner.ts';
import { LUNCHES } from './lunch.ts';
import { SNACKS } from './snack.ts';

export const RECIPE_SOURCES: readonly RecipeSource[] = [...BREAKFASTS, ...LUNCHES, ...DINNERS, ...SNACKS];
