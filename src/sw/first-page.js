/**
 * Imported by the Workbox-generated service worker (scripts/lib/service-worker.mjs), before its own
 * code.
 *
 * A kept page keeps its files: `hpKeepPageAssets` copies the stylesheets and scripts a page's HTML
 * names into `hp-page-assets` (from this build's precache, else the network). After the next
 * deploy the precache holds only the new build's files, and an article kept in `hp-pages` would
 * open unstyled offline; the worker's `hp-page-assets` route then serves the old files.
 *
 * The first page: it was loaded before the worker existed, so the runtime cache never saw it: when
 * the worker activates, it keeps a copy of each open page of the site in `hp-pages` (under its path,
 * as the runtime cache keys pages), so an article read on the very first visit opens again offline.
 * Pages that are precached (the tool pages) are skipped. Runs in the worker's scope; any failure
 * only means one page less offline.
 */
const PAGE_ASSETS = 'hp-page-assets';

/** The same-origin build files (`/_astro/…css|js`) the HTML names in `href` or `src`. */
function assetPaths(html) {
  const paths = new Set();
  for (const match of html.matchAll(/\b(?:href|src)="(\/_astro\/[^"?#]+\.(?:css|js))"/g)) paths.add(match[1]);
  return [...paths];
}

self.hpKeepPageAssets = async (response) => {
  try {
    if (!response.headers.get('Content-Type')?.includes('text/html')) return;
    const html = await response.text();
    const assets = await caches.open(PAGE_ASSETS);
    await Promise.all(
      assetPaths(html).map(async (path) => {
        const url = new URL(path, self.location.origin).href;
        if (await assets.match(url)) return;
        const copy = (await caches.match(url)) ?? (await fetch(url, { credentials: 'same-origin' }));
        if (copy.status === 200) await assets.put(url, copy.clone());
      }),
    );
  } catch {
    // Offline, or storage full: the page is kept without its files.
  }
};

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const pages = await caches.open('hp-pages');
      await Promise.all(
        windows.map(async (client) => {
          try {
            const url = new URL(client.url);
            url.hash = '';
            url.search = '';
            if (url.origin !== self.location.origin) return;
            if (await caches.match(url.href, { ignoreSearch: true })) return;
            const response = await fetch(url.href, { credentials: 'same-origin' });
            if (response.status === 200 && response.headers.get('Content-Type')?.includes('text/html')) {
              await pages.put(url.href, response.clone());
              await self.hpKeepPageAssets(response);
            }
          } catch {
            // Offline again, or the page went away: nothing to keep.
          }
        }),
      );
    })(),
  );
});
