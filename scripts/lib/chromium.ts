/**
 * The system Chromium that the browser tests and the benchmark drive. Playwright and Lighthouse
 * cannot download their own browsers here, so Debian's `chromium` package is used
 * (`apt-get install chromium`); CHROME_PATH overrides the search.
 */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Path of an installed Chromium, or undefined when none is found. */
export function systemChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
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
