import { renderExcerpt } from './excerpt';
import { loadPagefind, type PagefindResultData } from './pagefind';

const MAX_RESULTS = 8;
const DEBOUNCE_MS = 150;

/** Swedish result count, e.g. "1 träff", "3 träffar". */
const countText = (count: number) => (count === 1 ? '1 träff' : `${count} träffar`);

function renderResults(list: HTMLElement, results: PagefindResultData[]): void {
  list.replaceChildren(
    ...results.map((result) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = result.url;
      link.className = 'block rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50';
      const title = document.createElement('span');
      title.className = 'block font-semibold text-brand-800';
      title.textContent = result.meta.title ?? result.url;
      const excerpt = document.createElement('span');
      excerpt.className = 'mt-1 block text-sm text-muted';
      renderExcerpt(result.excerpt, excerpt);
      link.append(title, excerpt);
      item.append(link);
      return item;
    }),
  );
}

/** Wires one `[data-search]` block: the button opens the dialog, typing searches after a short pause. */
function setUp(root: HTMLElement): void {
  const dialog = root.querySelector('dialog');
  const open = root.querySelector<HTMLButtonElement>('[data-search-open]');
  const close = root.querySelector<HTMLButtonElement>('[data-search-close]');
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  if (!dialog || !open || !close || !input || !status || !list) return;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;

  const run = async (term: string) => {
    const query = ++latest;
    if (term === '') {
      status.textContent = '';
      list.replaceChildren();
      return;
    }
    status.textContent = 'Söker …';
    try {
      const pagefind = await loadPagefind();
      const search = await pagefind.search(term);
      const results = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
      if (query !== latest) return;
      renderResults(list, results);
      status.textContent =
        results.length === 0 ? `Inga träffar för ”${term}”` : countText(search.results.length);
    } catch {
      if (query === latest)
        status.textContent = 'Sökningen kunde inte laddas. Kontrollera anslutningen och försök igen.';
    }
  };

  open.addEventListener('click', () => {
    dialog.showModal();
    input.focus();
    // Start loading while the user types the first word.
    void loadPagefind().catch(() => undefined);
  });
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run(input.value.trim());
  });
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(input.value.trim()), DEBOUNCE_MS);
  });
}

document.querySelectorAll<HTMLElement>('[data-search]').forEach(setUp);
