import { describe, expect, it } from 'vitest';

import {
  isCacheablePage,
  isImage,
  isPageAsset,
  pagePlugin,
  PRECACHED_PAGES,
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

  it('precaches the tool pages, every script and stylesheet, and nothing from another origin', () => {
    const options = serviceWorkerOptions('dist');
    for (const url of [
      '/meal-plan',
      '/meal-planning',
      '/create-workout-plan',
      '/calorie-calculator',
      '/my-plans',
      '/training-log',
      '/weight',
      '/auth',
      '/offline',
    ])
      expect(Object.values(PRECACHED_PAGES)).toContain(url);
    expect(options.globPatterns).toContain('_astro/*.{js,css}');
    expect(options.globPatterns?.some((pattern) => pattern.includes('pagefind'))).toBe(false);
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
