// @ts-check
/**
 * The service worker (Workbox's generateSW, run after `astro build`): what works offline, what is
 * downloaded for it and when, and what is never cached. README "Offline and installing" says the same
 * for people.
 *
 * A first-time reader pays for what they read, not for tools they may never open:
 *
 * - Precached at install (revisioned, so a new build replaces exactly what changed): only the shell,
 *   that is the Swedish /offline page with the stylesheet and scripts it names and their static
 *   imports (the site's stylesheet, its base script and the shared `site` chunk, which every page
 *   uses and the reader's browser already holds), the manifest and the favicon. The home page is not
 *   part of the shell: /offline is what the installed app shows when it starts offline on a page
 *   never opened (it lists the tools and pages kept), and the home page is kept like any page once
 *   read; precaching it would cost every reader its HTML and its search script. The manifest's PNG
 *   icons are not precached either: the browser fetches and stores them itself when it installs the
 *   app.
 * - When first used, then kept: every page of the site (articles, guides, hubs and the tool pages)
 *   network first, the copy of the last answer kept in `hp-pages` and used when the network is gone
 *   or too slow (4 s); a page never opened gives /offline instead of the browser's error. One copy
 *   per page: the query is not part of the key (`?utm=…` variants would evict the pages read). Files
 *   are not pages (`/sw.js`, `/_headers`). A kept page keeps its code (src/sw/first-page.js): the
 *   stylesheets and scripts its HTML names with their static imports and, for a tool (a page with
 *   islands), also what its islands load later on demand (the swap engine, the recipe catalogue, the
 *   shopping list, the calendar export, the diary's views…), all into `hp-page-assets`, so a tool
 *   opened once works offline in the shop and the gym, whole. Hashed build files (`/_astro/*.js|css`)
 *   are immutable: cache first from `hp-page-assets`. Images as they are seen.
 * - Save-Data: a browser that asks to save data gets no worker at all (BaseLayout does not register
 *   it), so nothing is downloaded in the background. A worker installed before the visitor turned
 *   Save-Data on stops downloading in the background (`savesData`): it keeps only what the visitor's
 *   own requests bring.
 * - Old builds: each new worker, when it activates, deletes from `hp-page-assets` the files no kept
 *   page needs (so a page kept before a deploy still opens styled offline after it, and nothing else
 *   of the old build stays); that bounds the cache by the code of the kept pages (at most 80). Workbox's
 *   expiration also caps the files the pages request at 200, least recently used first (the copies
 *   src/sw/first-page.js puts ahead are counted once used).
 * - Never: anything on another origin (the Supabase project: auth, PostgREST, the edge functions),
 *   any request carrying an Authorization header, and Supabase's paths should a host proxy them on
 *   the site's own origin. Routes that do not match are not touched by the worker at all.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { generateSW, getManifest } from 'workbox-build';

/** The runtime cache of pages read (the /offline page lists what it holds). */
export const PAGES_CACHE = 'hp-pages';
export const IMAGES_CACHE = 'hp-images';
/** The stylesheets and scripts of the pages and tools used (src/sw/first-page.js keeps them). */
export const PAGE_ASSETS_CACHE = 'hp-page-assets';
/** At most this many files in `hp-page-assets`: the whole build's scripts and styles, with room. */
export const PAGE_ASSETS_MAX = 200;

/** The pages precached: the shell (dist file → URL). */
export const PRECACHED_PAGES = {
  'offline/index.html': '/offline',
};

/** Files outside /_astro that the shell needs: the manifest the install reads, the favicon. */
const SHELL_FILES = ['manifest.webmanifest', 'favicon.svg'];

/**
 * The build files a page's HTML names: `scripts` (stylesheets and scripts in `href`/`src`, which the
 * page loads at once) and `islands` (the islands' component and renderer code, whose on-demand
 * imports are the tool's own). Also serialised into the worker: nothing from outside the function.
 * @param {string} html
 * @returns {{ scripts: string[]; islands: string[] }}
 */
export function pageEntries(html) {
  const scripts = new Set();
  const islands = new Set();
  for (const match of html.matchAll(
    /\b(href|src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"?#]+\.(?:css|js))"/g,
  ))
    (match[1] === 'href' || match[1] === 'src' ? scripts : islands).add(match[2]);
  return { scripts: [...scripts], islands: [...islands] };
}

/**
 * The build files a built script imports, as site paths: `eager` (static `import … from` and bare
 * `import "…"`, loaded with it) and `lazy` (`import("…")` and a worker's `new URL("…")`, loaded on
 * demand). Serialised into the
 * worker.
 * @param {string} code
 * @param {string} path the script's own path (`/_astro/x.js`), for its relative imports
 * @returns {{ eager: string[]; lazy: string[] }}
 */
export function scriptImports(code, path) {
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  /** @param {string} specifier */
  const resolve = (specifier) => new URL(specifier, `https://site${dir}`).pathname;
  const eager = new Set();
  const lazy = new Set();
  for (const match of code.matchAll(
    /\b(from|import)\s*(\(\s*)?["'`]((?:\.{1,2}|\/_astro)\/[^"'`]+?\.js)["'`]/g,
  )) {
    (match[2] === undefined ? eager : lazy).add(resolve(match[3] ?? ''));
  }
  // A worker's script, started on demand: `new Worker(new URL("/_astro/x.js", import.meta.url))`.
  for (const match of code.matchAll(/\bnew URL\(\s*["'`]((?:\.{1,2}|\/_astro)\/[^"'`]+?\.js)["'`]/g)) {
    lazy.add(resolve(match[1] ?? ''));
  }
  return { eager: [...eager], lazy: [...lazy] };
}

/**
 * The code a page needs: what its HTML names with their static imports and, for a tool (a page
 * with islands), everything that code loads on demand too (the swap engine, the catalogue, the
 * header's toasts and sign-out…). A page without islands (an article) needs only what it loads at
 * once. `read` gives a script's text (undefined when it
 * cannot be had), called for each file found. Serialised into the worker, where `read` keeps
 * each file as it goes; here it reads the build. Sorted paths.
 * @param {string} html
 * @param {(path: string) => Promise<string | undefined>} read
 * @returns {Promise<string[]>}
 */
export async function pageCode(html, read) {
  const { scripts, islands } = pageEntries(html);
  const files = new Set();
  const followed = new Set();
  /** @type {(path: string, lazyToo: boolean) => Promise<void>} */
  const walk = async (path, lazyToo) => {
    if (lazyToo ? followed.has(path) : files.has(path)) return;
    files.add(path);
    if (lazyToo) followed.add(path);
    // Read every file (the worker keeps each as it reads it); only scripts have imports.
    const code = await read(path);
    if (code === undefined || !path.endsWith('.js')) return;
    const imports = scriptImports(code, path);
    await Promise.all([
      ...imports.eager.map((next) => walk(next, lazyToo)),
      ...(lazyToo ? imports.lazy.map((next) => walk(next, true)) : []),
    ]);
  };
  // A tool (a page with islands, or a page that says so: a recipe's portions, Laga and Lägg i min
  // vecka load on demand) needs all its code offline, the header's on-demand code too (its toasts,
  // sign-out); a page without islands only what it loads at once.
  const tool = islands.length > 0 || /<meta name="hp-offline" content="all-code"/.test(html);
  await Promise.all([...scripts.map((path) => walk(path, tool)), ...islands.map((path) => walk(path, true))]);
  return [...files].sort();
}

/**
 * Whether the browser asks to save data: its data saver (`navigator.connection.saveData`, also in
 * the worker) or a request's `Save-Data: on` header. Then nothing is downloaded in the background.
 * Serialised into the worker.
 * @param {{ saveData?: boolean } | undefined} connection
 * @param {{ headers: Headers } | undefined} [request]
 */
export const savesData = (connection, request) =>
  connection?.saveData === true || request?.headers.get('Save-Data')?.trim().toLowerCase() === 'on';

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
 * A build file (`/_astro/…css|js`, hashed, so never changed) that the precache does not hold: cache
 * first from `hp-page-assets`. Matched after the precache route, so the shell's files never come here.
 * @param {{ url: URL; request: Request; sameOrigin: boolean }} options
 */
export const isPageAsset = ({ url, request, sameOrigin }) =>
  sameOrigin &&
  request.method === 'GET' &&
  !request.headers.has('Authorization') &&
  /^\/_astro\/[^/]+\.(css|js)$/.test(url.pathname);

/**
 * The `hp-pages` plugin: one key per page (its path, without the query), and the code a page needs
 * kept beside it (`hpKeepPage`, defined in src/sw/first-page.js, imported first).
 */
export const pagePlugin = {
  cacheKeyWillBeUsed: async (/** @type {{ request: Request }} */ { request }) => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
  cacheDidUpdate: async (
    /** @type {{ request: Request; newResponse: Response }} */ { request, newResponse },
  ) => {
    const keep = /** @type {{ hpKeepPage?: (r: Response, q: Request) => Promise<void> }} */ (
      /** @type {unknown} */ (self)
    ).hpKeepPage;
    if (keep !== undefined) await keep(newResponse.clone(), request);
  },
};

/**
 * @param {{ url: URL; request: Request; sameOrigin: boolean }} options
 */
export const isImage = ({ url, request, sameOrigin }) =>
  sameOrigin &&
  !request.headers.has('Authorization') &&
  (request.destination === 'image' || /\.(svg|png|jpe?g|webp|avif)$/i.test(url.pathname));

/** A reader of built scripts for `pageCode`: `/_astro/x.js` → the file's text. */
const buildReader = (/** @type {string} */ distDir) => async (/** @type {string} */ path) => {
  try {
    return readFileSync(join(distDir, decodeURI(path)), 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The build files of the Supabase client (supabase-js: auth, PostgREST, the edge functions), which
 * only talk to the server: of no use offline, so a tool's code is kept without them unless the
 * browser already holds them (the page used them); used online, they are cached as they load.
 * Recognised by the client's own `X-Client-Info` header name.
 * @param {string} distDir
 * @returns {string[]} site paths
 */
export function serverOnlyFiles(distDir) {
  const dir = join(distDir, '_astro');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes('X-Client-Info'))
    .map((name) => `/_astro/${name}`)
    .sort();
}

/**
 * The shell's files under /_astro: the stylesheets and scripts of the precached pages, with their
 * static imports (dist-relative paths).
 * @param {string} distDir
 * @returns {Promise<string[]>}
 */
export async function shellAssets(distDir) {
  const read = buildReader(distDir);
  const files = new Set();
  for (const page of Object.keys(PRECACHED_PAGES)) {
    const { scripts } = pageEntries(readFileSync(join(distDir, page), 'utf8'));
    // Only what the page loads at once: the shell's pages have no islands to prepare.
    for (const path of await pageCode(scripts.map((src) => `src="${src}"`).join(' '), read))
      files.add(path.slice(1));
  }
  return [...files].sort();
}

/**
 * Every built page (dist-relative `…/index.html` or `x.html`) with its URL path.
 * @param {string} distDir
 * @returns {{ file: string; path: string }[]}
 */
export function builtPages(distDir) {
  /** @type {{ file: string; path: string }[]} */
  const pages = [];
  /** @param {string} dir */
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') visit(full);
      } else if (name.endsWith('.html')) {
        const file = relative(distDir, full).split(sep).join('/');
        const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(
          /(.)\/$/,
          '$1',
        );
        pages.push({ file, path });
      }
    }
  };
  visit(distDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * What opening each page first costs beyond the shell: the build files (`/_astro/…`) its code needs
 * that the precache does not hold and the worker keeps ahead (not the Supabase client), for the
 * pages that have any (the tools). `npm run budget` and the
 * bench report it.
 * @param {string} distDir
 * @returns {Promise<{ path: string; files: string[] }[]>}
 */
export async function firstUseFiles(distDir) {
  const shell = new Set([
    ...(await shellAssets(distDir)).map((file) => `/${file}`),
    ...serverOnlyFiles(distDir),
  ]);
  const read = buildReader(distDir);
  const result = [];
  for (const page of builtPages(distDir)) {
    const code = await pageCode(readFileSync(join(distDir, page.file), 'utf8'), read);
    const files = code.filter((path) => !shell.has(path));
    if (files.length > 0) result.push({ path: page.path, files });
  }
  return result;
}

/**
 * The generateSW options for a build directory and its shell's files (`shellAssets`).
 * @param {string} distDir
 * @param {readonly string[]} [shell]
 * @returns {import('workbox-build').GenerateSWOptions}
 */
export function serviceWorkerOptions(distDir, shell = []) {
  return {
    globDirectory: distDir,
    globPatterns: [...Object.keys(PRECACHED_PAGES), ...shell, ...SHELL_FILES],
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
    // tabs. Pages are network first, so the next navigation online is the new build's page, which
    // names only the new build's hashed files (fetched, or cache first when already kept): no page
    // mixes builds. Waiting instead (no skipWaiting) would keep the old worker until every tab
    // closed, which a phone's single installed-app window may never do. What it costs: an old page
    // left open that lazily loads a chunk not kept asks the network for its old file, exactly as
    // without a worker after a deploy; the on-demand loader then shows its Swedish "could not reach"
    // message, and a reload gets the new build.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    // Keeping a page's code, the first page, Save-Data and the old builds' files (src/sw/).
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
          expiration: { maxEntries: PAGE_ASSETS_MAX },
          cacheableResponse: { statuses: [200] },
          // A host may answer `Vary: Origin`; a module script's request carries an Origin header and
          // the copies kept ahead (src/sw/first-page.js) none. A hashed file is the same for both.
          matchOptions: { ignoreVary: true },
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
 * The worker's helper script (dist/sw-first-page.js): the shared rules above, serialised, the
 * build's Supabase client files (`serverOnlyFiles`), then src/sw/first-page.js, which uses them.
 * @param {readonly string[]} serverOnly
 */
export function helperScript(serverOnly) {
  const source = readFileSync(fileURLToPath(new URL('../../src/sw/first-page.js', import.meta.url)), 'utf8');
  return [
    '// Generated by scripts/lib/service-worker.mjs from its rules and src/sw/first-page.js.',
    `self.hpPageEntries = ${pageEntries.toString()};`,
    `self.hpScriptImports = ${scriptImports.toString()};`,
    `self.hpPageCode = ${pageCode
      .toString()
      .replace(/\bpageEntries\(/, 'self.hpPageEntries(')
      .replace(/\bscriptImports\(/, 'self.hpScriptImports(')};`,
    `self.hpSavesData = ${savesData.toString()};`,
    `self.hpPageAssetsCache = ${JSON.stringify(PAGE_ASSETS_CACHE)};`,
    `self.hpPagesCache = ${JSON.stringify(PAGES_CACHE)};`,
    `self.hpServerOnly = new Set(${JSON.stringify(serverOnly)});`,
    source,
  ].join('\n');
}

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
  writeFileSync(join(distDir, 'sw-first-page.js'), helperScript(serverOnlyFiles(distDir)));
  const options = serviceWorkerOptions(distDir, await shellAssets(distDir));
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
