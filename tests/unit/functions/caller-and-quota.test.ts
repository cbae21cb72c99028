import { describe, expect, it } from 'vitest';
import {
  authServiceVerifier,
  clientAddress,
  identifyCaller,
} from '../../../supabase/functions/_shared/http/caller.ts';
import { quotaLimitsFromEnv, aiSwitchedOff } from '../../../supabase/functions/_shared/quota/config.ts';
import { postgresQuotaStore } from '../../../supabase/functions/_shared/quota/store.ts';

const ENV = { SUPABASE_URL: 'http://auth.test', SUPABASE_ANON_KEY: 'anon-key' };
const USER_ID = '5d9c1b7e-2f4a-4c1d-9e8b-0a1b2c3d4e5f';

function request(headers: Record<string, string>): Request {
  return new Request('http://127.0.0.1/functions/v1/x', { method: 'POST', headers });
}

/** A fetch that answers every call with `status` and `body`, recording the calls. */
function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = ((input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('identifyCaller', () => {
  it('treats no token, the anon key, a role-anon JWT and a publishable key as anonymous without asking', async () => {
    const { calls, fetchFn } = answering(200, { id: USER_ID });
    const anonJwt = `x.${btoa(JSON.stringify({ role: 'anon' })).replace(/=+$/, '')}.y`;
    for (const authorization of [
      undefined,
      'Bearer anon-key',
      `Bearer ${anonJwt}`,
      'Bearer sb_publishable_x',
    ]) {
      const headers: Record<string, string> =
        authorization === undefined ? {} : { Authorization: authorization };
      const check = await identifyCaller(request(headers), ENV, authServiceVerifier(fetchFn));
      expect(check).toEqual({ ok: true, value: { kind: 'anonymous' } });
    }
    expect(calls).toHaveLength(0);
  });

  it('asks GET /auth/v1/user with the token and the anon key, and trusts only its answer', async () => {
    const { calls, fetchFn } = answering(200, { id: USER_ID, email: 'a@example.com' });
    const check = await identifyCaller(
      request({ Authorization: 'Bearer user-jwt' }),
      ENV,
      authServiceVerifier(fetchFn),
    );
    expect(check).toEqual({ ok: true, value: { kind: 'user', userId: USER_ID } });
    expect(calls[0]?.url).toBe('http://auth.test/auth/v1/user');
    expect(calls[0]?.init?.headers).toEqual({ apikey: 'anon-key', Authorization: 'Bearer user-jwt' });
  });

  it('maps 401/403 to invalid, other failures and a missing SUPABASE_URL to unavailable', async () => {
    const verify = (status: number, body: unknown = {}) =>
      identifyCaller(
        request({ Authorization: 'Bearer t' }),
        ENV,
        authServiceVerifier(answering(status, body).fetchFn),
      );
    expect(await verify(401)).toEqual({ ok: false, error: 'invalid' });
    expect(await verify(403)).toEqual({ ok: false, error: 'invalid' });
    expect(await verify(200, { id: 'not-a-uuid' })).toEqual({ ok: false, error: 'invalid' });
    expect(await verify(200, { id: USER_ID, is_anonymous: true })).toEqual({ ok: false, error: 'invalid' });
    expect(await verify(502)).toEqual({ ok: false, error: 'unavailable' });
    const noUrl = await identifyCaller(
      request({ Authorization: 'Bearer t' }),
      {},
      authServiceVerifier(fetch),
    );
    expect(noUrl).toEqual({ ok: false, error: 'unavailable' });
  });
});

describe('clientAddress', () => {
  it('takes the entry the platform appended (the last), never the client-written first one', () => {
    expect(clientAddress(request({ 'X-Forwarded-For': ' 203.0.113.7 , 10.0.0.1' }))).toBe('10.0.0.1');
    expect(clientAddress(request({ 'X-Forwarded-For': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(request({ 'X-Forwarded-For': 'forged-1, forged-2, 198.51.100.4' }))).toBe(
      '198.51.100.4',
    );
    expect(clientAddress(request({ 'X-Forwarded-For': '1.2.3.4,  ,198.51.100.4 , ' }))).toBe('198.51.100.4');
  });

  it('counts trusted hops from the right when more than one proxy appends', () => {
    const req = request({ 'X-Forwarded-For': 'forged, 198.51.100.4, 10.0.0.1' });
    expect(clientAddress(req, 2)).toBe('198.51.100.4');
    expect(clientAddress(req, 0)).toBe('10.0.0.1');
    expect(clientAddress(req, Number.NaN)).toBe('10.0.0.1');
  });

  it('rotating a forged first entry keeps the same address', () => {
    const seen = new Set(
      ['203.0.113.1', '203.0.113.2', 'x'].map((forged) =>
        clientAddress(request({ 'X-Forwarded-For': `${forged}, 192.0.2.9` })),
      ),
    );
    expect([...seen]).toEqual(['192.0.2.9']);
  });

  it('ignores X-Real-IP, which a client can send too; no header is one shared "unknown"', () => {
    expect(clientAddress(request({ 'X-Real-IP': '198.51.100.4' }))).toBe('unknown');
    expect(clientAddress(request({}))).toBe('unknown');
  });
});

describe('quota settings and the Postgres store client', () => {
  it('reads the limits from the environment, ignoring invalid values', () => {
    const limits = quotaLimitsFromEnv({
      QUOTA_USER_PER_HOUR: '3',
      QUOTA_USER_PER_DAY: '-1',
      QUOTA_BURST_PER_MINUTE: 'x',
    });
    expect(limits.userPerHour).toBe(3);
    expect(limits.userPerDay).toBe(30);
    expect(limits.burstPerMinute).toBe(30);
    expect(aiSwitchedOff({ AI_ENABLED: 'false' })).toBe(true);
    expect(aiSwitchedOff({ AI_ENABLED: 'OFF' })).toBe(true);
    expect(aiSwitchedOff({ AI_ENABLED: 'true' })).toBe(false);
    expect(aiSwitchedOff({})).toBe(false);
  });

  it('calls rpc/consume_generation_quota with the service role key and reads the decision', async () => {
    const { calls, fetchFn } = answering(200, { decision: 'hour', retryAfter: 120 });
    const store = postgresQuotaStore('http://db.test/', 'service-key', fetchFn);
    const decision = await store.consume({
      functionName: 'generate-meal-plan',
      subject: `user:${USER_ID}`,
      wantsAi: true,
      burstPerMinute: 30,
      perHour: 10,
      perDay: 30,
      globalPerDay: 2000,
      now: Date.UTC(2026, 10, 24, 10, 58),
    });
    expect(decision).toEqual({ decision: 'hour', retryAfter: 120 });
    expect(calls[0]?.url).toBe('http://db.test/rest/v1/rpc/consume_generation_quota');
    expect(JSON.parse(calls[0]?.init?.body as string)).toMatchObject({
      p_subject: `user:${USER_ID}`,
      p_wants_ai: true,
      p_now: '2026-11-24T10:58:00.000Z',
    });
    const odd = postgresQuotaStore(
      'http://db.test',
      'k',
      answering(200, { decision: 'free-for-all' }).fetchFn,
    );
    expect(
      await odd.consume({
        ...{ functionName: 'f', subject: 's', wantsAi: true },
        burstPerMinute: 1,
        perHour: 1,
        perDay: 1,
        globalPerDay: 1,
        now: 0,
      }),
    ).toEqual({ decision: 'unavailable' });
  });
});
