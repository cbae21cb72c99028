import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

interface WasmModules {
  pglite: WebAssembly.Module;
  initdb: WebAssembly.Module;
}

let compiled: Promise<WasmModules> | undefined;

/**
 * PGlite's two WebAssembly modules, compiled once per process and handed to every worker: a
 * replacement worker then starts without compiling 9 MB of WebAssembly again and reuses the code
 * V8 already compiled for the previous one (its first statements are as fast as the old one's).
 */
function wasmModules(): Promise<WasmModules> {
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
  /** Set once PGlite is up in it. */
  started?: boolean;
}

export interface PgliteOptions {
  /** Called with a line when a worker is replaced (timeouts, crashes). */
  log?: (line: string) => void;
}

const SHARED_DIR = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const throwawayDirs = new Set<string>();

/** Starts a worker on `dataDir` and resolves once PGlite is up. */
function spawnWorker(dataDir: string, modules: WasmModules): { worker: Worker; ready: Promise<void> } {
  const worker = new Worker(WORKER_URL, {
    workerData: {
      dataDir,
      pgliteWasmModule: modules.pglite,
      initdbWasmModule: modules.initdb,
    } satisfies WorkerInit,
  });
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (msg: WorkerReply) => {
      if (msg.type === 'ready') resolve();
      else if (msg.type === 'failed') reject(toError(msg.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`PGlite worker exited (${String(code)})`));
    });
  });
  return { worker, ready };
}

/**
 * A freshly initialised, cleanly shut down PGlite data directory, made once per machine and PGlite
 * version (initdb is most of a start: tens of seconds on a busy machine) and copied for every
 * 'memory' database. Built in a private directory and renamed into place, so concurrent servers
 * never see half of one.
 */
async function templateDir(modules: WasmModules): Promise<string> {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const template = join(SHARED_DIR, `halso-pglite-template-${version}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = mkdtempSync(join(SHARED_DIR, 'halso-pglite-building-'));
  try {
    const { worker, ready } = spawnWorker(building, modules);
    await ready;
    worker.postMessage({ id: 0, op: 'close' } satisfies WorkerRequest);
    await new Promise<void>((resolve) => {
      worker.once('message', () => {
        resolve();
      });
    });
    await worker.terminate();
    writeFileSync(join(building, '.halso-template'), `${version}\n`);
    try {
      renameSync(building, template);
    } catch {
      // Another server finished first: use its copy.
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * A fresh directory for the 'memory' database, in /dev/shm (RAM) where there is one: a copy of the
 * initialised template. The data must live outside the worker so that a worker terminated
 * mid-statement can be replaced without losing what was committed; the directory is removed on
 * close and at process exit.
 */
async function throwawayDir(modules: WasmModules): Promise<string> {
  const template = await templateDir(modules);
  const dir = mkdtempSync(join(SHARED_DIR, 'halso-pglite-'));
  if (throwawayDirs.size === 0) {
    process.once('exit', () => {
      for (const left of throwawayDirs) rmSync(left, { recursive: true, force: true });
    });
  }
  throwawayDirs.add(dir);
  cpSync(template, dir, { recursive: true });
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
  let nextId = 0;
  const modules = await wasmModules();
  const dir = memory ? await throwawayDir(modules) : dataDir;
  // A brand-new data directory starts as a copy of the template too, instead of running initdb.
  if (!memory && (!existsSync(dataDir) || readdirSync(dataDir).length === 0)) {
    cpSync(await templateDir(modules), dataDir, { recursive: true });
  }

  function start(): Generation {
    const { worker, ready } = spawnWorker(dir, modules);
    const gen: Generation = { worker, ready, pending: new Map(), dead: false };
    worker.on('message', (msg: WorkerReply) => {
      if (msg.type !== 'result' && msg.type !== 'error') return;
      const waiting = gen.pending.get(msg.id);
      if (waiting === undefined) return;
      gen.pending.delete(msg.id);
      if (msg.type === 'result') waiting.resolve(msg.rows);
      else {
        waiting.reject(toError(msg.error));
        if (msg.fatal) replace(gen, 'PGlite aborted');
      }
    });
    const lost = (reason: string): void => {
      const error = new Error(`PGlite worker ${reason}`);
      for (const waiting of gen.pending.values()) waiting.reject(error);
      gen.pending.clear();
      // Only a worker that was serving is replaced: one that cannot start would fail again.
      if (!gen.dead && gen.started) replace(gen, reason);
    };
    worker.on('error', (e) => {
      lost(`failed: ${e.message}`);
    });
    worker.on('exit', (code) => {
      lost(`exited (${String(code)})`);
    });
    ready.then(
      () => {
        gen.started = true;
      },
      // A start that fails surfaces on the next transaction; never as an unhandled rejection.
      () => undefined,
    );
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
