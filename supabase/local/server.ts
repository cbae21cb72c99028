import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authRoutes, isOpenAuthPath } from './auth/routes.ts';
import type { AuthContext } from './auth/context.ts';
import { AuthRateLimiter } from './auth/rate-limit.ts';
import { authError } from './auth/errors.ts';
import { SUPABASE_DIR, loadConfig, type ApiRole, type AuthRateLimits, type ServerConfig } from './config.ts';
import type { Database, Row } from './db/database.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { prepareDatabase, type SetupReport } from './db/setup.ts';
import { functionRoutes, type FunctionsContext } from './functions/routes.ts';
import { readBody } from './http/body.ts';
import { corsHeaders, preflight } from './http/cors.ts';
import { json, type ApiRequest, type Reply } from './http/types.ts';
import { createInbox, type Inbox } from './inbox/inbox.ts';
import { INBOX_PATH, inboxRoutes } from './inbox/routes.ts';
import { projectKeys, verifyJwt, type ProjectKeys } from './keys.ts';
import { restError } from './rest/errors.ts';
import { restRoutes, type RestContext } from './rest/routes.ts';

export type { Inbox, InboxMessage } from './inbox/inbox.ts';

/** The anon key with the default JWT secret (what `supabase start` prints); `startServer` returns the actual one. */
export { WELL_KNOWN_ANON_KEY as ANON_KEY } from './keys.ts';

/** How to start the local Supabase-compatible server. */
export interface ServerOptions {
  /** TCP port; 0 picks a free one. Default 54321. */
  port?: number;
  host?: '127.0.0.1';
  /** A real PostgreSQL (role must be a superuser); without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory' (the default) for a throwaway database. */
  dataDir?: string;
  /** Where `<name>/handler.ts` function handlers live. Default supabase/functions. */
  functionsDir?: string;
  /** Where migrations live. Default supabase/migrations. */
  migrationsDir?: string;
  /** Run supabase/seed.sql when the database is brand new. Default false. */
  seed?: boolean;
  siteUrl?: string | undefined;
  jwtSecret?: string;
  /** Overrides [auth.email] enable_confirmations from config.toml. */
  enableConfirmations?: boolean;
  /** Overrides [auth] refresh_token_reuse_interval, seconds. */
  refreshTokenReuseInterval?: number;
  /** Overrides [api] max_rows (tests use a small one to prove that readers page). */
  maxRows?: number;
  /**
   * Per-role `statement_timeout` in ms (0: none); default anon 3000, authenticated 8000,
   * service_role 0, as hosted Supabase. Enforced on PGlite as well as on PostgreSQL.
   */
  statementTimeoutMs?: Partial<Record<ApiRole, number>> | undefined;
  /** Cap on one REST response body in bytes (default 32 MiB); a larger result answers 413. */
  maxResponseBytes?: number | undefined;
  /** Overrides [functions.<name>] verify_jwt. */
  verifyJwt?: Record<string, boolean>;
  /** Clock in milliseconds (tests move it forward to cross token windows). */
  now?: () => number;
  /** [auth.rate_limit]: false turns it off; an object overrides some numbers. Default config.toml's. */
  authRateLimits?: false | Partial<AuthRateLimits> | undefined;
  /**
   * Extra variables for the functions (AI_*, QUOTA_*…), on top of SUPABASE_URL etc.; what
   * `supabase secrets set` does for hosted functions. The server's own process env applies too.
   */
  functionEnv?: Record<string, string>;
  /** Also put SUPABASE_URL etc. into process.env for functions that read it (the CLI entry does). */
  exportEnv?: boolean;
  log?: (line: string) => void;
}

/** A running server. */
export interface RunningServer extends ProjectKeys {
  url: string;
  port: number;
  inbox: Inbox;
  database: Database['kind'];
  setup: SetupReport;
  /** Runs one statement as the database owner, outside every API role (tests and tools only). */
  adminQuery<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

type Family = 'auth' | 'rest' | 'functions' | 'other';

function familyOf(pathname: string): { family: Family; rest: string } {
  for (const [prefix, family] of [
    ['/auth/v1', 'auth'],
    ['/rest/v1', 'rest'],
    ['/functions/v1', 'functions'],
  ] as const) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { family, rest: pathname.slice(prefix.length) || '/' };
    }
  }
  return { family: 'other', rest: pathname };
}

/**
 * The API gateway's key check: hosted Supabase refuses /auth/v1 and /rest/v1 requests without a
 * valid project key (header `apikey` or query `apikey`) with 401 before they reach GoTrue or
 * PostgREST.
 */
async function checkApiKey(
  req: ApiRequest,
  config: ServerConfig,
  keys: ProjectKeys,
): Promise<Reply | undefined> {
  const key = req.headers.apikey ?? req.url.searchParams.get('apikey') ?? undefined;
  if (key === undefined || key === '') {
    return json(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (key === keys.anonKey || key === keys.serviceRoleKey) return undefined;
  const check = await verifyJwt(key, config.jwtSecret, config.now());
  if (check.ok && (check.value.role === 'anon' || check.value.role === 'service_role')) return undefined;
  return json(401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  });
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function tooLarge(family: Family): Reply {
  const message = 'Request body is larger than 1 MB';
  return family === 'rest'
    ? restError(413, 'PGRST413', message)
    : json(413, { code: 'request_too_large', message });
}

function internalError(family: Family, req: ApiRequest): Reply {
  if (family === 'auth') {
    return authError(
      req,
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
  }
  if (family === 'rest')
    return restError(500, 'XX000', 'Unexpected failure, please check server logs for more information');
  return json(500, {
    code: 'internal_error',
    message: 'Unexpected failure, please check server logs for more information',
  });
}

/**
 * Every answer of this server is for one caller at one moment (a user's rows, their session, a
 * generated plan, a live e-mail link): no browser or proxy cache may keep it, so a later person on
 * the same device cannot get it back from the disk cache. It overrides what a function sets.
 */
const NO_STORE = { 'Cache-Control': 'no-store' } as const;

function write(res: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void {
  const headers: Record<string, string> = { ...extraHeaders };
  for (const [name, value] of Object.entries(reply.headers)) {
    if (name.toLowerCase() !== 'cache-control') headers[name] = value;
  }
  Object.assign(headers, NO_STORE);
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}

/**
 * Starts the local Supabase-compatible server: GoTrue's /auth/v1, PostgREST's /rest/v1 and
 * /functions/v1 over PGlite or PostgreSQL, plus the local inbox at /inbox. Bootstraps the
 * database and applies pending migrations before it listens.
 */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? (() => undefined);
  const config = loadConfig({
    siteUrl: opts.siteUrl,
    jwtSecret: opts.jwtSecret,
    enableConfirmations: opts.enableConfirmations,
    refreshTokenReuseInterval: opts.refreshTokenReuseInterval,
    verifyJwt: opts.verifyJwt,
    now: opts.now,
    rateLimits: opts.authRateLimits,
    statementTimeoutMs: opts.statementTimeoutMs,
    maxResponseBytes: opts.maxResponseBytes,
  });
  if (opts.maxRows !== undefined) config.maxRows = opts.maxRows;
  const db =
    opts.databaseUrl !== undefined && opts.databaseUrl !== ''
      ? openPostgres(opts.databaseUrl)
      : await openPglite(opts.dataDir ?? 'memory', { log });

  let setup: SetupReport;
  try {
    setup = await prepareDatabase(db, {
      migrationsDir: opts.migrationsDir ?? `${SUPABASE_DIR}migrations`,
      seedFile: opts.seed === true ? `${SUPABASE_DIR}seed.sql` : undefined,
    });
  } catch (e) {
    await db.close();
    throw e;
  }
  const keys = await projectKeys(config.jwtSecret);
  const inbox = createInbox({ now: config.now, log });

  const server = createServer();
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 54321, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${String(port)}`;

  const env: Record<string, string> = {
    ...opts.functionEnv,
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    ...(db.url === undefined ? {} : { SUPABASE_DB_URL: db.url }),
  };
  if (opts.exportEnv === true) {
    for (const [key, value] of Object.entries(env)) process.env[key] ??= value;
  }
  const authCtx: AuthContext = {
    db,
    config,
    inbox,
    apiUrl: url,
    log,
    limiter: new AuthRateLimiter(config.auth.rateLimits),
  };
  const restCtx: RestContext = { db, config, log };
  const fnCtx: FunctionsContext = {
    functionsDir: opts.functionsDir ?? `${SUPABASE_DIR}functions`,
    config,
    env,
    log,
  };

  async function route(req: ApiRequest, family: Family, rest: string): Promise<Reply> {
    if (family === 'functions') return functionRoutes(req, fnCtx, rest);
    if (family === 'auth' || family === 'rest') {
      if (req.method === 'OPTIONS') return preflight(req);
      if (family === 'rest' || !isOpenAuthPath(req.method, rest)) {
        const refused = await checkApiKey(req, config, keys);
        if (refused !== undefined) return refused;
      }
      return family === 'auth' ? authRoutes(req, authCtx, rest) : restRoutes(req, restCtx, rest);
    }
    if (req.url.pathname.startsWith(INBOX_PATH)) {
      const reply = inboxRoutes(req, inbox);
      if (reply !== undefined) return reply;
    }
    if (req.url.pathname === '/' && req.method === 'GET') {
      return json(200, { auth: '/auth/v1', rest: '/rest/v1', functions: '/functions/v1', inbox: INBOX_PATH });
    }
    return json(404, { code: 'not_found', message: `No route for ${req.method} ${req.url.pathname}` });
  }

  async function handle(raw: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const requestUrl = new URL(raw.url ?? '/', url);
    const { family, rest } = familyOf(requestUrl.pathname);
    // Only the API answers cross-origin. The inbox holds live confirmation links, so no other
    // site a developer visits may read it; functions answer their own preflight, as hosted.
    const cors = family === 'auth' || family === 'rest' ? corsHeaders() : {};
    const body = await readBody(raw);
    const headers = headersOf(raw);
    // Like the hosted gateway, tell functions and auth the client's address (quotas and rate limits
    // use it) from the socket, never from what the client wrote: functions get it APPENDED to any
    // client-sent X-Forwarded-For (they trust only the last entry, as on hosted Supabase), auth
    // gets it alone.
    const socketAddress = raw.socket.remoteAddress ?? 'unknown';
    if (family === 'functions') {
      const sent = headers['x-forwarded-for']?.trim();
      headers['x-forwarded-for'] =
        sent === undefined || sent === '' ? socketAddress : `${sent}, ${socketAddress}`;
    }
    if (family === 'auth') headers['x-forwarded-for'] = socketAddress;
    const req: ApiRequest = {
      method: raw.method ?? 'GET',
      url: requestUrl,
      headers,
      body: body.ok ? body.value : Buffer.alloc(0),
    };
    let reply: Reply;
    if (!body.ok) {
      reply = tooLarge(family);
      reply.headers.Connection = 'close';
      if (family === 'functions') Object.assign(reply.headers, { 'Access-Control-Allow-Origin': '*' });
    } else {
      try {
        reply = await route(req, family, rest);
      } catch (e) {
        log(
          `[server] ${req.method} ${requestUrl.pathname} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
        );
        reply = internalError(family, req);
      }
    }
    write(res, reply, cors);
    log(
      `${req.method} ${requestUrl.pathname} ${String(reply.status)} ${(performance.now() - started).toFixed(0)}ms`,
    );
  }

  server.on('request', (raw: IncomingMessage, res: ServerResponse) => {
    handle(raw, res).catch((e: unknown) => {
      log(`[server] unhandled: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE });
        res.end(JSON.stringify({ code: 'internal_error', message: 'Unexpected failure' }));
      } else {
        res.destroy();
      }
    });
  });

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    inbox,
    database: db.kind,
    setup,
    ...keys,
    adminQuery: (sql, params) => db.transaction((tx) => tx.query(sql, params)),
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => {
            resolve();
          });
          server.closeAllConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}
