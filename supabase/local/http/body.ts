import type { IncomingMessage } from 'node:http';
import { err, ok, type Result } from '../../functions/_shared/result.ts';

/** Largest request body the server accepts, bytes (hosted Supabase rejects far larger ones too). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The body, or `'too-large'` once it passes `limit` bytes (the rest is drained, not kept). */
export type BodyResult = Result<Buffer, 'too-large'>;

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused
 * before reading; a longer stream stops being buffered at the limit and is drained so the client
 * still receives the 413.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve(err('too-large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        resolve(err('too-large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!tooLarge) resolve(ok(Buffer.concat(chunks)));
    });
    req.on('error', reject);
  });
}
