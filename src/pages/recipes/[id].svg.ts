import type { APIRoute, GetStaticPaths } from 'astro';

import { recipeIllustration } from '@/lib/recipes/illustration';
import { RECIPES, type CatalogueRecipe } from '@shared/catalogue/index.ts';

/** Each recipe's illustration, drawn at build time (src/lib/recipes/illustration.ts). */
export const getStaticPaths = (() =>
  RECIPES.map((recipe) => ({ params: { id: recipe.id }, props: { recipe } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ recipe: CatalogueRecipe }> = ({ props }) =>
  new Response(recipeIllustration(props.recipe), { headers: { 'Content-Type': 'image/svg+xml' } });
