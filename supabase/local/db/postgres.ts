import pg from 'pg';
import {
  runTransaction,
  type Database,
  type Queryable,
  type Row,
  type TransactionOptions,
} from './database.ts';

const RAW_TYPES = [20, 114, 1082, 1114, 1184, 1700, 3802];

/** Opens a connection pool to a real PostgreSQL (the role must be a superuser, as `postgres` is locally). */
export function openPostgres(url: string): Database {
  const builtin = pg.types.getTypeParser.bind(pg.types) as (
    oid: number,
    format: string,
  ) => (value: string) => unknown;
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      RAW_TYPES.includes(oid)
        ? (value: string) => value
        : builtin(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
  };
  const pool = new pg.Pool({ connectionString: url, max: 8, types });
  // An idle client losing its connection must not crash the server; the next checkout reconnects.
  pool.on('error', () => undefined);

  return {
    kind: 'postgres',
    url,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const client = await pool.connect();
      const conn: Queryable = {
        async query<R extends Row>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
          const result = await client.query<R>(sql, [...params]);
          return result.rows;
        },
        async exec(sql: string): Promise<void> {
          await client.query(sql);
        },
      };
      let broken = false;
      try {
        const timeout = Math.round(options.statementTimeoutMs ?? 0);
        return await runTransaction(conn, async (tx) => {
          // Transaction-local, as PostgREST applies a role's statement_timeout.
          if (timeout > 0) {
            await tx.query("select set_config('statement_timeout', $1, true)", [`${String(timeout)}ms`]);
          }
          return fn(tx);
        });
      } catch (e) {
        broken = !(typeof e === 'object' && e !== null && 'code' in e);
        throw e;
      } finally {
        client.release(broken);
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}
