import { isPgError, Rollback, type Database, type Queryable } from '../db/database.ts';
import type { ApiRole, ServerConfig } from '../config.ts';
import { empty, isObject, parseJsonBody, type ApiRequest, type Reply } from '../http/types.ts';
import { bearerToken, verifyJwt } from '../keys.ts';
import { pgErrorReply, restError } from './errors.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { QueryError, parseRestQuery, type RestQuery } from './query.ts';
import {
  countStatement,
  deleteStatement,
  functionInfoStatement,
  insertStatement,
  primaryKeyStatement,
  rpcStatement,
  selectStatement,
  updateStatement,
  type ResultRow,
} from './sql.ts';

/** What the REST handlers need. */
export interface RestContext {
  db: Database;
  config: ServerConfig;
  log: (line: string) => void;
}

const API_ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);
const isApiRole = (role: string): role is ApiRole => API_ROLES.has(role);
const SINGULAR = 'application/vnd.pgrst.object+json';
const JSON_TYPE = 'application/json; charset=utf-8';

/** The identity a request runs as. */
interface Identity {
  role: ApiRole;
  claims: Record<string, unknown>;
}

function jwtError(message: string): Reply {
  return restError(401, 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/**
 * PostgREST's JWT step (contract §B.7): no token → anon; a token must verify (30 s clock skew);
 * role = its `role` claim (default anon), and the claims are passed on with `role` overwritten.
 */
async function identify(req: ApiRequest, config: ServerConfig): Promise<Identity | Reply> {
  const token = bearerToken(req.headers.authorization);
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
  const check = await verifyJwt(token, config.jwtSecret, config.now(), 30);
  if (!check.ok) return jwtError(check.expired ? 'JWT expired' : 'JWSError JWSInvalidSignature');
  const role = typeof check.claims.role === 'string' ? check.claims.role : 'anon';
  if (!isApiRole(role)) return jwtError(`JWT role ${role} is not allowed`);
  return { role, claims: { ...check.claims, role } };
}

/** The per-request settings PostgREST makes before the main statement, all transaction-local. */
async function enterRequest(tx: Queryable, req: ApiRequest, who: Identity): Promise<void> {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'cookie'));
  await tx.query(
    `select set_config('search_path', '"public", "extensions"', true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true),
            set_config('request.cookies', '{}', true)`,
    [
      who.role,
      JSON.stringify(who.claims),
      req.method,
      req.url.pathname.replace(/^\/rest\/v1/, ''),
      JSON.stringify(headers),
    ],
  );
}

/**
 * Runs a request's statements in one transaction under the role's statement_timeout (PostgREST
 * applies the role's settings the same way; on PGlite db/pglite.ts enforces it).
 */
function inTransaction<T>(ctx: RestContext, who: Identity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return ctx.db.transaction(fn, { statementTimeoutMs: ctx.config.statementTimeoutMs[who.role] });
}

/**
 * A result longer than the response cap: refused, and a write with it rolled back. PostgREST has no
 * cap of its own; 54000 is PostgreSQL's program_limit_exceeded, 413 the HTTP status for it.
 */
function checkSize(result: ResultRow, ctx: RestContext): void {
  if (result.too_large !== true) return;
  const mb = (ctx.config.maxResponseBytes / (1024 * 1024)).toFixed(0);
  throw new Rollback(
    restError(
      413,
      '54000',
      `The response is larger than the ${mb} MB limit`,
      `A response may hold at most ${String(ctx.config.maxResponseBytes)} bytes`,
      'Request fewer rows (limit, filters) or fewer columns (select)',
    ),
  );
}

function contentRange(offset: number, n: number, total: number | undefined): string {
  const range = n === 0 ? '*' : `${offset}-${offset + n - 1}`;
  return `${range}/${total === undefined ? '*' : String(total)}`;
}

/** A 2xx reply with the rows (or the single row), or 406 PGRST116 when one row was wanted. */
function rowsReply(
  status: number,
  result: ResultRow,
  singular: boolean,
  headers: Record<string, string>,
  withBody: boolean,
): Reply | undefined {
  if (singular && result.n !== 1) return undefined;
  if (!withBody) return empty(status, headers);
  return {
    status,
    headers: { 'Content-Type': singular ? `${SINGULAR}; charset=utf-8` : JSON_TYPE, ...headers },
    body: (singular ? result.one : result.body) ?? (singular ? 'null' : '[]'),
  };
}

function singularError(n: number): Reply {
  return restError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${n} rows`,
  );
}

/** Handles /rest/v1/<table> and /rest/v1/rpc/<function>. `path` is what follows /rest/v1. */
export async function restRoutes(req: ApiRequest, ctx: RestContext, path: string): Promise<Reply> {
  const schema =
    req.method === 'GET' || req.method === 'HEAD'
      ? req.headers['accept-profile']
      : req.headers['content-profile'];
  if (schema !== undefined && schema !== 'public') {
    return restError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
  }
  const who = await identify(req, ctx.config);
  if (!('claims' in who)) return who;

  let segments: string[];
  try {
    segments = path
      .split('/')
      .filter((s) => s !== '')
      .map(decodeURIComponent);
  } catch {
    return restError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (segments.length === 0) {
    return restError(404, 'PGRST125', 'The local server does not serve an OpenAPI description', null, null);
  }
  let query: RestQuery;
  try {
    query = parseRestQuery(req.url.searchParams);
  } catch (e) {
    if (e instanceof QueryError) return restError(400, 'PGRST100', e.message, e.details);
    throw e;
  }
  const prefer = parsePrefer(req.headers.prefer);
  const singular = (req.headers.accept ?? '').includes(SINGULAR);

  try {
    if (segments[0] === 'rpc' && segments.length === 2) {
      return await rpc(req, ctx, who, segments[1] ?? '', singular, prefer);
    }
    if (segments.length !== 1) return restError(404, 'PGRST125', `Invalid path specified in request URL`);
    const table = segments[0] ?? '';
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        return await read(req, ctx, who, table, query, prefer, singular);
      case 'POST':
        return await write(req, ctx, who, table, query, prefer, singular, 'insert');
      case 'PATCH':
        return await write(req, ctx, who, table, query, prefer, singular, 'update');
      case 'DELETE':
        return await write(req, ctx, who, table, query, prefer, singular, 'delete');
      default:
        return restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
  } catch (e) {
    if (isPgError(e)) return pgErrorReply(e, who.role);
    throw e;
  }
}

async function read(
  req: ApiRequest,
  ctx: RestContext,
  who: Identity,
  table: string,
  query: RestQuery,
  prefer: Preferences,
  singular: boolean,
): Promise<Reply> {
  const withBody = req.method !== 'HEAD';
  return inTransaction(ctx, who, async (tx) => {
    await enterRequest(tx, req, who);
    const stmt = selectStatement(table, query, ctx.config.maxRows, withBody, ctx.config.maxResponseBytes);
    const [result] = await tx.query<ResultRow>(stmt.sql, stmt.params);
    if (result === undefined) throw new Error('select returned no result row');
    checkSize(result, ctx);
    let total: number | undefined;
    if (prefer.count) {
      const count = countStatement(table, query);
      const [row] = await tx.query<{ total: number }>(count.sql, count.params);
      total = row?.total;
    }
    const offset = query.offset ?? 0;
    const headers: Record<string, string> = { 'Content-Range': contentRange(offset, result.n, total) };
    if (prefer.count) headers['Preference-Applied'] = 'count=exact';
    const status = total !== undefined && result.n < total - offset && !singular ? 206 : 200;
    return rowsReply(status, result, singular, headers, withBody) ?? singularError(result.n);
  });
}

/** The rows of an insert body and the columns to write (`columns=` or the union of keys). */
function insertRows(
  body: unknown,
  query: RestQuery,
): { rows: Record<string, unknown>[]; columns: string[] } | Reply {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject))
    return restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Expected a JSON object or an array of objects',
    );
  const keys = query.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return { rows, columns: keys };
}

async function write(
  req: ApiRequest,
  ctx: RestContext,
  who: Identity,
  table: string,
  query: RestQuery,
  prefer: Preferences,
  singular: boolean,
  kind: 'insert' | 'update' | 'delete',
): Promise<Reply> {
  let body: unknown;
  if (kind !== 'delete') {
    const parsed = parseJsonBody(req);
    if (!parsed.ok || parsed.value === undefined) {
      return restError(400, 'PGRST102', 'Empty or invalid json', parsed.ok ? null : parsed.message);
    }
    body = parsed.value;
  }
  const representation = prefer.representation;
  const headers: Record<string, string> = {};
  if (prefer.resolution !== undefined && kind === 'insert')
    headers['Preference-Applied'] = `resolution=${prefer.resolution}`;

  return inTransaction(ctx, who, async (tx) => {
    await enterRequest(tx, req, who);
    let result: ResultRow | undefined;
    let status: number;
    if (kind === 'insert') {
      const input = insertRows(body, query);
      if (!('rows' in input)) return input;
      let conflict = query.onConflict ?? [];
      if (prefer.resolution !== undefined && conflict.length === 0) {
        const pk = primaryKeyStatement(table);
        conflict = (await tx.query<{ name: string }>(pk.sql, pk.params)).map((r) => r.name);
      }
      const stmt = insertStatement(table, query, input.rows, input.columns, {
        representation,
        upsert: prefer.resolution,
        conflict,
        maxBytes: ctx.config.maxResponseBytes,
      });
      [result] = await tx.query<ResultRow>(stmt.sql, stmt.params);
      const insertedNone =
        prefer.resolution !== undefined &&
        result !== undefined &&
        (result.inserted ?? 0) === 0 &&
        result.n > 0;
      status = insertedNone ? 200 : 201;
      headers['Content-Range'] = `*/${prefer.count && result !== undefined ? String(result.n) : '*'}`;
    } else if (kind === 'update') {
      if (!isObject(body))
        return restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
      const columns = Object.keys(body);
      if (columns.length === 0)
        return representation
          ? (rowsReply(200, { body: '[]', one: null, n: 0 }, false, {}, true) ?? singularError(0))
          : empty(204);
      const stmt = updateStatement(table, query, body, columns, representation, ctx.config.maxResponseBytes);
      [result] = await tx.query<ResultRow>(stmt.sql, stmt.params);
      status = representation ? 200 : 204;
      headers['Content-Range'] = contentRange(0, result?.n ?? 0, prefer.count ? result?.n : undefined);
    } else {
      const stmt = deleteStatement(table, query, representation, ctx.config.maxResponseBytes);
      [result] = await tx.query<ResultRow>(stmt.sql, stmt.params);
      status = representation ? 200 : 204;
      headers['Content-Range'] = contentRange(0, result?.n ?? 0, prefer.count ? result?.n : undefined);
    }
    if (result === undefined) throw new Error('mutation returned no result row');
    checkSize(result, ctx);
    // A singular mismatch on a write is rolled back, as PostgREST does.
    const reply =
      rowsReply(status, result, singular, headers, representation) ?? new Rollback(singularError(result.n));
    if (reply instanceof Rollback) throw reply;
    if (prefer.rollback) throw new Rollback(reply);
    return reply;
  });
}

async function rpc(
  req: ApiRequest,
  ctx: RestContext,
  who: Identity,
  name: string,
  singular: boolean,
  prefer: Preferences,
): Promise<Reply> {
  if (req.method !== 'POST') return restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  const parsed = parseJsonBody(req);
  if (!parsed.ok) return restError(400, 'PGRST102', 'Empty or invalid json', parsed.message);
  const args = parsed.value === undefined ? {} : parsed.value;
  if (!isObject(args))
    return restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object of arguments');

  return inTransaction(ctx, who, async (tx) => {
    await enterRequest(tx, req, who);
    const info = functionInfoStatement(name);
    const [fn] = await tx.query<{ retset: boolean; is_void: boolean; is_composite: boolean }>(
      info.sql,
      info.params,
    );
    if (fn === undefined) {
      return restError(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${Object.keys(args).join(', ')}) in the schema cache`,
      );
    }
    const stmt = rpcStatement(
      name,
      args,
      { isVoid: fn.is_void, isSet: fn.retset || fn.is_composite },
      ctx.config.maxResponseBytes,
    );
    const rows = await tx.query<ResultRow>(stmt.sql, stmt.params);
    if (rows[0] !== undefined) checkSize(rows[0], ctx);
    let reply: Reply;
    if (fn.is_void) {
      reply = empty(204);
    } else {
      const result = rows[0] ?? { body: 'null', one: null, n: 0 };
      const single = singular || (fn.is_composite && !fn.retset);
      reply =
        fn.retset || fn.is_composite
          ? (rowsReply(200, result, single, {}, true) ?? singularError(result.n))
          : { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: result.body ?? 'null' };
    }
    if (prefer.rollback) throw new Rollback(reply);
    return reply;
  });
}
