/**
 * Imported by the Workbox-generated service worker (scripts/lib/service-worker.mjs). The page a
 * visitor opened first was loaded before the worker existed, so the runtime cache never saw it:
 * when the worker activates, it keeps a copy of each open page of the site in `hp-pages`, so an
 * article read on the very first visit opens again offline. Pages that are precached (the tool
 * pages) are skipped. Runs in the worker's scope; any failure only means one page less offline.
 */
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
            if (url.origin !== self.location.origin || url.search !== '') return;
            if (await caches.match(url.href, { ignoreSearch: true })) return;
            const response = await fetch(url.href, { credentials: 'same-origin' });
            if (response.status === 200 && response.headers.get('Content-Type')?.includes('text/html'))
              await pages.put(url.href, response);
          } catch {
            // Offline again, or the page went away: nothing to keep.
          }
        }),
      );
    })(),
  );
});
