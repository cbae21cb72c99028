import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { test as base } from '@playwright/test';

import { weighPage } from '../../scripts/lib/page-weight.ts';
import { expect, test, type Page } from './support/test';

import {
  articleSlugs,
  countWords,
  DIST,
  distHtml,
  distPages,
  existsInDist,
  GUIDE_ROUTES,
  isRedirectPage,
  normalizePath,
  SPEC_ROUTES,
  staticLinksAndIds,
  withOneRecipePage,
} from './content-dist';

/** A built file by its site path, or undefined if the build has none. */
function read(sitePath: string): string | undefined {
  const file = join(DIST, decodeURI(sitePath.split(/[?#]/u)[0] ?? ''));
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined;
}

/** Links and element ids of a rendered page. */
async function linksAndIds(page: Page): Promise<{ links: string[]; ids: string[] }> {
  return page.evaluate(() => ({
    links: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    ids: Array.from(document.querySelectorAll('[id]'), (element) => element.id),
  }));
}

/** A link's target on this site, or undefined for another origin. */
function internalTarget(
  href: string,
  from: string,
  origin: string,
): { path: string; hash: string } | undefined {
  const url = new URL(href, `${origin}${from}`);
  if (url.origin !== origin) return undefined;
  return {
    path: normalizePath(url.pathname),
    hash: url.hash.length > 1 ? decodeURIComponent(url.hash.slice(1)) : '',
  };
}

test.describe('internal links', () => {
  // The whole built site, read from dist/ without a browser (the same HTML the server sends): a
  // crawl of 40 pages through Chromium cost 41 s of a two-core run. The live test below checks
  // that what the pages render in the browser (islands, header scripts) adds no link that breaks.
  base(
    'every internal link and #anchor in the built site resolves; unbuilt tool routes are only pending',
    () => {
      const origin = 'http://site.invalid';
      const pending = new Set<string>(SPEC_ROUTES.filter((route) => !existsInDist(route)));
      const pendingLinked = new Set<string>();
      const broken: string[] = [];
      const idsByPage = new Map<string, Set<string>>();
      const anchors: { from: string; path: string; id: string }[] = [];
      const edges = new Map<string, Set<string>>();

      // Crawl from / and also from every built page, so no page's links escape the check.
      const pages = distPages().filter((path) => !isRedirectPage(path));
      const queue = ['/', ...pages];
      const seen = new Set<string>();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (seen.has(path)) continue;
        seen.add(path);
        const { hrefs, ids } = staticLinksAndIds(distHtml(path));
        idsByPage.set(path, new Set(ids));
        for (const href of hrefs) {
          const target = internalTarget(href, path, origin);
          if (target === undefined) continue;
          if (target.hash !== '') anchors.push({ from: path, path: target.path, id: target.hash });
          if (pending.has(target.path)) {
            pendingLinked.add(target.path);
            continue;
          }
          if (!existsInDist(target.path)) {
            broken.push(`${path} → ${href}`);
            continue;
          }
          edges.set(path, (edges.get(path) ?? new Set<string>()).add(target.path));
          if (!/\.\w+$/u.test(target.path) && !seen.has(target.path)) queue.push(target.path);
        }
      }

      for (const anchor of anchors) {
        const ids = idsByPage.get(anchor.path);
        if (!ids?.has(anchor.id)) broken.push(`${anchor.from} → ${anchor.path}#${anchor.id} (no such id)`);
      }

      const pendingList = pendingLinked.size === 0 ? 'none' : [...pendingLinked].sort().join(', ');
      base.info().annotations.push({ type: 'pending routes', description: pendingList });
      expect(broken, 'broken internal links').toEqual([]);
      // Every content page can be found by following links from the home page.
      const reached = new Set<string>(['/']);
      for (const from of reached) for (const to of edges.get(from) ?? []) reached.add(to);
      const unreachable = pages.filter((path) => !reached.has(path) && !SPEC_ROUTES.includes(path as never));
      expect(
        unreachable.filter((path) => path.startsWith('/articles/')),
        'articles not linked from /',
      ).toEqual([]);
      for (const route of ['/nutrition', '/workout-plan', ...GUIDE_ROUTES]) {
        if (existsInDist(route)) expect(reached.has(route), `${route} reachable from /`).toBe(true);
      }
    },
  );

  test('in the browser, the home page, an article and the tool pages link only to pages that exist', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1:4321').origin;
    const [article] = articleSlugs();
    const sample = [
      '/',
      `/articles/${article ?? ''}`,
      ...SPEC_ROUTES.filter((route) => existsInDist(route) && !GUIDE_ROUTES.includes(route as never)),
    ];
    const broken: string[] = [];
    for (const path of [...new Set(sample)]) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} should load`).toBe(200);
      // A tool page may send the visitor on (signed out, /my-plans goes to /auth): let that finish.
      await page.waitForLoadState('networkidle');
      const { links, ids } = await linksAndIds(page);
      const here = normalizePath(new URL(page.url()).pathname);
      for (const href of links) {
        const target = internalTarget(href, here, origin);
        if (target === undefined) continue;
        if (!existsInDist(target.path) && !SPEC_ROUTES.includes(target.path as never)) {
          broken.push(`${path} → ${href}`);
        } else if (target.hash !== '') {
          const targetIds =
            target.path === here ? new Set(ids) : new Set(staticLinksAndIds(distHtml(target.path)).ids);
          if (!targetIds.has(target.hash)) broken.push(`${path} → ${href} (no such id)`);
        }
      }
    }
    expect(broken, 'broken links in the rendered pages').toEqual([]);
  });
});

test.describe('content pages ship no framework', () => {
  const react = /Symbol\.for\(["']react\.|react\.transitional\.element|__REACT_DEVTOOLS_GLOBAL_HOOK__/u;
  const supabase = /supabase-js\/\d|GoTrueClient|PostgrestClient|RealtimeClient/u;
  const contentPaths = [
    ...articleSlugs().map((slug) => `/articles/${slug}`),
    ...GUIDE_ROUTES,
    ...withOneRecipePage(distPages().filter((path) => path.startsWith('/recipes'))),
  ];

  // Every article and guide, the recipe hub and a recipe page, from the built files: each script the page loads before anyone acts
  // (its scripts and their static imports, as the byte budget counts them) and its inline scripts.
  base('no article, guide or recipe page loads React or supabase-js (from the build)', () => {
    const found: string[] = [];
    for (const path of contentPaths) {
      const html = distHtml(path);
      if (/<astro-island\b/u.test(html)) found.push(`${path}: an island`);
      const scripts = weighPage(path, html, read)
        .assets.filter((asset) => asset.kind === 'js' && asset.path !== 'inline')
        .map((asset) => ({ url: asset.path, body: read(asset.path) ?? '' }));
      for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/giu)) {
        if (!/\ssrc\s*=/iu.test(match[1] ?? '')) scripts.push({ url: 'inline', body: match[2] ?? '' });
      }
      expect(scripts.length, `${path} has its scripts`).toBeGreaterThan(0);
      for (const { url, body } of scripts) {
        if (react.test(body)) found.push(`${path}: React in ${url}`);
        if (supabase.test(body)) found.push(`${path}: supabase-js in ${url}`);
      }
    }
    expect(found).toEqual([]);
  });

  // V8's compile hint (scripts/lib/compile-hints.mjs) on a tool page's React, components and zod,
  // from the build; an article's scripts carry none, so content pages are not a byte heavier for it.
  base("a tool page's React, components and zod carry V8's compile hint, an article none", () => {
    const hinted = (path: string) =>
      weighPage(path, distHtml(path), read)
        .assets.filter((asset) => asset.kind === 'js' && asset.path !== 'inline')
        .filter((asset) => (read(asset.path) ?? '').startsWith('//# allFunctionsCalledOnLoad\n'))
        .map((asset) => asset.path.replace(/\.[\w-]+\.js$/u, ''));
    expect(hinted('/meal-plan')).toEqual(
      expect.arrayContaining([
        // React DOM, in the file of Astro's React renderer (its chunk, astro.config.mjs).
        '/_astro/client',
        '/_astro/kit',
        '/_astro/MealPlanEntry',
        '/_astro/schemas',
      ]),
    );
    expect(hinted('/meal-plan')).not.toContain('/_astro/swap-state');
    expect(hinted(`/articles/${articleSlugs()[0]}`)).toEqual([]);
  });

  // What the browser really fetches (a script added at run time too), on one article and one guide.
  test('in the browser, an article and a guide load no React and no supabase-js', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      // A 304 on the second page is a script the first page fetched (and this test read) already.
      if (response.request().resourceType() === 'script' && response.status() !== 304) {
        scripts.push({ url: response.url(), body: await response.text() });
      }
    });
    for (const path of [contentPaths[0] ?? '/', GUIDE_ROUTES[0]]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('astro-island')).toHaveCount(0);
      const inline = await page.locator('script:not([src])').allTextContents();
      for (const { url, body } of [...scripts, ...inline.map((body) => ({ url: 'inline', body }))]) {
        expect(react.test(body), `React in ${url} on ${path}`).toBe(false);
        expect(supabase.test(body), `supabase-js in ${url} on ${path}`).toBe(false);
      }
    }
    expect(scripts.length).toBeGreaterThan(0);
  });
});

test.describe('article pages', () => {
  test('the old protein article address redirects to the canonical one', async ({ page, consoleErrors }) => {
    // The redirect is a page without an icon link while it forwards, so Chromium asks for /favicon.ico.
    consoleErrors.allow(/\/favicon\.ico\)$/);
    await page.goto('/articles/protein-fiber-weightloss');
    await page.waitForURL(/\/articles\/protein-fiber-weight-loss\/?$/u);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hosts that read _redirects answer with a real 301.
    const redirects = readFileSync(join(DIST, '_redirects'), 'utf8');
    expect(redirects).toMatch(
      /^\/articles\/protein-fiber-weightloss\s+\/articles\/protein-fiber-weight-loss\s+301$/mu,
    );
  });

  test("every article: the reading time is the body's words / 200, rounded up", async ({ page }) => {
    // One page visits them all (a test per article paid for a new browser page 21 times): about
    // 2 s an article on two loaded cores, so the whole list gets two minutes.
    test.setTimeout(120_000);
    for (const slug of articleSlugs()) {
      // The text and the styles that hide parts of it are in before DOMContentLoaded (the page's
      // module script waits for the stylesheet); images need not load to count words.
      await page.goto(`/articles/${slug}`, { waitUntil: 'domcontentloaded' });
      const shown = await page.locator('[data-reading-time]').textContent();
      const minutes = Number(/(\d+) min läsning/u.exec(shown ?? '')?.[1]);
      // Count what the reader sees in the body, without the component chrome (badges, rendered sources).
      const text = await page.locator('[data-article-body]').evaluate((body) => {
        const hidden = Array.from(body.querySelectorAll<HTMLElement>('[data-reading-ignore]'));
        hidden.forEach((element) => (element.style.display = 'none'));
        const visible = (body as HTMLElement).innerText;
        hidden.forEach((element) => (element.style.display = ''));
        return visible;
      });
      const words = countWords(text);
      expect.soft(words, `${slug}: words in the body`).toBeGreaterThan(0);
      expect.soft(minutes, `${slug}: minutes shown for ${String(words)} words`).toBe(Math.ceil(words / 200));
    }
  });

  test('an article shows its parts and links out safely', async ({ page }) => {
    const [slug] = articleSlugs();
    await page.goto(`/articles/${slug}`);
    await expect(page.getByRole('link', { name: 'Tillbaka' })).toHaveAttribute('href', '/');
    await expect(page.locator('[data-article-label]')).toHaveText(/^(Forskning 2024|Guide 2024)$/u);
    await expect(page.locator('header [data-review]')).toHaveText(
      /^Granskad \d{1,2} [a-zåäö]+ \d{4}, (?:ändrat: .+|faktagranskning.*)$/u,
    );
    await expect(page.getByRole('navigation', { name: 'Innehåll' })).toBeVisible();
    const hero = page.locator('article img').first();
    await expect(hero).toHaveAttribute('width', /\d+/u);
    await expect(hero).toHaveAttribute('height', /\d+/u);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    // Card sections, the research box and the reference list.
    await expect(page.locator('[data-article-body] section h3').first()).toBeVisible();
    await expect(page.locator('[data-article-body]').getByText('Ny forskning 2024').first()).toBeVisible();
    const references = page.locator('section[aria-label="Källor"], section[aria-labelledby="kallor"]');
    expect(await references.locator('li').count()).toBeGreaterThanOrEqual(1);
    for (const link of await page.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', /noopener/u);
      await expect(link).toHaveAttribute('rel', /noreferrer/u);
    }
    const jsonLd: unknown = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Article', inLanguage: 'sv-SE' });
  });
});

test.describe('editorial pass', () => {
  test('a corrected article shows its latest review and what changed', async ({ page }) => {
    await page.goto('/articles/sleep-hygiene');
    await expect(page.locator('header [data-review]')).toHaveText(
      /^Granskad 25 november 2026, ändrat: Folkhälsomyndighetens regler om temperatur inomhus från 2024/u,
    );
    await expect(page.locator('[data-article-body]')).toContainText('HSLF-FS 2024:10');
    await expect(page.locator('[data-article-body]')).not.toContainText('FoHMFS 2014:17');
  });

  test('an article nobody changed keeps its date as a fact check', async ({ page }) => {
    await page.goto('/articles/sleep-analysis');
    await expect(page.locator('header [data-review]')).toHaveText(
      'Granskad 20 november 2026, faktagranskning',
    );
  });

  test('a Fact prints the shared number inside the sentence', async ({ page }) => {
    await page.goto('/articles/workout-schedule-building');
    const fact = page.locator('[data-article-body] [data-fact="activity.moderate"]').first();
    await expect(fact).toHaveText('150–300 minuter');
    await expect(page.locator('[data-article-body]')).toContainText('Sikta på 150–300 minuter i veckan');
    await page.goto('/articles/cognitive-nutrition');
    await expect(page.locator('[data-article-body]')).toContainText('minst 8,8 timmar före sänggåendet');
  });

  test('the interval advice says when to stop and links to 1177', async ({ page }) => {
    await page.goto('/articles/workout-schedule-building');
    const body = page.locator('[data-article-body]');
    await expect(body.getByRole('heading', { name: 'Tala med läkare först om du …' })).toBeVisible();
    await expect(body).toContainText('Avbryt passet direkt om du får ont eller tryck i bröstet');
    await expect(body.getByRole('link', { name: '1177' }).first()).toHaveAttribute(
      'href',
      'https://www.1177.se/',
    );
  });

  test('the guides show their review date', async ({ page }) => {
    for (const path of ['/strength-exercises', '/cardio-training']) {
      await page.goto(path);
      await expect(page.locator('[data-review]')).toHaveText(/^Granskad 25 november 2026, ändrat: .+/u);
    }
  });
});

test.describe('guides', () => {
  test('the strength page lists the eight exercises and links back and on', async ({ page }) => {
    await page.goto('/strength-exercises');
    await expect(page.getByRole('link', { name: 'Tillbaka till träning' })).toHaveAttribute(
      'href',
      '/workout-plan',
    );
    for (const name of [
      'Knäböj',
      'Marklyft',
      'Bänkpress',
      'Chins och pullups',
      'Axelpress',
      'Rodd',
      'Planka',
      'Utfallssteg',
    ]) {
      const card = page.getByRole('article', { name });
      await expect(card).toBeVisible();
      for (const part of ['Primära muskler', 'Sekundära muskler', 'Utförande', 'Fördelar', 'Tekniktips']) {
        await expect(card.getByText(part, { exact: true })).toBeVisible();
      }
    }
    await expect(page.getByRole('link', { name: 'Skapa träningsschema' }).first()).toHaveAttribute(
      'href',
      '/create-workout-plan',
    );
  });

  test('the cardio page shows the comparison, five zones and three plans', async ({ page }) => {
    await page.goto('/cardio-training');
    await expect(page.getByRole('link', { name: 'Tillbaka till träning' })).toHaveAttribute(
      'href',
      '/workout-plan',
    );
    await expect(page.getByRole('heading', { name: 'Aerob träning', level: 3, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anaerob träning', level: 3, exact: true })).toBeVisible();
    const zones = page.locator('[data-zone]');
    await expect(zones).toHaveCount(5);
    for (const [index, range] of ['50–60', '60–70', '70–80', '80–90', '90–100'].entries()) {
      await expect(zones.nth(index)).toContainText(`${range} % av maxpulsen`);
    }
    await expect(page.locator('[data-plan="Nybörjare"]')).toContainText('Vecka 1–4');
    await expect(page.locator('[data-plan="Nybörjare"]')).toContainText('3–4 pass/vecka');
    await expect(page.locator('[data-plan="Medel"]')).toContainText('Vecka 5–12');
    await expect(page.locator('[data-plan="Medel"]')).toContainText('4–5 pass/vecka');
    await expect(page.locator('[data-plan="Avancerad"]')).toContainText('Vecka 13+');
    await expect(page.locator('[data-plan="Avancerad"]')).toContainText('5–6 pass/vecka');
    await expect(page.getByRole('link', { name: 'Skapa träningsschema' }).last()).toHaveAttribute(
      'href',
      '/create-workout-plan',
    );
  });
});
