import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  runTransaction,
  type Database,
  type PgError,
  type Queryable,
  type Row,
  type TransactionOptions,
} from './database.ts';
import type { WorkerError, WorkerInit, WorkerReply, WorkerRequest } from './pglite-worker.ts';

const WORKER_URL = new URL('./pglite-worker.ts', import.meta.url);

let compiled: Promise<{ pglite: WebAssembly.Module; initdb: WebAssembly.Module }> | undefined;

/**
 * PGlite's two WebAssembly modules, compiled once per process and handed to every worker: a
 * replacement worker then starts without compiling 9 MB of WebAssembly again and reuses the code
 * V8 already compiled for the previous one (its first statements are as fast as the old one's).
 */
function wasmModules(): Promise<{ pglite: WebAssembly.Module; initdb: WebAssembly.Module }> {
  compiled ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (file) =>
        WebAssembly.compile(await readFile(join(dist, file))),
      ),
    );
    if (pglite === undefined || initdb === undefined) throw new Error('PGlite WebAssembly missing');
    return { pglite, initdb };
  })();
  return compiled;
}

/** Distributive Omit, so each member of the request union keeps its own fields. */
type Message = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** What PostgreSQL answers when `statement_timeout` fires (SQLSTATE 57014, query_canceled). */
export function statementTimeoutError(): PgError & Error {
  return Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
}

/** What PostgreSQL answers to a statement after an error inside the same transaction. */
function abortedTransactionError(): PgError & Error {
  return Object.assign(
    new Error('current transaction is aborted, commands ignored until end of transaction block'),
    { code: '25P02' },
  );
}

function toError(fields: WorkerError): Error {
  return Object.assign(new Error(fields.message), fields);
}

/** One PGlite worker thread and the statements waiting for its answers. */
interface Generation {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve: (rows: Row[]) => void; reject: (e: Error) => void }>;
  /** Set once the worker is being replaced: its transaction is gone with it. */
  dead: boolean;
}

export interface PgliteOptions {
  /** Called with a line when a worker is replaced (timeouts, crashes). */
  log?: (line: string) => void;
}

/**
 * A fresh directory for the 'memory' database: in /dev/shm (RAM) where there is one. The data must
 * live outside the worker so that a worker terminated mid-statement can be replaced without losing
 * what was committed; the directory is removed on close and at process exit.
 */
const throwawayDirs = new Set<string>();

function throwawayDir(): string {
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const dir = mkdtempSync(join(base, 'halso-pglite-'));
  if (throwawayDirs.size === 0) {
    process.once('exit', () => {
      for (const left of throwawayDirs) rmSync(left, { recursive: true, force: true });
    });
  }
  throwawayDirs.add(dir);
  return dir;
}

/**
 * Opens PGlite persisted in `dataDir`, or in a throwaway directory when it is 'memory', inside a
 * worker thread. PGlite has a single connection, so every transaction waits for the previous one:
 * otherwise one request's role and claims would leak into another's statements.
 *
 * PGlite ignores `statement_timeout` (and a statement running in WebAssembly cannot be
 * interrupted), so a transaction's {@link TransactionOptions.statementTimeoutMs} is enforced here:
 * a statement still running after it is answered with PostgreSQL's 57014, the worker is terminated
 * (its open transaction dies with it, like a backend killed by `pg_terminate_backend`) and a new
 * one opens the same directory, where Postgres' crash recovery replays every committed
 * transaction from the write-ahead log. The main thread never blocks on a statement.
 */
export async function openPglite(dataDir: string, opts: PgliteOptions = {}): Promise<Database> {
  const log = opts.log ?? (() => undefined);
  const memory = dataDir === 'memory';
  const dir = memory ? throwawayDir() : dataDir;
  let nextId = 0;
  const modules = await wasmModules();

  function start(): Generation {
    const worker = new Worker(WORKER_URL, {
      workerData: {
        dataDir: dir,
        pgliteWasmModule: modules.pglite,
        initdbWasmModule: modules.initdb,
      } satisfies WorkerInit,
    });
    const gen: Generation = { worker, ready: Promise.resolve(), pending: new Map(), dead: false };
    gen.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (msg: WorkerReply) => {
        if (msg.type === 'ready') resolve();
        else if (msg.type === 'failed') reject(toError(msg.error));
        else {
          const waiting = gen.pending.get(msg.id);
          if (waiting === undefined) return;
          gen.pending.delete(msg.id);
          if (msg.type === 'result') waiting.resolve(msg.rows);
          else {
            waiting.reject(toError(msg.error));
            if (msg.fatal) replace(gen, 'PGlite aborted');
          }
        }
      });
      const lost = (reason: string): void => {
        const error = new Error(`PGlite worker ${reason}`);
        reject(error);
        for (const waiting of gen.pending.values()) waiting.reject(error);
        gen.pending.clear();
        if (!gen.dead) replace(gen, reason);
      };
      worker.on('error', (e) => {
        lost(`failed: ${e.message}`);
      });
      worker.on('exit', (code) => {
        lost(`exited (${String(code)})`);
      });
    });
    // A start that fails surfaces on the next transaction; never as an unhandled rejection.
    gen.ready.catch(() => undefined);
    return gen;
  }

  let current = start();
  await current.ready;
  /** The replacement in progress: the old worker is fully gone before the new one opens the files. */
  let replacing: Promise<void> | undefined;

  function replace(gen: Generation, reason: string): void {
    if (gen.dead) return;
    gen.dead = true;
    log(`[pglite] ${reason}: replacing the database worker`);
    const started = performance.now();
    replacing = (async () => {
      await gen.worker.terminate();
      current = start();
      await current.ready.catch(() => undefined);
      log(`[pglite] database worker replaced in ${(performance.now() - started).toFixed(0)}ms`);
    })();
  }

  function send(gen: Generation, msg: Message, timeoutMs: number): Promise<Row[]> {
    const id = ++nextId;
    return new Promise<Row[]>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = (): void => {
        if (timer !== undefined) clearTimeout(timer);
      };
      gen.pending.set(id, {
        resolve: (rows) => {
          done();
          resolve(rows);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          gen.pending.delete(id);
          reject(statementTimeoutError());
          replace(gen, `statement ran past ${String(timeoutMs)}ms`);
        }, timeoutMs);
      }
      gen.worker.postMessage({ ...msg, id } satisfies WorkerRequest);
    });
  }

  /** The connection of one transaction, bound to the worker it began on. */
  function connection(gen: Generation, timeoutMs: number): Queryable {
    const endsTransaction = (sql: string): boolean => /^\s*(commit|rollback)\s*;?\s*$/i.test(sql);
    return {
      async query<R extends Row>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
        if (gen.dead) throw abortedTransactionError();
        return (await send(gen, { op: 'query', sql, params: [...params] }, timeoutMs)) as R[];
      },
      async exec(sql: string): Promise<void> {
        // The worker that held this transaction is gone, and the transaction with it: ending it
        // is a no-op, as COMMIT of an aborted transaction is a ROLLBACK in PostgreSQL.
        if (gen.dead) {
          if (endsTransaction(sql)) return;
          throw abortedTransactionError();
        }
        await send(gen, { op: 'exec', sql }, timeoutMs);
      },
    };
  }

  async function worker(): Promise<Generation> {
    while (replacing !== undefined) {
      const waiting = replacing;
      await waiting;
      if (replacing === waiting) replacing = undefined;
    }
    await current.ready;
    return current;
  }

  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    url: undefined,
    transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const run = queue.then(async () =>
        runTransaction(connection(await worker(), options.statementTimeoutMs ?? 0), fn),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    async close(): Promise<void> {
      await queue;
      const gen = await worker().catch(() => undefined);
      if (gen !== undefined) {
        gen.dead = true;
        await send(gen, { op: 'close' }, 0).catch(() => undefined);
        await gen.worker.terminate();
      }
      if (memory) {
        rmSync(dir, { recursive: true, force: true });
        throwawayDirs.delete(dir);
      }
    },
  };
}
