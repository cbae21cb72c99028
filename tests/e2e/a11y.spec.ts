/**
 * Accessibility sweep: every page in the built sitemap, plus the not-found page, must have no
 * serious or critical axe violation (WCAG 2.2 A/AA rules and axe's best practices). New pages are
 * swept automatically; of the recipe pages, which share one template, the first. axe runs in the page itself (support/axe.ts), every rule on every page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

import { withOneRecipePage } from './content-dist';
import { axeBlocking } from './support/axe';
import { expect, test } from './support/test';

function sitemapPaths(): string[] {
  if (!existsSync('dist')) return [];
  const paths = new Set<string>();
  for (const file of readdirSync('dist').filter((name) => /^sitemap-\d+\.xml$/.test(name))) {
    for (const match of readFileSync(`dist/${file}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      if (match[1] !== undefined) paths.add(new URL(match[1]).pathname);
    }
  }
  return [...paths].sort();
}

// The recipe pages share one template: the sweep takes one of them (and the /recipes hub).
const paths = [...withOneRecipePage(sitemapPaths()), '/den-har-sidan-finns-inte'];

for (const path of paths) {
  test(`axe: ${path}`, async ({ page, consoleErrors }) => {
    // The not-found page answers 404 on purpose (spec: a not-found page and a console error).
    if (path === '/den-har-sidan-finns-inte')
      consoleErrors.allow(/status of 404 \(Not Found\)/, /404: sidan hittades inte: /);
    await page.goto(path);
    expect(await axeBlocking(page), `${path} has serious or critical accessibility violations`).toEqual([]);
  });
}

test('the sweep reports what axe finds: an image without alt text and a button without a name', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="sv"><head><title>Prov</title></head><body><main><h1>Prov</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1"><button></button></main></body></html>',
  );
  const found = await axeBlocking(page);
  expect(found.map((finding) => finding.rule).sort()).toEqual(['button-name', 'image-alt']);
  expect(found.find((finding) => finding.rule === 'image-alt')?.targets).toEqual(['img']);
});
