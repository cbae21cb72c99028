// @ts-check
/**
 * Asks V8 to compile the browser's React code and zod as the file arrives rather than function by
 * function as it first runs: `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome
 * 136) at the top of React DOM's chunk, zod's, and every chunk holding one of our components (.tsx):
 * their functions run when an island draws or a module builds its schemas. Chrome then compiles the
 * whole file on a background thread while it streams in, instead of stopping the main thread at
 * each function's first call; other browsers read a comment.
 *
 * Measured at 1× (main thread's CPU time until the page is quiet, alternating loads of each build):
 * - React DOM and the components (10 loads each): meal plan 107.4 → 99.7 ms, weight 149.3 → 136.3
 *   ms, training log 90.0 → 79.6 ms. A hint on every chunk of the site did no better (weight 120.4
 *   vs 121.7 ms, training log 71.7 vs 73.1 ms, in another run).
 * - zod's chunk too (12 loads each): meal plan 96.1 → 91.4 ms, weight 129.1 → 126.9 ms, calculator
 *   65.8 → 65.3 ms (it loads zod on submit). The meal plan's schema modules, timed in the page with
 *   performance.now() (wall time, so a busy machine's waits too), took 17.5 ms before, 5.8 after. An
 *   earlier pair of runs with and without it (94.8 vs 95.9 ms) had hidden the gain.
 * Left out: data, engines, supabase-js and the header's scripts, most of whose functions do not run
 * when they load; so content pages (which never load zod) are unchanged. The comment costs about
 * 20 B gzip per hinted file.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Smaller chunks go without: the few functions of a 1 KB file cost little to compile as they run,
 * and the comment would be 2–10% of such a file's gzip bytes.
 */
export const MIN_HINTED_CHARS = 5000;

/**
 * Whether a chunk's functions run when it loads: React DOM, zod, or one of our components.
 * @param {readonly string[]} moduleIds
 */
export const runsWhenLoaded = (moduleIds) =>
  moduleIds.some(
    (id) =>
      id.includes('/node_modules/react-dom/') ||
      id.includes('/node_modules/zod/') ||
      (id.endsWith('.tsx') && !id.includes('/node_modules/')),
  );

/** @returns {import('vite').Plugin} */
export function compileHints() {
  return {
    name: 'halsoplaneraren:compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After minification, which would drop the comment; the hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.length < MIN_HINTED_CHARS) continue;
          if (runsWhenLoaded(chunk.moduleIds)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
