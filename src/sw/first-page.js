/**
 * Imported by the Workbox-generated service worker (scripts/lib/service-worker.mjs), before its own
 * code. The build puts the shared rules above this file (`hpPageCode`, `hpSavesData`, the cache
 * names, the Supabase client's files `hpServerOnly`), the same functions the build and the unit
 * tests use.
 *
 * A kept page keeps its code: `hpKeepPage` puts the stylesheets and scripts a page needs
 * (`hpPageCode`: what its HTML names with their static imports, and what a tool's islands load on
 * demand) into `hp-page-assets`, from the caches, the browser's HTTP cache or the network. So a tool
 * opened once works offline whole, and after the next deploy (whose precache holds only the new
 * shell) a page kept in `hp-pages` still opens styled offline.
 *
 * The first page: it was loaded before the worker existed, so the runtime cache never saw it: while
 * the worker installs (before it takes the page over), and again when it activates, it keeps a copy
 * of each open page of the site in `hp-pages` (under its path, as the runtime cache keys pages),
 * taken from the browser's HTTP cache (what the visitor already downloaded), so an article or a tool
 * opened on the very first visit opens again offline.
 *
 * Old builds: on activation, the files in `hp-page-assets` that no kept page needs any more are
 * deleted.
 *
 * Save-Data: with the browser asking to save data, nothing is downloaded in the background; pages
 * and files are kept only from what the browser already holds. Runs in the worker's scope; any
 * failure only means one page or file less offline.
 */

/** True when the browser asks to save data (its data saver, or the request's Save-Data header). */
const savingData = (request) => self.hpSavesData(self.navigator.connection, request);

/**
 * A build file's response: from the caches, else the browser's HTTP cache (a hashed file never
 * changes, so any copy is right), else the network unless saving data. Kept in `hp-page-assets`.
 */
async function keepFile(assets, path, network) {
  const url = new URL(path, self.location.origin).href;
  const kept = await assets.match(url, { ignoreVary: true });
  if (kept) return kept;
  let response = await caches.match(url, { ignoreVary: true });
  if (!response) {
    try {
      response = await fetch(url, {
        credentials: 'same-origin',
        cache: network ? 'force-cache' : 'only-if-cached',
        mode: 'same-origin',
      });
    } catch {
      return undefined;
    }
  }
  if (response.status !== 200) return undefined;
  await assets.put(url, response.clone());
  return response;
}

/** Keeps the code `html` needs; the scripts' text is read as they are kept, for their imports. */
async function keepCode(html, network) {
  const assets = await caches.open(self.hpPageAssetsCache);
  await self.hpPageCode(html, async (path) => {
    // The Supabase client only talks to the server: kept when the browser has it, never fetched ahead.
    const response = await keepFile(assets, path, network && !self.hpServerOnly.has(path));
    return response && path.endsWith('.js') ? response.text() : undefined;
  });
}

/** What the worker is still keeping: `hp:settled` answers once it is done. */
const pending = new Set();
function track(work) {
  const done = work.finally(() => pending.delete(done));
  pending.add(done);
  return done;
}

self.hpKeepPage = (response, request) =>
  track(
    (async () => {
      try {
        if (!response.headers.get('Content-Type')?.includes('text/html')) return;
        // Every time, not only for a changed page: a walk cut short (offline, storage full) heals.
        await keepCode(await response.text(), !savingData(request));
      } catch {
        // Offline, or storage full: the page is kept without all its files.
      }
    })(),
  );

/** The files the kept pages need, read from the caches only. */
async function neededFiles() {
  const pages = await caches.open(self.hpPagesCache);
  const needed = new Set();
  const read = async (path) => {
    const response = await caches.match(new URL(path, self.location.origin).href, { ignoreVary: true });
    return response && path.endsWith('.js') ? response.text() : undefined;
  };
  for (const request of await pages.keys()) {
    const page = await pages.match(request);
    if (!page) continue;
    for (const path of await self.hpPageCode(await page.text(), read)) needed.add(path);
  }
  return needed;
}

/** Deletes the files of `hp-page-assets` that no kept page needs (an older build's). */
async function dropUnneededFiles() {
  const needed = await neededFiles();
  const assets = await caches.open(self.hpPageAssetsCache);
  for (const request of await assets.keys()) {
    if (!needed.has(new URL(request.url).pathname)) await assets.delete(request);
  }
}

/** Keeps each open page of the site that the page cache does not have yet, with its code. */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const pages = await caches.open(self.hpPagesCache);
  const network = !savingData();
  await Promise.all(
    windows.map(async (client) => {
      try {
        const url = new URL(client.url);
        url.hash = '';
        url.search = '';
        if (url.origin !== self.location.origin) return;
        if (await pages.match(url.href)) return;
        // The copy the page itself was loaded with, when the browser still has it.
        const response = await fetch(url.href, {
          credentials: 'same-origin',
          cache: network ? 'force-cache' : 'only-if-cached',
          mode: 'same-origin',
        });
        if (response.status === 200 && response.headers.get('Content-Type')?.includes('text/html')) {
          await pages.put(url.href, response.clone());
          await keepCode(await response.text(), network);
        }
      } catch {
        // Offline again, or the page went away: nothing to keep.
      }
    }),
  );
}

// Before the worker takes over (install), so that the page it takes over works offline at once.
self.addEventListener('install', (event) => {
  event.waitUntil(track(keepOpenPages()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    track(
      (async () => {
        // A page opened while the worker installed was not seen by it.
        await keepOpenPages();
        try {
          await dropUnneededFiles();
        } catch {
          // Storage unreadable: the old files stay until the cache's limit evicts them.
        }
      })(),
    ),
  );
});

// `hp:settled` (from a page, with a MessagePort): answered once nothing is being kept any more, so a
// test or the benchmark waits for what happens rather than for a while.
self.addEventListener('message', (event) => {
  if (event.data !== 'hp:settled' || !event.ports[0]) return;
  const port = event.ports[0];
  event.waitUntil(
    (async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      port.postMessage(true);
    })(),
  );
});
