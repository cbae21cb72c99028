/**
 * My plans' calls (spec §7 "Data"): list both kinds of saved plans, newest first, and delete one by
 * id. No user filter is sent: Row Level Security returns and deletes only the caller's own rows.
 */
import { getSupabase } from './client';

export type PlanKind = 'meal' | 'workout';
const TABLES = { meal: 'meal_plans', workout: 'workout_plans' } as const;

export type ListResult = { ok: true; meal: unknown[]; workout: unknown[] } | { ok: false; error: unknown };

/** Both lists, each ordered by created_at descending; rows are returned unparsed (see lib/plans). */
export async function listPlans(): Promise<ListResult> {
  try {
    const supabase = await getSupabase();
    const [meal, workout] = await Promise.all([
      supabase.from('meal_plans').select('*').order('created_at', { ascending: false }),
      supabase.from('workout_plans').select('*').order('created_at', { ascending: false }),
    ]);
    const error = meal.error ?? workout.error;
    if (error !== null) return { ok: false, error };
    return { ok: true, meal: meal.data ?? [], workout: workout.data ?? [] };
  } catch (error) {
    return { ok: false, error };
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
