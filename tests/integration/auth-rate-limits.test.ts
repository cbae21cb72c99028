import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { anonClient, uniqueEmail } from './support/clients.ts';

/**
 * supabase/config.toml's [auth.rate_limit] as GoTrue answers it: sign-ins and sign-ups per address
 * per 5 minutes, e-mails per hour for the project, each over the limit a 429 with its GoTrue code.
 */
describe.each(BACKENDS)('auth rate limits on $name', (backend) => {
  let server: RunningServer;
  let skewMs = 0;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      now: () => Date.now() + skewMs,
      authRateLimits: { signInSignUps: 3, emailSent: 2, tokenRefresh: 2, tokenVerifications: 5 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads the limits from config.toml by default', async () => {
    const { loadConfig } = await import('../../supabase/local/config.ts');
    expect(loadConfig().auth.rateLimits).toEqual({
      emailSent: 30,
      signInSignUps: 30,
      tokenRefresh: 150,
      tokenVerifications: 30,
      requestedEmailSent: 30,
      emailRequests: 10,
    });
    expect(loadConfig({ rateLimits: false }).auth.rateLimits).toBeUndefined();
  });

  it('answers sign-ups and logins past the limit with over_request_rate_limit and Retry-After, until the window ends', async () => {
    const client = anonClient(server);
    for (let i = 0; i < 3; i += 1) {
      const { error } = await client.auth.signInWithPassword({
        email: uniqueEmail(),
        password: 'fel-losenord',
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const over = await client.auth.signInWithPassword({ email: uniqueEmail(), password: 'fel-losenord' });
    expect(over.error?.status).toBe(429);
    expect(over.error?.code).toBe('over_request_rate_limit');
    const signUp = await client.auth.signUp({ email: uniqueEmail(), password: 'hemligt-losen-1' });
    expect(signUp.error?.code).toBe('over_request_rate_limit');

    const raw = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x' }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);

    skewMs += 5 * 60_000;
    const later = await client.auth.signInWithPassword({ email: uniqueEmail(), password: 'fel-losenord' });
    expect(later.error?.code).toBe('invalid_credentials');
  });

  it('answers the e-mail past the hourly limit with over_email_send_rate_limit', async () => {
    skewMs += 5 * 60_000;
    const client = anonClient(server);
    expect(
      (await client.auth.signUp({ email: uniqueEmail(), password: 'hemligt-losen-1' })).error,
    ).toBeNull();
    expect((await client.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    // That address has no account, so no e-mail went out: the second real e-mail is still allowed.
    expect(
      (await client.auth.signUp({ email: uniqueEmail(), password: 'hemligt-losen-1' })).error,
    ).toBeNull();
    const third = await client.auth.signUp({ email: uniqueEmail(), password: 'hemligt-losen-1' });
    expect(third.error?.status).toBe(429);
    expect(third.error?.code).toBe('over_email_send_rate_limit');
  });
});
