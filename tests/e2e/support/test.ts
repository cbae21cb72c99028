/**
 * Playwright's `test` with two checks every journey gets:
 * - the page reports each Content-Security-Policy violation (the `securitypolicyviolation` event),
 *   and a test with any fails;
 * - every `console.error` and uncaught page error fails the test, except the ones a test provokes
 *   on purpose and names with `consoleErrors.allow(/…/)` (e.g. the 500 it stubs).
 */
import { expect, test as base, type Page } from '@playwright/test';

export interface ConsoleErrors {
  /** Lets console errors and page errors matching `pattern` pass (only those the test provokes). */
  allow: (...patterns: RegExp[]) => void;
  /** What was reported so far, allowed or not. */
  readonly seen: string[];
}

export const test = base.extend<{ cspViolations: string[]; consoleErrors: ConsoleErrors }>({
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
  consoleErrors: [
    async ({ page }, use) => {
      // Journeys set storage on /robots.txt (a page without scripts); for a text document Chromium
      // asks for /favicon.ico, which the site does not have (its icon is /favicon.svg).
      const allowed: RegExp[] = [/^console\.error on \/robots\.txt: .*\/favicon\.ico\)$/];
      const seen: string[] = [];
      const where = () => {
        try {
          return new URL(page.url()).pathname;
        } catch {
          return page.url();
        }
      };
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const location = message.location().url;
        seen.push(`console.error on ${where()}: ${message.text()}${location ? ` (${location})` : ''}`);
      });
      page.on('pageerror', (error) => {
        seen.push(`page error on ${where()}: ${error.name}: ${error.message}`);
      });
      await use({
        allow: (...patterns) => {
          allowed.push(...patterns);
        },
        seen,
      });
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until every island on the page has hydrated and its forms take input, as a person waits
 * for the fields to respond: Astro drops `ssr` from an island when React has hydrated it, and the
 * island's forms stay `inert` (src/ui/Form.tsx) until the re-render after hydration, a transition
 * that a loaded machine commits later (a key press in between went nowhere).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('astro-island form[inert]')).toHaveCount(0);
}
export type { Page } from '@playwright/test';

/**
 * "Logga ut" from the user menu, waiting for what the person waits for: the start page the sign-out
 * loads once the server has answered (or after 3 s without an answer, src/scripts/account-menu.ts).
 * The page before it already shows "Du har loggats ut" and the signed-out corner, so a test that
 * read the page then could find it gone mid-read.
 */
export async function signOutFromMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Mitt konto' });
  // A test may have opened the menu already (to read what it shows).
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  const startPage = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await startPage;
}

/**
 * Records the title of every toast the page shows from now on, so a test can assert a toast the
 * user saw even when a slow machine lets its 4 s on screen pass before the assertion looks.
 * Call before the action (before or after the page has loaded: it watches the page open now and
 * every page loaded after); then `await expect.poll(() => shownToasts(page)).toContain('…')`.
 */
export async function recordToasts(page: Page): Promise<void> {
  const watch = () => {
    const w = window as unknown as { __hpToasts?: string[] };
    if (w.__hpToasts !== undefined) return;
    const seen: string[] = [];
    w.__hpToasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-toast-title]')) {
        const text = el.textContent;
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  };
  await page.addInitScript(watch);
  if (page.url().startsWith('http')) await page.evaluate(watch);
}

/** The toast titles recorded by `recordToasts` on the current page. */
export async function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __hpToasts?: string[] }).__hpToasts ?? []);
}
