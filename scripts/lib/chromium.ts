/**
 * The system Chromium that the browser tests and the benchmark drive. Playwright and Lighthouse
 * cannot download their own browsers here, so Debian's `chromium` package is used
 * (`apt-get install chromium`); CHROME_PATH overrides the search.
 */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's `chromium-headless-shell`: the same engine without the browser's own UI layer. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Path of an installed Chromium, or undefined when none is found. */
export function systemChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * The browser for the browser tests: the headless shell when it is installed, as Playwright itself
 * uses for headless runs (its own download is not reachable here), else the full Chromium. The
 * tests open a fresh browser context per test; on two cores the shell ran the same journeys in
 * 53 s where the full browser took 66 s. The benchmark keeps the full browser (`systemChromium`):
 * it measures what a visitor's Chrome does. CHROME_PATH overrides both.
 */
export function testChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : systemChromium(env);
}

/**
 * Flags for running it as root on a closed network: no sandbox (root in a container), no GPU, and
 * none of the background connections that this machine's network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
