/**
 * A log kept on the device first and, for a signed-in person, in their account too: the one sync
 * mechanism of the training log and the weight log (./logs.ts makes the two).
 *
 * - Signed out, the log is the device's (`device` slot): it works fully offline and is no
 *   account's, so it survives sign-in and sign-out, and is offered to whoever signs in
 *   ("Flytta till kontot"), never taken into an account silently.
 * - Signed in, the page shows the account's log (`account` slot: the rows as last seen, with the
 *   owner's id, and the outbox of ./outbox.ts). Every change is applied on the device at once and
 *   queued; the queue is sent now, when the network returns, or after a backoff. Writes are
 *   upserts on the row's key (an id the device made, or a weigh-in's day), so a retried or
 *   doubly sent change leaves one row. Once the queue is empty the account's rows are read back
 *   (other devices' changes), with whatever is still queued laid over them.
 * - The database refuses a log without consent to health data: sending then stops, the queue
 *   stays, and the status asks for consent. A row refused for itself (a cap, a value out of
 *   range) is taken out of the queue and counted.
 * - Other tabs: a change written in one tab is read by the others (`storage` events).
 *
 * Reads go through the tables' zod schemas row by row: a corrupt row is dropped and counted, the
 * rest of the log is kept.
 */
import { err, ok, type Result } from '@shared/result.ts';
import { atom, type ReadableAtom } from 'nanostores';
import * as z from 'zod/mini';

import { removeStored, writeStored, type Slot } from '@/lib/storage/stored';
import type { CallError, CallResult } from '@/lib/supabase/call';
import { $session } from '@/stores/session';

import {
  afterFlush,
  enqueue,
  flush,
  retryDelayMs,
  type Batch,
  type Outbox,
  type OutboxChange,
  type SendFailure,
} from './outbox';

/** Each table's rows. */
export type LogRows<T> = { readonly [K in keyof T]: readonly T[K][] };

/** One change: a whole row to upsert, or a row to delete by its key. */
export type LogChange<T> = {
  [K in keyof T & string]: { table: K; op: 'upsert'; row: T[K] } | { table: K; op: 'delete'; key: string };
}[keyof T & string];

/** The device's log (made while no one was signed in). */
export interface DeviceLog<T> {
  rows: LogRows<T>;
}

/** A signed-in person's log as last seen, and the changes the server does not hold yet. */
export interface AccountLog<T> {
  owner: string;
  rows: LogRows<T>;
  outbox: OutboxChange[];
}

/** Why the account's log is not up to date on the server. */
export type SyncProblem =
  /** The server could not be reached: the changes wait, and are sent when it can. */
  | 'offline'
  /** The database keeps health data only with consent: the changes wait for it. */
  | 'consent'
  /** The session ended: the changes wait for a new sign-in. */
  | 'signedOut';

export interface LogView<T> {
  /** False until the first read of the log. */
  ready: boolean;
  /** Whose log is shown. */
  owner: 'device' | 'account';
  rows: LogRows<T>;
  /** Changes not yet in the account. */
  waiting: number;
  syncing: boolean;
  problem: SyncProblem | undefined;
  /** Changes the server refused for themselves (with the reason), since the page was opened. */
  refused: { count: number; cap: boolean };
  /** Signed in: rows of the device's log that could be moved into the account (0 once declined). */
  deviceRows: number;
  /** Rows dropped on reading because they were corrupt. */
  discarded: number;
}

/** How one table is kept. */
export interface LogTableSpec<Row> {
  schema: z.ZodMiniType<Row>;
  /** The row's key in the log (and in the outbox). */
  keyOf: (row: Row) => string;
  /** The column that holds the key, for deletes. */
  keyColumn: string;
  /** The columns of the upsert's conflict target. */
  onConflict: string;
}

export interface LogSpec<T> {
  tables: { [K in keyof T & string]: LogTableSpec<T[K]> };
  /** The order of sending: a row before the rows that refer to it. */
  order: readonly (keyof T & string)[];
  device: Slot<DeviceLog<T>>;
  account: Slot<AccountLog<T>>;
}

export interface SyncedLog<T> {
  $view: ReadableAtom<LogView<T>>;
  /** Loads the log and follows the session, the network and other tabs; returns the cleanup. */
  start(): () => void;
  /** Applies the changes (all or nothing); false when the device's storage is full (nothing changed). */
  write(changes: readonly LogChange<T>[]): boolean;
  /** Moves the device's log into the signed-in account (the rows are sent with the queue). */
  moveDeviceLog(): boolean;
  /** Leaves the device's log on the device and stops offering it, for this page. */
  keepDeviceLog(): void;
  /** Sends what waits now (after consent was given, or "Försök igen"). */
  syncNow(): void;
}

/** The account's rows are read again at most this often (ms) while the page is open. */
const PULL_EVERY_MS = 60_000;
/** The database's code for a refused permission: consent missing, or a set of someone else's session. */
const NO_PERMISSION = '42501';
const CAP_CODE = 'HP001';

function emptyRows<T>(spec: LogSpec<T>): LogRows<T> {
  return Object.fromEntries(Object.keys(spec.tables).map((table) => [table, []])) as unknown as LogRows<T>;
}

function countRows<T>(rows: LogRows<T>): number {
  return Object.values<readonly unknown[]>(rows).reduce((sum, list) => sum + list.length, 0);
}

/** A table's spec by its name (the tables are a spec's keys, chosen at run time here). */
function tableSpecOf<T>(spec: LogSpec<T>, table: string): LogTableSpec<unknown> {
  const found = (spec.tables as Record<string, LogTableSpec<unknown> | undefined>)[table];
  if (found === undefined) throw new Error(`The log has no table ${table}`);
  return found;
}

/** The rows with `change` applied: an upsert replaces the row of the same key or adds it. */
export function applyChange<T>(spec: LogSpec<T>, rows: LogRows<T>, change: LogChange<T>): LogRows<T> {
  const { keyOf } = tableSpecOf(spec, change.table);
  const key = change.op === 'upsert' ? keyOf(change.row) : change.key;
  const next: Record<string, readonly unknown[]> = { ...(rows as Record<string, readonly unknown[]>) };
  const others = (next[change.table] ?? []).filter((row) => keyOf(row) !== key);
  next[change.table] = change.op === 'upsert' ? [...others, change.row] : others;
  return next as LogRows<T>;
}

/** The outbox's change for a log change. */
function outboxChange<T>(spec: LogSpec<T>, change: LogChange<T>, at: number): OutboxChange {
  const table = change.table;
  return change.op === 'upsert'
    ? {
        table,
        key: tableSpecOf(spec, table).keyOf(change.row),
        op: 'upsert',
        row: change.row as Record<string, unknown>,
        at,
      }
    : { table, key: change.key, op: 'delete', at };
}

/** The log change an outbox change stands for (to lay the queue over rows read from the server). */
function logChange<T>(change: OutboxChange): LogChange<T> {
  return (
    change.op === 'upsert'
      ? { table: change.table, op: 'upsert', row: change.row }
      : { table: change.table, op: 'delete', key: change.key }
  ) as LogChange<T>;
}

/** Rows read from storage or the network: each through its table's schema, corrupt ones counted. */
export function parseRows<T>(spec: LogSpec<T>, raw: unknown): { rows: LogRows<T>; discarded: number } {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  let discarded = 0;
  const rows = Object.fromEntries(
    (Object.entries(spec.tables) as [string, LogTableSpec<unknown>][]).map(([table, tableSpec]) => {
      const list: unknown = source[table];
      const parsed = (Array.isArray(list) ? list : []).flatMap((row: unknown) => {
        const result = tableSpec.schema.safeParse(row);
        if (result.success) return [result.data];
        discarded += 1;
        return [];
      });
      return [table, parsed];
    }),
  ) as unknown as LogRows<T>;
  return { rows, discarded };
}

/**
 * The calls to the account (./remote.ts), loaded once someone is signed in: a signed-out visitor's
 * page never loads the Supabase modules. Undefined while they cannot be loaded (offline, not kept):
 * the changes wait as for a network failure, and the next sync tries again.
 */
let remoteLoading: Promise<typeof import('./remote')> | undefined;
async function loadRemote(): Promise<typeof import('./remote') | undefined> {
  remoteLoading ??= import('./remote');
  try {
    return await remoteLoading;
  } catch {
    remoteLoading = undefined;
    return undefined;
  }
}

/** What a pull answers when the calls could not be loaded: the network's failure. */
const OFFLINE: CallError = {
  kind: 'offline',
  status: undefined,
  code: undefined,
  message: 'remote calls not loaded',
};

/** The account's queue as stored; built on first use (signed out, a page never reads one). */
const outboxSchema = z.lazy(() =>
  z.array(
    z.object({
      table: z.string(),
      key: z.string(),
      op: z.enum(['upsert', 'delete']),
      row: z.optional(z.record(z.string(), z.unknown())),
      at: z.number(),
    }),
  ),
);

/** The JSON of a slot, or undefined (absent, unreadable, storage unavailable). */
function readJson(slot: Slot<unknown>): unknown {
  try {
    const text = localStorage.getItem(slot.key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The database's refusals of a row for itself: a value out of range or malformed (SQLSTATE classes
 * 22 and 23), a cap (HP001), a permission (42501: a set of someone else's session), a request
 * PostgREST cannot take (PGRST1xx, PGRST2xx). Anything else may pass on a later try.
 */
const ROW_REFUSED = /^(?:22|23|HP001$|42501$|PGRST[12])/u;

/** What a failed send means for the queue. */
export function failureOf(error: CallError, keys: readonly string[]): SendFailure {
  if (error.kind === 'offline') return { kind: 'retry' };
  // PGRST30x: PostgREST's codes for a missing, expired or refused token.
  if (error.kind === 'signedOut' || (error.code ?? '').startsWith('PGRST30')) return { kind: 'signed-out' };
  if (error.code === NO_PERMISSION && /consent/iu.test(error.message)) return { kind: 'consent' };
  if (ROW_REFUSED.test(error.code ?? '')) return { kind: 'refused', keys, code: error.code };
  return { kind: 'retry' };
}

export function createSyncedLog<T>(spec: LogSpec<T>): SyncedLog<T> {
  const initial: LogView<T> = {
    ready: false,
    owner: 'device',
    rows: emptyRows(spec),
    waiting: 0,
    syncing: false,
    problem: undefined,
    refused: { count: 0, cap: false },
    deviceRows: 0,
    discarded: 0,
  };
  const $view = atom<LogView<T>>(initial);

  /** The signed-in user's id, `null` signed out, undefined while the session is not known. */
  let owner: string | null | undefined;
  let outbox: Outbox = [];
  let offerDeclined = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastPull = 0;
  let running: Promise<void> | undefined;
  let again = false;
  let users = 0;
  let stopListening: (() => void) | undefined;

  const update = (patch: Partial<LogView<T>>) => $view.set({ ...$view.get(), ...patch });

  function readDevice(): { rows: LogRows<T>; discarded: number } {
    return parseRows(spec, recordOf(readJson(spec.device)).rows);
  }

  /** Reads the log of the current owner from the device into the view. */
  function load(): void {
    if (owner === undefined) return;
    const device = readDevice();
    if (owner === null) {
      outbox = [];
      update({
        ready: true,
        owner: 'device',
        rows: device.rows,
        waiting: 0,
        syncing: false,
        problem: undefined,
        deviceRows: 0,
        discarded: device.discarded,
      });
      return;
    }
    const stored = recordOf(readJson(spec.account));
    const mine = stored.owner === owner;
    const account = mine ? parseRows(spec, stored.rows) : { rows: emptyRows(spec), discarded: 0 };
    const queue = mine ? outboxSchema.safeParse(stored.outbox) : undefined;
    outbox =
      queue?.success === true
        ? queue.data.map(({ row, ...change }) => (row === undefined ? change : { ...change, row }))
        : [];
    update({
      ready: true,
      owner: 'account',
      rows: account.rows,
      syncing: false,
      waiting: outbox.length,
      deviceRows: offerDeclined ? 0 : countRows(device.rows),
      discarded: account.discarded + (queue !== undefined && !queue.success ? 1 : 0),
    });
  }

  function persist(rows: LogRows<T>, queue: Outbox): boolean {
    if (owner === undefined) return false;
    return owner === null
      ? writeStored(spec.device, { rows })
      : writeStored(spec.account, { owner, rows, outbox: [...queue] });
  }

  function write(changes: readonly LogChange<T>[]): boolean {
    if (owner === undefined) return false;
    const view = $view.get();
    const at = Date.now();
    const rows = changes.reduce((current, change) => applyChange(spec, current, change), view.rows);
    const queue =
      owner === null
        ? outbox
        : changes.reduce((current, change) => enqueue(current, outboxChange(spec, change, at)), outbox);
    if (!persist(rows, queue)) return false;
    outbox = queue;
    update({ rows, waiting: queue.length });
    if (owner !== null) syncNow();
    return true;
  }

  function moveDeviceLog(): boolean {
    if (owner === undefined || owner === null) return false;
    const device = readDevice().rows;
    const changes = (Object.keys(spec.tables) as (keyof T & string)[]).flatMap((table) =>
      device[table].map((row): LogChange<T> => ({ table, op: 'upsert', row })),
    );
    if (!write(changes)) return false;
    removeStored(spec.device);
    update({ deviceRows: 0 });
    return true;
  }

  function keepDeviceLog(): void {
    offerDeclined = true;
    update({ deviceRows: 0 });
  }

  const send =
    (userId: string) =>
    async (batch: Batch): Promise<Result<void, SendFailure>> => {
      const table = batch.table;
      const tableSpec = tableSpecOf(spec, table);
      const keys = batch.changes.map((change) => change.key);
      const remote = await loadRemote();
      if (remote === undefined) return err({ kind: 'retry' });
      const answer = await remote.sendRows(
        table,
        userId,
        batch.op === 'delete'
          ? { op: 'delete', keyColumn: tableSpec.keyColumn, keys }
          : {
              op: 'upsert',
              onConflict: tableSpec.onConflict,
              rows: batch.changes.map((change) => change.row ?? {}),
            },
      );
      if (answer.ok) return ok();
      const failure = failureOf(answer.error, keys);
      if (failure.kind !== 'refused' || batch.changes.length === 1) return err(failure);
      // A refusal of several rows names none of them: send them one by one to find which.
      const refusedKeys: string[] = [];
      let code: string | undefined;
      for (const change of batch.changes) {
        const single = await send(userId)({ ...batch, changes: [change] });
        if (single.ok) continue;
        if (single.error.kind !== 'refused') return single;
        refusedKeys.push(change.key);
        code = single.error.code;
      }
      return refusedKeys.length === 0 ? ok() : err({ kind: 'refused', keys: refusedKeys, code });
    };

  async function pull(): Promise<CallResult<LogRows<T>>> {
    const remote = await loadRemote();
    if (remote === undefined) return err(OFFLINE);
    return remote.readTables(Object.keys(spec.tables), (raw) => parseRows(spec, raw));
  }

  async function syncOnce(userId: string): Promise<void> {
    update({ syncing: true });
    const report = await flush(outbox, send(userId), spec.order);
    if (owner !== userId) return;
    outbox = afterFlush(outbox, report);
    const refused = $view.get().refused;
    const refusedNow = {
      count: refused.count + report.refused.length,
      cap: refused.cap || report.refused.some((entry) => entry.code === CAP_CODE),
    };
    let rows = $view.get().rows;
    // Rows the server refused are not the account's: read back, the log shows what it holds.
    const pullNeeded = report.refused.length > 0 || Date.now() - lastPull > PULL_EVERY_MS;
    let problem: SyncProblem | undefined =
      report.stopped === 'retry' ? 'offline' : report.stopped === 'signed-out' ? 'signedOut' : report.stopped;
    if (problem === undefined && pullNeeded) {
      const pulled = await pull();
      if (owner !== userId) return;
      if (pulled.ok) {
        lastPull = Date.now();
        rows = outbox.reduce(
          (current, change) => applyChange(spec, current, logChange<T>(change)),
          pulled.value,
        );
      } else if (pulled.error.kind === 'offline') {
        problem = 'offline';
      } else if (pulled.error.kind === 'signedOut') {
        problem = 'signedOut';
      }
    }
    // Written back only when the sync changed something: a tab becoming visible with nothing to send
    // and nothing new to read must not rewrite the whole log.
    const settledAny = report.stored.length + report.refused.length > 0;
    if (settledAny || rows !== $view.get().rows) persist(rows, outbox);
    failures = problem === 'offline' ? failures + 1 : 0;
    update({ rows, waiting: outbox.length, syncing: false, problem, refused: refusedNow });
    if (problem === 'offline') {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(syncNow, retryDelayMs(failures));
    }
  }

  function syncNow(): void {
    const userId = owner;
    if (userId === undefined || userId === null) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    clearTimeout(retryTimer);
    running = syncOnce(userId).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        syncNow();
      }
    });
  }

  function follow(): () => void {
    const unsubscribe = $session.subscribe((session) => {
      const next =
        session.status === 'loading' ? undefined : session.status === 'signedIn' ? session.user.id : null;
      if (next === owner) return;
      owner = next;
      offerDeclined = false;
      failures = 0;
      lastPull = 0;
      clearTimeout(retryTimer);
      load();
      syncNow();
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === spec.account.key || event.key === spec.device.key || event.key === null) load();
    };
    const onOnline = () => syncNow();
    const onVisible = () => {
      if (document.visibilityState === 'visible') syncNow();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(retryTimer);
    };
  }

  function start(): () => void {
    users += 1;
    stopListening ??= follow();
    return () => {
      users -= 1;
      if (users === 0) {
        stopListening?.();
        stopListening = undefined;
        owner = undefined;
      }
    };
  }

  return { $view, start, write, moveDeviceLog, keepDeviceLog, syncNow };
}
