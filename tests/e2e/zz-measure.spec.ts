import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from '@playwright/test';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
test('measure', async ({ page }) => {
  test.setTimeout(600_000);
  for (const path of [
    '/articles/athletic-protein',
    '/articles/sleep-hygiene',
    '/articles/athletic-protein',
    '/meal-planning',
  ]) {
    let t = Date.now();
    await page.goto(path);
    const load = Date.now() - t;
    t = Date.now();
    await page.evaluate(source);
    const inject = Date.now() - t;
    t = Date.now();
    await page.evaluate(source);
    const inject2 = Date.now() - t;
    const run = async (rt: boolean) => {
      const s = Date.now();
      const n = await page.evaluate(
        async ([tags, rt]) => {
          const axe = (
            window as unknown as {
              axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> };
            }
          ).axe;
          const r = await axe.run(document, {
            runOnly: { type: 'tag', values: tags },
            ...(rt ? { resultTypes: ['violations'] } : {}),
          });
          return r.violations.length;
        },
        [TAGS, rt] as const,
      );
      return [Date.now() - s, n];
    };
    console.log(path, {
      load,
      inject,
      inject2,
      runAll: await run(false),
      runV: await run(true),
      runV2: await run(true),
    });
  }
});
