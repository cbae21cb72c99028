/** A function's answer before it is serialised: status code and JSON body. */
export interface Reply {
  status: number;
  body: unknown;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/**
 * A JSON answer with the given extra headers (CORS) and the reply's own. Never stored by a browser
 * or proxy cache: an answer is for one caller (a plan made from their health data).
 */
export function jsonResponse(reply: Reply, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: {
      ...headers,
      ...reply.headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/** An error answer in the functions' one error shape: `{ error: "<Swedish message>", …extra }`. */
export function errorReply(status: number, message: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { ...extra, error: message } };
}
