import type { RecipeSource } from '../types.ts';

export const MEXICAN_MAINS: readonly RecipeSource[] = [];
