import { readJsonBody } from './body.ts';
import { clientAddress, identifyCaller, type Caller, type UserVerifier } from './caller.ts';
import { corsHeaders, preflightResponse } from './cors.ts';
import { functionEnv, type FunctionContext, type FunctionEnv } from './env.ts';
import { HTTP_MESSAGES } from './messages.ts';
import { errorReply, jsonResponse, type Reply } from './respond.ts';

/** A handler as the local server and `index.ts` call it. */
export type FunctionHandler = (request: Request, context?: FunctionContext) => Promise<Response>;

/** What the endpoint's own logic receives once the caller and the body have passed. */
export interface EndpointInput {
  body: Readonly<Record<string, unknown>>;
  env: FunctionEnv;
  caller: Caller;
  /** The client address (for anonymous quotas; never logged). */
  address: string;
  /** The host's clock for this request, ms since the epoch. */
  now: number;
}

/** Writes one log line; never given request bodies (they hold health data). */
export type Log = (line: string) => void;

export interface EndpointOptions {
  name: string;
  /** 'user': signed-in users only (401 otherwise); 'anyone': anonymous visitors too. */
  access: 'user' | 'anyone';
  verifyUser: UserVerifier;
  /** The clock when the host passes none, ms since the epoch. */
  now: () => number;
  log: Log;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for `application/json` with any parameters (supabase-js sends it for object bodies). */
function isJson(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The shell every function shares: OPTIONS first (204 + CORS), then only POST (405); then the
 * caller, before a byte of the body is read: a token that does not verify is 401, and with
 * `access: 'user'` so is a caller without a user token (the anon key alone); 503 when the auth
 * service cannot be asked. Then a JSON content type (415), a body of at most 64 KB (413) that is
 * a JSON object (400), then `run`. Every answer is JSON with CORS headers and a Swedish `error`;
 * an exception in `run` becomes 500 `{ error: 'Ett oväntat fel uppstod' }` and one log line
 * (error name and message, never the body); no stack trace ever reaches the caller.
 */
export function jsonEndpoint(
  options: EndpointOptions,
  run: (input: EndpointInput) => Promise<Reply>,
): FunctionHandler {
  const { name, log } = options;
  return async (request, context) => {
    const env = functionEnv(context);
    const cors = corsHeaders(request, env);
    const reply = (r: Reply) => jsonResponse(r, cors);
    if (request.method === 'OPTIONS') return preflightResponse(cors);
    if (request.method !== 'POST') {
      return jsonResponse(errorReply(405, HTTP_MESSAGES.methodNotAllowed), {
        ...cors,
        Allow: 'POST, OPTIONS',
      });
    }
    try {
      const identified = await identifyCaller(request, env, options.verifyUser);
      if (!identified.ok) {
        await request.body?.cancel();
        return identified.error === 'invalid'
          ? reply(errorReply(401, HTTP_MESSAGES.invalidSession))
          : reply(errorReply(503, HTTP_MESSAGES.authUnavailable));
      }
      const caller = identified.value;
      if (options.access === 'user' && caller.kind !== 'user') {
        await request.body?.cancel();
        return reply(errorReply(401, HTTP_MESSAGES.signInRequired));
      }
      if (!isJson(request.headers.get('content-type'))) {
        await request.body?.cancel();
        return reply(errorReply(415, HTTP_MESSAGES.unsupportedMediaType));
      }
      const body = await readJsonBody(request);
      if (!body.ok) {
        return reply(
          body.error === 'too-large'
            ? errorReply(413, HTTP_MESSAGES.tooLarge)
            : errorReply(400, HTTP_MESSAGES.invalidJson),
        );
      }
      if (!isPlainObject(body.value)) return reply(errorReply(400, HTTP_MESSAGES.notAnObject));
      const now = context?.now?.() ?? options.now();
      return reply(
        await run({
          body: body.value,
          env,
          caller,
          address: clientAddress(request, Number(env.TRUSTED_PROXY_HOPS ?? 1)),
          now,
        }),
      );
    } catch (error) {
      const what = error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
      log(`[${name}] unexpected error: ${what.slice(0, 200)}`);
      return reply(errorReply(500, HTTP_MESSAGES.unexpected));
    }
  };
}
