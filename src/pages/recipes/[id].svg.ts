import type { APIRoute, GetStaticPaths } from 'astro';

import { recipeIllustration } from '@/lib/recipes/illustration';
import type { CatalogueRecipe } from '@shared/catalogue/index.ts';

import { recipesInThisBuild } from '@/lib/recipes/in-this-build';

/** Each recipe's illustration, drawn at build time (src/lib/recipes/illustration.ts). */
export const getStaticPaths = (() =>
  recipesInThisBuild().map((recipe) => ({
    params: { id: recipe.id },
    props: { recipe },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ recipe: CatalogueRecipe }> = ({ props }) =>
  new Response(recipeIllustration(props.recipe), { headers: { 'Content-Type': 'image/svg+xml' } });
