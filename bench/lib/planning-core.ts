/**
 * Loads the planning core from `supabase/functions/_shared/` at run time, so the benchmark keeps
 * working (and says what is missing) while those modules are still being written.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { REPO } from './site.ts';

const SHARED = join(REPO, 'supabase', 'functions', '_shared');

type Loaded<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Imports `supabase/functions/_shared/<file>` and returns its function export `name`, or why not. */
export async function sharedFunction<F extends (...args: never[]) => unknown>(
  file: string,
  name: string,
): Promise<Loaded<F>> {
  const path = join(SHARED, file);
  if (!existsSync(path)) return { ok: false, reason: `supabase/functions/_shared/${file} does not exist` };
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  } catch (error) {
    return { ok: false, reason: `supabase/functions/_shared/${file} does not load: ${firstLine(error)}` };
  }
  const value = module[name];
  if (typeof value !== 'function') {
    return { ok: false, reason: `supabase/functions/_shared/${file} has no function export ${name}` };
  }
  return { ok: true, value: value as F };
}

/** The first line of an error's message. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/** A fixed Monday, so every run plans the same week (the generators take "now" as input). */
export const START_DATE = new Date('2026-11-23T08:00:00Z');

/** Meal preferences as the form sends them. */
export const MEAL_PREFERENCES = [
  {
    calories: 2000,
    dietType: 'balanced',
    cuisine: ['swedish', 'italian'],
    goal: 'maintenance',
    restrictions: '',
    includeSnacks: true,
  },
  {
    calories: 2600,
    dietType: 'vegetarian',
    cuisine: ['asian', 'indian', 'mediterranean'],
    goal: 'muscle-gain',
    restrictions: 'laktos, nötter',
    includeSnacks: false,
  },
  {
    calories: 1600,
    dietType: 'high-protein',
    cuisine: ['international'],
    goal: 'weight-loss',
    restrictions: 'gluten',
    includeSnacks: true,
  },
] as const;

/** Workout forms after validation: goals, frequency, duration, experience, place, specific goals. */
export const WORKOUT_FORMS = [
  {
    goals: ['Muskeluppbyggnad', 'Ökad styrka'],
    frequency: '4-5',
    duration: '30-days',
    experience: 'experienced',
    equipment: 'gym',
    specificGoals: '',
  },
  {
    goals: ['Viktminskning', 'Förbättrad kondition'],
    frequency: '2-3',
    duration: '7-days',
    experience: 'new',
    equipment: 'dumbbells',
    specificGoals: 'ont i knät',
  },
  {
    goals: ['Allmän hälsa'],
    frequency: '6-7',
    duration: '30-days',
    experience: 'new',
    equipment: 'bodyweight',
    specificGoals: 'springa 5 km',
  },
] as const;
