// @ts-check
/**
 * The static Pagefind search index (dist/pagefind) of a finished build. Only elements marked
 * `data-pagefind-body` are indexed; the Swedish stemmer comes from `<html lang="sv">`.
 *
 * Pagefind reads and indexes the pages in a process of its own (on every core), so the build runs
 * its other steps meanwhile (astro.config.mjs, afterBuild). Measured against handing it each page
 * while the pages render (its addHTMLFile): that cost half again as much work in all (every page
 * sent over a pipe, then indexed one message at a time), so the whole directory is read at the end.
 */

/**
 * Indexes `outDir` and writes the index to `outDir/pagefind`; returns the line to log.
 * @param {string} outDir
 */
export async function writeSearchIndex(outDir) {
  const pagefind = await import('pagefind');
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
    const indexed = performance.now();
    const written = await index.writeFiles({ outputPath: `${outDir}/pagefind` });
    if (written.errors.length > 0) throw new Error(`Pagefind write failed: ${written.errors.join('; ')}`);
    const ms = (/** @type {number} */ from, to = performance.now()) => `${Math.round(to - from)} ms`;
    return `indexed ${added.page_count} pages (reading ${ms(started, indexed)}, writing ${ms(indexed)})`;
  } finally {
    await pagefind.close();
  }
}
