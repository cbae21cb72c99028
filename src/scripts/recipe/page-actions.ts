/**
 * What a recipe page does when someone acts (loaded by ./page.ts on the first focus, change or click
 * in the recipe): the portions select shows the quantities and nutrient amounts written into the
 * page for 1–8 portions (`data-q="a|b|…"`, the Nth value for N portions), keeps `data-portions` on
 * the recipe in step and dispatches `recipe:portions` (detail: N) on it; "Laga" and "Lägg i min
 * vecka" load their own code when pressed.
 */

/** Shows the page for the portions chosen in its select. */
export function showPortions(root: HTMLElement): void {
  const select = root.querySelector<HTMLSelectElement>('[data-portions]');
  if (!select) return;
  const n = Number(select.value);
  root.dataset.portions = String(n);
  for (const node of root.querySelectorAll<HTMLElement>('[data-q]')) {
    node.textContent = node.dataset.q?.split('|')[n - 1] ?? '';
  }
  root.dispatchEvent(new CustomEvent('recipe:portions', { detail: n }));
}

function loadFailed(root: HTMLElement): void {
  dispatchEvent(new CustomEvent('hp:toast', { detail: { variant: 'error', title: root.dataset.loadError } }));
}

/** Handles one event on the recipe (`focusin` only loads this module, nothing else). */
export function act(root: HTMLElement, event: Event): void {
  if (event.type === 'change') {
    if (event.target === null || (event.target as Element).matches('[data-portions]')) showPortions(root);
    return;
  }
  if (event.type !== 'click' || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (button?.matches('[data-cook-open]')) {
    import('./cook-mode').then(
      (m) => m.openCookMode(root),
      () => loadFailed(root),
    );
  } else if (button?.matches('[data-add-to-week-open]')) {
    import('./add-to-week').then(
      (m) => m.openAddToWeek(root),
      () => loadFailed(root),
    );
  }
}
