import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { anonClient, signUpConfirmed, uniqueEmail } from './support/clients.ts';

const SITE_ORIGIN = 'http://localhost:4321';

/** Headers supabase-js sends on auth and rest calls from a browser. */
const CLIENT_HEADERS =
  'authorization,apikey,content-type,x-client-info,x-supabase-api-version,prefer,accept-profile';

describe.each(BACKENDS)('HTTP behaviour on $name', (backend) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('CORS', () => {
    for (const path of ['/auth/v1/token?grant_type=password', '/rest/v1/meal_plans']) {
      it(`answers the browser preflight for ${path}`, async () => {
        const res = await fetch(`${server.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            Origin: SITE_ORIGIN,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': CLIENT_HEADERS,
          },
        });
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
        const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
        for (const header of CLIENT_HEADERS.split(',')) expect(allowed).toContain(header);
      });
    }

    it('exposes Content-Range and X-Supabase-Api-Version on real responses', async () => {
      const res = await fetch(`${server.url}/auth/v1/settings`, {
        headers: { apikey: server.anonKey, Origin: SITE_ORIGIN },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const exposed = res.headers.get('access-control-expose-headers') ?? '';
      expect(exposed).toMatch(/Content-Range/);
      expect(exposed).toMatch(/X-Supabase-Api-Version/);
    });
  });

  describe('bad requests', () => {
    it('answers unknown routes with 404 JSON', async () => {
      for (const path of ['/nope', '/auth/v1/nope', '/rest/v1/a/b/c', '/rest/v1/%E0%A4%A']) {
        const res = await fetch(`${server.url}${path}`, { headers: { apikey: server.anonKey } });
        expect(res.status, path).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        await res.json();
      }
    });

    it('refuses /auth/v1 and /rest/v1 without a valid API key, like the hosted gateway', async () => {
      const missing = await fetch(`${server.url}/rest/v1/meal_plans`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
      const wrong = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: 'wrong-key' } });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    });

    it('refuses bodies over 1 MB with 413 and keeps serving', async () => {
      const huge = JSON.stringify({ name: 'x', plan_data: { blob: 'a'.repeat(1_100_000) } });
      for (const path of ['/rest/v1/meal_plans', '/auth/v1/signup', '/functions/v1/echo']) {
        const res = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: {
            apikey: server.anonKey,
            authorization: `Bearer ${server.anonKey}`,
            'content-type': 'application/json',
          },
          body: huge,
        });
        expect(res.status, path).toBe(413);
        await res.json();
      }
      const after = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } });
      expect(after.status).toBe(200);
    });
  });

  describe('local inbox', () => {
    it('lists sent e-mails as JSON and as an HTML page with the links, escaping what users typed', async () => {
      const email = uniqueEmail();
      await anonClient(server).auth.signUp({
        email,
        password: 'hemligt-losen-1',
        options: { data: { display_name: '<script>alert(1)</script>' } },
      });

      const list = await fetch(`${server.url}/inbox/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await list.json()) as { messages: { to: string; links: string[] }[] };
      expect(messages).toHaveLength(1);
      expect(messages[0]?.to).toBe(email);
      const link = messages[0]?.links[0] ?? '';
      expect(link.startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);

      // It holds live sign-in links: no other site may read it from a developer's browser.
      expect(list.headers.get('access-control-allow-origin')).toBeNull();

      const page = await fetch(`${server.url}/inbox`);
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('<html lang="sv">');
      expect(html).toContain('Lokal inkorg');
      expect(html).toContain(email);
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('&#60;script&#62;');
    });
  });

  describe('functions (/functions/v1)', () => {
    it('runs the handler with the request and the env a hosted function gets', async () => {
      const res = await anonClient(server).functions.invoke<Record<string, unknown>>('echo', {
        body: { preferences: { calories: 2000 } },
      });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({
        method: 'POST',
        path: '/functions/v1/echo',
        authorization: `Bearer ${server.anonKey}`,
        apikey: server.anonKey,
        contentType: 'application/json',
        body: { preferences: { calories: 2000 } },
        env: {
          SUPABASE_URL: server.url,
          SUPABASE_ANON_KEY: server.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
        },
      });
    });

    it("forwards a signed-in user's access token", async () => {
      const { client, session } = await signUpConfirmed(server);
      const { data } = await client.functions.invoke<{ authorization: string }>('echo', { body: {} });
      expect(data?.authorization).toBe(`Bearer ${session.access_token}`);
    });

    it('hands a non-2xx answer to supabase-js as FunctionsHttpError with the status', async () => {
      const res = await anonClient(server).functions.invoke<unknown>('echo', { body: { status: 422 } });
      expect(res.data).toBeNull();
      expect(res.error).toBeInstanceOf(FunctionsHttpError);
      expect(((res.error as FunctionsHttpError).context as Response).status).toBe(422);
    });

    it('lets the function answer its own CORS preflight', async () => {
      const res = await fetch(`${server.url}/functions/v1/echo`, {
        method: 'OPTIONS',
        headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('ok');
      expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
    });

    it('answers a missing function with 404 JSON', async () => {
      const res = await fetch(`${server.url}/functions/v1/generate-nothing`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.anonKey}` },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
      // '../functions/echo' from the functions folder is the echo handler itself: a name that
      // escaped the folder would run it (200). Names are refused before any path is built.
      const traversal = await fetch(`${server.url}/functions/v1/..%2Ffunctions%2Fecho`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.anonKey}` },
        body: '{}',
      });
      expect(traversal.status).toBe(404);
    });

    it('checks the JWT before the function runs (verify_jwt)', async () => {
      const missing = await fetch(`${server.url}/functions/v1/echo`, { method: 'POST', body: '{}' });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
      const invalid = await fetch(`${server.url}/functions/v1/echo`, {
        method: 'POST',
        headers: { authorization: 'Bearer not.a.jwt' },
        body: '{}',
      });
      expect(invalid.status).toBe(401);
      expect(await invalid.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    });

    it('answers a crashing function with 500 JSON, no stack trace and no error text, and keeps serving', async () => {
      const res = await fetch(`${server.url}/functions/v1/broken`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.anonKey}` },
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ code: 'WORKER_ERROR' });
      expect(text).not.toMatch(/hunter2|handler\.ts|\bat\b/);

      const after = await anonClient(server).functions.invoke('echo', { body: {} });
      expect(after.error).toBeNull();
    });
  });
});
