import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { attribute, countingServer } from '../../../bench/sections/reader-data.ts';

describe('a reader’s bytes: the page’s own requests, and everything else is background', () => {
  it('gives the page one server answer per request it made; a second fetch of the same file is background', () => {
    const log = [
      { path: '/articles/a', status: 200, bytes: 10 },
      { path: '/_astro/a.css', status: 200, bytes: 5 },
      { path: '/sw.js', status: 200, bytes: 7 },
      { path: '/articles/a', status: 304, bytes: 0 },
      { path: '/offline', status: 200, bytes: 3 },
    ];
    const { page, background } = attribute(log, ['/articles/a', '/_astro/a.css']);
    expect(page.map((entry) => entry.path)).toEqual(['/articles/a', '/_astro/a.css']);
    expect(background.map((entry) => `${entry.path} ${String(entry.status)}`)).toEqual([
      '/sw.js 200',
      '/articles/a 304',
      '/offline 200',
    ]);
  });
});

describe('the counting server answers as a static host and counts the body bytes it sends', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-reader-'));
  const served = countingServer(dir);
  const html = '<!doctype html><p>' + 'Sömn och återhämtning. '.repeat(200);
  let origin = '';
  beforeAll(async () => {
    mkdirSync(join(dir, 'articles', 'a'), { recursive: true });
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, 'articles', 'a', 'index.html'), html);
    writeFileSync(join(dir, '_astro', 'x.js'), 'export const x = 1;');
    await new Promise<void>((resolve) => served.server.listen(0, '127.0.0.1', resolve));
    const address = served.server.address();
    origin =
      typeof address === 'object' && address !== null ? `http://127.0.0.1:${String(address.port)}` : '';
  });
  afterAll(() => {
    served.server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      request(`${origin}${path}`, { headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
        .on('error', reject)
        .end();
    });

  it('gzip level 9 bodies, immutable build files, revalidated pages (304 counts 0)', async () => {
    const page = await get('/articles/a');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect((await get('/_astro/x.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/articles/a', { 'If-None-Match': String(page.headers.etag) })).status).toBe(304);
    expect(served.log.map((entry) => [entry.path, entry.status, entry.bytes])).toEqual([
      ['/articles/a', 200, gzipSync(html, { level: 9 }).length],
      ['/_astro/x.js', 200, gzipSync('export const x = 1;', { level: 9 }).length],
      ['/articles/a', 304, 0],
    ]);
    expect(served.inFlight()).toBe(0);
  });
});
