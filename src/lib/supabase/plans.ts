/**
 * My plans' calls: list saved plans page by page, newest first, read them all
 * (the data export), and delete one by id. No user filter is sent: Row Level Security returns and deletes only the caller's own rows.
 */
import { getSupabase } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL, sessionStorageKey } from './config';
import { freshAccessToken } from './stored-token';

export type PlanKind = 'meal' | 'workout';
const TABLES = { meal: 'meal_plans', workout: 'workout_plans' } as const;

/** Cards My plans shows per "Visa fler" (the cap is 200 per kind: never all at once). */
export const PLANS_PAGE_SIZE = 24;

export type PageResult = { ok: true; rows: unknown[]; total: number } | { ok: false; error: unknown };

/**
 * One page of one kind, newest first, with the total count (`Prefer: count=exact`). `id` breaks
 * ties in created_at, so consecutive pages never repeat or skip a row. Rows are unparsed.
 */
export async function listPlanPage(
  kind: PlanKind,
  offset: number,
  size: number = PLANS_PAGE_SIZE,
): Promise<PageResult> {
  const token = freshAccessToken(sessionStorageKey());
  const direct =
    token === undefined
      ? undefined
      : await readPlanPageDirect(kind, offset, size, {
          url: SUPABASE_URL,
          anonKey: SUPABASE_ANON_KEY,
          token,
        });
  if (direct !== undefined) return direct;
  try {
    const supabase = await getSupabase();
    const { data, error, count } = await supabase
      .from(TABLES[kind])
      .select('*', { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(offset, offset + size - 1);
    if (error !== null) return { ok: false, error };
    const rows: unknown[] = data;
    return { ok: true, rows, total: count ?? offset + rows.length };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The same page read straight from the REST API with the stored access token, as postgrest-js
 * sends it, without loading supabase-js: on a phone its evaluation alone is a long task, and My
 * plans' first screen needs nothing else from it. `listPlanPage` uses it while the stored token is
 * valid for another minute. Undefined when the answer is not a page (the token expired meanwhile,
 * offline, a server error): the caller then asks supabase-js, which refreshes the session, and
 * reports as before.
 */
export async function readPlanPageDirect(
  kind: PlanKind,
  offset: number,
  size: number,
  access: { url: string; anonKey: string; token: string },
): Promise<PageResult | undefined> {
  const url = new URL(`${access.url}/rest/v1/${TABLES[kind]}`);
  url.searchParams.set('select', '*');
  url.searchParams.set('order', 'created_at.desc,id.asc');
  url.searchParams.set('offset', String(offset));
  url.searchParams.set('limit', String(size));
  try {
    const response = await fetch(url, {
      // The user's rows: never kept in the HTTP cache for the next person on the device.
      cache: 'no-store',
      headers: {
        apikey: access.anonKey,
        Authorization: `Bearer ${access.token}`,
        'Accept-Profile': 'public',
        Prefer: 'count=exact',
      },
    });
    if (!response.ok) return undefined;
    const rows: unknown = await response.json();
    if (!Array.isArray(rows)) return undefined;
    // "0-23/57": the total after the slash ("*" when unknown).
    const total = Number(response.headers.get('Content-Range')?.split('/')[1]);
    return { ok: true, rows, total: Number.isInteger(total) ? total : offset + rows.length };
  } catch {
    return undefined;
  }
}

/** Rows per request when reading a whole table (well under the API's max_rows of 1000). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of the caller's `table` (RLS returns only theirs), page by page with Range requests,
 * newest first. One request is cut at the API's `max_rows` (which may be smaller than a page), so
 * a single read would silently stop there: this reads on until it has `count=exact` rows, or a
 * page comes back empty.
 */
export async function readAllRows(
  table: 'meal_plans' | 'workout_plans',
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<{ ok: true; rows: unknown[] } | { ok: false; error: unknown }> {
  const supabase = await getSupabase();
  const rows: unknown[] = [];
  for (;;) {
    const { data, error, count } = await supabase
      .from(table)
      .select('*', { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(rows.length, rows.length + pageSize - 1);
    if (error !== null) return { ok: false, error };
    const page: unknown[] = data;
    rows.push(...page);
    if (page.length === 0 || (count !== null && rows.length >= count)) return { ok: true, rows };
  }
}

export type DeleteResult = { ok: true } | { ok: false; error: unknown };

/**
 * Deletes one plan by id. A delete that removed no row (already gone, or not the caller's: RLS hides
 * it) is a failure, not a success.
 */
export async function deletePlan(kind: PlanKind, id: string): Promise<DeleteResult> {
  try {
    const supabase = await getSupabase();
    const { error, count } = await supabase.from(TABLES[kind]).delete({ count: 'exact' }).eq('id', id);
    if (error !== null) return { ok: false, error };
    return count === 1 ? { ok: true } : { ok: false, error: new Error(`deleted ${String(count)} rows`) };
  } catch (error) {
    return { ok: false, error };
  }
}
