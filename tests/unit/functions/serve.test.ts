import { withFakeProvider } from '@shared/ai/testing/fake-provider.ts';
import { aiEnv, fakeVerifier, post } from '@shared/ai/testing/requests.ts';
import { serveGeneration, type Generation } from '@shared/generation/serve.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { memoryQuotaStore } from '@shared/quota/store.ts';
import { err, ok } from '@shared/result.ts';
import { mealPreferencesSchema } from '@shared/schemas/meal-preferences.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { createMealPlanHandler } from '../../../supabase/functions/generate-meal-plan/handler.ts';
import { LACTOSE_FREE, NOW } from '../../../supabase/functions/generate-meal-plan/test-fixtures.ts';

/**
 * Counts the runs of a schema, nested or not: zod runs a schema through `_zod.run` whether it is
 * parsed on its own or as a field of another schema.
 */
function countRuns(schema: z.ZodMiniType): () => number {
  const spy = vi.spyOn(schema._zod, 'run');
  return () => spy.mock.calls.length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the preferences are parsed once on their way', () => {
  it('by the meal function: its request schema, never again by the generator (rules path)', async () => {
    const runs = countRuns(mealPreferencesSchema);
    const handler = createMealPlanHandler({
      now: () => NOW,
      verifyUser: fakeVerifier,
      quotaStore: memoryQuotaStore(),
    });
    const response = await post(handler, { preferences: LACTOSE_FREE, seed: 1 });
    expect(response.status).toBe(200);
    expect(runs()).toBe(1);
  });

  it('by the meal function when the model fails and the rules answer', async () => {
    await withFakeProvider(async (fake) => {
      fake.answer({ kind: 'content', content: 'ingen JSON' });
      const runs = countRuns(mealPreferencesSchema);
      const handler = createMealPlanHandler({
        now: () => NOW,
        verifyUser: fakeVerifier,
        quotaStore: memoryQuotaStore(),
        log: () => undefined,
      });
      const response = await post(handler, { preferences: LACTOSE_FREE }, aiEnv(fake.baseUrl));
      expect(((await response.json()) as { source: string }).source).toBe('rules');
      expect(fake.calls).toHaveLength(1);
      expect(runs()).toBe(1);
    });
  });

  it('the generator takes preferences already parsed at the caller’s boundary', () => {
    const prefs = mealPreferencesSchema.parse(LACTOSE_FREE);
    const runs = countRuns(mealPreferencesSchema);
    expect(generateMealPlan(prefs, { startDate: new Date(NOW), seed: 1 }).ok).toBe(true);
    expect(runs()).toBe(0);
  });
});

describe('serveGeneration', () => {
  /** A toy generation whose schema turns text into a number, so a re-parse or the raw body would show. */
  const doubling = (seen: unknown[]): Generation<{ form: { n: number } }, { doubled: number }> => ({
    name: 'double',
    access: 'anyone',
    product: 'number',
    request: z.strictObject({
      form: z.object({ n: z.pipe(z.string({ error: 'Skriv ett tal' }), z.transform(Number)) }),
    }),
    form: 'form',
    ai: {
      maxTokens: 10,
      json: false,
      ask: () => ({ system: '', user: '', check: () => err('never') }),
    },
    rules(request) {
      seen.push(request);
      return request.form.n < 0
        ? err({ status: 422, body: { error: 'Negativt' } })
        : ok({ doubled: request.form.n * 2 });
    },
  });
  const serve = (seen: unknown[]) =>
    serveGeneration(doubling(seen), { verifyUser: fakeVerifier, quotaStore: memoryQuotaStore() });

  it('hands the parsed value on and answers with its source', async () => {
    const seen: unknown[] = [];
    const response = await post(serve(seen), { form: { n: '21' } });
    expect(await response.json()).toEqual({ doubled: 42, source: 'rules' });
    expect(seen).toEqual([{ form: { n: 21 } }]);
  });

  it('keys field errors by the form’s own field names, and a refusal is the function’s reply', async () => {
    const seen: unknown[] = [];
    const bad = await post(serve(seen), { form: { n: 5 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Skriv ett tal', fieldErrors: { n: 'Skriv ett tal' } });
    const refused = await post(serve(seen), { form: { n: '-1' } });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: 'Negativt' });
    expect(seen).toEqual([{ form: { n: -1 } }]);
  });
});
