/**
 * The service worker written in a thread of its own (writeServiceWorkerInThread, which the build
 * runs beside the search index) is the file Workbox's generateSW writes for the same build, and a
 * build with the same options and precache list copies the kept worker instead of bundling again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { generateSW } from 'workbox-build';
import { afterAll, describe, expect, it } from 'vitest';

import {
  serviceWorkerOptions,
  shellAssets,
  writeServiceWorker,
  writeServiceWorkerInThread,
} from '../../../scripts/lib/service-worker.mjs';

const dist = mkdtempSync(join(tmpdir(), 'sw-thread-test-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const OFFLINE =
  '<!doctype html><title>Offline</title><link rel="stylesheet" href="/_astro/BaseLayout.Cip.css"><script type="module" src="/_astro/site.B1x2.js"></script>';

/** A small built site: the shell (the offline page, its stylesheet and script), other pages, the manifest and an icon. */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Hem</title>',
  'offline/index.html': OFFLINE,
  'meal-plan/index.html': '<!doctype html><title>Måltidsplan</title>',
  'articles/sleep-hygiene/index.html': '<!doctype html><title>Sömn</title>',
  '_astro/site.B1x2.js': 'export const a = 1;',
  '_astro/BaseLayout.Cip.css': 'body{margin:0}',
  'manifest.webmanifest': '{"name":"Hälsoplaneraren"}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icons/icon-192.png': 'png',
};

describe('the service worker written in its own thread', () => {
  it('is the file generateSW writes; the same precache list again copies it, a changed one does not', async () => {
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    const cacheDir = join(dist, 'cache');
    const result = await writeServiceWorkerInThread(dist, { cacheDir });
    const ours = readFileSync(join(dist, 'sw.js'), 'utf8');
    expect(readFileSync(join(dist, 'sw-first-page.js'), 'utf8')).toContain('self.hpPageCode');

    const reference = await generateSW({
      ...serviceWorkerOptions(dist, await shellAssets(dist)),
      swDest: join(dist, 'reference.js'),
    });
    expect(ours).toBe(readFileSync(join(dist, 'reference.js'), 'utf8'));
    expect(result.count).toBe(reference.count);
    expect(result.size).toBe(reference.size);
    // The shell is precached (the offline page and its files); the tool pages and articles are not.
    expect(ours).toContain('{url:"/offline",revision:"');
    expect(ours).toContain('{url:"/_astro/site.B1x2.js",revision:null}');
    expect(ours).not.toContain('"/meal-plan"');
    expect(ours).not.toContain('sleep-hygiene');
    expect(readdirSync(cacheDir)).toHaveLength(1);

    // The next build with nothing precached changed: the kept worker, without bundling again.
    writeFileSync(join(dist, 'sw.js'), '');
    const started = performance.now();
    const again = await writeServiceWorker(dist, { cacheDir });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toBe(ours);
    expect(again).toEqual({ count: result.count, size: result.size, warnings: result.warnings });

    // A precached page changed: a new worker whose list has the page's new revision.
    const offline = OFFLINE.replace('Offline', 'Offline, ändrad');
    writeFileSync(join(dist, 'offline/index.html'), offline);
    await writeServiceWorker(dist, { cacheDir });
    const revision = createHash('md5').update(offline).digest('hex');
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toContain(`{url:"/offline",revision:"${revision}"}`);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  }, 180_000);

  it('fails, saying so, when the build folder does not exist', async () => {
    await expect(writeServiceWorkerInThread(join(dist, 'no-such-build'))).rejects.toThrow();
  }, 60_000);
});
