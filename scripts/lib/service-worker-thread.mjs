// @ts-check
/** Writes the service worker for the build directory it is given (writeServiceWorkerInThread). */
import { parentPort, workerData } from 'node:worker_threads';

import { writeServiceWorker } from './service-worker.mjs';

const { count, size, warnings } = await writeServiceWorker(
  /** @type {{ distDir: string }} */ (workerData).distDir,
);
parentPort?.postMessage({ count, size, warnings });
