/**
 * "Lägg i min vecka", loaded on demand by ./page-actions.ts when pressed. Until the dialog that
 * swaps the recipe into a chosen meal is built, it opens the current meal plan (the button shows
 * it is busy meanwhile).
 */
export function openAddToWeek(root: HTMLElement): void {
  root.querySelector('[data-add-to-week-open]')?.setAttribute('aria-busy', 'true');
  location.assign('/meal-plan');
}
