import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The built site under test; E2E_DIST lets a run use another build directory than dist/. */
export const DIST = process.env.E2E_DIST ?? 'dist';

/** Every route of the site (articles aside). A route without a page in dist is pending. */
export const SPEC_ROUTES = [
  '/',
  '/auth',
  '/calorie-calculator',
  '/nutrition',
  '/meal-planning',
  '/meal-plan',
  '/my-plans',
  '/weight',
  '/create-workout-plan',
  '/training-log',
  '/workout-plan',
  '/strength-exercises',
  '/cardio-training',
] as const;

/** Pages whose content comes from the MDX guides. */
export const GUIDE_ROUTES = ['/strength-exercises', '/cardio-training'] as const;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** "/articles/x/" and "/articles/x" are the same page; "/" stays "/". */
export function normalizePath(pathname: string): string {
  const decoded = decodeURIComponent(pathname);
  return decoded.length > 1 ? decoded.replace(/\/+$/u, '') : decoded;
}

/** URL path of every HTML page in dist (404.html and Pagefind's files excluded). */
export function distPages(): string[] {
  return walk(DIST)
    .map((file) => relative(DIST, file).split(sep).join('/'))
    .filter((file) => file.endsWith('.html') && file !== '404.html' && !file.startsWith('pagefind/'))
    .map((file) => normalizePath(`/${file.replace(/(^|\/)index\.html$/u, '').replace(/\.html$/u, '')}`));
}

/** True when dist holds a page or file for this URL path. */
export function existsInDist(pathname: string): boolean {
  const path = normalizePath(pathname);
  const candidates = [join(DIST, path, 'index.html'), join(DIST, `${path}.html`), join(DIST, path)];
  return candidates.some((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Whether the page at this path is Astro's meta-refresh redirect page rather than content. */
export function isRedirectPage(pathname: string): boolean {
  const file = join(DIST, normalizePath(pathname), 'index.html');
  return existsSync(file) && readFileSync(file, 'utf8').includes('http-equiv="refresh"');
}

const RECIPE_PAGE = /^\/recipes\/[^/]+\/?$/u;

/**
 * The paths with one recipe page kept of the hundreds: they share one template, so a sweep that
 * opens every page in a browser (axe, the phone widths) opens the first recipe and the /recipes
 * hub; tests/e2e/recipes.spec.ts checks every recipe page from the build.
 */
export function withOneRecipePage(paths: readonly string[]): string[] {
  const first = paths.filter((path) => RECIPE_PAGE.test(path)).sort()[0];
  return paths.filter((path) => !RECIPE_PAGE.test(path) || path === first);
}

/** Slugs of the built articles (redirect pages excluded). */
export function articleSlugs(): string[] {
  return distPages()
    .filter((path) => path.startsWith('/articles/') && !isRedirectPage(path))
    .map((path) => path.slice('/articles/'.length));
}

/** Same rule as src/lib/content/reading-time.ts: a word is a token with a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** The HTML of a built page ('/articles/x' → dist/articles/x/index.html). */
export function distHtml(pathname: string): string {
  const path = normalizePath(pathname);
  return readFileSync(path === '/' ? join(DIST, 'index.html') : join(DIST, path, 'index.html'), 'utf8');
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** An attribute value as the browser reads it (the few entities Astro writes). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The `href` of every link and the id of every element in built HTML, without a browser. */
export function staticLinksAndIds(html: string): { hrefs: string[]; ids: string[] } {
  // Scripts and comments are not markup: an "id=" inside them names no element.
  const markup = html.replace(/<script\b[\s\S]*?<\/script>|<!--[\s\S]*?-->/giu, '');
  const hrefs: string[] = [];
  const ids: string[] = [];
  // Quote-aware: a class such as "[&>svg]:size-4" holds a '>' inside its value.
  const tags = /<([a-z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/giu;
  for (const tag of markup.matchAll(tags)) {
    const name = (tag[1] ?? '').toLowerCase();
    const attributes = tag[2] ?? '';
    const id = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/iu.exec(attributes);
    if (id !== null) ids.push(decodeAttribute(id[1] ?? id[2] ?? ''));
    if (name !== 'a') continue;
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/iu.exec(attributes);
    if (href !== null) hrefs.push(decodeAttribute(href[1] ?? href[2] ?? ''));
  }
  return { hrefs, ids };
}
