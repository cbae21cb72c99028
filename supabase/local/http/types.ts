import { jsonNestingExceeds, MAX_JSON_DEPTH } from '../../functions/_shared/http/json-depth.ts';
import { err, ok, type Result } from '../../functions/_shared/result.ts';

/** A request after its body has been read (≤ 1 MB); header names are lower-case. */
export interface ApiRequest {
  method: string;
  url: URL;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

/** What a route answers; the server adds CORS headers and writes it. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body?: string | Uint8Array | undefined;
}

/** A JSON reply with `Content-Type: application/json`. */
export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

/** An empty reply (204 and friends). */
export function empty(status: number, headers: Record<string, string> = {}): Reply {
  return { status, headers };
}

/** Outcome of parsing a JSON body: the value, or why it is not JSON (a message for the client). */
export type JsonBody = Result<unknown, string>;

/**
 * Parses the body as JSON; an empty body is `undefined`, not an error. JSON nested deeper than
 * MAX_JSON_DEPTH is refused before parsing (a client error, not a 500 from Postgres' jsonb input).
 */
export function parseJsonBody(req: ApiRequest): JsonBody {
  const text = req.body.toString('utf8');
  if (text.trim() === '') return ok(undefined);
  if (jsonNestingExceeds(text)) return err(`JSON is nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return err(e instanceof Error ? e.message : 'invalid JSON');
  }
}

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
