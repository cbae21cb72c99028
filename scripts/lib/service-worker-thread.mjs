// @ts-check
/** Writes the service worker for the build directory it is given (writeServiceWorkerInThread). */
import { parentPort, workerData } from 'node:worker_threads';

import { writeServiceWorker } from './service-worker.mjs';

const { distDir, cacheDir } = /** @type {{ distDir: string; cacheDir?: string }} */ (workerData);
const { count, size, warnings } = await writeServiceWorker(
  distDir,
  cacheDir === undefined ? {} : { cacheDir },
);
parentPort?.postMessage({ count, size, warnings });
