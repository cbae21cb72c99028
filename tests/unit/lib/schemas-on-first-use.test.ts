import { describe, expect, it, vi } from 'vitest';

/** How many zod schemas of the kinds these modules build have been made. */
const built = vi.hoisted(() => ({ count: 0 }));

vi.mock('zod/mini', async (importOriginal) => {
  const z = await importOriginal<typeof import('zod/mini')>();
  const counted =
    <A extends unknown[], R>(make: (...args: A) => R) =>
    (...args: A): R => {
      built.count += 1;
      return make(...args);
    };
  return {
    ...z,
    object: counted(z.object),
    array: counted(z.array),
    union: counted(z.union),
    discriminatedUnion: counted(z.discriminatedUnion),
  };
});

/**
 * The logs' rows, the weight page's and the training diary's stored values and the stored token are read through zod
 * schemas, built on their first use: loading the code that holds them (the weight page's log loads
 * after the first paint) builds none, since building zod schemas was most of what loading that
 * code cost a phone's main thread.
 */
describe('schemas built on first use', () => {
  it('loading the logs, the weight page’s and the diary’s stored values and the token reader builds no schema', async () => {
    const rows = await import('@/lib/sync/log-rows');
    await import('@/lib/sync/logs');
    const stored = await import('@/lib/weight/stored-weight');
    const token = await import('@/lib/supabase/stored-token');
    const workout = await import('@/lib/workout/stored-workout');
    const session = await import('@/lib/workout/open-session');
    expect(built.count).toBe(0);

    // Used, each reads as before.
    expect(rows.weighInRowSchema.safeParse({ day: '2026-03-02', kg: '81.4', waist_cm: null })).toEqual({
      success: true,
      data: { day: '2026-03-02', kg: 81.4, waist_cm: null },
    });
    expect(rows.weighInRowSchema.safeParse({ day: '2026-03-02', kg: 401, waist_cm: null }).success).toBe(
      false,
    );
    expect(built.count).toBeGreaterThan(0);
    expect(stored.weightSettingsSchema.parse({})).toEqual({ trendOnly: false, weeks: {} });
    expect(
      stored.weightSettingsSchema.safeParse({ weeks: { '2026-03-02': { kind: 'kcal', kcal: 100 } } }).success,
    ).toBe(false);
    expect(rows.trainingSetRowSchema.safeParse({}).success).toBe(false);
    expect(token.freshAccessToken('no-such-key')).toBeUndefined();
    expect(workout.lastWorkoutSchema.safeParse({ workoutPlan: 'Dag 1', duration: '7' }).success).toBe(false);
    expect(session.openSessionSchema.safeParse({}).success).toBe(false);
  });
});
