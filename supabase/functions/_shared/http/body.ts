import { err, ok, type Result } from '../result.ts';
import { jsonNestingExceeds } from './json-depth.ts';

/** Largest request body a function accepts, bytes (64 KB; a full meal preference form is < 2 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Why a body could not be read: over the size limit, or not one JSON value. */
export type BodyFailure = 'too-large' | 'invalid-json';

export type BodyResult = Result<unknown, BodyFailure>;

/**
 * Reads and parses a JSON request body without ever holding more than `maxBytes` (+ one chunk):
 * a larger `Content-Length` is refused before reading, and a body without one is counted as it
 * streams in. Invalid UTF-8, an empty body, malformed JSON and JSON nested deeper than
 * MAX_JSON_DEPTH are all 'invalid-json'.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) return err('too-large');
  if (request.body === null) return err('invalid-json');

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return err('too-large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (jsonNestingExceeds(text)) return err('invalid-json');
    return ok<unknown>(JSON.parse(text));
  } catch {
    return err('invalid-json');
  }
}
