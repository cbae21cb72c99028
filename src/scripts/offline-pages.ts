/**
 * The /offline page (served by the service worker in place of a page it cannot fetch): shows which
 * tools, articles and guides are kept on this device, read from the worker's page cache (`hp-pages`,
 * scripts/lib/service-worker.mjs). Every tool, article and guide is in the HTML, hidden; those cached
 * appear, and each list without any says so.
 */
const PAGES_CACHE = 'hp-pages';

const path = (url: string): string => new URL(url).pathname.replace(/(.)\/$/, '$1');

// A browser without Cache Storage throws at `caches`: the lists stay hidden (the catch below).
async function showKeptPages(): Promise<void> {
  const keys = await (await caches.open(PAGES_CACHE)).keys();
  const cached = new Set(keys.map((request) => path(request.url)));
  // Each list (tools, then articles and guides) follows its "none kept yet" line.
  for (const list of document.querySelectorAll<HTMLElement>('[data-offline-group]')) {
    const items = [...list.querySelectorAll<HTMLElement>('[data-offline-path]')];
    for (const item of items) item.hidden = !cached.has(item.dataset.offlinePath ?? '');
    (list.previousElementSibling as HTMLElement).hidden = items.some((item) => !item.hidden);
  }
}

void showKeptPages().catch(() => undefined);
