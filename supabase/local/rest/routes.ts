import { err, ok, type Result } from '../../functions/_shared/result.ts';
import { isPgError, Rollback, type Database, type Queryable } from '../db/database.ts';
import type { ApiRole, ServerConfig } from '../config.ts';
import { empty, isObject, parseJsonBody, type ApiRequest, type Reply } from '../http/types.ts';
import { bearerToken, verifyJwt } from '../keys.ts';
import { notImplemented, pgErrorReply, restError, singularError, tableNotFound } from './errors.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { filterParams, parseRestQuery, RESERVED_PARAMS, type RestQuery } from './query.ts';
import {
  countStatement,
  deleteStatement,
  functionInfoStatement,
  insertStatement,
  matchFunction,
  primaryKeyStatement,
  publicName,
  rpcStatement,
  selectStatement,
  updateStatement,
  type FunctionInfo,
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

/** One table request, parsed: what read() and write() work from. */
interface TableCall {
  req: ApiRequest;
  ctx: RestContext;
  who: Identity;
  table: string;
  query: RestQuery;
  prefer: Preferences;
  singular: boolean;
}

function jwtError(code: 'PGRST301' | 'PGRST303', message: string): Reply {
  return restError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/**
 * PostgREST's JWT step (CONTRACT.md, "JWT and role"): no token → anon; a token must verify (30 s
 * clock skew): an expired one is PGRST303 "JWT expired", any other failure PGRST301 (v13 codes);
 * role = its `role` claim (default anon), and the claims are passed on with `role` overwritten.
 */
async function identify(req: ApiRequest, config: ServerConfig): Promise<Result<Identity, Reply>> {
  const token = bearerToken(req.headers.authorization);
  if (token === undefined) return ok({ role: 'anon', claims: { role: 'anon' } });
  const check = await verifyJwt(token, config.jwtSecret, config.now(), 30);
  if (!check.ok) {
    return err(
      check.error.expired
        ? jwtError('PGRST303', 'JWT expired')
        : jwtError('PGRST301', 'JWT cryptographic operation failed'),
    );
  }
  const role = typeof check.value.role === 'string' ? check.value.role : 'anon';
  if (!isApiRole(role)) return err(restError(401, '22023', `role "${role}" does not exist`));
  return ok({ role, claims: { ...check.value, role } });
}

/**
 * The per-request settings PostgREST makes before the main statement, all transaction-local. With
 * `table`, also whether the exposed schema has a table or view of that name (PostgREST's schema
 * cache holds tables, views, materialized views, foreign and partitioned tables).
 */
async function enterRequest(tx: Queryable, req: ApiRequest, who: Identity, table?: string): Promise<boolean> {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'cookie'));
  const [row] = await tx.query<{ found: boolean }>(
    `select set_config('search_path', '"public", "extensions"', true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true),
            set_config('request.cookies', '{}', true),
            exists (select 1 from pg_class where oid = to_regclass($6) and relkind in ('r', 'v', 'm', 'f', 'p')) as found`,
    [
      who.role,
      JSON.stringify(who.claims),
      req.method,
      req.url.pathname.replace(/^\/rest\/v1/, ''),
      JSON.stringify(headers),
      table === undefined ? null : publicName(table),
    ],
  );
  return row?.found === true;
}

/**
 * Runs a table request's statements in one transaction under the role's statement_timeout
 * (PostgREST applies the role's settings the same way; on PGlite db/pglite.ts enforces it), after
 * the request settings; a table the schema does not have answers 404 PGRST205.
 */
function onTable(call: TableCall, fn: (tx: Queryable) => Promise<Reply>): Promise<Reply> {
  const { ctx, who } = call;
  return ctx.db.transaction(
    async (tx) => ((await enterRequest(tx, call.req, who, call.table)) ? fn(tx) : tableNotFound(call.table)),
    { statementTimeoutMs: ctx.config.statementTimeoutMs[who.role] },
  );
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

/** PostgREST's Content-Range: `<first>-<last>/<total or *>`, `*` for the range when nothing came back. */
function contentRange(offset: number, n: number, total: number | undefined): string {
  const range = n === 0 || total === 0 ? '*' : `${offset}-${offset + n - 1}`;
  return `${range}/${total === undefined ? '*' : String(total)}`;
}

/** A 2xx reply with the rows (or the single row), or undefined when one row was wanted and not got. */
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

/** 400 PGRST124 (and the write rolled back) when `handling=strict, max-affected=n` is exceeded. */
function checkMaxAffected(prefer: Preferences, n: number): void {
  if (prefer.maxAffected === undefined || n <= prefer.maxAffected) return;
  throw new Rollback(
    restError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${n} rows`,
    ),
  );
}

/**
 * The media types the local server answers: JSON arrays and single objects (`.single()`). Any
 * other `Accept` (text/csv, GeoJSON, plans, stripped nulls…) is PostgREST's 406 PGRST107 naming it.
 * Returns whether a single object was asked for, or the refusal.
 */
function acceptedMedia(accept: string | undefined): Result<boolean, Reply> {
  if (accept === undefined || accept.trim() === '') return ok(false);
  const types = accept.split(',').map((t) => t.trim().toLowerCase());
  let singular = false;
  let acceptable = false;
  for (const type of types) {
    const [base = '', ...params] = type.split(';').map((p) => p.trim());
    const plain = params.every((p) => p.startsWith('q=') || p.startsWith('charset='));
    if (base === SINGULAR || base === 'application/vnd.pgrst.object') {
      if (plain) {
        singular = true;
        acceptable = true;
      }
    } else if (plain && ['application/json', '*/*', 'application/*'].includes(base)) acceptable = true;
  }
  if (acceptable) return ok(singular);
  return err(
    restError(
      406,
      'PGRST107',
      `None of these media types are available: ${types.join(', ')}`,
      'The local server answers application/json and application/vnd.pgrst.object+json only',
    ),
  );
}

/** Request bodies are JSON; PostgREST also reads CSV, forms and (rpc) raw text or bytes. */
function refusedBody(req: ApiRequest): Reply | undefined {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/json') return undefined;
  return notImplemented(`request bodies of type ${type}`, 'Send JSON (Content-Type: application/json)');
}

/** Which reserved query parameters each kind of request may carry here (the rest are refused by name). */
const PARAMS_ALLOWED: Record<string, ReadonlySet<string>> = {
  GET: new Set(['select', 'order', 'limit', 'offset']),
  HEAD: new Set(['select', 'order', 'limit', 'offset']),
  POST: new Set(['select', 'on_conflict', 'columns']),
  PATCH: new Set(['select']),
  DELETE: new Set(['select']),
};

/**
 * Query parameters PostgREST honours on this kind of request that the local server would not apply:
 * refused by name. Filters apply to reads, updates and deletes only; limit, offset and order to
 * reads only (PostgREST's limited updates and deletes are not implemented).
 */
function refusedParams(method: string, params: URLSearchParams): Reply | undefined {
  const allowed = PARAMS_ALLOWED[method] ?? new Set<string>();
  for (const key of RESERVED_PARAMS) {
    if (params.has(key) && !allowed.has(key)) return notImplemented(`${key}= on ${method} requests`);
  }
  if (method === 'POST' && filterParams(params).length > 0) {
    return notImplemented('filters on POST (insert) requests');
  }
  return undefined;
}

function preferences(header: string | undefined): Result<Preferences, Reply> {
  const prefer = parsePrefer(header);
  if (prefer.ok) return prefer;
  if (prefer.error.kind === 'unsupported') return err(notImplemented(`Prefer: ${prefer.error.preference}`));
  return err(
    restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.error.preferences.join(', ')}`,
    ),
  );
}

/** Handles /rest/v1/<table> and /rest/v1/rpc/<function>. `path` is what follows /rest/v1. */
export async function restRoutes(req: ApiRequest, ctx: RestContext, path: string): Promise<Reply> {
  const schema =
    req.method === 'GET' || req.method === 'HEAD'
      ? req.headers['accept-profile']
      : req.headers['content-profile'];
  if (schema !== undefined && schema !== 'public') {
    return restError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
  const identity = await identify(req, ctx.config);
  if (!identity.ok) return identity.error;
  const who = identity.value;

  let segments: string[];
  try {
    segments = path
      .split('/')
      .filter((s) => s !== '')
      .map(decodeURIComponent);
  } catch {
    return restError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (segments.length === 0) return notImplemented('the OpenAPI description (GET /rest/v1/)');
  if (req.headers.range !== undefined) {
    return notImplemented('the Range header', 'Page with limit= and offset= instead');
  }
  const media = acceptedMedia(req.headers.accept);
  if (!media.ok) return media.error;
  const singular = media.value;
  const preferred = preferences(req.headers.prefer);
  if (!preferred.ok) return preferred.error;
  const prefer = preferred.value;

  try {
    if (segments[0] === 'rpc' && segments.length === 2) {
      return await rpc(req, ctx, who, segments[1] ?? '', singular, prefer);
    }
    if (segments.length !== 1) return restError(404, 'PGRST125', 'Invalid path specified in request URL');
    if (req.method === 'PUT') return notImplemented('PUT (the upsert of one row by its primary key)');
    if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(req.method)) {
      return restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
    const refused = refusedParams(req.method, req.url.searchParams);
    if (refused !== undefined) return refused;
    const query = parseRestQuery(req.url.searchParams);
    if (!query.ok) {
      const problem = query.error;
      if (problem.kind === 'unsupported') return notImplemented(problem.feature);
      if (problem.kind === 'range') {
        return restError(416, 'PGRST103', 'Requested range not satisfiable', problem.details);
      }
      return restError(400, 'PGRST100', problem.message, problem.details);
    }
    const call: TableCall = { req, ctx, who, table: segments[0] ?? '', query: query.value, prefer, singular };
    if (req.method === 'GET' || req.method === 'HEAD') return await read(call);
    if (req.method !== 'DELETE') {
      const refusedType = refusedBody(req);
      if (refusedType !== undefined) return refusedType;
    }
    return await write(call, req.method === 'POST' ? 'insert' : req.method === 'PATCH' ? 'update' : 'delete');
  } catch (e) {
    if (isPgError(e)) return pgErrorReply(e, who.role);
    throw e;
  }
}

async function read(call: TableCall): Promise<Reply> {
  const { req, ctx, table, query, prefer, singular } = call;
  const withBody = req.method !== 'HEAD';
  return onTable(call, async (tx) => {
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
    // PostgREST's range status: past the end is 416, a page smaller than the total 206.
    if (total !== undefined && offset > total) {
      return restError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
        null,
        headers,
      );
    }
    const status = total !== undefined && result.n < total ? 206 : 200;
    return rowsReply(status, result, singular, headers, withBody) ?? singularError(result.n);
  });
}

/**
 * The rows of an insert body and the columns to write: `columns=` when given (a key it does not
 * name is not written; a named key a row lacks is NULL), else the keys of the rows, which must then
 * be the same in every row (PostgREST's "All object keys must match").
 */
function insertRows(
  body: unknown,
  query: RestQuery,
): Result<{ rows: Record<string, unknown>[]; columns: string[] }, Reply> {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) {
    return err(
      restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects'),
    );
  }
  if (query.columns !== undefined) return ok({ rows, columns: query.columns });
  const columns = Object.keys(rows[0] ?? {});
  const same = (row: Record<string, unknown>): boolean => {
    const keys = Object.keys(row);
    return keys.length === columns.length && keys.every((k) => columns.includes(k));
  };
  if (!rows.every(same)) return err(restError(400, 'PGRST102', 'All object keys must match'));
  return ok({ rows, columns });
}

/** Runs an insert or upsert: its result row and status (201, or 200 for a merge that inserted nothing). */
async function insert(
  call: TableCall,
  tx: Queryable,
  body: unknown,
  headers: Record<string, string>,
): Promise<Result<{ result: ResultRow; status: number }, Reply>> {
  const { ctx, table, query, prefer } = call;
  const rows = insertRows(body, query);
  if (!rows.ok) return rows;
  const input = rows.value;
  let conflict = query.onConflict ?? [];
  if (prefer.resolution !== undefined && conflict.length === 0) {
    const pk = primaryKeyStatement(table);
    conflict = (await tx.query<{ name: string }>(pk.sql, pk.params)).map((r) => r.name);
  }
  const stmt = insertStatement(table, query, input.rows, input.columns, {
    representation: prefer.representation,
    upsert: prefer.resolution,
    conflict,
    maxBytes: ctx.config.maxResponseBytes,
  });
  const [result] = await tx.query<ResultRow>(stmt.sql, stmt.params);
  if (result === undefined) throw new Error('insert returned no result row');
  // A merge that inserted nothing (every row existed) is 200, as PostgREST answers.
  const mergedOnly = prefer.resolution === 'merge-duplicates' && (result.inserted ?? 0) === 0 && result.n > 0;
  headers['Content-Range'] = `*/${prefer.count ? String(result.n) : '*'}`;
  return ok({ result, status: mergedOnly ? 200 : 201 });
}

async function write(call: TableCall, kind: 'insert' | 'update' | 'delete'): Promise<Reply> {
  const { req, ctx, table, query, prefer, singular } = call;
  let body: unknown;
  if (kind !== 'delete') {
    const parsed = parseJsonBody(req);
    if (!parsed.ok || parsed.value === undefined) {
      return restError(400, 'PGRST102', 'Empty or invalid json', parsed.ok ? null : parsed.error);
    }
    body = parsed.value;
  }
  const representation = prefer.representation;
  const headers: Record<string, string> = {};
  if (prefer.resolution !== undefined && kind === 'insert')
    headers['Preference-Applied'] = `resolution=${prefer.resolution}`;

  return onTable(call, async (tx) => {
    let result: ResultRow | undefined;
    let status: number;
    if (kind === 'insert') {
      const inserted = await insert(call, tx, body, headers);
      if (!inserted.ok) return inserted.error;
      ({ result, status } = inserted.value);
    } else {
      if (kind === 'update' && !isObject(body))
        return restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
      const patch = isObject(body) ? body : {};
      const columns = Object.keys(patch);
      if (kind === 'update' && columns.length === 0)
        return representation
          ? (rowsReply(200, { body: '[]', one: null, n: 0 }, singular, {}, true) ?? singularError(0))
          : empty(204);
      const stmt =
        kind === 'update'
          ? updateStatement(table, query, patch, columns, representation, ctx.config.maxResponseBytes)
          : deleteStatement(table, query, representation, ctx.config.maxResponseBytes);
      [result] = await tx.query<ResultRow>(stmt.sql, stmt.params);
      if (result === undefined) throw new Error(`${kind} returned no result row`);
      checkMaxAffected(prefer, result.n);
      status = representation ? 200 : 204;
      // PostgREST reports an update's rows as a range and a delete's, like an insert's, as `*`.
      headers['Content-Range'] =
        kind === 'update'
          ? contentRange(0, result.n, prefer.count ? result.n : undefined)
          : `*/${prefer.count ? String(result.n) : '*'}`;
    }
    checkSize(result, ctx);
    // A singular mismatch on a write is rolled back, as PostgREST does.
    const reply = rowsReply(status, result, singular, headers, representation);
    if (reply === undefined) throw new Rollback(singularError(result.n));
    return reply;
  });
}

/**
 * PostgREST's 404 PGRST202 (v13 wording) for named arguments no public function takes. The hint
 * (PostgREST's fuzzy "Perhaps you meant …") is left out.
 */
function noFunction(name: string, keys: string[]): Reply {
  const fn = `public.${name}`;
  const params = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  const searched =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  return restError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${params} in the schema cache`,
    `Searched for the function ${fn}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/**
 * POST /rpc/<fn> with named arguments in a JSON object. PostgREST's GET calls, and `select=`,
 * filters, order, limit and counts over a function's result, are refused by name.
 */
async function rpc(
  req: ApiRequest,
  ctx: RestContext,
  who: Identity,
  name: string,
  singular: boolean,
  prefer: Preferences,
): Promise<Reply> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    return notImplemented(`${req.method} on rpc (arguments in the query string)`, 'Call it with POST');
  }
  if (req.method !== 'POST') return restError(405, 'PGRST101', `Cannot use the ${req.method} method on RPC`);
  const params = [...new Set(req.url.searchParams.keys())].filter((k) => k !== 'apikey');
  const firstParam = params[0];
  if (firstParam !== undefined) {
    const what = RESERVED_PARAMS.has(firstParam) ? `${firstParam}=` : `filters (${firstParam}=)`;
    return notImplemented(`${what} on rpc`);
  }
  if (prefer.count) return notImplemented('Prefer: count=exact on rpc');
  if (prefer.resolution !== undefined) return notImplemented(`Prefer: resolution on rpc`);
  const refusedType = refusedBody(req);
  if (refusedType !== undefined) return refusedType;
  const parsed = parseJsonBody(req);
  if (!parsed.ok) return restError(400, 'PGRST102', 'Empty or invalid json', parsed.error);
  const args = parsed.value === undefined ? {} : parsed.value;
  if (!isObject(args))
    return restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object of arguments');

  return ctx.db.transaction(
    async (tx) => {
      await enterRequest(tx, req, who);
      const info = functionInfoStatement(name);
      const fn = matchFunction(await tx.query<FunctionInfo>(info.sql, info.params), Object.keys(args));
      if (fn === undefined) return noFunction(name, Object.keys(args));
      const returnsSet = fn.retset || fn.is_composite;
      if (prefer.maxAffected !== undefined && !fn.retset) {
        return restError(
          400,
          'PGRST128',
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        );
      }
      const stmt = rpcStatement(
        name,
        args,
        { isVoid: fn.is_void, isSet: returnsSet },
        ctx.config.maxResponseBytes,
      );
      const rows = await tx.query<ResultRow>(stmt.sql, stmt.params);
      if (rows[0] !== undefined) checkSize(rows[0], ctx);
      if (fn.is_void) return empty(204);
      const result = rows[0] ?? { body: 'null', one: null, n: 0 };
      checkMaxAffected(prefer, result.n);
      const single = singular || (fn.is_composite && !fn.retset);
      if (!returnsSet)
        return { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: result.body ?? 'null' };
      const reply = rowsReply(
        200,
        result,
        single,
        { 'Content-Range': contentRange(0, result.n, undefined) },
        true,
      );
      if (reply === undefined) throw new Rollback(singularError(result.n));
      return reply;
    },
    { statementTimeoutMs: ctx.config.statementTimeoutMs[who.role] },
  );
}
