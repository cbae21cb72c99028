/** TEST HELPERS ONLY: requests to a function handler, with or without a (fake) AI provider. */
import type { FunctionHandler } from '../../http/endpoint.ts';

/** Env that switches the AI path off even when the developer's shell has AI_API_KEY set. */
export const NO_AI = { AI_API_KEY: '' };

/** Env pointing a handler at a fake provider. */
export function aiEnv(baseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return { AI_API_KEY: 'test-key', AI_BASE_URL: baseUrl, AI_MODEL: 'fake-model', ...extra };
}

/** POSTs `body` (an object, or raw text) to a handler as supabase-js would. */
export function post(
  handler: FunctionHandler,
  body: unknown,
  env: Record<string, string> = NO_AI,
): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return handler(
    new Request('http://127.0.0.1/functions/v1/test', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer anon' },
      body: text,
    }),
    { env },
  );
}
