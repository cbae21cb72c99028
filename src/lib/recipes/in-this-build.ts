import { RECIPES_WITH_DRAFTS, type CatalogueRecipe } from '@shared/catalogue/index.ts';

import { inThisBuild } from '@/lib/content/drafts';

/**
 * The recipes this build publishes: every recipe file, drafts (`draft: true`) only under
 * `astro dev` (see drafts.ts). The pages, the pictures and the hub all list these.
 */
export const recipesInThisBuild = (): readonly CatalogueRecipe[] =>
  RECIPES_WITH_DRAFTS.filter((recipe) => inThisBuild(recipe.draft));
