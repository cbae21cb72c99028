import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerConfig } from '../config.ts';
import { json, type ApiRequest, type Reply } from '../http/types.ts';
import { bearerToken, verifyJwt } from '../keys.ts';

/** A function handler as `index.ts` passes it to `Deno.serve`. */
export type FunctionHandler = (req: Request, context?: FunctionContext) => Response | Promise<Response>;

/**
 * Second argument the local server passes, for handlers that want the hosted env without `Deno`,
 * and the server's clock (tests move it to cross quota windows without sleeping).
 */
export interface FunctionContext {
  env: Readonly<Record<string, string>>;
  now: () => number;
}

/** What the functions route needs. */
export interface FunctionsContext {
  functionsDir: string;
  config: ServerConfig;
  /** The variables a hosted function gets: SUPABASE_URL, SUPABASE_ANON_KEY, … */
  env: Readonly<Record<string, string>>;
  log: (line: string) => void;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const loaded = new Map<string, { mtimeMs: number; handler: FunctionHandler }>();

/** Loads `<dir>/<name>/handler.ts` (default export or `handler`), reloading it when the file changes. */
async function loadHandler(file: string): Promise<FunctionHandler | undefined> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = loaded.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.handler;
  const url = `${pathToFileURL(file).href}?v=${String(Math.round(mtimeMs))}`;
  const mod = (await import(url)) as { default?: unknown; handler?: unknown };
  const handler = typeof mod.default === 'function' ? mod.default : mod.handler;
  if (typeof handler !== 'function') throw new Error(`${file} exports no handler function`);
  loaded.set(file, { mtimeMs, handler: handler as FunctionHandler });
  return handler as FunctionHandler;
}

/** Gateway replies (not from a function) still carry CORS so a browser can read them. */
function gateway(status: number, body: unknown): Reply {
  return json(status, body, { 'Access-Control-Allow-Origin': '*' });
}

/**
 * /functions/v1/<name>[/…]: runs the function's handler with a web Request. Like the hosted
 * platform, a missing function is 404 and, with verify_jwt on (the default), a request without a
 * valid JWT is 401 before the function runs. OPTIONS always reaches the function, so its own CORS
 * handling is exercised locally exactly as in production.
 */
export async function functionRoutes(req: ApiRequest, ctx: FunctionsContext, path: string): Promise<Reply> {
  const [name = '', ...rest] = path.split('/').filter((s) => s !== '');
  if (!NAME.test(name))
    return gateway(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

  let handler: FunctionHandler | undefined;
  try {
    handler = await loadHandler(join(ctx.functionsDir, name, 'handler.ts'));
  } catch (e) {
    ctx.log(`[functions] ${name} failed to load: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return gateway(500, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
  }
  if (handler === undefined)
    return gateway(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

  if (req.method !== 'OPTIONS' && ctx.config.verifyJwt(name)) {
    const token = bearerToken(req.headers.authorization);
    if (token === undefined) return gateway(401, { code: 401, message: 'Missing authorization header' });
    const check = await verifyJwt(token, ctx.config.jwtSecret, ctx.config.now());
    if (!check.ok) return gateway(401, { code: 401, message: 'Invalid JWT' });
  }

  const url = new URL(req.url.href);
  url.pathname = `/functions/v1/${[name, ...rest].join('/')}`;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers: Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length'),
    body: hasBody ? new Uint8Array(req.body) : null,
  });

  let response: Response;
  try {
    response = await handler(request, { env: ctx.env, now: ctx.config.now });
  } catch (e) {
    ctx.log(`[functions] ${name} threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return gateway(500, {
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'content-length' && key !== 'transfer-encoding') headers[key] = value;
  });
  const body = req.method === 'HEAD' ? undefined : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers, body };
}
