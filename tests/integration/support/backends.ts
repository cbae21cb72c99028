import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer, type RunningServer, type ServerOptions } from '../../../supabase/local/server.ts';

/** A database the server can run on in tests. */
export interface Backend {
  name: 'pglite' | 'postgres';
  databaseUrl?: string;
}

/**
 * In-memory PGlite always; a real PostgreSQL too when TEST_DATABASE_URL is set (scripts/ci-postgres.sh
 * prints it). Each server then gets its own throwaway database, dropped on close.
 */
export const BACKENDS: Backend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, databaseUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

/** The fixture functions (echo, broken) the functions route is tested with. */
export const FIXTURE_FUNCTIONS = fileURLToPath(new URL('../fixtures/functions', import.meta.url));

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Starts the server on a random port against `backend`, with the fixture functions mounted. */
export async function startTestServer(backend: Backend, opts: ServerOptions = {}): Promise<RunningServer> {
  // Tests sign up many users from one address: [auth.rate_limit] is off unless a test turns it on.
  const base: ServerOptions = { port: 0, functionsDir: FIXTURE_FUNCTIONS, authRateLimits: false, ...opts };
  if (backend.databaseUrl === undefined) return startServer({ ...base, dataDir: 'memory' });

  const adminUrl = backend.databaseUrl;
  const name = `halso_it_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let server: RunningServer;
  try {
    server = await startServer({ ...base, databaseUrl: url.href });
  } catch (e) {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    throw e;
  }
  return {
    ...server,
    async close() {
      await server.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
