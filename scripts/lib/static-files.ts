/**
 * Serving a built site from its folder, as the bench's counting server and the browser tests'
 * deploy server do: which file answers a path, and its content type.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** The content types of what a build holds, by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.xml': 'application/xml',
};

/**
 * The file of the build in `root` that answers the URL path `path`: the file itself, a folder's
 * index.html, or `<path>.html`; undefined when there is none or the path leads outside `root`.
 */
export function builtFile(root: string, path: string): string | undefined {
  const base = resolve(root);
  let file = join(base, path);
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
  return existsSync(file) ? file : undefined;
}
