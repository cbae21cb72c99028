import { fileURLToPath } from 'node:url';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { containsLactose } from '../../../supabase/functions/_shared/catalogue/index.ts';
import { foodMeta } from '../../../supabase/functions/_shared/catalogue/foods.ts';
import { mealsOf, type MealPlan } from '../../../supabase/functions/_shared/schemas/meal-plan.ts';
import type { anonClient } from './clients.ts';

/** The real edge functions (not the fixtures). */
export const REAL_FUNCTIONS = fileURLToPath(new URL('../../../supabase/functions', import.meta.url));

/** A clock the server and its functions read; tests move it instead of sleeping. */
export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function testClock(start = Date.now()): TestClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

/** What `functions.invoke` gave: the status and the JSON body, for 2xx and non-2xx alike. */
export interface Invoked {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Calls a function through supabase-js and reads the JSON answer whatever the status. */
export async function invoke(
  client: ReturnType<typeof anonClient>,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Invoked> {
  const result = await client.functions.invoke<Record<string, unknown>>(name, {
    body: body as Record<string, unknown>,
    headers,
  });
  const { data, response } = result;
  const error: unknown = result.error;
  if (error instanceof FunctionsHttpError) {
    const res = (error as { context: Response }).context;
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
  }
  if (error !== null) throw error instanceof Error ? error : new Error('functions.invoke failed');
  return { status: response?.status ?? 0, body: data ?? {}, headers: response?.headers ?? new Headers() };
}

/**
 * True when no meal of the plan contains a food holding lactose ("laktos": lactose-free milk,
 * yoghurt and hard cheese may be served).
 */
export function hasNoLactose(plan: MealPlan): boolean {
  return plan.every((day) =>
    mealsOf(day).every((meal) => !(meal.items ?? []).some((i) => containsLactose(foodMeta(i.food)))),
  );
}
