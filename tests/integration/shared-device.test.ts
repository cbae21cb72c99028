/**
 * What a shared device and an outside attacker met on the server side: API answers a browser
 * cache could keep, a refresh-token family that came back to life after reuse, e-mail endpoints
 * that told known addresses from unknown ones and let recoveries spend the sign-ups' e-mail budget,
 * a sign-up answer that said an address was taken, and 6-character passwords.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../supabase/functions/_shared/http/respond.ts';
import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { SITE, anonClient, signUpConfirmed, uniqueEmail } from './support/clients.ts';

describe.each(BACKENDS)('shared device and e-mail limits on $name', (backend) => {
  let server: RunningServer;
  // The server's clock runs `skewMs` ahead, so tests cross token windows and cooldowns without sleeping.
  let skewMs = 0;

  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => Date.now() + skewMs });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('no API answer may be kept by a browser cache', () => {
    it('says Cache-Control: no-store on REST, auth and functions answers, errors included', async () => {
      const ann = await signUpConfirmed(server);
      const withToken = { apikey: server.anonKey, Authorization: `Bearer ${ann.session.access_token}` };
      const answers: [string, Response][] = [
        ['rest read', await fetch(`${server.url}/rest/v1/meal_plans?select=id`, { headers: withToken })],
        ['rest profile', await fetch(`${server.url}/rest/v1/profiles?select=*`, { headers: withToken })],
        ['rest error', await fetch(`${server.url}/rest/v1/nope`, { headers: withToken })],
        ['auth user', await fetch(`${server.url}/auth/v1/user`, { headers: withToken })],
        [
          'auth settings',
          await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } }),
        ],
        [
          'auth token',
          await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: ann.email, password: ann.password }),
          }),
        ],
        ['no api key', await fetch(`${server.url}/rest/v1/meal_plans`)],
        [
          'function',
          await fetch(`${server.url}/functions/v1/echo`, {
            method: 'POST',
            headers: { ...withToken, 'Content-Type': 'application/json' },
            body: '{}',
          }),
        ],
        [
          'function error',
          await fetch(`${server.url}/functions/v1/broken`, { method: 'POST', headers: withToken }),
        ],
        ['preflight', await fetch(`${server.url}/rest/v1/meal_plans`, { method: 'OPTIONS' })],
      ];
      for (const [what, res] of answers) {
        expect(res.headers.get('cache-control'), what).toBe('no-store');
        await res.arrayBuffer();
      }
    });

    it('the edge functions say no-store themselves, for hosted Supabase', () => {
      const res = jsonResponse({ status: 200, body: {}, headers: { 'Cache-Control': 'max-age=600' } }, {});
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('a refresh-token family revoked for reuse stays dead', () => {
    it('no token of the family mints a child after the reuse, and its access token finds no session', async () => {
      const { session } = await signUpConfirmed(server);
      const refresh = (token: string) => anonClient(server).auth.refreshSession({ refresh_token: token });
      const rt1 = (await refresh(session.refresh_token)).data.session?.refresh_token ?? '';
      const second = await refresh(rt1);
      const rt2 = second.data.session?.refresh_token ?? '';
      const at2 = second.data.session?.access_token ?? '';
      expect(rt2).not.toBe('');

      // A thief replays the first token past its window: reuse, the family is revoked.
      skewMs += 11_000;
      expect((await refresh(session.refresh_token)).error?.code).toBe('refresh_token_already_used');

      // One second later the active token (revoked a second ago) must not mint a sibling…
      skewMs += 1_000;
      const sibling = await refresh(rt2);
      expect(sibling.error?.code).toBe('refresh_token_already_used');
      expect(sibling.data.session).toBeNull();
      // …nor the parent of the token the reuse revoked, within what used to be its window.
      expect((await refresh(rt1)).error?.code).toBe('refresh_token_already_used');
      skewMs += 11_000;
      expect((await refresh(rt2)).error?.code).toBe('refresh_token_already_used');
      // The access token minted in that family no longer opens the account.
      const user = await anonClient(server).auth.getUser(at2);
      expect(user.data.user).toBeNull();
    });
  });

  describe('recovery and resend answer the same whether or not the address has an account', () => {
    it('known and unknown addresses get the same answers, and one e-mail per cooldown', async () => {
      skewMs += 3_600_000;
      const { email } = await signUpConfirmed(server);
      const unknown = uniqueEmail('ingen');
      const client = anonClient(server);
      const redirectTo = new URL('/auth', SITE).href;
      const statuses = { known: [] as (number | undefined)[], unknown: [] as (number | undefined)[] };
      for (let i = 0; i < 3; i += 1) {
        statuses.known.push((await client.auth.resetPasswordForEmail(email, { redirectTo })).error?.status);
        statuses.unknown.push(
          (await client.auth.resetPasswordForEmail(unknown, { redirectTo })).error?.status,
        );
      }
      expect(statuses.known).toEqual([undefined, undefined, undefined]);
      expect(statuses.unknown).toEqual(statuses.known);
      const recoveries = server.inbox.list(email).filter((m) => m.subject === 'Återställ ditt lösenord');
      expect(recoveries).toHaveLength(1);
      // Past the cooldown the owner can ask again.
      skewMs += 61_000;
      expect((await client.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
      expect(server.inbox.list(email).filter((m) => m.subject === 'Återställ ditt lösenord')).toHaveLength(2);

      // Resend: an unconfirmed, a confirmed and an unknown address all answer 200, twice in a row.
      const unconfirmed = uniqueEmail('obekraftad');
      expect(
        (await client.auth.signUp({ email: unconfirmed, password: 'hemligt-losen-1' })).error,
      ).toBeNull();
      skewMs += 2_000;
      for (const address of [unconfirmed, email, unknown]) {
        for (let i = 0; i < 2; i += 1) {
          const { error } = await client.auth.resend({ type: 'signup', email: address });
          expect(error, `${address} #${String(i + 1)}`).toBeNull();
        }
      }
      // The unconfirmed address got its link once more, not twice.
      expect(server.inbox.list(unconfirmed)).toHaveLength(2);
    });
  });

  describe('a taken address at sign-up', () => {
    it('answers as for a new address and e-mails the owner instead, once per cooldown', async () => {
      skewMs += 3_600_000;
      const { email, user } = await signUpConfirmed(server);
      const before = server.inbox.list(email).length;
      const fresh = await anonClient(server).auth.signUp({
        email: uniqueEmail(),
        password: 'ett-annat-losen',
      });
      const taken = await anonClient(server).auth.signUp({ email, password: 'ett-annat-losen' });
      expect(taken.error).toBeNull();
      expect(taken.data.session).toBeNull();
      expect(taken.data.user?.id).not.toBe(user.id);
      expect(fresh.error).toBeNull();
      expect(Object.keys(taken.data.user ?? {}).sort()).toEqual(
        Object.keys(fresh.data.user ?? {})
          .filter(
            (key) => key !== 'confirmation_sent_at' || 'confirmation_sent_at' in (taken.data.user ?? {}),
          )
          .sort(),
      );
      const notices = server.inbox.list(email).slice(0, server.inbox.list(email).length - before);
      expect(notices.map((m) => m.subject)).toEqual(['Du har redan ett konto hos Hälsoplaneraren']);
      expect(notices[0]?.links[0]).toBe(new URL('/auth', SITE).href);
      // A second try within the cooldown answers the same and sends nothing more.
      expect((await anonClient(server).auth.signUp({ email, password: 'ett-annat-losen' })).error).toBeNull();
      expect(server.inbox.list(email)).toHaveLength(before + 1);
    });
  });

  describe('passwords', () => {
    it('need at least 8 characters at sign-up and on change', async () => {
      const short = await anonClient(server).auth.signUp({ email: uniqueEmail(), password: 'sju1234' });
      expect(short.error?.code).toBe('weak_password');
      expect(short.error?.status).toBe(422);
      const ok = await anonClient(server).auth.signUp({ email: uniqueEmail(), password: 'atta1234' });
      expect(ok.error).toBeNull();
      const { client } = await signUpConfirmed(server);
      expect((await client.auth.updateUser({ password: 'sju1234' })).error?.code).toBe('weak_password');
    });
  });
});

describe('e-mail budgets', () => {
  let server: RunningServer;
  let skewMs = 0;

  beforeAll(async () => {
    server = await startTestServer(BACKENDS[0] ?? { name: 'pglite' }, {
      now: () => Date.now() + skewMs,
      // A project budget of 3 e-mails of each kind, and no client budget in the way of the flood.
      authRateLimits: { emailSent: 3, requestedEmailSent: 3, emailRequests: 1000, signInSignUps: 1000 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('60 recovery requests for one address send one e-mail, answer alike for an unknown address, and leave the sign-ups their budget', async () => {
    const { email } = await signUpConfirmed(server);
    const unknown = uniqueEmail('ingen');
    const answers = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 60; i += 1) {
      for (const [kind, address] of [
        ['known', email],
        ['unknown', unknown],
      ] as const) {
        const res = await fetch(`${server.url}/auth/v1/recover`, {
          method: 'POST',
          headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: address }),
        });
        answers[kind].push(res.status);
        await res.arrayBuffer();
      }
      skewMs += 1_500;
    }
    expect(new Set(answers.known)).toEqual(new Set([200]));
    expect(answers.unknown).toEqual(answers.known);
    // 90 s of requests: one e-mail, and one more after the 60 s cooldown.
    expect(server.inbox.list(email).filter((m) => m.subject === 'Återställ ditt lösenord')).toHaveLength(2);

    // New sign-ups still get their confirmation (their budget is their own).
    for (let i = 0; i < 2; i += 1) {
      const address = uniqueEmail('ny');
      expect(
        (await anonClient(server).auth.signUp({ email: address, password: 'hemligt-losen-1' })).error,
      ).toBeNull();
      expect(server.inbox.latest(address)?.subject).toBe('Bekräfta din e-postadress');
    }
  });

  it('a client past its request budget gets 429 for known and unknown addresses alike', async () => {
    const small = await startTestServer(BACKENDS[0] ?? { name: 'pglite' }, {
      authRateLimits: { emailRequests: 5, signInSignUps: 1000 },
    });
    try {
      await clientBudget(small);
    } finally {
      await small.close();
    }
  });
});

async function clientBudget(server: RunningServer) {
  const { email } = await signUpConfirmed(server);
  const client = anonClient(server);
  const statuses: (number | undefined)[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push(
      (await client.auth.resetPasswordForEmail(i % 2 === 0 ? email : uniqueEmail())).error?.status,
    );
  }
  statuses.push((await client.auth.resend({ type: 'signup', email: uniqueEmail() })).error?.status);
  expect(statuses).toEqual([undefined, undefined, undefined, undefined, undefined]);
  const overKnown = await client.auth.resetPasswordForEmail(email);
  const overUnknown = await client.auth.resetPasswordForEmail(uniqueEmail());
  expect(overKnown.error?.status).toBe(429);
  expect(overKnown.error?.code).toBe('over_request_rate_limit');
  expect(overUnknown.error?.code).toBe(overKnown.error?.code);
  // A forged X-Forwarded-For is not another client: the server counts the socket's address.
  const forged = await fetch(`${server.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
    body: JSON.stringify({ email }),
  });
  expect(forged.status).toBe(429);
  expect(Number(forged.headers.get('retry-after'))).toBeGreaterThan(0);
}
