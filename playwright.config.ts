import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_FLAGS, testChromium } from './scripts/lib/chromium.ts';

/** Playwright cannot download its own browsers here: use Debian's (its headless shell when installed). */
const chromium = testChromium();
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The local Supabase-compatible server the built site talks to (its PUBLIC_SUPABASE_URL, default
 * http://127.0.0.1:54321). A fresh in-memory database per run, no demo user, e-mail links to this site.
 */
const supabasePort = Number(process.env.E2E_SUPABASE_PORT ?? 54321);
export const SUPABASE_E2E_URL = `http://127.0.0.1:${supabasePort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Never retried: a test that passes only on a second try is a flaky test, and it should show.
  retries: 0,
  workers: 2,
  // scripts/test.ts asks for a JSON report (E2E_JSON) to count the tests in its summary line.
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : 'list',
  // On two busy cores a first submit that loads supabase-js can take well over 5 s: assertions wait
  // for what the user waits for, up to 15 s, and a journey gets a minute (longer ones say so).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // The built site registers a service worker. Journeys that stub requests with page.route must
    // see every request, which a worker answering from its cache would bypass: it is off everywhere
    // except tests/e2e/offline.spec.ts, which turns it on (test.use) to test it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(chromium === undefined ? {} : { executablePath: chromium }),
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node supabase/local/main.ts',
      url: `${SUPABASE_E2E_URL}/auth/v1/health`,
      env: {
        SUPABASE_LOCAL_PORT: String(supabasePort),
        SUPABASE_LOCAL_DATA_DIR: 'memory',
        SUPABASE_LOCAL_SITE_URL: baseURL,
        SUPABASE_LOCAL_NO_SEED: '1',
        SUPABASE_LOCAL_QUIET: '1',
        // Journeys sign up many users from one address; the limits have their own integration test.
        SUPABASE_LOCAL_RATE_LIMITS: 'off',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npm exec -- astro preview --host 127.0.0.1 --port ${port}`,
      // A file that exists whatever pages the build has.
      url: `${baseURL}/favicon.svg`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
