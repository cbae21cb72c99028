/**
 * The /offline page (served by the service worker in place of a page it cannot fetch): shows which
 * articles and guides are kept on this device, read from the worker's page cache (`hp-pages`,
 * scripts/lib/service-worker.mjs). Every article and guide is in the HTML, hidden; those cached appear.
 */
const PAGES_CACHE = 'hp-pages';

const path = (url: string): string => new URL(url).pathname.replace(/(.)\/$/, '$1');

async function showReadPages(): Promise<void> {
  if (!('caches' in window)) return;
  const keys = await (await caches.open(PAGES_CACHE)).keys();
  const cached = new Set(keys.map((request) => path(request.url)));
  let shown = 0;
  for (const item of document.querySelectorAll<HTMLElement>('[data-offline-path]')) {
    if (!cached.has(item.dataset.offlinePath ?? '')) continue;
    item.hidden = false;
    shown += 1;
  }
  document.querySelector<HTMLElement>('[data-offline-none]')?.toggleAttribute('hidden', shown > 0);
}

void showReadPages().catch(() => undefined);
