import { looksUnsafe } from '../../_shared/ai/untrusted.ts';
import { err, ok, type Result } from '../../_shared/result.ts';
import { parseWorkoutPlan } from '../../_shared/workout/parse.ts';
import type { WorkoutForm } from '../../_shared/schemas/workout.ts';

/** Why a model's schedule was rejected (for the log). */
export type WorkoutRejectReason =
  | 'too-long'
  | 'too-many-days'
  | 'unsafe-text'
  | 'week-without-training'
  | 'too-many-sessions'
  | 'empty-session';

/** The schedule as the product serves it, or why the model's was refused. */
export type WorkoutCheck = Result<string, WorkoutRejectReason>;

/** Longest schedule accepted, characters (the rule-based 30-day plan is about 10 000). */
const MAX_TEXT_LENGTH = 30_000;

/** Most training days a week may have, by the form's frequency. */
const MAX_SESSIONS: Record<WorkoutForm['frequency'], number> = { '2-3': 3, '4-5': 5, '6-7': 7 };

// A day heading as the parser reads it ("DAG 12:", "## Dag 12", "**Day 12**").
const DAY_NUMBER = /^[#*\s]*(?:dag|day)\s*(\d{1,3})/gimu;

/** The highest day number the text names; the parser would silently drop days past the plan. */
function lastDayNumber(text: string): number {
  return Math.max(0, ...[...text.matchAll(DAY_NUMBER)].map((m) => Number(m[1])));
}

/** Removes one surrounding ``` fence, which models add despite being asked not to. */
function unfence(text: string): string {
  const fenced = /^\s*```[a-z]*\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}

/**
 * Checks a model's schedule by parsing it with the client's own parser: every week
 * (1 for 7 days, 4 for 30) must have at least one training day and no more than the frequency
 * allows, every training day must list at least one exercise, and no day may lie past the plan's
 * end (7 or 30 days). Links and markup are refused.
 * Returns the text trimmed, with one trailing newline, as the rule-based generator writes it.
 */
export function checkWorkoutText(raw: string, form: WorkoutForm): WorkoutCheck {
  const text = unfence(raw);
  if (text.length > MAX_TEXT_LENGTH) return err('too-long');
  if (looksUnsafe(text)) return err('unsafe-text');
  if (lastDayNumber(text) > (form.duration === '30-days' ? 30 : 7)) return err('too-many-days');
  const { weeks, extraDays } = parseWorkoutPlan(text, form.duration);
  for (const day of [...weeks.flat(), ...extraDays]) {
    if (!day.isRestDay && day.exercises.length === 0) return err('empty-session');
  }
  for (const week of weeks) {
    const sessions = week.filter((d) => !d.isRestDay).length;
    if (sessions === 0) return err('week-without-training');
    if (sessions > MAX_SESSIONS[form.frequency]) return err('too-many-sessions');
  }
  return ok(`${text}\n`);
}
