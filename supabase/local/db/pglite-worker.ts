/**
 * The worker thread that owns the PGlite instance (see pglite.ts). PGlite runs Postgres as
 * WebAssembly on the thread that calls it, and a running statement cannot be interrupted; here it
 * blocks only this thread, so the server's main thread keeps answering and can terminate this
 * worker when a statement runs past its timeout.
 *
 * Protocol: workerData is {@link WorkerInit}; the worker posts `{ type: 'ready' }` (or
 * `{ type: 'failed', error }`) once Postgres is up, then answers each {@link WorkerRequest} with a
 * {@link WorkerReply} carrying the same id, in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

export interface WorkerInit {
  dataDir: string;
  /** Compiled once by the main thread and shared by every worker (see pglite.ts). */
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

/** A Postgres error's fields (code, message, detail, hint…) or a plain error's message. */
export type WorkerError = Record<string, string> & { message: string };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; error: WorkerError }
  | { type: 'result'; id: number; rows: Record<string, unknown>[] }
  /** `fatal`: the Postgres instance aborted (e.g. out of WebAssembly memory) and must be replaced. */
  | { type: 'error'; id: number; error: WorkerError; fatal: boolean };

/** Type OIDs whose text form we keep as-is, so both adapters return identical values. */
const RAW_TYPES = [20, 114, 1082, 1114, 1184, 1700, 3802];
const identity = (value: string): string => value;

function errorFields(e: unknown): WorkerError {
  if (!(e instanceof Error)) return { message: String(e) };
  const out: WorkerError = { message: e.message };
  for (const [key, value] of Object.entries(e)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

const port = parentPort;
if (port === null) throw new Error('pglite-worker.ts runs only as a worker thread');
const { dataDir, pgliteWasmModule, initdbWasmModule } = workerData as WorkerInit;

try {
  const parsers = Object.fromEntries(RAW_TYPES.map((oid) => [oid, identity]));
  const pg = new PGlite(dataDir, { parsers, pgliteWasmModule, initdbWasmModule });
  await pg.waitReady;

  // One message at a time: the main thread sends the next statement only after this one's reply.
  port.on('message', (req: WorkerRequest) => {
    const run = async (): Promise<Record<string, unknown>[]> => {
      if (req.op === 'query') return (await pg.query<Record<string, unknown>>(req.sql, req.params)).rows;
      if (req.op === 'exec') await pg.exec(req.sql);
      else await pg.close();
      return [];
    };
    run().then(
      (rows) => {
        port.postMessage({ type: 'result', id: req.id, rows } satisfies WorkerReply);
      },
      (e: unknown) => {
        const fatal = e instanceof WebAssembly.RuntimeError || /\bAborted\(/.test(String(e));
        port.postMessage({ type: 'error', id: req.id, error: errorFields(e), fatal } satisfies WorkerReply);
      },
    );
  });
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
} catch (e) {
  port.postMessage({ type: 'failed', error: errorFields(e) } satisfies WorkerReply);
}
