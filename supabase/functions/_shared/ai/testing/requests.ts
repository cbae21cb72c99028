/** TEST HELPERS ONLY: requests to a function handler, with or without a (fake) AI provider. */
import type { UserVerifier } from '../../http/caller.ts';
import { err, ok } from '../../result.ts';
import type { FunctionHandler } from '../../http/endpoint.ts';

/** Env that switches the AI path off even when the developer's shell has AI_API_KEY set. */
export const NO_AI = { AI_API_KEY: '' };

/** Env pointing a handler at a fake provider. */
export function aiEnv(baseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return { AI_API_KEY: 'test-key', AI_BASE_URL: baseUrl, AI_MODEL: 'fake-model', ...extra };
}

/** The access token {@link fakeVerifier} accepts, and the user it belongs to. */
export const USER_TOKEN = 'user-access-token';
export const TEST_USER_ID = '5d9c1b7e-2f4a-4c1d-9e8b-0a1b2c3d4e5f';
/** A second signed-in user. */
export const OTHER_USER_TOKEN = 'other-user-access-token';
/** A token the auth service cannot be asked about (it is "down"). */
export const UNCHECKABLE_TOKEN = 'auth-service-down';

/** Stands in for the auth service: two known users; every other token is invalid. */
export const fakeVerifier: UserVerifier = (token) => {
  if (token === USER_TOKEN) return Promise.resolve(ok(TEST_USER_ID));
  if (token === OTHER_USER_TOKEN) return Promise.resolve(ok('6e0d2c8f-3a5b-4d2e-8f9c-1b2c3d4e5f60'));
  if (token === UNCHECKABLE_TOKEN) return Promise.resolve(err('unavailable'));
  return Promise.resolve(err('invalid'));
};

/**
 * POSTs `body` (an object, or raw text) to a handler as supabase-js would for a signed-in user
 * (`Authorization: Bearer <USER_TOKEN>`); `headers` adds or replaces headers (an empty
 * Authorization value removes it).
 */
export function post(
  handler: FunctionHandler,
  body: unknown,
  env: Record<string, string> = NO_AI,
  headers: Record<string, string> = {},
  now?: () => number,
): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const all = new Headers({ 'Content-Type': 'application/json', Authorization: `Bearer ${USER_TOKEN}` });
  for (const [key, value] of Object.entries(headers)) {
    if (value === '') all.delete(key);
    else all.set(key, value);
  }
  return handler(
    new Request('http://127.0.0.1/functions/v1/test', { method: 'POST', headers: all, body: text }),
    now === undefined ? { env } : { env, now },
  );
}
