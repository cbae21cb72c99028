/**
 * Playwright's `test` with one addition every journey gets: the page reports each Content-Security-
 * Policy violation (the `securitypolicyviolation` event), and a test with any fails.
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__hpReportCsp', (text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __hpReportCsp: (text: string) => void }).__hpReportCsp;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until every island on the page has hydrated (Astro drops `ssr` from an island when it has). */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
export type { Page } from '@playwright/test';
