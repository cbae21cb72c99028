import type { RecipeSource } from '../types.ts';

export const AMERICAN_MAINS: readonly RecipeSource[] = [];
