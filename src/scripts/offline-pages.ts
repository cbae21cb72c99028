/**
 * The /offline page (served by the service worker in place of a page it cannot fetch): shows which
 * tools, articles and guides are kept on this device, read from the worker's page cache (`hp-pages`,
 * scripts/lib/service-worker.mjs). Every tool, article and guide is in the HTML, hidden; those cached
 * appear, and each list without any says so.
 */
const PAGES_CACHE = 'hp-pages';

const path = (url: string): string => new URL(url).pathname.replace(/(.)\/$/, '$1');

async function showKeptPages(): Promise<void> {
  if (!('caches' in window)) return;
  const keys = await (await caches.open(PAGES_CACHE)).keys();
  const cached = new Set(keys.map((request) => path(request.url)));
  for (const group of document.querySelectorAll<HTMLElement>('[data-offline-group]')) {
    let shown = 0;
    for (const item of group.querySelectorAll<HTMLElement>('[data-offline-path]')) {
      if (!cached.has(item.dataset.offlinePath ?? '')) continue;
      item.hidden = false;
      shown += 1;
    }
    const none = group.previousElementSibling;
    if (none instanceof HTMLElement && none.hasAttribute('data-offline-none')) none.hidden = shown > 0;
  }
}

void showKeptPages().catch(() => undefined);
