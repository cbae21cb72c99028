/**
 * Accessibility sweep: every page in the built sitemap, plus the not-found page, must have no
 * serious or critical axe violation (WCAG 2.2 A/AA rules). New pages are swept automatically.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
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

const paths = [...sitemapPaths(), '/den-har-sidan-finns-inte'];

for (const path of paths) {
  test(`axe: ${path}`, async ({ page, consoleErrors }) => {
    // The not-found page answers 404 on purpose (spec: a not-found page and a console error).
    if (path === '/den-har-sidan-finns-inte')
      consoleErrors.allow(/status of 404 \(Not Found\)/, /404: sidan hittades inte: /);
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    expect(blocking, `${path} has serious or critical accessibility violations`).toEqual([]);
  });
}
