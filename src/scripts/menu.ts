/**
 * Disclosure menus on static pages (the header's Meny): a button with aria-expanded controlling a
 * panel of links. Works with mouse, touch and keyboard: Escape closes and returns focus to the
 * button; a click or focus outside closes; arrow keys move between the links.
 */

function setupMenu(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panel = root.querySelector<HTMLElement>('[data-menu-panel]');
  if (!button || !panel) return;
  const links = (): HTMLElement[] => [...panel.querySelectorAll<HTMLElement>('a[href], button')];

  const isOpen = (): boolean => button.getAttribute('aria-expanded') === 'true';
  const open = (focusFirst: boolean): void => {
    button.setAttribute('aria-expanded', 'true');
    panel.hidden = false;
    if (focusFirst) links()[0]?.focus();
  };
  const close = (returnFocus: boolean): void => {
    if (!isOpen()) return;
    button.setAttribute('aria-expanded', 'false');
    panel.hidden = true;
    if (returnFocus) button.focus();
  };

  button.addEventListener('click', (event) => {
    // detail === 0: activated by keyboard (Enter/Space), so move focus into the menu.
    if (isOpen()) close(false);
    else open(event.detail === 0);
  });
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(true);
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !root.contains(next)) close(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (event.target instanceof Node && !root.contains(event.target)) close(false);
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-menu]')) setupMenu(root);
