import type { FunctionEnv } from './env.ts';

/**
 * Every header supabase-js sends to a function (supabase/local/CONTRACT.md, "Functions", the edge gateway): the
 * canonical `@supabase/supabase-js/cors` list plus x-supabase-api-version and x-region.
 */
export const CORS_ALLOW_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-supabase-api-version, ' +
  'x-retry-count, traceparent, tracestate, baggage, x-region';

/** The only methods the functions answer. */
export const CORS_ALLOW_METHODS = 'POST, OPTIONS';

/** Preflight answers may be cached by the browser for a day (seconds). */
const PREFLIGHT_MAX_AGE = '86400';

/**
 * The origin allowed to read the answer. By default `*`: the functions are authorised by bearer
 * tokens, never cookies. With `ALLOWED_ORIGINS` (comma-separated, e.g.
 * "https://halsoplaneraren.se,http://localhost:4321") only a listed origin is echoed back, so other
 * sites cannot spend the AI budget from their visitors' browsers; others get no allow-origin.
 */
function allowedOrigin(request: Request, env: FunctionEnv): string | undefined {
  const list = env.ALLOWED_ORIGINS;
  if (list === undefined) return '*';
  const origin = request.headers.get('origin');
  if (origin === null) return undefined;
  const allowed = list.split(',').map((o) => o.trim().replace(/\/$/, ''));
  return allowed.includes(origin) ? origin : undefined;
}

/** CORS headers for every answer of a function, errors included. */
export function corsHeaders(request: Request, env: FunctionEnv): Record<string, string> {
  const origin = allowedOrigin(request, env);
  const headers: Record<string, string> = {
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
    // A 429's Retry-After must be readable by the page that waits.
    'Access-Control-Expose-Headers': 'Retry-After',
  };
  if (origin !== undefined) headers['Access-Control-Allow-Origin'] = origin;
  if (env.ALLOWED_ORIGINS !== undefined) headers.Vary = 'Origin';
  return headers;
}

/** The preflight (OPTIONS) answer: 204 with the CORS headers and a cache lifetime. */
export function preflightResponse(cors: Record<string, string>): Response {
  return new Response(null, {
    status: 204,
    headers: { ...cors, 'Access-Control-Max-Age': PREFLIGHT_MAX_AGE },
  });
}
