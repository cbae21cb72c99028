/**
 * The synced log's calls to the account (./synced-log.ts): loaded only once someone is signed in,
 * so a signed-out visitor's log never loads the Supabase modules.
 */
import { err, ok } from '@shared/result.ts';

import { attempt, callFailure, settled, type CallResult } from '@/lib/supabase/call';
import { LOG_PAGE_SIZE, readAllRows } from '@/lib/supabase/plans';

/** The tables a log keeps (the typed client cannot follow a name chosen at run time). */
type LogTable = 'weight_entries';

/** Upserts the rows of `userId` (on the conflict target) or deletes theirs whose `keyColumn` is in `keys`. */
export function sendRows(
  table: string,
  userId: string,
  change:
    | { op: 'delete'; keyColumn: string; keys: readonly string[] }
    | { op: 'upsert'; onConflict: string; rows: readonly Record<string, unknown>[] },
): Promise<CallResult<undefined>> {
  return attempt(async (supabase) => {
    const from = supabase.from(table as LogTable);
    if (change.op === 'delete')
      return settled(
        (
          await from
            .delete()
            .eq('user_id', userId)
            .in(change.keyColumn as 'day', [...change.keys])
        ).error,
      );
    const rows = change.rows.map((row) => ({ ...row, user_id: userId }));
    return settled((await from.upsert(rows as never, { onConflict: change.onConflict })).error);
  });
}

/**
 * Every row of the caller's tables (RLS returns only theirs), each read through `parse`; an
 * `invalid` error when any row fails it.
 */
export function readTables<Rows>(
  tables: readonly string[],
  parse: (raw: Record<string, unknown[]>) => { rows: Rows; discarded: number },
): Promise<CallResult<Rows>> {
  return attempt(async (supabase) => {
    const raw: Record<string, unknown[]> = {};
    for (const table of tables) {
      const read = await readAllRows(supabase, table as LogTable, LOG_PAGE_SIZE);
      if (!read.ok) return read;
      raw[table] = read.value;
    }
    const { rows, discarded } = parse(raw);
    if (discarded > 0) return err(callFailure('invalid', `${discarded} rows failed their schema`));
    return ok(rows);
  });
}
