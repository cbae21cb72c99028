import { readJsonBody } from './body.ts';
import { corsHeaders, preflightResponse } from './cors.ts';
import { functionEnv, type FunctionContext, type FunctionEnv } from './env.ts';
import { HTTP_MESSAGES } from './messages.ts';
import { errorReply, jsonResponse, type Reply } from './respond.ts';

/** A handler as the local server and `index.ts` call it. */
export type FunctionHandler = (request: Request, context?: FunctionContext) => Promise<Response>;

/** What the endpoint's own logic receives: the parsed JSON object and the environment. */
export interface EndpointInput {
  body: Readonly<Record<string, unknown>>;
  env: FunctionEnv;
}

/** Writes one log line; never given request bodies (they hold health data). */
export type Log = (line: string) => void;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The shell every function shares: OPTIONS first (204 + CORS), then only POST (405), a body of at
 * most 64 KB (413) that is a JSON object (400), then `run`. Every answer is JSON with CORS headers;
 * an exception in `run` becomes 500 `{ error: 'Ett oväntat fel uppstod' }` and one log line
 * (error name and message, never the body); no stack trace ever reaches the caller.
 */
export function jsonEndpoint(
  name: string,
  run: (input: EndpointInput) => Promise<Reply>,
  log: Log,
): FunctionHandler {
  return async (request, context) => {
    const env = functionEnv(context);
    const cors = corsHeaders(request, env);
    if (request.method === 'OPTIONS') return preflightResponse(cors);
    if (request.method !== 'POST') {
      return jsonResponse(errorReply(405, HTTP_MESSAGES.methodNotAllowed), {
        ...cors,
        Allow: 'POST, OPTIONS',
      });
    }
    const body = await readJsonBody(request);
    if (!body.ok) {
      const reply =
        body.reason === 'too-large'
          ? errorReply(413, HTTP_MESSAGES.tooLarge)
          : errorReply(400, HTTP_MESSAGES.invalidJson);
      return jsonResponse(reply, cors);
    }
    if (!isPlainObject(body.value)) return jsonResponse(errorReply(400, HTTP_MESSAGES.notAnObject), cors);
    try {
      return jsonResponse(await run({ body: body.value, env }), cors);
    } catch (error) {
      const what = error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
      log(`[${name}] unexpected error: ${what.slice(0, 200)}`);
      return jsonResponse(errorReply(500, HTTP_MESSAGES.unexpected), cors);
    }
  };
}
