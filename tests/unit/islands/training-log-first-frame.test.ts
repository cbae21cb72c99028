import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { generateWorkoutPlan } from '@shared/workout/generate.ts';

import { MemoryStorage } from '../support/memory-storage';
import { STRENGTH_FORM } from '../support/workout-plans';

import { firstFrame, storedPlanName } from '@/islands/training-log/first-frame';
import { lastWorkoutSchema } from '@/lib/workout/stored-workout';

const FORM = { ...STRENGTH_FORM, duration: '30-days' } as const;
/** A current plan as the generator keeps it (with its form), and as Visa in My plans does (with a name). */
const GENERATED = {
  workoutPlan: generateWorkoutPlan(FORM),
  duration: '30-days',
  form: FORM,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const OPENED = {
  workoutPlan: GENERATED.workoutPlan,
  duration: '7-days',
  name: 'Mitt höstschema',
  createdAt: 'x',
};

describe("the diary's first frame, before its code has loaded", () => {
  let local: MemoryStorage;
  beforeEach(() => {
    local = new MemoryStorage();
    globalThis.localStorage = local;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('names a stored plan as the diary does: its own name, else its length', () => {
    expect(lastWorkoutSchema.safeParse(GENERATED).success).toBe(true);
    expect(lastWorkoutSchema.safeParse(OPENED).success).toBe(true);
    expect(storedPlanName(GENERATED)).toBe('Träningsschema 30 dagar');
    expect(storedPlanName(OPENED)).toBe('Mitt höstschema');
    expect(storedPlanName({ ...OPENED, name: undefined })).toBe('Träningsschema 7 dagar');
  });

  it('shows nothing of a value that is not a stored plan (the diary discards it and says so)', () => {
    const malformed: unknown[] = [
      null,
      'Dag 1',
      [GENERATED],
      { ...GENERATED, workoutPlan: '' },
      { ...GENERATED, workoutPlan: 'x'.repeat(200_001) },
      { ...GENERATED, workoutPlan: 42 },
      { ...GENERATED, duration: '14-days' },
      { ...GENERATED, duration: 'toString' },
      { ...GENERATED, name: 7 },
      { ...GENERATED, name: 'x'.repeat(501) },
      { ...GENERATED, createdAt: undefined },
      { ...GENERATED, createdAt: 'x'.repeat(65) },
    ];
    for (const value of malformed) {
      expect(storedPlanName(value), JSON.stringify(value).slice(0, 80)).toBeUndefined();
      expect(lastWorkoutSchema.safeParse(value).success).toBe(false);
    }
  });

  it('the plan card, the no-plan card, or (a session open, a stored plan not right) the diary decides', () => {
    expect(firstFrame()).toEqual({ kind: 'no-plan' });
    local.setItem('hp:last-workout', JSON.stringify(GENERATED));
    expect(firstFrame()).toEqual({ kind: 'plan', name: 'Träningsschema 30 dagar' });
    local.setItem('hp:open-training-session', '{}');
    expect(firstFrame()).toBeUndefined();
    local.removeItem('hp:open-training-session');
    local.setItem('hp:last-workout', '{not json');
    expect(firstFrame()).toBeUndefined();
    // Only looked at: the diary's own read with its schema decides whether the value is kept.
    expect(local.getItem('hp:last-workout')).toBe('{not json');
  });
});
