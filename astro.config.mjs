// @ts-check
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

import { compileHints } from './scripts/lib/compile-hints.mjs';
import { writeSearchIndex } from './scripts/lib/search-index.mjs';
import { builtHeaders, writeBuiltHeaders } from './scripts/lib/security-headers.mjs';
import { writeServiceWorkerInThread } from './scripts/lib/service-worker.mjs';

/** Public origin of the site; canonical URLs, Open Graph and the sitemap are built from it. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

/** The Supabase project the site talks to; the same default as src/lib/supabase/config.ts. */
const supabaseUrl = process.env.PUBLIC_SUPABASE_URL?.trim() || 'http://127.0.0.1:54321';

/**
 * Completes dist/_headers (public/_headers) after every build: the CSP lists the hash of every
 * inline script the pages carry and the Supabase origin (scripts/lib/security-headers.mjs).
 * @returns {import('astro').AstroIntegration}
 */
function securityHeaders() {
  return {
    name: 'halsoplaneraren:security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        const count = writeBuiltHeaders(fileURLToPath(dir), supabaseUrl);
        logger.info(
          `CSP allows ${count} inline scripts by hash; connect-src ${new URL(supabaseUrl).origin} (${Math.round(performance.now() - started)} ms)`,
        );
      },
    },
  };
}

/**
 * `client:painted`, the tool pages' islands: they hydrate once the first frame is on screen, so their
 * scripts do not compete with the stylesheet for the first paint (src/scripts/hydrate-after-paint.ts).
 * @returns {import('astro').AstroIntegration}
 */
function hydrateAfterPaint() {
  return {
    name: 'halsoplaneraren:client-painted',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('./src/scripts/hydrate-after-paint.ts', import.meta.url)),
        });
      },
    },
  };
}

/**
 * The recipe files (content/recipes/<id>.yaml, scripts/lib/recipe-files.ts). `astro build` checks
 * every file and stops at the first build with each problem's file and line, and when the engine's
 * generated catalogue module is not what the files say (`npm run build`, `npm start` and
 * `npm run dev` write it first; a plain `astro build`, as in `npm test`, catches a recipe file
 * committed without it). `astro dev` writes the module whenever a recipe file changes, so the page
 * reloads with the edit, and prints a bad file's problems instead of stopping.
 * @returns {import('astro').AstroIntegration}
 */
function recipeFiles() {
  const root = fileURLToPath(new URL('./', import.meta.url));
  /** @param {boolean} write */
  const run = async (write) =>
    (await import('./scripts/lib/recipe-files.ts')).syncGeneratedModule(root, write);
  return {
    name: 'halsoplaneraren:recipe-files',
    hooks: {
      'astro:config:setup': async ({ command, logger, updateConfig }) => {
        if (command === 'build') {
          const { problems, count } = await run(false);
          if (problems.length > 0) throw new Error(`Recipe files:\n${problems.join('\n')}`);
          logger.info(`${count} recipe files checked`);
          return;
        }
        if (command !== 'dev') return;
        const report = async () => {
          const { problems, wrote } = await run(true);
          for (const problem of problems) logger.error(problem);
          if (wrote) logger.info('recipe catalogue regenerated');
        };
        await report();
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'halsoplaneraren:recipe-files-watch',
                configureServer(server) {
                  const dir = `${root}content/recipes`;
                  server.watcher.add(dir);
                  server.watcher.on('all', (_event, path) => {
                    if (path.startsWith(dir)) void report();
                  });
                },
              },
            ],
          },
        });
      },
    },
  };
}

/** `astro preview` (npm start, the browser tests) sends the built site's security headers. */
const cliArgs = process.argv.slice(2);
const isPreview = cliArgs.includes('preview');
/**
 * The build being previewed: `--outDir` when given (the benchmark builds elsewhere, against its own
 * local server), else dist/. Its own _headers carry the CSP that names its Supabase origin; another
 * build's would block every request the pages make to the server they were built for.
 */
const outDirArg = cliArgs.includes('--outDir') ? cliArgs[cliArgs.indexOf('--outDir') + 1] : undefined;
const previewDir =
  outDirArg === undefined ? fileURLToPath(new URL('./dist', import.meta.url)) : resolve(outDirArg);

/**
 * Replaces Vite's dynamic-import preload helper (about 1 KB gzip) with a plain call. Every page's
 * header script has dynamic imports (supabase-js and the profile dialog, loaded when the user picks
 * Logga ut or Profil), and content pages have 3 KB of JS in all (README "Byte budget"). Without the helper
 * a dynamic chunk fetches its own imports when it runs, a small waterfall after a click; there is
 * no per-chunk CSS to preload (one global stylesheet).
 * @returns {import('vite').Plugin}
 */
function plainDynamicImports() {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'halsoplaneraren:plain-dynamic-imports',
    enforce: 'pre',
    // Only the browser's scripts have the helper. In the server build (one chunk per article) a
    // generateBundle hook would read every chunk's code for nothing: about 1 s at 2,000 articles.
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id === helperId) return 'export const __vitePreload = (load) => load();';
      return undefined;
    },
    // The plain helper ignores the list of a chunk's dependencies, so drop the list too.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.code.includes('__vite__mapDeps')) continue;
          chunk.code = chunk.code
            .replace(/^const __vite__mapDeps=.*\n/m, '')
            .replace(/,__vite__mapDeps\(\[[\d,]*\]\)/g, '');
        }
      },
    },
  };
}

/**
 * Lets an island's chunk also carry code that the island's own later loads import (a dialog, the
 * actions of a form), so that code is not a file of its own at first load. Astro builds the
 * browser's scripts with `preserveEntrySignatures: 'exports-only'`, which keeps an entry chunk to
 * its module's own exports; an island is only ever read by its export's name, so extra exports are
 * harmless. Rolldown only merges such code into an entry chunk that every importer of it already
 * loads (here: the meal plan's load actions, the generator's, and what My plans and the weight page
 * share with their actions): meal plan, My plans, weight and generator a file fewer each, and
 * 0.1–0.3 KB gzip less.
 * @returns {import('vite').Plugin}
 */
function islandChunksMayExport() {
  return {
    name: 'halsoplaneraren:island-chunks-may-export',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      options.preserveEntrySignatures = 'allow-extension';
      return options;
    },
  };
}

/**
 * The steps after the build that need no main thread of their own run beside each other: each
 * integration's `astro:build:done` starts its step and returns, and `afterBuild.finish`, the last
 * integration, waits for all of them, logs what they did, and fails the build if one failed.
 * At 2,000 articles the search index took 11 s after the build and the service worker 5 s after
 * that, one after the other.
 */
const afterBuild = (() => {
  /** @type {{ name: string; done: Promise<string> }[]} */
  const steps = [];
  return {
    /**
     * @param {string} name
     * @param {() => Promise<string>} work resolves to the line to log
     */
    start(name, work) {
      const started = performance.now();
      const done = work().then((line) => `${line} (${Math.round(performance.now() - started)} ms)`);
      // Awaited by `finish`; until then a failure must not count as an unhandled rejection.
      done.catch(() => undefined);
      steps.push({ name, done });
    },
    /** @type {import('astro').AstroIntegration} */
    finish: {
      name: 'halsoplaneraren:after-build',
      hooks: {
        'astro:build:done': async ({ logger }) => {
          const results = await Promise.allSettled(steps.map((step) => step.done));
          const failed = results.flatMap((result, index) =>
            result.status === 'rejected' ? [`${steps[index]?.name}: ${String(result.reason)}`] : [],
          );
          for (const [index, result] of results.entries())
            if (result.status === 'fulfilled') logger.info(`${steps[index]?.name}: ${result.value}`);
          steps.length = 0;
          if (failed.length > 0) throw new Error(failed.join('\n'));
        },
      },
    },
  };
})();

/**
 * Builds the static Pagefind search index into dist/pagefind after every build
 * (scripts/lib/search-index.mjs): Pagefind works in a process of its own while the sitemap, the CSP
 * hashes and the service worker are written (none of which reads or writes dist/pagefind).
 * @returns {import('astro').AstroIntegration}
 */
function pagefindIndex() {
  return {
    name: 'halsoplaneraren:pagefind',
    hooks: {
      'astro:build:done': ({ dir }) => {
        afterBuild.start('search index', () => writeSearchIndex(fileURLToPath(dir)));
      },
    },
  };
}

/**
 * Writes the service worker (dist/sw.js, Workbox) after every build: only the shell precached, each
 * page and tool kept with its code once opened, never anything from Supabase
 * (scripts/lib/service-worker.mjs). Pages register it once loaded (BaseLayout); `astro dev` has none.
 * @returns {import('astro').AstroIntegration}
 */
function serviceWorker() {
  // A build whose worker options and precache list were built before copies that worker
  // (writeServiceWorker); the cache lives with the project's other build caches.
  const swCache = fileURLToPath(new URL('./node_modules/.cache/halsoplaneraren/sw', import.meta.url));
  return {
    name: 'halsoplaneraren:service-worker',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        // In a thread of its own, beside the search index and the CSP hashes (see afterBuild).
        afterBuild.start('service worker', async () => {
          const { count, size, warnings } = await writeServiceWorkerInThread(fileURLToPath(dir), {
            cacheDir: swCache,
          });
          for (const warning of warnings) logger.warn(warning);
          return `sw.js precaches ${count} files, ${Math.round(size / 1024)} KB before compression`;
        });
      },
    },
  };
}

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [
    recipeFiles(),
    react(),
    hydrateAfterPaint(),
    mdx(),
    // Starts indexing after the build; afterBuild.finish, last, waits for it.
    pagefindIndex(),
    // Writes the service worker in a thread of its own; afterBuild.finish waits for it.
    serviceWorker(),
    sitemap({
      // The old protein article address is only a redirect; the 404 page is not content.
      // My plans is a signed-in page (a visitor is sent to /auth), not content to index.
      filter: (page) =>
        !page.includes('/articles/protein-fiber-weightloss') &&
        !page.endsWith('/404/') &&
        !page.endsWith('/my-plans/') &&
        !page.endsWith('/offline/'),
    }),
    securityHeaders(),
    afterBuild.finish,
  ],
  server: isPreview ? { headers: builtHeaders(previewDir) ?? {} } : {},
  redirects: {
    // The canonical slug is protein-fiber-weight-loss (public/_redirects mirrors this as a 301).
    '/articles/protein-fiber-weightloss': { status: 301, destination: '/articles/protein-fiber-weight-loss' },
  },
  image: {
    // Only our own SVGs (drawn in this repo) are processed: article heroes are rasterised to PNG for
    // Open Graph previews; on the page they are served as SVG unchanged.
    dangerouslyProcessSVG: true,
  },
  vite: {
    plugins: [tailwindcss(), plainDynamicImports(), islandChunksMayExport(), compileHints()],
    // "Byt rätt"'s engine runs in a module worker (src/islands/meal-plan/swap-worker.ts).
    worker: { format: 'es' },
    build: {
      rollupOptions: {
        // Astro's MDX output trips a harmless Rolldown warning on every article (withastro/astro#18087).
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject'))
            return;
          warn(warning);
        },
        output: {
          // Each JS file a page loads costs main-thread time of its own (measured at 1x: the same code
          // as 30 modules took 55 ms, as 1 module 28 ms), so the groups below put together what the
          // pages load together. A module goes to the group of highest priority whose test it
          // passes; a group also takes what its modules import that no group of higher priority has
          // taken. What no group takes Rolldown splits by which pages load it.
          codeSplitting: {
            groups: [
              // What every page's header script shares with the islands (nanostores, the session and
              // toast stores, the stored-session guard, the toast hand-over), and the header's scripts
              // every page runs (the Meny, the sign-in corner, the toasts), with the plain
              // dynamic-import helper (one line, see plainDynamicImports): one chunk, which is
              // BaseLayout's script itself (with the script's own module in the group; else its file
              // was a 27 B `import "./site.js"`, a file more on every page: 49 B gzip more for an
              // article, and each file costs the main thread about 0.9 ms at 1×). Split into several,
              // each file's overhead would push content pages past their 3 KB. First: the kit, which
              // imports these stores, would otherwise take them onto every page.
              {
                name: 'site',
                priority: 70,
                test: (id) =>
                  id === '\0vite/preload-helper.js' ||
                  /node_modules\/nanostores\/atom\//.test(id) ||
                  /src\/stores\/(session|toasts|stored-session|flash-handoff|account-mark)\.ts$/.test(id) ||
                  /src\/scripts\/(menu|auth-corner|toasts)\.ts$/.test(id) ||
                  /src\/layouts\/BaseLayout\.astro\?astro&type=script/.test(id),
              },
              // React itself and the kit nearly every tool page's form loads at once (the island
              // boundary, the hydration guard, Button, Field, useForm), with `on-demand`, which every
              // tool page loads with it: one file instead of one per part. Measured with the kit as
              // one chunk: 0.3–0.5 KB less on auth, calculator, generator, meal form, meal plan and
              // weight than one per file; as two chunks, every page was heavier. Before React DOM,
              // which would otherwise take React with it.
              {
                name: 'kit',
                priority: 60,
                test: /(src\/ui\/(useHydrated|IslandBoundary|Button|Field|useForm|on-demand)\.tsx?|node_modules\/react\/(index|jsx-runtime|cjs\/react(-jsx-runtime)?\.production)\.js)$/,
              },
              // React DOM as one chunk of its own: 0.6 KB gzip less on every tool page than Rolldown's
              // own split (measured: calculator 81.4 → 80.8 KB, meal plan 124.9 → 124.3 KB), and an
              // island that imports react-dom itself (flushSync) does not split off another chunk. With
              // it Astro's React renderer, which every page with an island loads with React DOM: the
              // chunk is the renderer's own file, one file fewer on each tool page (with BaseLayout's
              // script in `site`, 253–262 B gzip less at each tool page's first load).
              { name: 'react-dom', priority: 50, test: /node_modules\/(react-dom|@astrojs\/react\/dist)\// },
              // Pairs that the pages which load one at first load also load the other with: the stored
              // values and their keys (calculator, meal form, generator, meal plan, My plans), the tabs
              // and the dialog (meal plan, My plans), the Swedish date and number formats (meal plan,
              // My plans, weight). A file fewer on each of those pages, no byte more at first load; a
              // few later loads carry the other half (at most 534 B: the generator's calendar and
              // result, the number format with the date's).
              { name: 'stored', priority: 10, test: /src\/lib\/storage\/(keys|stored)\.ts$/ },
              { name: 'Dialog', priority: 10, test: /src\/ui\/(Tabs|Dialog)\.tsx$/ },
              { name: 'sv-format', priority: 10, test: /_shared\/format\/sv-(date|number)\.ts$/ },
              // zod with the field schemas every form and stored value builds on: Rolldown split zod's
              // ISO formats and the fields off into files of their own by which later loads use which,
              // though every page that loads one loads zod (only the meal plan at first load, with all
              // three). The meal plan's first load and the weight page's load are 2 files fewer. (The
              // error mapping is not in it: it would take Result with it, which the sign-out on a
              // content page loads without zod.)
              {
                name: 'schemas',
                priority: 10,
                test: /(node_modules\/zod\/|_shared\/schemas\/fields\.ts$)/,
              },
              // The lists built as the person scrolls (the near-screen hooks) with the one-task-later
              // helpers: the meal plan loads both at first load, the weight page both with its parts
              // after the first paint. One file on each; apart, the meal plan loaded one more file
              // (+330 B gzip at first load). Here its first load is 210 B more than with the hooks
              // in its own chunk (two gzip streams), and the weight page's 368 B less.
              {
                name: 'slices',
                priority: 10,
                test: /src\/(lib\/slices|ui\/(useNearScreen|useRevealNearScreen))\.ts$/,
              },
            ],
          },
        },
      },
    },
  },
});
