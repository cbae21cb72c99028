// @ts-check
/**
 * The service worker (Workbox's generateSW, run after `astro build`): what works offline and what is
 * never cached. README "Offline and installing" says the same for people.
 *
 * - Precached at install (revisioned, so a new build replaces exactly what changed): the tool pages,
 *   the home page and the offline page as HTML, every script and stylesheet in /_astro (hashed names:
 *   the lazily loaded generator, recipe catalogue, shopping list builder and workout result view are
 *   all among them), the manifest and the icons.
 * - Runtime: every other page of the site (articles, guides, hubs) network first, the copy of the
 *   last answer kept in `hp-pages` and used when the network is gone or too slow (4 s); a page never
 *   read gives the Swedish /offline page instead of the browser's error. One copy per page: the
 *   query is not part of the key (`?utm=…` variants would evict the articles read). Files are not
 *   pages (`/sw.js`, `/_headers`). The stylesheets and scripts a kept page names are kept with it
 *   (`hp-page-assets`), so after a deploy, whose precache no longer has the old build's files, the
 *   page still opens styled offline. Images as they are seen.
 * - Never: anything on another origin (the Supabase project: auth, PostgREST, the edge functions),
 *   any request carrying an Authorization header, and Supabase's paths should a host proxy them on
 *   the site's own origin. Routes that do not match are not touched by the worker at all.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { generateSW, getManifest } from 'workbox-build';

/** The runtime cache of pages read (the /offline page lists what it holds). */
export const PAGES_CACHE = 'hp-pages';
export const IMAGES_CACHE = 'hp-images';
/** The stylesheets and scripts the kept pages name (src/sw/first-page.js keeps them). */
export const PAGE_ASSETS_CACHE = 'hp-page-assets';

/** Tool pages and the pages that must open offline from the first visit on: dist file → URL. */
export const PRECACHED_PAGES = {
  'index.html': '/',
  'offline/index.html': '/offline',
  'meal-plan/index.html': '/meal-plan',
  'meal-planning/index.html': '/meal-planning',
  'create-workout-plan/index.html': '/create-workout-plan',
  'calorie-calculator/index.html': '/calorie-calculator',
  'my-plans/index.html': '/my-plans',
  'training-log/index.html': '/training-log',
  'weight/index.html': '/weight',
  'auth/index.html': '/auth',
};

/**
 * A page of the site's own origin that may be cached: GET, no Authorization header, not a Supabase
 * path, and a page (no file name: `/sw.js`, `/rss.xml` and the host's `/_headers` are not pages,
 * even opened in the address bar). Serialised into the worker by Workbox (no closures: everything
 * it needs is inside).
 * @param {{ url: URL; request: Request; sameOrigin: boolean }} options
 */
export const isCacheablePage = ({ url, request, sameOrigin }) =>
  sameOrigin &&
  request.method === 'GET' &&
  !request.headers.has('Authorization') &&
  !/^\/(auth|rest|functions|storage|realtime|graphql)\/v1\//.test(url.pathname) &&
  !/^\/_/.test(url.pathname) &&
  !/\.[a-z0-9]+$/i.test(url.pathname.replace(/\.html$/, ''));

/**
 * A build file (`/_astro/…css|js`) that is not in this build's precache: a file an older kept page
 * names. Matched after the precache route, so only old files come here.
 * @param {{ url: URL; request: Request; sameOrigin: boolean }} options
 */
export const isPageAsset = ({ url, request, sameOrigin }) =>
  sameOrigin &&
  request.method === 'GET' &&
  !request.headers.has('Authorization') &&
  /^\/_astro\/[^/]+\.(css|js)$/.test(url.pathname);

/**
 * The `hp-pages` plugin: one key per page (its path, without the query), and the files a page names
 * kept beside it (`hpKeepPageAssets`, defined in src/sw/first-page.js, imported first).
 */
export const pagePlugin = {
  cacheKeyWillBeUsed: async (/** @type {{ request: Request }} */ { request }) => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
  cacheDidUpdate: async (/** @type {{ newResponse: Response }} */ { newResponse }) => {
    const keep = /** @type {{ hpKeepPageAssets?: (r: Response) => Promise<void> }} */ (
      /** @type {unknown} */ (self)
    ).hpKeepPageAssets;
    if (keep !== undefined) await keep(newResponse.clone());
  },
};

/**
 * @param {{ url: URL; request: Request; sameOrigin: boolean }} options
 */
export const isImage = ({ url, request, sameOrigin }) =>
  sameOrigin &&
  !request.headers.has('Authorization') &&
  (request.destination === 'image' || /\.(svg|png|jpe?g|webp|avif)$/i.test(url.pathname));

/**
 * The generateSW options for a build directory.
 * @param {string} distDir
 * @returns {import('workbox-build').GenerateSWOptions}
 */
export function serviceWorkerOptions(distDir) {
  return {
    globDirectory: distDir,
    globPatterns: [
      ...Object.keys(PRECACHED_PAGES),
      '_astro/*.{js,css}',
      'manifest.webmanifest',
      'favicon.svg',
      'icons/*.{png,svg}',
    ],
    swDest: join(distDir, 'sw.js'),
    // Hashed file names need no revision; the pages get the hash of their HTML.
    dontCacheBustURLsMatching: /^_astro\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => {
          const page = /** @type {Record<string, string>} */ (PRECACHED_PAGES)[entry.url];
          return page === undefined ? { ...entry, url: `/${entry.url}` } : { ...entry, url: page };
        }),
      }),
    ],
    // /meal-planning?calories=2759 and /auth?next=… are the same HTML; the page reads its query.
    ignoreURLParametersMatching: [/./],
    // A new worker takes over as soon as it is installed, and `clientsClaim` lets it control the open
    // tabs, so the next navigation gets the new build. That navigation is served whole from the new
    // precache (its HTML and the hashed files that HTML names), so no page mixes builds. Waiting
    // instead (no skipWaiting) would keep the old build until every tab closed, which a phone's
    // single installed-app window may never do. What it costs: an old page left open that lazily
    // loads a chunk afterwards asks the network for its old file, exactly as without a worker
    // after a deploy; the on-demand loader then shows its Swedish "could not reach" message, and a
    // reload gets the new build.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    // The page open when the worker arrived was loaded without it: cache it too (src/sw/).
    importScripts: ['/sw-first-page.js'],
    runtimeCaching: [
      {
        urlPattern: isCacheablePage,
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 80 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: '/offline' },
          plugins: [pagePlugin],
        },
      },
      {
        urlPattern: isPageAsset,
        handler: 'CacheFirst',
        options: {
          cacheName: PAGE_ASSETS_CACHE,
          expiration: { maxEntries: 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: isImage,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: IMAGES_CACHE,
          expiration: { maxEntries: 80 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}

/** The versions of Workbox and of what it bundles the worker with, read once. */
/** @type {string[] | undefined} */
let bundlerVersions;

/**
 * Everything a worker is built from besides the build's own paths: the options (routes, with their
 * functions' source) and the versions of Workbox, Rollup, Terser and Babel.
 * @param {import('workbox-build').GenerateSWOptions} options
 */
export function serviceWorkerInputs(options) {
  if (bundlerVersions === undefined) {
    const fromWorkbox = createRequire(createRequire(import.meta.url).resolve('workbox-build'));
    bundlerVersions = ['workbox-build', 'rollup', 'terser', '@babel/core', '@babel/preset-env'].map(
      (name) => {
        try {
          return `${name}@${/** @type {{ version: string }} */ (fromWorkbox(`${name}/package.json`)).version}`;
        } catch {
          return `${name}@?`;
        }
      },
    );
  }
  // The build's own paths are not inputs: the same site built elsewhere gets the same worker.
  const text = JSON.stringify({ ...options, globDirectory: undefined, swDest: undefined }, (_key, value) =>
    typeof value === 'function' || value instanceof RegExp ? String(value) : value,
  );
  return `${bundlerVersions.join(' ')}\n${text}`;
}

/** Workers kept in the cache folder; older ones are removed. */
const KEPT_WORKERS = 12;

/**
 * Writes dist/sw.js (and its helper) for a finished build.
 *
 * generateSW bundles the Workbox runtime with Babel, Rollup and Terser on every build (5 s, 10 s on
 * a busy machine, whatever the size of the site), yet the file it writes depends only on the options
 * and the precache list (the precached files' paths and contents). With a cache folder, the file is
 * kept there under a hash of both, and a later build with the same options and precache list
 * copies it instead: the same bytes, without the bundling.
 * @param {string} distDir
 * @param {{ cacheDir?: string }} [options] where written workers are kept (none: always generate)
 * @returns {Promise<{ count: number; size: number; warnings: string[] }>}
 */
export async function writeServiceWorker(distDir, { cacheDir } = {}) {
  copyFileSync(
    fileURLToPath(new URL('../../src/sw/first-page.js', import.meta.url)),
    join(distDir, 'sw-first-page.js'),
  );
  const options = serviceWorkerOptions(distDir);
  const swDest = /** @type {string} */ (options.swDest);
  if (cacheDir === undefined) return generateSW(options);
  // The precache list exactly as generateSW computes it (it leaves the worker itself out).
  /** @type {import('workbox-build').GetManifestOptions} */
  const listOptions = {
    globDirectory: distDir,
    globIgnores: ['**/node_modules/**/*', 'sw.js'],
    ...(options.globPatterns === undefined ? {} : { globPatterns: options.globPatterns }),
    ...(options.dontCacheBustURLsMatching === undefined
      ? {}
      : { dontCacheBustURLsMatching: options.dontCacheBustURLsMatching }),
    ...(options.manifestTransforms === undefined ? {} : { manifestTransforms: options.manifestTransforms }),
  };
  const { manifestEntries, count, size, warnings } = await getManifest(listOptions);
  const key = createHash('sha256')
    .update(`${serviceWorkerInputs(options)}\n${JSON.stringify(manifestEntries)}`)
    .digest('hex')
    .slice(0, 32);
  const kept = join(cacheDir, `sw-${key}.js`);
  if (existsSync(kept)) {
    copyFileSync(kept, swDest);
    return { count, size, warnings };
  }
  const result = await generateSW(options);
  // Copied whole, then renamed: a build running beside this one never reads half a worker.
  mkdirSync(dirname(kept), { recursive: true });
  const partial = `${kept}.${process.pid}.tmp`;
  copyFileSync(swDest, partial);
  renameSync(partial, kept);
  const workers = readdirSync(cacheDir)
    .filter((name) => /^sw-[0-9a-f]+\.js$/.test(name))
    .map((name) => ({ path: join(cacheDir, name), time: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of workers.slice(KEPT_WORKERS)) unlinkSync(old.path);
  return result;
}

/**
 * writeServiceWorker in a worker thread of its own: Workbox bundles the worker with Babel, Rollup and
 * Terser (about 5 s of CPU whatever the size of the site), and on the build's main thread that work
 * would wait for, and hold up, the other steps after the build (the sitemap, the CSP hashes).
 * @param {string} distDir
 * @param {{ cacheDir?: string }} [options] see writeServiceWorker
 * @returns {Promise<{ count: number; size: number; warnings: string[] }>}
 */
export function writeServiceWorkerInThread(distDir, { cacheDir } = {}) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./service-worker-thread.mjs', import.meta.url), {
      workerData: { distDir, cacheDir },
    });
    /** @type {{ count: number; size: number; warnings: string[] } | undefined} */
    let result;
    worker.once('message', (message) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result !== undefined) resolve(result);
      else reject(new Error(`The service worker was not written (its thread stopped with code ${code})`));
    });
  });
}
