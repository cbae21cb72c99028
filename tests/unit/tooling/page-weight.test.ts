import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import {
  BUDGETS,
  pageKind,
  routeOfHtmlFile,
  staticImports,
  weighBuild,
} from '../../../scripts/lib/page-weight.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Writes a small fake `dist/` and returns its path. */
function fakeDist(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'hp-budget-'));
  made.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Random text does not compress, so its gzip size is close to its length. */
const incompressible = (bytes: number) => `/*${randomBytes(bytes).toString('base64')}*/`;

describe('page kinds', () => {
  it('maps routes to the kinds of the budget table', () => {
    expect(pageKind('/')).toBe('home');
    expect(pageKind('/nutrition')).toBe('hub');
    expect(pageKind('/workout-plan/')).toBe('hub');
    expect(pageKind('/articles/sleep-hygiene')).toBe('article');
    expect(pageKind('/recipes')).toBe('recipes');
    expect(pageKind('/recipes/')).toBe('recipes');
    expect(pageKind('/recipes/linsgryta')).toBe('recipe');
    expect(BUDGETS.recipe).toEqual(BUDGETS.article);
    expect(BUDGETS.recipes).toEqual(BUDGETS.article);
    expect(pageKind('/cardio-training')).toBe('guide');
    expect(pageKind('/meal-plan')).toBe('meal-plan');
    expect(pageKind('/my-plans')).toBe('my-plans');
    expect(pageKind('/training-log/')).toBe('training-log');
    expect(pageKind('/auth')).toBe('auth');
    expect(pageKind('/weight')).toBe('weight');
    expect(BUDGETS.weight).toEqual(BUDGETS.calculator);
    expect(pageKind('/something-new')).toBe('other');
    expect(BUDGETS.other).toEqual(BUDGETS.article);
  });

  it('turns built file names into routes', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('articles/sleep-hygiene/index.html')).toBe('/articles/sleep-hygiene');
    expect(routeOfHtmlFile('404.html')).toBe('/404');
  });
});

describe('static imports', () => {
  it('follows import and re-export statements but not dynamic import()', () => {
    const code = `import{a as b}from"./chunk-a.js";import"./side.js";export{c}from"./c.js";const m=()=>import("./lazy.js");`;
    expect(staticImports(code).sort()).toEqual(['./c.js', './chunk-a.js', './side.js']);
  });
});

describe('weighBuild', () => {
  it('passes a small content page and counts inline and linked assets once', () => {
    const dist = fakeDist({
      'index.html': `<html><head><link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/a.js"></script></head>
        <body><script type="module">console.log(1)</script><script type="module" src="/_astro/a.js"></script>
        <script type="application/ld+json">{"@type":"Article"}</script></body></html>`,
      '_astro/a.js': `import"./shared.js";export const a=1;`,
      '_astro/shared.js': 'export const s=2;',
      '_astro/site.css': 'body{color:red}',
    });
    const [home] = weighBuild(dist);
    expect(home?.route).toBe('/');
    expect(home?.assets.map((asset) => asset.path).sort()).toEqual([
      '/_astro/a.js',
      '/_astro/shared.js',
      '/_astro/site.css',
      'inline',
    ]);
    expect(home?.over).toEqual([]);
  });

  it('does not count JSON data blocks (JSON-LD, a page’s JSON) as JavaScript, however quoted', () => {
    const data = JSON.stringify({ items: incompressible(5000) });
    const dist = fakeDist({
      'recipes/index.html': `<html><head><script type="application/ld+json">${data}</script>
        <script type="application/json" id="d">${data}</script><script type='application/ld+json'>${data}</script>
        <script type=application/json>${data}</script></head><body><script type="module">a()</script></body></html>`,
    });
    const [hub] = weighBuild(dist);
    expect(hub?.kind).toBe('recipes');
    expect(hub?.assets.map((asset) => asset.path)).toEqual(['inline']);
    expect(hub?.js).toBeLessThan(100);
  });

  it('fails an article that ships more than 3 KB of JavaScript, e.g. a hydrated island', () => {
    const dist = fakeDist({
      'articles/big/index.html': `<html><body><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js" client="load"></astro-island></body></html>`,
      '_astro/Island.js': `import"./react.js";export default 1;`,
      '_astro/react.js': incompressible(4000),
      '_astro/client.js': 'export default 2;',
    });
    const [article] = weighBuild(dist);
    expect(article?.kind).toBe('article');
    expect(article?.js).toBeGreaterThan(3 * 1024);
    expect(article?.over).toEqual(['js']);
  });

  it('allows the same bytes on a tool page, whose budget is 82 KB', () => {
    const dist = fakeDist({
      'auth/index.html': `<html><body><script type="module" src="/_astro/auth.js"></script></body></html>`,
      '_astro/auth.js': incompressible(4000),
    });
    expect(weighBuild(dist)[0]?.over).toEqual([]);
  });

  it('fails a page whose CSS is over 8 KB', () => {
    const dist = fakeDist({
      'index.html': `<html><head><link rel="stylesheet" href="/_astro/huge.css"></head></html>`,
      '_astro/huge.css': incompressible(9000),
    });
    const [home] = weighBuild(dist);
    expect(home?.css).toBeGreaterThan(8 * 1024);
    expect(home?.over).toEqual(['css']);
  });
});
