/**
 * Cook mode ("Laga"), loaded on demand by ./page-actions.ts when "Laga" is pressed. Until the step-by-step
 * view is built, it brings the steps into view and moves focus to the first one.
 */
export function openCookMode(root: HTMLElement): void {
  const first = root.querySelector<HTMLElement>('[data-steps] [data-step]');
  if (!first) return;
  first.tabIndex = -1;
  first.scrollIntoView({ block: 'center' });
  first.focus();
}
