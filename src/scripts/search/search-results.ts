import { SEARCH } from '@/lib/messages/search';

import { loadPagefind } from './pagefind';

/**
 * The site search's results (articles and recipes): typing searches (Pagefind debounces and drops superseded queries);
 * Pagefind loads on the first keystroke. Loaded by ./search-dialog.ts when the dialog first opens,
 * so the home and hub pages (3 KB of JS in all) carry only the small opener.
 */
export function wireSearch(root: HTMLElement): void {
  const input = root.querySelector('input');
  const status = root.querySelector('[role="status"]');
  const list = root.querySelector('ul');
  const row = root.querySelector('template');
  if (!input || !status || !list || !row) return;

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
          // A recipe page says what it is (its `kind` meta, "Recept"); an article has none.
          const name = result.meta.title ?? result.url;
          if (title) title.textContent = result.meta.kind ? `${result.meta.kind} · ${name}` : name;
          // Pagefind escapes the indexed text; its only markup is <mark> around the hits.
          if (excerpt) excerpt.innerHTML = result.excerpt;
          return item;
        }),
      );
      status.textContent = term && SEARCH.results(count, term);
    } catch {
      status.textContent = SEARCH.loadFailed;
    }
  };
  input.addEventListener('input', () => void search());
  // Typed before this module arrived: search for it now.
  if (input.value.trim() !== '') void search();
}
