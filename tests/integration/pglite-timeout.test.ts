/**
 * PGlite's statement timeout (one slow request must not freeze the server) in the server's default
 * mode, a data directory on disk: a statement past the limit answers 57014, the worker is replaced
 * from the same directory, and what was committed is there both after the replacement and after a
 * restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';

describe('PGlite in a data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'halso-pglite-test-'));
  let db: Database | undefined;
  const lines: string[] = [];
  beforeAll(async () => {
    db = await openPglite(dir, { log: (line) => lines.push(line) });
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (database: Database) =>
    (await database.transaction((tx) => tx.query<{ n: number }>('select count(*)::int as n from kept')))[0]
      ?.n;

  // Two PGlite starts (the replacement and the restart): seconds each on a busy machine.
  it(
    'cancels a statement past its timeout and keeps what was committed, across a restart',
    { timeout: 90_000 },
    async () => {
      if (db === undefined) throw new Error('PGlite did not open');
      await db.transaction((tx) => tx.exec('create table kept (n int); insert into kept values (1), (2)'));

      const started = performance.now();
      const slow = db.transaction(
        async (tx) => {
          await tx.query('insert into kept values (3)');
          return tx.query('select count(*) from generate_series(1, 100000) a, generate_series(1, 100000) b');
        },
        { statementTimeoutMs: 300 },
      );
      await expect(slow).rejects.toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      expect(performance.now() - started).toBeLessThan(5_000);
      // The next transaction runs on the new worker: the committed rows, not the abandoned insert.
      expect(await count(db)).toBe(2);
      expect(lines.some((line) => line.includes('replacing the database worker'))).toBe(true);
      await db.transaction((tx) => tx.exec('insert into kept values (4)'));

      await db.close();
      db = await openPglite(dir);
      expect(await count(db)).toBe(3);
    },
  );
});
