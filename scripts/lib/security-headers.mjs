// @ts-check
/**
 * The site's security headers (public/_headers), completed at build time: the Content-Security-Policy
 * allows exactly the inline scripts the built pages carry (by SHA-256) and the Supabase project the
 * site talks to. The same file is what Netlify / Cloudflare Pages serve and what `astro preview`
 * (npm start, the browser tests) sends, so tests see what users get.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Data blocks, not code: CSP does not apply to them. */
const DATA_TYPES = /type\s*=\s*["']application\/(ld\+)?json["']/i;

/**
 * The bodies of the inline scripts in an HTML page (JSON data blocks excluded).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const bodies = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || DATA_TYPES.test(attributes) || body === '') continue;
    bodies.push(body);
  }
  return bodies;
}

/**
 * A CSP source expression for a script body: 'sha256-…'.
 * @param {string} body
 */
export function scriptHash(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The headers template with its placeholders filled.
 * @param {string} template public/_headers
 * @param {{ hashes: string[]; supabaseUrl: string }} values
 */
export function fillHeaders(template, { hashes, supabaseUrl }) {
  return template
    .replaceAll('{{script-hashes}}', [...new Set(hashes)].sort().join(' '))
    .replaceAll('{{supabase-origin}}', new URL(supabaseUrl).origin);
}

/**
 * Parses the `/*` block of a `_headers` file into a header map (comments and other paths ignored).
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseHeaders(text) {
  /** @type {Record<string, string>} */
  const headers = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAll && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Rewrites dist/_headers with the hashes of every inline script in the built pages.
 * @param {string} distDir
 * @param {string} supabaseUrl
 * @returns {number} how many distinct inline scripts were hashed
 */
export function writeBuiltHeaders(distDir, supabaseUrl) {
  const file = join(distDir, '_headers');
  const hashes = htmlFiles(distDir).flatMap((path) =>
    inlineScripts(readFileSync(path, 'utf8')).map(scriptHash),
  );
  writeFileSync(file, fillHeaders(readFileSync(file, 'utf8'), { hashes, supabaseUrl }));
  return new Set(hashes).size;
}

/**
 * The headers of a finished build, for `astro preview`; undefined before the first build.
 * @param {string} distDir
 * @returns {Record<string, string> | undefined}
 */
export function builtHeaders(distDir) {
  const file = join(distDir, '_headers');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  // An unfilled template (a build that stopped half-way) must not be served as a policy.
  return text.includes('{{') ? undefined : parseHeaders(text);
}
