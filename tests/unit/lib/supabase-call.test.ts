import * as z from 'zod';
import * as zm from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callError, fetchDirect, PLAN_LIMIT_CODE } from '@/lib/supabase/call';

/** supabase-js's errors, as their fields arrive (their classes are not loaded in a unit test). */
const authApiError = (status: number, code: string) => ({ name: 'AuthApiError', status, code, message: 'x' });
const functionsHttpError = (status: number) => ({
  name: 'FunctionsHttpError',
  message: 'Edge Function returned a non-2xx status code',
  context: new Response('{}', { status }),
});

describe('callError reads every failure one way', () => {
  it('the HTTP status of a functions error comes from the answer in its context', () => {
    expect(callError(functionsHttpError(422))).toMatchObject({ kind: 'failed', status: 422 });
    expect(callError(functionsHttpError(401))).toMatchObject({ kind: 'failed', status: 401 });
  });

  it('no real answer is offline: a fetch TypeError, supabase-js failing to fetch, a proxy 502–504', () => {
    expect(callError(new TypeError('Failed to fetch')).kind).toBe('offline');
    expect(callError({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' }).kind).toBe(
      'offline',
    );
    expect(callError({ name: 'FunctionsFetchError', message: 'Failed to send a request' }).kind).toBe(
      'offline',
    );
    expect(callError(functionsHttpError(503)).kind).toBe('offline');
    expect(callError({ code: 'PGRST301', message: 'JWT expired' }).kind).toBe('failed');
  });

  it('the saved-plan cap is planLimit; the auth server refusing the token is signedOut, a REST 403 is not', () => {
    expect(callError({ code: PLAN_LIMIT_CODE, message: 'Högst 200' })).toMatchObject({
      kind: 'planLimit',
      code: 'HP001',
    });
    expect(callError(authApiError(403, 'bad_jwt')).kind).toBe('signedOut');
    expect(
      callError({ name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' }).kind,
    ).toBe('signedOut');
    expect(callError({ code: '42501', message: 'permission denied', status: 403 }).kind).toBe('failed');
    expect(callError(authApiError(400, 'invalid_credentials'))).toMatchObject({
      kind: 'failed',
      code: 'invalid_credentials',
    });
  });

  it('a schema error (zod or zod/mini) is invalid, with its first Swedish message', () => {
    const full = z.string().min(3, { error: 'För kort' }).safeParse('a');
    const mini = zm
      .string()
      .check(zm.minLength(3, { error: 'För kort' }))
      .safeParse('a');
    expect(full.success || callError(full.error)).toMatchObject({ kind: 'invalid', message: 'För kort' });
    expect(mini.success || callError(mini.error)).toMatchObject({ kind: 'invalid', message: 'För kort' });
  });

  it('a PKCE link opened in another browser gets its code from the error name', () => {
    expect(callError({ name: 'AuthPKCECodeVerifierMissingError', message: 'x' }).code).toBe(
      'pkce_verifier_missing',
    );
  });

  it('anything else, even nothing, is a plain failure', () => {
    expect(callError(undefined)).toEqual({ kind: 'failed', status: undefined, code: undefined, message: '' });
    expect(callError('boom')).toMatchObject({ kind: 'failed' });
  });
});

describe('fetchDirect', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const access = { url: 'http://supabase.test', anonKey: 'anon', token: 'jwt' };

  it('sends the anon key and the token, never into the HTTP cache, and answers the 2xx response', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
      Promise.resolve(new Response('[]')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await fetchDirect(access, '/rest/v1/x', { headers: { Prefer: 'count=exact' } });
    expect(answer.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://supabase.test/rest/v1/x');
    expect(init).toMatchObject({
      cache: 'no-store',
      headers: { apikey: 'anon', Authorization: 'Bearer jwt', Prefer: 'count=exact' },
    });
  });

  it("reads GoTrue's error_code and PostgREST's code from a refusal, with the status", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ error_code: 'bad_jwt', msg: 'invalid JWT' }, { status: 403 })),
    );
    expect(await fetchDirect(access, '/auth/v1/logout')).toMatchObject({
      ok: false,
      error: { kind: 'failed', status: 403, code: 'bad_jwt', message: 'invalid JWT' },
    });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ code: 'PGRST301', message: 'JWT expired' }, { status: 401 })),
    );
    expect(await fetchDirect(access, '/rest/v1/x')).toMatchObject({
      ok: false,
      error: { status: 401, code: 'PGRST301' },
    });
  });

  it('no answer at all is offline, with no status', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchDirect(access, '/rest/v1/x')).toMatchObject({
      ok: false,
      error: { kind: 'offline', status: undefined },
    });
  });
});
