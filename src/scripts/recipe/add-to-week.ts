/**
 * "Lägg i min vecka", loaded on demand by ./page.ts when pressed. Until the dialog that swaps the
 * recipe into a chosen meal is built, it opens the current meal plan.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the dialog will read the recipe from it
export function openAddToWeek(root: HTMLElement): void {
  location.assign('/meal-plan');
}
