import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MemoryStorage } from '../support/memory-storage';

/**
 * A stand-in for the database behind supabase-js: tables of rows (keyed as the real ones), the
 * requests it was sent, and switches for what it answers: no network, no consent, a value out of
 * range (kg over 300 refused as the real check constraint would, 23514).
 */
const server = vi.hoisted(() => ({
  tables: new Map<string, Map<string, Record<string, unknown>>>(),
  requests: [] as { table: string; op: string; rows: number }[],
  offline: false,
  consent: true,
  keyOf: (table: string, row: Record<string, unknown>) =>
    table === 'weight_entries' ? `${String(row.user_id)}|${String(row.day)}` : String(row.id),
}));

vi.mock('@supabase/supabase-js', () => {
  const offlineError = { name: 'TypeError', message: 'TypeError: fetch failed' };
  const refusal = () => {
    if (server.offline) return offlineError;
    if (!server.consent) {
      return { code: '42501', message: 'The weight entries needs consent to health data' };
    }
    return undefined;
  };
  const table = (name: string) => {
    const rows = () => {
      let found = server.tables.get(name);
      if (found === undefined) server.tables.set(name, (found = new Map<string, Record<string, unknown>>()));
      return found;
    };
    return {
      upsert: (list: Record<string, unknown>[]) => {
        server.requests.push({ table: name, op: 'upsert', rows: list.length });
        const error =
          refusal() ??
          (list.some((row) => Number(row.kg) > 300)
            ? { code: '23514', message: 'new row violates check constraint' }
            : undefined);
        if (error === undefined) for (const row of list) rows().set(server.keyOf(name, row), row);
        return Promise.resolve({ error: error ?? null });
      },
      delete: () => ({
        eq: (_column: string, userId: string) => ({
          in: (column: string, keys: string[]) => {
            server.requests.push({ table: name, op: 'delete', rows: keys.length });
            const error = refusal();
            if (error === undefined) {
              for (const [key, row] of rows()) {
                if (row.user_id === userId && keys.includes(String(row[column]))) rows().delete(key);
              }
            }
            return Promise.resolve({ error: error ?? null });
          },
        }),
      }),
      select: () => {
        const query = {
          order: () => query,
          range: (from: number, to: number) => {
            if (server.offline) return Promise.resolve({ data: null, error: offlineError, count: null });
            const all = [...rows().values()];
            return Promise.resolve({ data: all.slice(from, to + 1), error: null, count: all.length });
          },
        };
        return query;
      },
    };
  };
  return {
    createClient: () => ({ auth: { onAuthStateChange: () => undefined }, from: table }),
  };
});

const { $session } = await import('@/stores/session');
const { weightLog } = await import('@/lib/sync/logs');
const { STORED } = await import('@/lib/storage/keys');
const { failureOf } = await import('@/lib/sync/synced-log');

const ANN = { id: '00000000-0000-4000-8000-00000000000a', email: 'ann@example.com' };
const weighIn = (day: string, kg: number) => ({
  table: 'weight_entries' as const,
  op: 'upsert' as const,
  row: { day, kg, waist_cm: null },
});
const days = () =>
  weightLog.$view
    .get()
    .rows.weight_entries.map((row) => `${row.day}:${row.kg}`)
    .sort();
const serverDays = () =>
  [...(server.tables.get('weight_entries')?.values() ?? [])]
    .map((row) => `${String(row.day)}:${String(row.kg)}`)
    .sort();

/** Waits until the log has settled (nothing being sent). */
async function settledView() {
  await vi.waitFor(() => {
    expect(weightLog.$view.get().syncing).toBe(false);
  });
  return weightLog.$view.get();
}

const signIn = () => $session.set({ status: 'signedIn', user: ANN, recovering: false });
const signOut = () => $session.set({ status: 'signedOut' });

let stop: () => void;
let storage: MemoryStorage;
const events = new EventTarget();

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', events);
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  server.tables.clear();
  server.requests.length = 0;
  server.offline = false;
  server.consent = true;
  $session.set({ status: 'loading' });
  stop = weightLog.start();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('a log kept on the device first and in the account too', () => {
  it('signed out, keeps the log on the device only, and a change of the same day replaces it', () => {
    signOut();
    expect(weightLog.write([weighIn('2026-11-20', 80.4)])).toBe(true);
    expect(weightLog.write([weighIn('2026-11-20', 80.1), weighIn('2026-11-21', 80)])).toBe(true);
    expect(days()).toEqual(['2026-11-20:80.1', '2026-11-21:80']);
    expect(server.requests).toEqual([]);
    expect(JSON.parse(localStorage.getItem(STORED.weightLogDevice.key) ?? '{}')).toMatchObject({
      rows: { weight_entries: [{ day: '2026-11-20' }, { day: '2026-11-21' }] },
    });
  });

  it('offers the device log to whoever signs in, and moves it into the account only when asked', async () => {
    signOut();
    weightLog.write([weighIn('2026-11-20', 80.4), weighIn('2026-11-21', 80.2)]);
    signIn();
    let view = await settledView();
    expect(view.owner).toBe('account');
    expect(view.deviceRows).toBe(2);
    expect(days()).toEqual([]);
    expect(serverDays()).toEqual([]);

    expect(weightLog.moveDeviceLog()).toBe(true);
    view = await settledView();
    expect(view.deviceRows).toBe(0);
    expect(view.waiting).toBe(0);
    expect(serverDays()).toEqual(['2026-11-20:80.4', '2026-11-21:80.2']);
    expect(localStorage.getItem(STORED.weightLogDevice.key)).toBeNull();

    signOut();
    expect(days()).toEqual([]);
  });

  it('keeps changes made offline and sends each once when the network returns', async () => {
    signIn();
    await settledView();
    server.offline = true;
    weightLog.write([weighIn('2026-11-22', 79.9)]);
    weightLog.write([weighIn('2026-11-22', 79.8), weighIn('2026-11-23', 79.6)]);
    let view = await settledView();
    expect(view.problem).toBe('offline');
    expect(view.waiting).toBe(2);
    expect(days()).toEqual(['2026-11-22:79.8', '2026-11-23:79.6']);
    // The queue is on the device: a reload (another page) finds it.
    expect(JSON.parse(localStorage.getItem(STORED.weightLogAccount.key) ?? '{}')).toMatchObject({
      owner: ANN.id,
      outbox: [{ key: '2026-11-22' }, { key: '2026-11-23' }],
    });

    server.offline = false;
    server.requests.length = 0;
    events.dispatchEvent(new Event('online'));
    view = await settledView();
    expect(view.problem).toBeUndefined();
    expect(view.waiting).toBe(0);
    expect(server.requests).toEqual([{ table: 'weight_entries', op: 'upsert', rows: 2 }]);
    expect(serverDays()).toEqual(['2026-11-22:79.8', '2026-11-23:79.6']);
  });

  it('waits for consent to health data, then sends', async () => {
    server.consent = false;
    signIn();
    await settledView();
    weightLog.write([weighIn('2026-11-24', 81)]);
    let view = await settledView();
    expect(view.problem).toBe('consent');
    expect(view.waiting).toBe(1);

    server.consent = true;
    weightLog.syncNow();
    view = await settledView();
    expect(view.problem).toBeUndefined();
    expect(serverDays()).toEqual(['2026-11-24:81']);
  });

  it('takes a row the database refuses out of the queue, counts it, and stores the rest', async () => {
    signIn();
    await settledView();
    weightLog.write([weighIn('2026-11-24', 81), weighIn('2026-11-25', 350), weighIn('2026-11-26', 80.5)]);
    const view = await settledView();
    expect(view.refused).toEqual({ count: 1, cap: false });
    expect(view.waiting).toBe(0);
    expect(serverDays()).toEqual(['2026-11-24:81', '2026-11-26:80.5']);
    // Read back: the log shows what the account holds.
    expect(days()).toEqual(['2026-11-24:81', '2026-11-26:80.5']);
  });

  it('deletes in the account, and lays waiting changes over what it reads back', async () => {
    signIn();
    await settledView();
    weightLog.write([weighIn('2026-11-24', 81), weighIn('2026-11-25', 80.8)]);
    await settledView();
    server.offline = true;
    weightLog.write([{ table: 'weight_entries', op: 'delete', key: '2026-11-24' }]);
    await settledView();
    expect(serverDays()).toEqual(['2026-11-24:81', '2026-11-25:80.8']);
    expect(days()).toEqual(['2026-11-25:80.8']);
    server.offline = false;
    weightLog.syncNow();
    await settledView();
    expect(serverDays()).toEqual(['2026-11-25:80.8']);
  });

  it('shows another person nothing of the account that signed out', async () => {
    signIn();
    await settledView();
    weightLog.write([weighIn('2026-11-24', 81)]);
    await settledView();
    signOut();
    expect(days()).toEqual([]);
    $session.set({
      status: 'signedIn',
      user: { id: '00000000-0000-4000-8000-00000000000b', email: 'bo@example.com' },
      recovering: false,
    });
    expect(days()).toEqual([]);
  });

  it('reads a stored log row by row: a corrupt row is dropped and counted, the rest kept', () => {
    localStorage.setItem(
      STORED.weightLogDevice.key,
      JSON.stringify({
        rows: {
          weight_entries: [
            { day: '2026-11-20', kg: 80, waist_cm: null },
            { day: 'igår', kg: -3 },
          ],
        },
      }),
    );
    signOut();
    expect(days()).toEqual(['2026-11-20:80']);
    expect(weightLog.$view.get().discarded).toBe(1);
  });

  it('rewrites nothing on the device when a sync finds nothing to send or read', async () => {
    signIn();
    await settledView();
    weightLog.write([weighIn('2026-11-24', 81)]);
    await settledView();
    const writes = vi.spyOn(storage, 'setItem');
    // Visible again within a minute: nothing waits, nothing is read back.
    weightLog.syncNow();
    await settledView();
    expect(writes).not.toHaveBeenCalled();
    expect(server.requests.filter((request) => request.op === 'upsert')).toHaveLength(1);
  });

  it('reports a full storage and changes nothing', () => {
    signOut();
    weightLog.write([weighIn('2026-11-20', 80)]);
    storage.full = true;
    expect(weightLog.write([weighIn('2026-11-21', 79)])).toBe(false);
    expect(days()).toEqual(['2026-11-20:80']);
  });
});

describe('the account’s calls, loaded only for a signed-in person', () => {
  /** How often the account's calls (src/lib/sync/remote.ts) were loaded, and whether loading them fails. */
  const remote = { loads: 0, unavailable: false };

  /** The session store and the weight log as a page that has loaded nothing else has them. */
  async function freshPage() {
    vi.resetModules();
    remote.loads = 0;
    vi.doMock('@/lib/sync/remote', async (importOriginal) => {
      remote.loads += 1;
      if (remote.unavailable) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { $session: session } = await import('@/stores/session');
    const { weightLog: log } = await import('@/lib/sync/logs');
    return { session, log, stopLog: log.start() };
  }

  it('signed out, a page writes its log without loading them; signing in loads them and sends', async () => {
    const { session, log, stopLog } = await freshPage();
    try {
      session.set({ status: 'signedOut' });
      expect(log.write([weighIn('2026-11-20', 80.4)])).toBe(true);
      log.syncNow();
      // Every import the write or the sync started has settled: none was the account's calls.
      await vi.dynamicImportSettled();
      expect(remote.loads).toBe(0);

      session.set({ status: 'signedIn', user: ANN, recovering: false });
      expect(log.write([weighIn('2026-11-21', 80.2)])).toBe(true);
      await vi.waitFor(() => {
        expect(serverDays()).toEqual(['2026-11-21:80.2']);
      });
      expect(remote.loads).toBe(1);
    } finally {
      stopLog();
      vi.doUnmock('@/lib/sync/remote');
    }
  });

  it('when they cannot be loaded (offline, not kept), the changes wait as offline and go once they can', async () => {
    const { session, log, stopLog } = await freshPage();
    remote.unavailable = true;
    try {
      session.set({ status: 'signedIn', user: ANN, recovering: false });
      expect(log.write([weighIn('2026-11-22', 79.9)])).toBe(true);
      await vi.waitFor(() => {
        expect(log.$view.get()).toMatchObject({ syncing: false, problem: 'offline', waiting: 1 });
      });
      expect(server.requests).toEqual([]);

      remote.unavailable = false;
      log.syncNow();
      await vi.waitFor(() => {
        expect(log.$view.get()).toMatchObject({ syncing: false, problem: undefined, waiting: 0 });
      });
      expect(serverDays()).toEqual(['2026-11-22:79.9']);
    } finally {
      remote.unavailable = false;
      stopLog();
      vi.doUnmock('@/lib/sync/remote');
    }
  });
});

describe('what a failed send means', () => {
  const error = (
    code: string | undefined,
    message = '',
    kind: 'failed' | 'offline' | 'signedOut' = 'failed',
  ) => ({
    kind,
    status: undefined,
    code,
    message,
  });
  it('retries the network and unknown server errors, waits for sign-in and consent, refuses rows for themselves', () => {
    expect(failureOf(error(undefined, 'fetch failed', 'offline'), ['a'])).toEqual({ kind: 'retry' });
    expect(failureOf(error('XX000'), ['a'])).toEqual({ kind: 'retry' });
    expect(failureOf(error('PGRST301'), ['a'])).toEqual({ kind: 'signed-out' });
    expect(failureOf(error(undefined, '', 'signedOut'), ['a'])).toEqual({ kind: 'signed-out' });
    expect(failureOf(error('42501', 'The training sets needs consent to health data'), ['a'])).toEqual({
      kind: 'consent',
    });
    expect(failureOf(error('42501', 'A set belongs to a session of the same person'), ['a'])).toEqual({
      kind: 'refused',
      keys: ['a'],
      code: '42501',
    });
    expect(failureOf(error('HP001'), ['a', 'b'])).toEqual({
      kind: 'refused',
      keys: ['a', 'b'],
      code: 'HP001',
    });
    expect(failureOf(error('23514'), ['a'])).toMatchObject({ kind: 'refused' });
  });
});
