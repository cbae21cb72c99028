/** A row as both adapters return it: text stays text, int4 is a number, bool a boolean, json stays text. */
export type Row = Record<string, unknown>;

/** One connection inside an open transaction. */
export interface Queryable {
  /** Runs one statement with `$n` parameters (values sent as text, types inferred by Postgres). */
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** How one transaction runs. */
export interface TransactionOptions {
  /**
   * PostgreSQL's `statement_timeout` for each statement of the transaction, in milliseconds; 0 or
   * absent: none. A statement past it fails with SQLSTATE 57014 and the transaction is lost.
   */
  statementTimeoutMs?: number | undefined;
}

/** PGlite or a real PostgreSQL behind one interface. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Connection string for SUPABASE_DB_URL; undefined for PGlite (no socket). */
  readonly url: string | undefined;
  /**
   * Runs `fn` between BEGIN and COMMIT. A thrown error rolls back and propagates, except
   * {@link Rollback}, which rolls back and resolves to its value. On PGlite calls are serialised.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** Thrown inside a transaction to roll it back while still answering normally (e.g. PGRST116). */
export class Rollback<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super('rollback');
    this.value = value;
  }
}

/** The fields of a Postgres error that the API layers map to HTTP. */
export interface PgError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

/** True when `e` carries a five-character SQLSTATE, i.e. came from Postgres rather than from our code. */
export function isPgError(e: unknown): e is PgError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((e as { code: string }).code)
  );
}

/** Runs BEGIN/COMMIT around `fn` on a connection, honouring {@link Rollback}. */
export async function runTransaction<T>(conn: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await conn.exec('begin');
  let result: T;
  try {
    result = await fn(conn);
  } catch (e) {
    await conn.exec('rollback');
    if (e instanceof Rollback) return e.value as T;
    throw e;
  }
  await conn.exec('commit');
  return result;
}
