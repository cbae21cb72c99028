/**
 * CLI entry: `node supabase/local/main.ts` (run with Node 22, e.g. through `npm start`).
 *
 * Starts the local Supabase-compatible server on http://127.0.0.1:54321 with PGlite persisted
 * under .data/pglite, or on a real PostgreSQL when DATABASE_URL is set. A brand-new database gets
 * supabase/seed.sql (demo@example.com / demo-losenord). Environment:
 *   DATABASE_URL              PostgreSQL connection string (a superuser, e.g. postgres)
 *   SUPABASE_LOCAL_PORT       port (default 54321)
 *   SUPABASE_LOCAL_DATA_DIR   PGlite directory (default .data/pglite), or "memory"
 *   SUPABASE_LOCAL_QUIET=1    do not log every request
 *   SUPABASE_LOCAL_SITE_URL   the site's address for e-mail links (default [auth] site_url)
 *   SUPABASE_LOCAL_NO_SEED=1  do not add the demo user to a new database
 *   SUPABASE_LOCAL_RATE_LIMITS=off  no [auth.rate_limit] (the browser tests sign up many users)
 *   SUPABASE_LOCAL_STATEMENT_TIMEOUT_MS  statement_timeout of the anon and authenticated roles, ms
 *                             (default 3000 and 8000, as hosted; 0 turns it off)
 *   SUPABASE_LOCAL_MAX_RESPONSE_BYTES    cap on one REST response body (default 33554432, 32 MiB)
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const port = Number(env.SUPABASE_LOCAL_PORT ?? '54321');
const databaseUrl = env.DATABASE_URL !== undefined && env.DATABASE_URL !== '' ? env.DATABASE_URL : undefined;
const dataDir = env.SUPABASE_LOCAL_DATA_DIR ?? `${repoRoot}.data/pglite`;
const quiet = env.SUPABASE_LOCAL_QUIET === '1';
const siteUrl =
  env.SUPABASE_LOCAL_SITE_URL !== undefined && env.SUPABASE_LOCAL_SITE_URL !== ''
    ? env.SUPABASE_LOCAL_SITE_URL
    : undefined;
const seed = env.SUPABASE_LOCAL_NO_SEED !== '1';
const authRateLimits = env.SUPABASE_LOCAL_RATE_LIMITS === 'off' ? false : undefined;
const numberFrom = (name: string): number | undefined => {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a number ≥ 0, not "${text}"`);
    process.exit(1);
  }
  return value;
};
const timeout = numberFrom('SUPABASE_LOCAL_STATEMENT_TIMEOUT_MS');
const statementTimeoutMs = timeout === undefined ? undefined : { anon: timeout, authenticated: timeout };
const maxResponseBytes = numberFrom('SUPABASE_LOCAL_MAX_RESPONSE_BYTES');

if (databaseUrl === undefined && dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });

const log = (line: string): void => {
  if (quiet && !line.startsWith('[')) return;
  console.log(line);
};

try {
  console.log(
    `Starting the local Supabase server (${databaseUrl === undefined ? `PGlite in ${dataDir}` : 'PostgreSQL'})…`,
  );
  const server = await startServer({
    port,
    databaseUrl,
    dataDir,
    seed,
    siteUrl,
    authRateLimits,
    statementTimeoutMs,
    maxResponseBytes,
    exportEnv: true,
    log,
  });
  const { applied, seeded } = server.setup;
  console.log(
    [
      '',
      `  API URL      ${server.url}`,
      `  anon key     ${server.anonKey}`,
      `  inbox        ${server.url}/inbox`,
      `  migrations   ${applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`}`,
      ...(seeded ? ['  demo user    demo@example.com / demo-losenord'] : []),
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local Supabase server…`);
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  const code = (e as { code?: unknown }).code;
  if (code === 'EADDRINUSE') {
    console.error(
      `Port ${String(port)} is in use: is another local Supabase server running? Set SUPABASE_LOCAL_PORT to use another port.`,
    );
  } else {
    console.error('The local Supabase server could not start:', e instanceof Error ? e.message : e);
  }
  process.exit(1);
}
