/** The /recipes filter's status line (src/scripts/recipe/hub-filter.ts). */
export const RECIPE_HUB = {
  /** "Visar alla 391 recept.", "Visar 12 av 391 recept." */
  shown: (shown: number, total: number): string =>
    shown === total
      ? `Visar alla ${String(total)} recept.`
      : `Visar ${String(shown)} av ${String(total)} recept.`,
} as const;
