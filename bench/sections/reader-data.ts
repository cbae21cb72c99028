/**
 * A reader's data plan: the bytes a first-time visitor downloads to read one article, the page
 * itself plus what the service worker fetches in the background after it, and the same with the
 * browser asking to save data (Save-Data).
 *
 * What is counted, exactly: every request that reaches the server, page's and worker's alike,
 * counted at the server (a small static server of the built site in this process, so nothing a
 * worker fetches is missed, whatever target it runs in), as the body bytes it sends: gzip level 9
 * for text, as `npm run budget` counts, without HTTP headers; a 304 counts 0. Requests answered by
 * the browser's HTTP cache or by the worker's caches never reach the server and are not counted.
 * The server answers as a static host should: hashed build files (`/_astro/`) `immutable` for a
 * year, everything else `no-cache` with an ETag. **Page**: the requests the page itself made over
 * the network (its document, stylesheet, scripts, images, manifest; Chromium's page target, CDP);
 * **background**: every other request (the worker's script, what it precaches and copies).
 * Waited for: the page's load, then the worker activated and settled (when one registers), then no
 * request in flight and none for 500 ms (network idle, as Puppeteer's networkidle0). Save-Data is
 * emulated as Chrome's data saver sets it for the page: the `Save-Data: on` header on the page's
 * requests and `navigator.connection.saveData` true.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';

import { builtFile, CONTENT_TYPES } from '../../scripts/lib/static-files.ts';
import { kb, ratio, table } from '../lib/report.ts';
import { CHROME_FLAGS } from './lighthouse.ts';

const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.webmanifest', '.json', '.xml']);

/** One request the server answered. */
export interface Served {
  path: string;
  status: number;
  /** Body bytes sent (gzip for text). */
  bytes: number;
}

/** A static server of a built site that records every request and the bytes of its answer. */
export function countingServer(dir: string): {
  server: Server;
  log: Served[];
  inFlight: () => number;
  lastActivity: () => number;
} {
  const log: Served[] = [];
  const bodies = new Map<string, { body: Buffer; etag: string; gzip: boolean }>();
  let inFlight = 0;
  let last = Date.now();
  const server = createServer((request, response) => {
    inFlight += 1;
    last = Date.now();
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const done = (status: number, bytes: number) => {
      log.push({ path, status, bytes });
      inFlight -= 1;
      last = Date.now();
    };
    const file = builtFile(dir, path);
    if (file === undefined) {
      response.writeHead(404).end('not found', () => done(404, 9));
      return;
    }
    let entry = bodies.get(file);
    if (entry === undefined) {
      const raw = readFileSync(file);
      const gzip = COMPRESSED.has(extname(file));
      const body = gzip ? gzipSync(raw, { level: 9 }) : raw;
      entry = { body, gzip, etag: `"${createHash('sha1').update(raw).digest('hex').slice(0, 16)}"` };
      bodies.set(file, entry);
    }
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: entry.etag,
    };
    if (request.headers['if-none-match'] === entry.etag) {
      response.writeHead(304, headers).end(() => done(304, 0));
      return;
    }
    if (entry.gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = String(entry.body.length);
    const bytes = entry.body.length;
    response.writeHead(200, headers).end(entry.body, () => done(200, bytes));
  });
  return { server, log, inFlight: () => inFlight, lastActivity: () => last };
}

/** What one first visit downloaded. */
export interface ReaderVisit {
  path: string;
  saveData: boolean;
  page: { requests: number; bytes: number };
  background: { requests: number; bytes: number; paths: string[] };
  /** Cache Storage after the visit (Chromium's usage estimate), bytes. */
  cacheStorage: number | undefined;
  /** Whether a service worker was registered and activated. */
  worker: boolean;
}

/** Splits the server's log into the page's own requests (`pagePaths`, a multiset) and the rest. */
export function attribute(
  log: readonly Served[],
  pagePaths: readonly string[],
): { page: Served[]; background: Served[] } {
  const left = new Map<string, number>();
  for (const path of pagePaths) left.set(path, (left.get(path) ?? 0) + 1);
  const page: Served[] = [];
  const background: Served[] = [];
  for (const entry of log) {
    const n = left.get(entry.path) ?? 0;
    if (n > 0) {
      left.set(entry.path, n - 1);
      page.push(entry);
    } else background.push(entry);
  }
  return { page, background };
}

const sum = (entries: readonly Served[]) => entries.reduce((total, entry) => total + entry.bytes, 0);

async function visit(
  browser: Browser,
  origin: string,
  path: string,
  saveData: boolean,
  served: ReturnType<typeof countingServer>,
): Promise<ReaderVisit> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (saveData) {
      await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
      await page.evaluateOnNewDocument(() => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ saveData: true, effectiveType: '4g' }),
        });
      });
    }
    const pagePaths: string[] = [];
    page.on('requestfinished', (request) => {
      const response = request.response();
      if (response === null || response.fromCache() || response.fromServiceWorker()) return;
      const url = new URL(request.url());
      if (url.origin === origin) pagePaths.push(decodeURIComponent(url.pathname));
    });
    served.log.length = 0;
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const idle = async () => {
      // Network idle at the server: nothing in flight, nothing new for 500 ms.
      for (;;) {
        const quiet = served.inFlight() === 0 && Date.now() - served.lastActivity() >= 500;
        if (quiet) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await idle();
    // The worker registered at load (if any): wait for it to be activated and done keeping.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration === undefined) return false;
      await navigator.serviceWorker.ready;
      const active = registration.active;
      if (active !== null && active.state !== 'activated')
        await new Promise<void>((resolve) => {
          active.addEventListener('statechange', () => {
            if (active.state === 'activated') resolve();
          });
        });
      // A worker of this site that answers `hp:settled` says when it is done keeping; an older one
      // does all its work in install and activate.
      await Promise.race([
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          registration.active?.postMessage('hp:settled', [channel.port2]);
        }),
        new Promise<void>((resolve) => setTimeout(resolve, 2_000)),
      ]);
      return true;
    });
    await idle();
    const cacheStorage = await page.evaluate(async () => {
      const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
        usageDetails?: { caches?: number };
      };
      return estimate.usageDetails?.caches;
    });
    const { page: own, background } = attribute(served.log, pagePaths);
    return {
      path,
      saveData,
      worker,
      page: { requests: own.length, bytes: sum(own) },
      background: {
        requests: background.length,
        bytes: sum(background),
        paths: background.map((e) => e.path),
      },
      cacheStorage,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * One article, read by a first-time visitor without and with Save-Data, then (for comparison) a tool
 * page opened first, each in a fresh context of one Chromium.
 */
export async function measureReaderData(
  siteDir: string,
  articlePath: string,
  chromePath: string | undefined,
  toolPath = '/meal-plan',
): Promise<{ visits: ReaderVisit[]; chromeVersion: string }> {
  const served = countingServer(siteDir);
  await new Promise<void>((resolve) => served.server.listen(0, '127.0.0.1', resolve));
  const address = served.server.address();
  const origin =
    typeof address === 'object' && address !== null ? `http://127.0.0.1:${String(address.port)}` : '';
  const chrome = await chromeLauncher.launch({
    ...(chromePath === undefined ? {} : { chromePath }),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const visits = [
        await visit(browser, origin, articlePath, false, served),
        await visit(browser, origin, articlePath, true, served),
        await visit(browser, origin, toolPath, false, served),
      ];
      return { visits, chromeVersion: await browser.version() };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
    served.server.close();
  }
}

/** The section's table: one row per visit. */
export function formatReaderData(
  articlePath: string,
  measured: { visits: ReaderVisit[]; chromeVersion: string },
): string {
  const rows = measured.visits.map((v) => [
    `${v.path === articlePath ? 'article' : `tool ${v.path}`}${v.saveData ? ', Save-Data on' : ''}`,
    v.worker ? 'yes' : 'no',
    `${kb(v.page.bytes)} (${String(v.page.requests)})`,
    `${kb(v.background.bytes)} (${String(v.background.requests)})`,
    kb(v.page.bytes + v.background.bytes),
    ratio(v.background.bytes, v.page.bytes),
    ratio(v.page.bytes + v.background.bytes, v.page.bytes),
    kb(v.cacheStorage),
  ]);
  return [
    `A first-time reader opens ${articlePath} in a fresh profile (${measured.chromeVersion} headless) and stays until the worker is activated and settled and the network is idle. Bytes are the response bodies the server sent (gzip level 9, no headers; 304 = 0), counted at the server for every request, page's and worker's alike; **page** is what the page itself fetched over the network, **background** everything else (the worker's script and what it fetches). Requests in brackets. The last row, for comparison: a tool page opened first (its code, on-demand parts included, kept for offline use).`,
    '',
    table(
      [
        { header: 'Visit' },
        { header: 'Worker' },
        { header: 'Page', align: 'right' },
        { header: 'Background', align: 'right' },
        { header: 'Total', align: 'right' },
        { header: 'Background ÷ page', align: 'right' },
        { header: 'Total ÷ page', align: 'right' },
        { header: 'Cache Storage', align: 'right' },
      ],
      rows,
    ),
  ].join('\n');
}
