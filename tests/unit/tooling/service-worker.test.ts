import { describe, expect, it } from 'vitest';

import {
  isCacheablePage,
  isImage,
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
