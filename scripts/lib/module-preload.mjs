// @ts-check
/**
 * Adds `<link rel="modulepreload">` for every module a built page runs on load: its module scripts
 * and the islands it hydrates at once (`client:load`/`client:idle`), with everything they import
 * statically. Without them the browser finds an island's imports one level at a time — the island's
 * chunk, then React and the UI primitives it imports, then their imports — five or six round trips
 * in a row on a phone network before the island can run. With them every file is requested at once.
 * Dynamic imports (code loaded when the user acts) are not followed: they stay off the first load.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Islands that hydrate on load; `client:visible` and `client:only-on-interaction` wait, so does their code. */
const EAGER = new Set(['load', 'idle']);

/**
 * The static imports of a built ES module (`import … from "x"`, `import "x"`, `export … from "x"`);
 * a dynamic `import("x")` is not one. The byte budget reads pages the same way (page-weight.ts).
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(code) {
  /** @type {Set<string>} */
  const found = new Set();
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) {
    if (match[1] !== undefined) found.add(match[1]);
  }
  return [...found];
}

/**
 * The static imports that are files of the site (relative or absolute paths), not packages.
 * @param {string} code
 * @returns {string[]}
 */
export function relativeStaticImports(code) {
  return staticImports(code).filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'));
}

/**
 * The site paths a page should preload, in the order a browser would reach them.
 * @param {string} html
 * @param {(sitePath: string) => string | undefined} read the built file at a site path, if any
 * @returns {string[]}
 */
export function modulesToPreload(html, read) {
  /** @type {string[]} */
  const order = [];
  const seen = new Set();
  /** @param {string} sitePath */
  const visit = (sitePath) => {
    if (seen.has(sitePath)) return;
    seen.add(sitePath);
    const code = read(sitePath);
    if (code === undefined) return;
    order.push(sitePath);
    for (const specifier of relativeStaticImports(code))
      visit(posix.resolve(posix.dirname(sitePath), specifier));
  };
  const attribute = (/** @type {string} */ attributes, /** @type {string} */ name) =>
    new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes)?.[1];

  /** Module scripts the page names itself: the browser requests those already, only their imports wait. */
  const scripts = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    if (src === undefined || !/type\s*=\s*"module"/i.test(attributes)) continue;
    scripts.add(src);
    visit(src);
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (!EAGER.has(attribute(attributes, 'client') ?? '')) continue;
    for (const name of ['renderer-url', 'component-url']) {
      const url = attribute(attributes, name);
      if (url !== undefined) visit(url);
    }
  }
  return order.filter((path) => !scripts.has(path));
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Writes the preload links into every page of the build (before `</head>`, after what is there).
 * Idempotent: a page that already preloads a module does not get it twice.
 * @param {string} distDir
 * @returns {{ pages: number, links: number }}
 */
export function writeModulePreloads(distDir) {
  /** @type {Map<string, string | undefined>} */
  const cache = new Map();
  const read = (/** @type {string} */ sitePath) => {
    if (!sitePath.startsWith('/') || sitePath.startsWith('//')) return undefined;
    if (!cache.has(sitePath)) {
      try {
        cache.set(sitePath, readFileSync(join(distDir, sitePath), 'utf8'));
      } catch {
        cache.set(sitePath, undefined);
      }
    }
    return cache.get(sitePath);
  };
  let pages = 0;
  let links = 0;
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(file, 'utf8');
    const wanted = modulesToPreload(html, read).filter(
      (path) => !html.includes(`rel="modulepreload" href="${path}"`),
    );
    if (wanted.length === 0 || !html.includes('</head>')) continue;
    const tags = wanted.map((path) => `<link rel="modulepreload" href="${path}">`).join('');
    writeFileSync(file, html.replace('</head>', `${tags}</head>`));
    pages += 1;
    links += wanted.length;
  }
  return { pages, links };
}
