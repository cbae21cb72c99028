import type { ApiRequest, Reply } from './types.ts';

/**
 * Headers supabase-js must be able to read from a cross-origin response: Content-Range (count),
 * X-Supabase-Api-Version (auth error codes), plus what PostgREST and GoTrue expose themselves.
 */
const EXPOSED = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
  'x-sb-error-code',
  'WWW-Authenticate',
].join(', ');

/** Every header supabase-js (auth, rest, functions) may send, for a preflight without a request list. */
const ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept, accept-profile, ' +
  'content-profile, prefer, range, x-retry-count, traceparent, tracestate, baggage, x-region';

/**
 * The CORS headers hosted Supabase puts on API responses. The origin is `*`: the API is
 * authorised by bearer tokens, never cookies, so another site cannot borrow a user's session.
 */
export function corsHeaders(): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED };
}

/** Answers an OPTIONS preflight for /auth/v1 and /rest/v1, reflecting the requested headers. */
export function preflight(req: ApiRequest): Reply {
  const requested = req.headers['access-control-request-headers'];
  const allowHeaders =
    requested !== undefined && /^[A-Za-z0-9\-_, ]*$/.test(requested) && requested.trim() !== ''
      ? requested
      : ALLOWED_HEADERS;
  return {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': allowHeaders,
      'Access-Control-Max-Age': '86400',
      Vary: 'Origin, Access-Control-Request-Headers',
    },
  };
}
