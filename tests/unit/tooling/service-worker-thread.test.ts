/**
 * The service worker written in a thread of its own (writeServiceWorkerInThread, which the build
 * runs beside the search index) is the file Workbox's generateSW writes for the same build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { generateSW } from 'workbox-build';
import { afterAll, describe, expect, it } from 'vitest';

import { serviceWorkerOptions, writeServiceWorkerInThread } from '../../../scripts/lib/service-worker.mjs';

const dist = mkdtempSync(join(tmpdir(), 'sw-thread-test-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A small built site: precached pages, a hashed script and stylesheet, the manifest and an icon. */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Hem</title>',
  'offline/index.html': '<!doctype html><title>Offline</title>',
  'meal-plan/index.html': '<!doctype html><title>Måltidsplan</title>',
  'articles/sleep-hygiene/index.html': '<!doctype html><title>Sömn</title>',
  '_astro/site.B1x2.js': 'export const a = 1;',
  '_astro/BaseLayout.Cip.css': 'body{margin:0}',
  'manifest.webmanifest': '{"name":"Hälsoplaneraren"}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icons/icon-192.png': 'png',
};

describe('the service worker written in its own thread', () => {
  it('is the file generateSW writes, with the same precache count and size', async () => {
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    const result = await writeServiceWorkerInThread(dist);
    const ours = readFileSync(join(dist, 'sw.js'), 'utf8');
    expect(readFileSync(join(dist, 'sw-first-page.js'), 'utf8')).toContain('hpKeepPageAssets');

    const reference = await generateSW({ ...serviceWorkerOptions(dist), swDest: join(dist, 'reference.js') });
    expect(ours).toBe(readFileSync(join(dist, 'reference.js'), 'utf8'));
    expect(result.count).toBe(reference.count);
    expect(result.size).toBe(reference.size);
    // The tool pages and the build's files are precached; articles are not.
    expect(ours).toContain('{url:"/meal-plan",revision:"');
    expect(ours).toContain('{url:"/_astro/site.B1x2.js",revision:null}');
    expect(ours).not.toContain('sleep-hygiene');
  }, 120_000);

  it('fails, saying so, when the build folder does not exist', async () => {
    await expect(writeServiceWorkerInThread(join(dist, 'no-such-build'))).rejects.toThrow();
  }, 60_000);
});
