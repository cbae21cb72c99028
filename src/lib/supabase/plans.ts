/**
 * My plans' calls: list saved plans page by page, newest first, read them all
 * (the data export), and delete one by id. No user filter is sent: Row Level Security returns and deletes only the caller's own rows.
 */
import { err, ok } from '@shared/result.ts';

import { attempt, callError, callFailure, fetchDirect, type CallResult, type DirectAccess } from './call';
import type { AppClient } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL, sessionStorageKey } from './config';
import { freshAccessToken } from './stored-token';

export type PlanKind = 'meal' | 'workout';
const TABLES = { meal: 'meal_plans', workout: 'workout_plans' } as const;

/** Cards My plans shows per "Visa fler" (the cap is 200 per kind: never all at once). */
export const PLANS_PAGE_SIZE = 24;

/** One page of rows (unparsed) and how many rows there are in all. */
export interface PlanPage {
  rows: unknown[];
  total: number;
}

/**
 * One page of one kind, newest first, with the total count (`Prefer: count=exact`). `id` breaks
 * ties in created_at, so consecutive pages never repeat or skip a row. Rows are unparsed.
 */
export async function listPlanPage(
  kind: PlanKind,
  offset: number,
  size: number = PLANS_PAGE_SIZE,
): Promise<CallResult<PlanPage>> {
  const token = freshAccessToken(sessionStorageKey());
  if (token !== undefined) {
    const direct = await readPlanPageDirect(kind, offset, size, {
      url: SUPABASE_URL,
      anonKey: SUPABASE_ANON_KEY,
      token,
    });
    if (direct.ok) return direct;
  }
  return attempt(async (supabase) => {
    const { data, error, count } = await supabase
      .from(TABLES[kind])
      .select('*', { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(offset, offset + size - 1);
    if (error !== null) return err(callError(error));
    const rows: unknown[] = data;
    return ok({ rows, total: count ?? offset + rows.length });
  });
}

/**
 * The same page read straight from the REST API with the stored access token, as postgrest-js
 * sends it, without loading supabase-js: on a phone its evaluation alone is a long task, and My
 * plans' first screen needs nothing else from it. `listPlanPage` uses it while the stored token is
 * valid for another minute. An error when the answer is not a page (the token expired meanwhile,
 * offline, a server error): the caller then asks supabase-js, which refreshes the session, and
 * reports as before.
 */
export async function readPlanPageDirect(
  kind: PlanKind,
  offset: number,
  size: number,
  access: DirectAccess,
): Promise<CallResult<PlanPage>> {
  const query = new URLSearchParams({
    select: '*',
    order: 'created_at.desc,id.asc',
    offset: String(offset),
    limit: String(size),
  });
  const answer = await fetchDirect(access, `/rest/v1/${TABLES[kind]}?${query.toString()}`, {
    headers: { 'Accept-Profile': 'public', Prefer: 'count=exact' },
  });
  if (!answer.ok) return answer;
  const rows: unknown = await answer.value.json().catch(() => undefined);
  if (!Array.isArray(rows)) return err(callFailure('invalid', 'The answer is not a list of rows.'));
  // "0-23/57": the total after the slash ("*" when unknown).
  const total = Number(answer.value.headers.get('Content-Range')?.split('/')[1]);
  return ok({ rows, total: Number.isInteger(total) ? total : offset + rows.length });
}

/** Rows per request when reading a whole table (well under the API's max_rows of 1000). */
export const EXPORT_PAGE_SIZE = 100;

/** Rows per request when reading a log whole: its rows are small, and the API returns at most 1000. */
export const LOG_PAGE_SIZE = 1000;

/** The tables read whole, each with the column that orders its rows for stable paging. */
const ORDER_OF = {
  meal_plans: 'created_at',
  workout_plans: 'created_at',
  weight_entries: 'day',
  training_sessions: 'day',
  training_sets: 'session_id',
} as const;

/**
 * Every row of the caller's `table` (RLS returns only theirs), page by page with Range requests,
 * newest first (by the table's order column, then id or day, so pages never overlap). One request
 * is cut at the API's `max_rows` (which may be smaller than a page), so a single read would
 * silently stop there: this reads on until it has `count=exact` rows, or a page comes back empty.
 */
export async function readAllRows(
  supabase: AppClient,
  table: keyof typeof ORDER_OF,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<CallResult<unknown[]>> {
  const rows: unknown[] = [];
  const tieBreak = table === 'weight_entries' ? 'user_id' : 'id';
  for (;;) {
    const { data, error, count } = await supabase
      .from(table)
      .select('*', { count: 'exact' })
      .order(ORDER_OF[table], { ascending: false })
      .order(tieBreak, { ascending: true })
      .range(rows.length, rows.length + pageSize - 1);
    if (error !== null) return err(callError(error));
    const page: unknown[] = data;
    rows.push(...page);
    if (page.length === 0 || (count !== null && rows.length >= count)) return ok(rows);
  }
}

/**
 * Deletes one plan by id. A delete that removed no row (already gone, or not the caller's: RLS hides
 * it) is a failure, not a success.
 */
export function deletePlan(kind: PlanKind, id: string): Promise<CallResult<undefined>> {
  return attempt(async (supabase) => {
    const { error, count } = await supabase.from(TABLES[kind]).delete({ count: 'exact' }).eq('id', id);
    if (error !== null) return err(callError(error));
    return count === 1 ? ok() : err(callFailure('failed', `Deleted ${String(count)} rows.`));
  });
}
