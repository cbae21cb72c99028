/** The logs' one sync mechanism: what waits, in which order it is sent, and what a failure keeps. */
import { describe, expect, it } from 'vitest';

import { err, ok } from '@shared/result.ts';
import {
  afterFlush,
  batchesOf,
  enqueue,
  flush,
  retryDelayMs,
  type Batch,
  type Outbox,
  type OutboxChange,
  type SendFailure,
} from '@/lib/sync/outbox';

const ORDER = ['training_sessions', 'training_sets', 'weight_entries'];
let clock = 0;
const upsert = (table: string, key: string, row: Record<string, unknown> = {}): OutboxChange => ({
  table,
  key,
  op: 'upsert',
  row,
  at: (clock += 1),
});
const remove = (table: string, key: string): OutboxChange => ({ table, key, op: 'delete', at: (clock += 1) });

/** A server that stores what it is sent, keyed by table and key, and can be told to fail. */
function server(fail: (batch: Batch) => SendFailure | undefined = () => undefined) {
  const rows = new Map<string, unknown>();
  const requests: Batch[] = [];
  const send = (batch: Batch) => {
    requests.push(batch);
    const failure = fail(batch);
    if (failure !== undefined) return Promise.resolve(err(failure));
    for (const change of batch.changes) {
      const id = `${change.table}/${change.key}`;
      if (change.op === 'upsert') rows.set(id, change.row);
      else rows.delete(id);
    }
    return Promise.resolve(ok());
  };
  return { rows, requests, send };
}

describe('the outbox', () => {
  it('keeps the last word about each row', () => {
    let outbox: Outbox = [];
    outbox = enqueue(outbox, upsert('weight_entries', '2026-03-02', { kg: 80 }));
    outbox = enqueue(outbox, upsert('weight_entries', '2026-03-03', { kg: 79.8 }));
    outbox = enqueue(outbox, upsert('weight_entries', '2026-03-02', { kg: 80.4 }));
    expect(outbox.map((change) => [change.key, change.row])).toEqual([
      ['2026-03-03', { kg: 79.8 }],
      ['2026-03-02', { kg: 80.4 }],
    ]);
    outbox = enqueue(outbox, remove('weight_entries', '2026-03-03'));
    expect(outbox.map((change) => [change.key, change.op])).toEqual([
      ['2026-03-02', 'upsert'],
      ['2026-03-03', 'delete'],
    ]);
  });

  it('sends a session before its sets, each table’s upserts in one request and its deletes in another', () => {
    const outbox = [
      upsert('training_sets', 's1'),
      upsert('weight_entries', 'd1'),
      upsert('training_sessions', 'p1'),
      upsert('training_sets', 's2'),
      remove('training_sets', 's0'),
    ];
    expect(batchesOf(outbox, ORDER).map((batch) => [batch.table, batch.op, batch.changes.length])).toEqual([
      ['training_sessions', 'upsert', 1],
      ['training_sets', 'upsert', 2],
      ['training_sets', 'delete', 1],
      ['weight_entries', 'upsert', 1],
    ]);
  });
});

describe('a flush', () => {
  it('stores everything once, and sending it all again changes nothing', async () => {
    const outbox = [
      upsert('training_sessions', 'p1', { title: 'Dag 1' }),
      upsert('training_sets', 's1', { reps: 10 }),
    ];
    const backend = server();
    const report = await flush(outbox, backend.send, ORDER);
    expect(report).toMatchObject({ stopped: undefined, refused: [] });
    expect(afterFlush(outbox, report)).toEqual([]);
    // The answer was lost: the same changes are sent again, and the server still holds one row each.
    await flush(outbox, backend.send, ORDER);
    expect([...backend.rows.keys()]).toEqual(['training_sessions/p1', 'training_sets/s1']);
  });

  it('keeps everything from the failed batch on when the network fails, and sends no set before its session', async () => {
    const outbox = [upsert('training_sessions', 'p1'), upsert('training_sets', 's1')];
    const backend = server((batch) => (batch.table === 'training_sessions' ? { kind: 'retry' } : undefined));
    const report = await flush(outbox, backend.send, ORDER);
    expect(report.stopped).toBe('retry');
    expect(backend.requests.map((batch) => batch.table)).toEqual(['training_sessions']);
    expect(afterFlush(outbox, report)).toEqual(outbox);
  });

  it('takes out only the rows the server refuses, reports them, and stores the rest', async () => {
    const bad = upsert('weight_entries', '2026-03-04', { kg: 2000 });
    const outbox = [
      upsert('weight_entries', '2026-03-02', { kg: 80 }),
      bad,
      upsert('weight_entries', '2026-03-03'),
    ];
    const backend = server((batch) =>
      batch.changes.includes(bad) ? { kind: 'refused', keys: ['2026-03-04'], code: '23514' } : undefined,
    );
    const report = await flush(outbox, backend.send, ORDER);
    expect(report.refused).toEqual([{ change: bad, code: '23514' }]);
    expect(report.stored).toHaveLength(2);
    expect(backend.rows.size).toBe(2);
    expect(afterFlush(outbox, report)).toEqual([]);
  });

  it('refuses a whole batch when the server names no row, and goes on with the next table', async () => {
    const outbox = [upsert('training_sessions', 'p1'), upsert('weight_entries', 'd1')];
    const backend = server((batch) =>
      batch.table === 'training_sessions' ? { kind: 'refused', keys: [], code: '42501' } : undefined,
    );
    const report = await flush(outbox, backend.send, ORDER);
    expect(report.refused.map((entry) => entry.change.key)).toEqual(['p1']);
    expect([...backend.rows.keys()]).toEqual(['weight_entries/d1']);
  });

  it('keeps a change made to the same row while the flush ran', async () => {
    const first = upsert('weight_entries', 'd1', { kg: 80 });
    const report = await flush([first], server().send, ORDER);
    const newer = upsert('weight_entries', 'd1', { kg: 80.2 });
    expect(afterFlush(enqueue([first], newer), report)).toEqual([newer]);
  });

  it('waits longer after each failure, at most five minutes', () => {
    expect([1, 2, 3, 10, 20].map(retryDelayMs)).toEqual([2000, 4000, 8000, 300000, 300000]);
  });
});
