/**
 * The /recipes hub's first-load script: the filter itself (./hub-filter.ts) loads when a filter is
 * first changed, or at once when the address or the browser's restored form already chose one.
 */
const form = document.querySelector<HTMLFormElement>('[data-recipe-filters]');
if (form) {
  const filter = (fromAddress: boolean): void => {
    void import('./hub-filter').then((m) => m.filterRecipes(form, fromAddress));
  };
  form.addEventListener('change', () => filter(false));
  if (location.search !== '') filter(true);
  else if ([...form.elements].some((field) => (field as HTMLSelectElement).value !== '')) filter(false);
}
