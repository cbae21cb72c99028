import { loadPagefind } from './pagefind';

/**
 * The article search dialog. Typing searches (Pagefind debounces and drops superseded queries);
 * Pagefind loads on the first keystroke. Closing needs no script: Escape, the "Stäng" button (a
 * method="dialog" form) and, where supported, a click outside (closedby="any"). Kept this small on
 * purpose: it ships on the home and hub pages, whose JS budget is 3 KB gzip in all.
 */
function setUp(root: HTMLElement): void {
  const dialog = root.querySelector('dialog');
  const input = root.querySelector('input');
  const status = root.querySelector('[role="status"]');
  const list = root.querySelector('ul');
  const row = root.querySelector('template');
  if (!dialog || !input || !status || !list || !row) return;

  root.querySelector('[data-search-open]')?.addEventListener('click', () => {
    dialog.showModal();
  });
  const search = async (): Promise<void> => {
    const term = input.value.trim();
    try {
      // null: a newer keystroke replaced this search within the debounce window.
      const found = await (await loadPagefind()).debouncedSearch(term, {}, 150);
      if (!found) return;
      const count = found.results.length;
      const results = await Promise.all(found.results.slice(0, 8).map((result) => result.data()));
      list.replaceChildren(
        ...results.map((result) => {
          const item = row.content.cloneNode(true) as DocumentFragment;
          const [title, excerpt] = item.querySelectorAll('span');
          item.querySelector('a')?.setAttribute('href', result.url);
          if (title) title.textContent = result.meta.title ?? result.url;
          // Pagefind escapes the indexed text; its only markup is <mark> around the hits.
          if (excerpt) excerpt.innerHTML = result.excerpt;
          return item;
        }),
      );
      status.textContent =
        term && (count ? `${count} träff${count > 1 ? 'ar' : ''}` : `Inga träffar för ”${term}”`);
    } catch {
      status.textContent = 'Sökningen kunde inte laddas.';
    }
  };
  input.addEventListener('input', () => void search());
}

document.querySelectorAll<HTMLElement>('[data-search]').forEach(setUp);
