import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STORED } from '@/lib/storage/keys';
import { handOverToAccount } from '@/lib/storage/sign-in-handover';
import { sessionStorageKey } from '@/lib/supabase/config';
import { endSessionOnDevice, readPending, revokePending } from '@/lib/supabase/sign-out';
import { ACCOUNT_MARK_KEY, followAccountChange, PENDING_REVOCATIONS_KEY } from '@/stores/account-mark';
import { $session } from '@/stores/session';

import { MemoryStorage } from '../support/memory-storage';

const KEY = sessionStorageKey();
const session = (access: string, refresh: string) =>
  JSON.stringify({
    access_token: access,
    refresh_token: refresh,
    expires_at: Date.now() / 1000 + 3600,
    user: { id: 'u1', email: 'kim@example.com' },
  });

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let online = true;

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
  globalThis.sessionStorage = new MemoryStorage();
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  vi.unstubAllGlobals();
});

describe('sign-out ends the session on the device at once, with no network', () => {
  it('removes the session, its PKCE verifiers and every app value; keeps the tokens for the server', () => {
    localStorage.setItem(KEY, session('at-1', 'rt-1'));
    localStorage.setItem(`${KEY}-code-verifier`, 'v');
    localStorage.setItem(STORED.lastWorkout.key, '{"x":1}');
    localStorage.setItem(STORED.mealPreferences.key, '{"restrictions":"nötter"}');
    sessionStorage.setItem(STORED.shownMealPlan.key, '{"plan":[]}');
    $session.set({ status: 'signedIn', user: { id: 'u1', email: 'kim@example.com' }, recovering: false });

    expect(endSessionOnDevice(KEY)).toBe(true);

    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(`${KEY}-code-verifier`)).toBeNull();
    expect(localStorage.getItem(STORED.lastWorkout.key)).toBeNull();
    expect(localStorage.getItem(STORED.mealPreferences.key)).toBeNull();
    expect(sessionStorage.getItem(STORED.shownMealPlan.key)).toBeNull();
    expect($session.get()).toEqual({ status: 'signedOut' });
    expect(readPending()).toEqual([{ accessToken: 'at-1', refreshToken: 'rt-1' }]);
    // The other tabs learn from the mark; this tab already belongs to it.
    expect(localStorage.getItem(ACCOUNT_MARK_KEY)).not.toBeNull();
    expect(followAccountChange()).toBe(false);
  });

  it('with no stored session there is nothing for the server', () => {
    expect(endSessionOnDevice(KEY)).toBe(false);
    expect(localStorage.getItem(PENDING_REVOCATIONS_KEY)).toBeNull();
  });
});

describe('the server is told when it can be reached', () => {
  beforeEach(() => {
    localStorage.setItem(KEY, session('at-1', 'rt-1'));
    endSessionOnDevice(KEY);
  });

  it('offline: nothing is sent, the record stays', async () => {
    online = false;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await revokePending();
    expect(fetch).not.toHaveBeenCalled();
    expect(readPending()).toHaveLength(1);
  });

  it('logout with the access token; done on 204, and on "session gone"', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json(204, undefined));
    vi.stubGlobal('fetch', fetch);
    await revokePending();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/auth\/v1\/logout\?scope=local$/);
    expect(init.cache).toBe('no-store');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer at-1');
    expect(readPending()).toEqual([]);
  });

  it('an expired access token: refreshed with the refresh token, then signed out', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(403, { error_code: 'bad_jwt' }))
      .mockResolvedValueOnce(json(200, { access_token: 'at-2', refresh_token: 'rt-2' }))
      .mockResolvedValueOnce(json(204, undefined));
    vi.stubGlobal('fetch', fetch);
    await revokePending();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(JSON.parse((fetch.mock.calls[1] as [string, { body: string }])[1].body)).toEqual({
      refresh_token: 'rt-1',
    });
    expect(
      ((fetch.mock.calls[2] as [string, RequestInit])[1].headers as Record<string, string>).Authorization,
    ).toBe('Bearer at-2');
    expect(readPending()).toEqual([]);
  });

  it('a refused refresh token is dead already: done', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(403, { error_code: 'bad_jwt' }))
        .mockResolvedValueOnce(json(400, { error_code: 'refresh_token_not_found' })),
    );
    await revokePending();
    expect(readPending()).toEqual([]);
  });

  it('a network failure, a 5xx or a 429 keeps the record for the next attempt', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json(500, {})),
      () => Promise.resolve(json(429, {})),
    ]) {
      vi.stubGlobal('fetch', vi.fn(answer));
      await revokePending();
      expect(readPending()).toHaveLength(1);
    }
  });
});

describe('a sign-in takes nothing of the one before into the account', () => {
  it('keeps the drafts without their health text and clears everything else', () => {
    localStorage.setItem(
      STORED.mealPlanDraft.key,
      JSON.stringify({
        plan: [{ day: 'Måndag' }],
        preferences: { calories: 2000, restrictions: 'nötter', allergies: ['räkor'] },
        notes: { notices: ['n'], unknownRestrictions: ['glutn'] },
      }),
    );
    localStorage.setItem(
      STORED.workoutDraft.key,
      JSON.stringify({ form: { goals: ['strength'], specificGoals: 'ont i knät' }, workoutPlan: 'x' }),
    );
    localStorage.setItem(STORED.mealPreferences.key, '{"restrictions":"nötter"}');
    localStorage.setItem(STORED.lastWorkout.key, '{"x":1}');
    localStorage.setItem(STORED.generatedMealPlan.key, '[]');
    sessionStorage.setItem(STORED.shownMealPlan.key, '{"plan":[]}');

    handOverToAccount();

    expect(JSON.parse(localStorage.getItem(STORED.mealPlanDraft.key) ?? '')).toEqual({
      plan: [{ day: 'Måndag' }],
      preferences: { calories: 2000 },
      notes: { notices: ['n'], unknownRestrictions: [] },
    });
    expect(JSON.parse(localStorage.getItem(STORED.workoutDraft.key) ?? '')).toEqual({
      form: { goals: ['strength'], specificGoals: '' },
      workoutPlan: 'x',
    });
    for (const slot of [STORED.mealPreferences, STORED.lastWorkout, STORED.generatedMealPlan])
      expect(localStorage.getItem(slot.key)).toBeNull();
    expect(sessionStorage.getItem(STORED.shownMealPlan.key)).toBeNull();
    expect(localStorage.getItem(ACCOUNT_MARK_KEY)).not.toBeNull();
  });
});

describe('every tab follows the account mark', () => {
  it('a tab whose sessionStorage predates the last change clears it, once', () => {
    sessionStorage.setItem(STORED.shownMealPlan.key, '{"plan":[]}');
    expect(followAccountChange()).toBe(false);
    localStorage.setItem(ACCOUNT_MARK_KEY, 'changed-elsewhere');
    expect(followAccountChange()).toBe(true);
    expect(sessionStorage.getItem(STORED.shownMealPlan.key)).toBeNull();
    expect(followAccountChange()).toBe(false);
  });
});

describe('signing out with log changes the account does not hold yet', () => {
  it('counts the waiting changes of both logs, so the person is asked before they are cleared', async () => {
    const { waitingLogChanges } = await import('@/scripts/account-menu');
    const storage = new MemoryStorage();
    expect(waitingLogChanges(storage)).toBe(0);
    const change = { table: 'weight_entries', key: '2026-11-20', op: 'delete', at: 1 };
    storage.setItem(
      STORED.weightLogAccount.key,
      JSON.stringify({ owner: 'u1', rows: {}, outbox: [change, change] }),
    );
    storage.setItem(
      STORED.trainingLogAccount.key,
      JSON.stringify({ owner: 'u1', rows: {}, outbox: [change] }),
    );
    expect(waitingLogChanges(storage)).toBe(3);
    storage.setItem(STORED.trainingLogAccount.key, '{broken');
    expect(waitingLogChanges(storage)).toBe(2);
    // The device's own log (made signed out) is kept at sign-out: nothing of it is lost.
    storage.setItem(STORED.weightLogDevice.key, JSON.stringify({ rows: {}, outbox: [change] }));
    expect(waitingLogChanges(storage)).toBe(2);
  });
});
