import { PGlite } from '@electric-sql/pglite';
import { runTransaction, type Database, type Queryable, type Row } from './database.ts';

/** Type OIDs whose text form we keep as-is, so both adapters return identical values. */
const RAW_TYPES = [20, 114, 1082, 1114, 1184, 1700, 3802];
const identity = (value: string): string => value;

/**
 * Opens PGlite persisted in `dataDir`, or in memory when it is 'memory'. PGlite has a single connection, so every
 * transaction waits for the previous one: otherwise one request's role and claims would leak
 * into another's statements.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const parsers = Object.fromEntries(RAW_TYPES.map((oid) => [oid, identity]));
  const pg = dataDir === 'memory' ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers });
  await pg.waitReady;

  const conn: Queryable = {
    async query<R extends Row>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
      const result = await pg.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
  };

  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    url: undefined,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const run = queue.then(() => runTransaction(conn, fn));
      queue = run.catch(() => undefined);
      return run;
    },
    async close(): Promise<void> {
      await queue;
      await pg.close();
    },
  };
}
