/**
 * Runs the local Supabase-compatible server (supabase/local/server.ts) in its own process for the
 * benchmark, so the load generator and the server do not share an event loop. Talks to the parent
 * over IPC: sends `{ type: 'ready', url, port, anonKey?, database? }` or `{ type: 'error', message }`; answers
 * `{ type: 'inbox', id }` with the inbox serialised as JSON; `{ type: 'close' }` stops it.
 *
 * Usage (by bench/sections/local-server.ts): node bench/lib/server-child.ts <port>
 * BENCH_SERVER_MODULE=/path/to/module.ts runs another module with the same `startServer` contract.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Started {
  url: string;
  anonKey?: unknown;
  database?: unknown;
  port: number;
  inbox: unknown;
  close: () => Promise<void> | void;
}
type StartServer = (options: { port: number; dataDir: 'memory'; authRateLimits: false }) => Promise<Started>;

const send = (message: Record<string, unknown>): void => {
  process.send?.(message);
};

/** Whatever the inbox object offers, as plain JSON (messages with their links). */
async function inboxJson(inbox: unknown): Promise<string> {
  let value: unknown = inbox;
  if (typeof inbox === 'object' && inbox !== null) {
    const box = inbox as Record<string, unknown>;
    for (const name of ['messages', 'list', 'all', 'entries']) {
      const member = box[name];
      if (Array.isArray(member)) {
        value = member;
        break;
      }
      if (typeof member === 'function') {
        const call = member as () => unknown;
        value = await call.call(inbox);
        break;
      }
    }
  }
  const plain = (_key: string, item: unknown): unknown =>
    item instanceof Map ? Object.fromEntries(item) : item instanceof Set ? [...item] : item;
  return JSON.stringify(value, plain);
}

/** Closes the server (errors ignored: the process is ending) and exits. */
async function stop(server: Started): Promise<never> {
  try {
    await server.close();
  } finally {
    process.exit(0);
  }
}

const port = Number(process.argv[2] ?? '0');
// BENCH_SERVER_MODULE: another module with the same startServer contract (e.g. a stand-in while testing the bench).
const serverPath =
  process.env.BENCH_SERVER_MODULE ?? join(import.meta.dirname, '..', '..', 'supabase', 'local', 'server.ts');
try {
  const module = (await import(pathToFileURL(serverPath).href)) as Record<string, unknown>;
  const startServer = module.startServer as StartServer | undefined;
  if (typeof startServer !== 'function')
    throw new Error('supabase/local/server.ts has no startServer export');
  const server = await startServer({ port, dataDir: 'memory', authRateLimits: false });
  const anonKey = [module.ANON_KEY, module.anonKey, module.LOCAL_ANON_KEY].find(
    (key) => typeof key === 'string',
  );
  process.on('message', (raw: unknown) => {
    const message = raw as { type?: string; id?: number };
    if (message.type === 'inbox') {
      inboxJson(server.inbox).then(
        (json) => send({ type: 'inbox', id: message.id, json }),
        (error: unknown) => send({ type: 'inbox', id: message.id, json: '[]', error: String(error) }),
      );
    } else if (message.type === 'close') {
      void stop(server);
    }
  });
  process.on('disconnect', () => void stop(server));
  const database = typeof server.database === 'string' ? server.database : undefined;
  send({ type: 'ready', url: server.url, port: server.port, anonKey, database });
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  process.exit(1);
}
