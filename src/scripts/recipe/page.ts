/**
 * A recipe page's first-load script. Content pages have 3 KB of JS in all, so it holds only what
 * must run before anyone acts: "Lägg i min vecka" shows when this device holds a current meal plan,
 * and the first time the recipe is focused, changed or clicked, ./page-actions.ts (the portions,
 * "Laga", "Lägg i min vecka") loads and takes that event and every later one. A choice of portions
 * the browser restored (a reload, going back) is shown at once.
 */
const root = document.querySelector<HTMLElement>('[data-recipe]');

if (root) {
  try {
    const week = root.querySelector<HTMLElement>('[data-add-to-week]');
    if (week && localStorage.getItem('hp:shown-meal-plan') !== null) week.hidden = false;
  } catch {
    // No storage: no plan to add to.
  }
  let actions: Promise<typeof import('./page-actions')> | undefined;
  const act = (event: Event): void => {
    (actions ??= import('./page-actions')).then(
      (m) => m.act(root, event),
      () => {
        // Offline before the code arrived: the next event tries again, and a press or a choice (not
        // a mere focus) is told so (src/scripts/toasts.ts listens for `hp:toast`).
        actions = undefined;
        if (event.type !== 'focusin')
          dispatchEvent(
            new CustomEvent('hp:toast', { detail: { variant: 'error', title: root.dataset.loadError } }),
          );
      },
    );
  };
  for (const type of ['focusin', 'change', 'click']) root.addEventListener(type, act);
  const select = root.querySelector<HTMLSelectElement>('[data-portions]');
  if (select && select.value !== root.dataset.portions) {
    act(new Event('change'));
  }
}
