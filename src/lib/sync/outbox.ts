/**
 * The one sync mechanism of the logs (the training log's sessions and sets, the weight log's
 * weigh-ins): the device writes first, and every change to a signed-in person's log also goes into
 * an outbox that is sent when the network allows. Pure: the outbox is a value (kept in a storage
 * slot by the caller), and sending is a function handed in, so the rules are tested without a
 * browser or a server.
 *
 * The rules:
 * - Each change is an upsert or a delete of one row, named by its table and key (an id the device
 *   made, or the natural key: a weigh-in's day). Writes are idempotent on the server, so sending a
 *   change twice (a retry after a lost answer, two tabs) leaves one row.
 * - A newer change to the same row replaces an older one still waiting: the outbox holds the last
 *   word about each row, never a history.
 * - Tables are sent in a fixed order (a session before its sets), each table's upserts in one
 *   request and its deletes in one request.
 * - A failure of the network or the server keeps the changes for the next try; a change the server
 *   refuses for itself (a value out of range, consent missing) is taken out and reported, so one bad
 *   row never blocks the rest.
 */
import type { Result } from '@shared/result.ts';

export interface OutboxChange {
  table: string;
  /** The row's key within its table: an id, or a natural key such as the day of a weigh-in. */
  key: string;
  op: 'upsert' | 'delete';
  /**
   * The row to upsert, absent for a delete. Always the whole row, every column the table takes: a
   * bulk upsert writes NULL into a column one of its rows leaves out (PostgREST without
   * `missing=default`, which the local server refuses), so a partial row would erase data.
   */
  row?: Record<string, unknown>;
  /** When the change was made (ms since 1970), for the order of sending and for messages. */
  at: number;
}

export type Outbox = readonly OutboxChange[];

/** One request: a table's upserts, or its deletes. */
export interface Batch {
  table: string;
  op: 'upsert' | 'delete';
  changes: readonly OutboxChange[];
}

/** Why a batch was not stored. */
export type SendFailure =
  /** No network, a timeout, a server error: try again later. */
  | { kind: 'retry' }
  /** Not signed in (or the session ended): keep the changes until the person signs in. */
  | { kind: 'signed-out' }
  /** The database keeps this data only with the person's consent: keep the changes until it is given. */
  | { kind: 'consent' }
  /** The server refused these rows for themselves: they will never be stored as they are. */
  | { kind: 'refused'; keys: readonly string[]; code: string | undefined };

export type Send = (batch: Batch) => Promise<Result<void, SendFailure>>;

const same = (a: OutboxChange, b: Pick<OutboxChange, 'table' | 'key'>) =>
  a.table === b.table && a.key === b.key;

/** The outbox with `change` added, replacing what was still waiting for the same row. */
export function enqueue(outbox: Outbox, change: OutboxChange): Outbox {
  return [...outbox.filter((waiting) => !same(waiting, change)), change];
}

/** The batches to send, tables in `order` (unknown tables last), upserts before deletes. */
export function batchesOf(outbox: Outbox, order: readonly string[]): Batch[] {
  const rank = (table: string) => {
    const index = order.indexOf(table);
    return index === -1 ? order.length : index;
  };
  const tables = [...new Set(outbox.map((change) => change.table))].sort((a, b) => rank(a) - rank(b));
  return tables.flatMap((table) =>
    (['upsert', 'delete'] as const).flatMap((op) => {
      const changes = outbox.filter((change) => change.table === table && change.op === op);
      return changes.length === 0 ? [] : [{ table, op, changes }];
    }),
  );
}

export interface FlushReport {
  /** Changes the server now holds. */
  stored: readonly OutboxChange[];
  /** Changes taken out because the server refused them, with its error code. */
  refused: readonly { change: OutboxChange; code: string | undefined }[];
  /** Why sending stopped before the end, when it did. */
  stopped: Exclude<SendFailure['kind'], 'refused'> | undefined;
}

/**
 * Sends `outbox` batch by batch. A batch that fails to be sent stops the flush (a later one may
 * depend on it: a set needs its session); rows the server refuses are reported and the rest of
 * their batch is sent again.
 */
export async function flush(outbox: Outbox, send: Send, order: readonly string[]): Promise<FlushReport> {
  const stored: OutboxChange[] = [];
  const refused: { change: OutboxChange; code: string | undefined }[] = [];
  for (const batch of batchesOf(outbox, order)) {
    let changes = batch.changes;
    while (changes.length > 0) {
      const result = await send({ ...batch, changes });
      if (result.ok) {
        stored.push(...changes);
        break;
      }
      const failure = result.error;
      if (failure.kind !== 'refused') return { stored, refused, stopped: failure.kind };
      // A refusal that names no row of the batch refuses the whole batch.
      const named = changes.filter((change) => failure.keys.includes(change.key));
      const out = named.length === 0 ? changes : named;
      for (const change of out) refused.push({ change, code: failure.code });
      changes = changes.filter((change) => !out.includes(change));
    }
  }
  return { stored, refused, stopped: undefined };
}

/**
 * The outbox to keep after a flush of an earlier copy of it: `current` (what the slot holds now,
 * with any change made while the flush ran) without the changes the flush settled. A change made to
 * the same row meanwhile is newer and stays.
 */
export function afterFlush(current: Outbox, report: FlushReport): Outbox {
  const settled = [...report.stored, ...report.refused.map((entry) => entry.change)];
  return current.filter(
    (change) => !settled.some((done) => same(done, change) && done.op === change.op && done.at === change.at),
  );
}

/** The first delay before trying again after a failure: doubled each time, at most five minutes. */
export function retryDelayMs(failures: number): number {
  return Math.min(5 * 60_000, 2_000 * 2 ** Math.max(0, failures - 1));
}
