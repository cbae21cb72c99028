import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { SITE, confirmationLink, openLink, uniqueEmail } from './support/clients.ts';

/** A browser's localStorage, for one client: where supabase-js keeps the PKCE verifier. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** supabase-js as the site configures it: PKCE for e-mail links, no session read from URLs. */
function pkceClient(server: RunningServer) {
  return createClient(server.url, server.anonKey, {
    auth: {
      flowType: 'pkce',
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

const post = (server: RunningServer, path: string, body: unknown) =>
  fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.each(BACKENDS)('PKCE e-mail links (/auth/v1) on $name', (backend) => {
  let server: RunningServer;
  let skewMs = 0;

  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => Date.now() + skewMs });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Signs up with PKCE and opens the link: the client that asked, and where the link redirected. */
  async function signUpAndOpen() {
    const email = uniqueEmail('pkce');
    const client = pkceClient(server);
    const signUp = await client.auth.signUp({
      email,
      password: 'hemligt-losen-1',
      options: { emailRedirectTo: SITE },
    });
    expect(signUp.error).toBeNull();
    const link = confirmationLink(server, email);
    const opened = await openLink(link);
    return { email, client, link, location: new URL(opened.location), status: opened.status };
  }

  it('a sign-up link redirects with a one-time ?code= (no session in the URL) that only the asking client can exchange', async () => {
    const { email, client, link, location, status } = await signUpAndOpen();
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    expect(status).toBe(303);
    expect(location.hash).toBe('');
    expect(location.href).not.toContain('access_token');
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    // Another browser (an attacker holding the link or the code) has no verifier: refused, and
    // the code is not burned for its rightful holder.
    const forged = await post(server, '/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: 'x'.repeat(64),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error_code: 'bad_code_verifier' });
    const stranger = await pkceClient(server).auth.exchangeCodeForSession(code);
    expect(stranger.error?.name).toBe('AuthPKCECodeVerifierMissingError');

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    // Once only.
    const again = await post(server, '/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: 'y'.repeat(64),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('a recovery link gives a code that signs in with PASSWORD_RECOVERY', async () => {
    const { email, client, location } = await signUpAndOpen();
    await client.auth.exchangeCodeForSession(location.searchParams.get('code') ?? '');
    await client.auth.signOut({ scope: 'local' });

    const asking = pkceClient(server);
    const events: string[] = [];
    asking.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    expect((await asking.auth.resetPasswordForEmail(email, { redirectTo: SITE })).error).toBeNull();
    const link = server.inbox.latest(email)?.links[0] ?? '';
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    const opened = new URL((await openLink(link)).location);
    expect(opened.hash).toBe('');
    const { data, error } = await asking.auth.exchangeCodeForSession(opened.searchParams.get('code') ?? '');
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((data as { redirectType?: unknown }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('a code is good for five minutes after the link was opened', async () => {
    const { client, location } = await signUpAndOpen();
    skewMs = 301_000;
    try {
      const { error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code') ?? '');
      expect(error?.code).toBe('flow_state_expired');
    } finally {
      skewMs = 0;
    }
  });

  it('refuses half a challenge, an unknown method and a wrong length as GoTrue does', async () => {
    const email = uniqueEmail('pkce-bad');
    const cases: [Record<string, unknown>, string][] = [
      [{ code_challenge: 'a'.repeat(43), code_challenge_method: null }, 'requires'],
      [{ code_challenge: 'a'.repeat(43), code_challenge_method: 'md5' }, 'not supported'],
      [{ code_challenge: 'short', code_challenge_method: 's256' }, 'between 43 and 128'],
    ];
    for (const [pkce, message] of cases) {
      const response = await post(server, '/recover', { email, ...pkce });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error_code: string; msg: string };
      expect(body.error_code).toBe('validation_failed');
      expect(body.msg).toContain(message);
    }
  });

  it('an implicit-flow link still answers the session in the fragment (clients that ask for it)', async () => {
    const email = uniqueEmail('implicit');
    const client = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    expect((await client.auth.signUp({ email, password: 'hemligt-losen-1' })).error).toBeNull();
    const opened = new URL((await openLink(confirmationLink(server, email))).location);
    expect(new URLSearchParams(opened.hash.slice(1)).get('access_token')).toBeTruthy();
    expect(opened.searchParams.get('code')).toBeNull();
  });
});
