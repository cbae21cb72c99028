/**
 * Waiting for the service worker in the journeys that turn it on (test.use serviceWorkers 'allow').
 */
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the open page works offline: the worker controls it (installed, activated, claimed),
 * the page is in the page cache, and the worker has finished keeping its code (`hp:settled`, answered
 * by src/sw/first-page.js once nothing is being kept). What a person waits for is "opened once".
 */
export async function keptOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const path = location.pathname.replace(/(.)\/$/, '$1');
          return (await (await caches.open('hp-pages')).match(`${location.origin}${path}`)) !== undefined;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
  await settled(page);
}

/** Waits until the controlling worker keeps nothing more (`hp:settled`). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        navigator.serviceWorker.controller?.postMessage('hp:settled', [channel.port2]);
      }),
  );
}
