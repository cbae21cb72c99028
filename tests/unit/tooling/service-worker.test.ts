import { describe, expect, it } from 'vitest';

import {
  helperScript,
  isCacheablePage,
  isImage,
  isPageAsset,
  pageCode,
  pageEntries,
  pagePlugin,
  PRECACHED_PAGES,
  savesData,
  scriptImports,
  serviceWorkerOptions,
} from '../../../scripts/lib/service-worker.mjs';

const SITE = 'https://halsoplaneraren.se';
const SUPABASE = 'https://abcdefgh.supabase.co';

function match(
  test: typeof isCacheablePage,
  href: string,
  init: RequestInit & { mode?: RequestMode } = {},
  destination = '',
) {
  const url = new URL(href);
  const request = {
    method: init.method ?? 'GET',
    mode: init.mode ?? 'navigate',
    destination,
    headers: new Headers(init.headers),
  };
  return test({ url, request: request as unknown as Request, sameOrigin: url.origin === SITE });
}

describe('the service worker never caches Supabase or anything with a token', () => {
  it('caches the site’s own pages as they are read', () => {
    expect(match(isCacheablePage, `${SITE}/articles/sleep-hygiene`)).toBe(true);
    expect(match(isCacheablePage, `${SITE}/strength-exercises`)).toBe(true);
    // A recipe page is kept as an article is; its illustration is an image, not a page.
    expect(match(isCacheablePage, `${SITE}/recipes/linsgryta-med-kokosmjolk`)).toBe(true);
    expect(match(isCacheablePage, `${SITE}/recipes`)).toBe(true);
    expect(match(isCacheablePage, `${SITE}/recipes/linsgryta-med-kokosmjolk.svg`, {}, 'image')).toBe(false);
    expect(match(isImage, `${SITE}/recipes/linsgryta-med-kokosmjolk.svg`, {}, 'image')).toBe(true);
  });

  it('leaves the Supabase project, its paths on the site’s origin and authorised requests alone', () => {
    for (const path of [
      '/auth/v1/token',
      '/rest/v1/meal_plans',
      '/functions/v1/generate-meal-plan',
      '/auth/v1/user',
    ]) {
      expect(match(isCacheablePage, `${SUPABASE}${path}`, { mode: 'cors' })).toBe(false);
      expect(match(isCacheablePage, `${SITE}${path}`, { mode: 'cors' })).toBe(false);
      expect(match(isImage, `${SUPABASE}${path}`, { mode: 'cors' })).toBe(false);
    }
    expect(match(isCacheablePage, `${SITE}/my-plans`, { headers: { Authorization: 'Bearer x' } })).toBe(
      false,
    );
    expect(match(isCacheablePage, `${SITE}/meal-plan`, { method: 'POST' })).toBe(false);
    expect(
      match(isImage, `${SITE}/icons/icon-192.png`, { headers: { Authorization: 'Bearer x' } }, 'image'),
    ).toBe(false);
  });

  it('precaches only the shell: the offline page, its files, the manifest and the favicon; nothing from another origin', () => {
    const options = serviceWorkerOptions('dist', ['_astro/BaseLayout.x.css', '_astro/site.y.js']);
    expect(Object.values(PRECACHED_PAGES)).toEqual(['/offline']);
    expect(options.globPatterns).toEqual([
      'offline/index.html',
      '_astro/BaseLayout.x.css',
      '_astro/site.y.js',
      'manifest.webmanifest',
      'favicon.svg',
    ]);
    expect(options.globPatterns?.some((pattern) => pattern.includes('*'))).toBe(false);
    expect(options.runtimeCaching?.every((route) => typeof route.urlPattern === 'function')).toBe(true);
    expect(options.skipWaiting && options.clientsClaim && options.cleanupOutdatedCaches).toBe(true);
  });
});

describe('hp-pages keeps one copy of each page, and only pages', () => {
  it('files are not pages, even opened in the address bar', () => {
    for (const path of ['/sw.js', '/_headers', '/_redirects', '/sw-first-page.js', '/rss.xml', '/robots.txt'])
      expect(match(isCacheablePage, `${SITE}${path}`), path).toBe(false);
    expect(match(isCacheablePage, `${SITE}/articles/sleep-hygiene.html`)).toBe(true);
  });

  it('a page is kept under its path: every ?query variant is the same entry', async () => {
    const key = async (href: string) => pagePlugin.cacheKeyWillBeUsed({ request: new Request(href) });
    expect(await key(`${SITE}/articles/sleep-hygiene?utm_source=x&n=85`)).toBe(
      `${SITE}/articles/sleep-hygiene`,
    );
    expect(await key(`${SITE}/articles/sleep-hygiene#sources`)).toBe(`${SITE}/articles/sleep-hygiene`);
  });

  it('old build files come from hp-page-assets; nothing with a token, nothing but scripts and styles', () => {
    expect(match(isPageAsset, `${SITE}/_astro/BaseLayout.Dk3x9.css`, { mode: 'no-cors' })).toBe(true);
    expect(match(isPageAsset, `${SITE}/_astro/auth-corner.x1.js`, { mode: 'cors' })).toBe(true);
    expect(match(isPageAsset, `${SUPABASE}/_astro/a.css`, { mode: 'no-cors' })).toBe(false);
    expect(
      match(isPageAsset, `${SITE}/_astro/a.css`, { mode: 'no-cors', headers: { Authorization: 'Bearer x' } }),
    ).toBe(false);
    expect(match(isPageAsset, `${SITE}/_astro/hero.webp`, { mode: 'no-cors' })).toBe(false);
    const routes = serviceWorkerOptions('dist').runtimeCaching ?? [];
    expect(routes.map((route) => route.options?.cacheName)).toEqual([
      'hp-pages',
      'hp-page-assets',
      'hp-images',
    ]);
    expect(routes[0]?.options?.plugins).toContain(pagePlugin);
  });
});

/** A small built site: an article (no islands) and a tool whose island loads code on demand. */
const BUILD: Record<string, string> = {
  '/_astro/base.js': 'import{a as e}from"./site.js";e();try{x&&n(()=>import(`./toasts.js`))}catch{}',
  '/_astro/site.js': 'export const a=()=>1;',
  '/_astro/toasts.js': 'import"./site.js";export const t=1;',
  '/_astro/Entry.js':
    'import{r}from"./react-dom.js";import"./kit.js";const s=()=>import("./swap.js");const c=()=>import(`./catalogue.js`);',
  '/_astro/react-dom.js': 'export const r=1;',
  '/_astro/kit.js': 'import{a}from"./site.js";',
  '/_astro/swap.js': 'import{c}from"./catalogue.js";const l=()=>import("./deeper.js");',
  '/_astro/catalogue.js': 'export const c=[];',
  '/_astro/deeper.js': 'export const d=1;',
};
const read = (path: string) => Promise.resolve(BUILD[path]);
const ARTICLE =
  '<link rel="stylesheet" href="/_astro/Base.css"><img src="/_astro/hero.svg"><script type="module" src="/_astro/base.js"></script>';
const TOOL = `${ARTICLE}<astro-island component-url="/_astro/Entry.js" renderer-url="/_astro/client.js"></astro-island>`;

describe('a page keeps its code: an article what it loads, a tool all it may load', () => {
  it('reads the stylesheets, scripts and islands a page names (not images)', () => {
    expect(pageEntries(TOOL)).toEqual({
      scripts: ['/_astro/Base.css', '/_astro/base.js'],
      islands: ['/_astro/Entry.js', '/_astro/client.js'],
    });
  });

  it('tells static imports from on-demand ones, in every quoting a bundler writes', () => {
    expect(scriptImports(BUILD['/_astro/Entry.js'] ?? '', '/_astro/Entry.js')).toEqual({
      eager: ['/_astro/react-dom.js', '/_astro/kit.js'],
      lazy: ['/_astro/swap.js', '/_astro/catalogue.js'],
    });
    expect(scriptImports('import x from "../_astro/a.js"; import(\'/_astro/b.js\')', '/_astro/c.js')).toEqual(
      {
        eager: ['/_astro/a.js'],
        lazy: ['/_astro/b.js'],
      },
    );
    // "Byt rätt"'s engine runs in a module worker, named as Vite writes it.
    expect(
      scriptImports(
        'new Worker(new URL(`/_astro/swap-worker-x1.js`,``+import.meta.url),{type:`module`})',
        '/_astro/c.js',
      ),
    ).toEqual({ eager: [], lazy: ['/_astro/swap-worker-x1.js'] });
  });

  it('an article: only what it loads at once, not the header’s on-demand code', async () => {
    expect(await pageCode(ARTICLE, read)).toEqual(['/_astro/Base.css', '/_astro/base.js', '/_astro/site.js']);
  });

  it('a page that asks for all its code (a recipe: portions, Laga) keeps what it loads on demand too', async () => {
    const recipe = `<meta name="hp-offline" content="all-code" />${ARTICLE}`;
    expect(await pageCode(recipe, read)).toContain('/_astro/toasts.js');
    expect(await pageCode(ARTICLE, read)).not.toContain('/_astro/toasts.js');
  });

  it('a tool: its islands and everything they load on demand, however deep, and the header’s toasts', async () => {
    expect(await pageCode(TOOL, read)).toEqual([
      '/_astro/Base.css',
      '/_astro/Entry.js',
      '/_astro/base.js',
      '/_astro/catalogue.js',
      '/_astro/client.js',
      '/_astro/deeper.js',
      '/_astro/kit.js',
      '/_astro/react-dom.js',
      '/_astro/site.js',
      '/_astro/swap.js',
      '/_astro/toasts.js',
    ]);
  });

  it('a file that cannot be had (offline, the Supabase client not fetched ahead) ends that branch only', async () => {
    const withoutSwap = (path: string) =>
      path === '/_astro/swap.js' ? Promise.resolve(undefined) : read(path);
    const files = await pageCode(TOOL, withoutSwap);
    expect(files).toContain('/_astro/swap.js');
    expect(files).not.toContain('/_astro/deeper.js');
    expect(files).toContain('/_astro/catalogue.js');
  });

  it('the worker gets the very same functions the build uses', () => {
    const helper = helperScript(['/_astro/supabase.js']);
    expect(helper).toContain(pageEntries.toString());
    expect(helper).toContain(scriptImports.toString());
    expect(helper).toContain(savesData.toString());
    expect(helper).toContain('self.hpServerOnly = new Set(["/_astro/supabase.js"]);');
  });
});

describe('Save-Data: no downloads in the background when the browser asks to save data', () => {
  const request = (saveData?: string) =>
    ({ headers: new Headers(saveData === undefined ? {} : { 'Save-Data': saveData }) }) as Request;

  it('the data saver on, in the page or the worker', () => {
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ saveData: true }, request())).toBe(true);
  });

  it('a request that says Save-Data: on (any case, any spaces)', () => {
    expect(savesData(undefined, request('on'))).toBe(true);
    expect(savesData({ saveData: false }, request(' On '))).toBe(true);
  });

  it('otherwise downloads as usual: no connection API, the saver off, no header or another value', () => {
    expect(savesData(undefined)).toBe(false);
    expect(savesData({ saveData: false }, request())).toBe(false);
    expect(savesData({}, request('off'))).toBe(false);
    expect(savesData(undefined, request(''))).toBe(false);
  });
});
