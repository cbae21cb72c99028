import { describe, expect, it } from 'vitest';

import { workoutPlanDescription, workoutPlanName, workoutPlanRecord } from '@/lib/workout/plan-record';
import { lastWorkoutSchema, savedWorkoutDataSchema, workoutDraftSchema } from '@/lib/workout/stored-workout';

const form = {
  goals: ['Ökad styrka', 'Allmän hälsa'] as ('Ökad styrka' | 'Allmän hälsa')[],
  frequency: '4-5' as const,
  duration: '30-days' as const,
  experience: 'new' as const,
  equipment: 'bodyweight' as const,
  specificGoals: '',
};

describe('saved workout row', () => {
  it('is named by its duration', () => {
    expect(workoutPlanName('30-days')).toBe('Träningsschema 30 dagar');
    expect(workoutPlanName('7-days')).toBe('Träningsschema 7 dagar');
  });

  it('describes goals and frequency, and specific goals only when given', () => {
    expect(workoutPlanDescription(form)).toBe('Mål: Ökad styrka, Allmän hälsa | Frekvens: 4-5');
    expect(workoutPlanDescription({ ...form, specificGoals: '   ' })).toBe(
      'Mål: Ökad styrka, Allmän hälsa | Frekvens: 4-5',
    );
    expect(workoutPlanDescription({ ...form, specificGoals: ' springa 5 km ' })).toBe(
      'Mål: Ökad styrka, Allmän hälsa | Frekvens: 4-5 | Specifika mål: springa 5 km',
    );
  });

  it('describes specific goals typed on several lines as one plain line (the database refuses line breaks)', () => {
    expect(workoutPlanDescription({ ...form, specificGoals: 'springa 5 km\r\nont i knät\u202E\n' })).toBe(
      'Mål: Ökad styrka, Allmän hälsa | Frekvens: 4-5 | Specifika mål: springa 5 km ont i knät',
    );
  });

  it('stores the text, duration, form and time as plan_data', () => {
    const record = workoutPlanRecord('DAG 1: Styrka', form, '2026-11-24T10:00:00.000Z');
    expect(record.plan_data).toEqual({
      workoutPlan: 'DAG 1: Styrka',
      duration: '30-days',
      formData: form,
      createdAt: '2026-11-24T10:00:00.000Z',
    });
  });
});

describe('reading a saved plan_data', () => {
  it('reads what the app saves', () => {
    const record = workoutPlanRecord('DAG 1: Styrka', form, '2026-11-24T10:00:00.000Z');
    expect(savedWorkoutDataSchema.parse(record.plan_data)).toEqual({
      workoutPlan: 'DAG 1: Styrka',
      duration: '30-days',
    });
  });

  it("falls back to the form's duration, and refuses a plan with neither or no text", () => {
    expect(
      savedWorkoutDataSchema.parse({ workoutPlan: 'x', formData: { duration: '7-days' } }).duration,
    ).toBe('7-days');
    expect(savedWorkoutDataSchema.safeParse({ workoutPlan: 'x' }).success).toBe(false);
    expect(savedWorkoutDataSchema.safeParse({ workoutPlan: '', duration: '7-days' }).success).toBe(false);
    expect(savedWorkoutDataSchema.safeParse({ workoutPlan: 'x', duration: '14-days' }).success).toBe(false);
    expect(savedWorkoutDataSchema.safeParse(null).success).toBe(false);
  });

  it('a draft needs a valid form and an ISO time', () => {
    const draft = { form, workoutPlan: 'DAG 1: Styrka', createdAt: '2026-11-24T10:00:00.000Z' };
    expect(workoutDraftSchema.safeParse(draft).success).toBe(true);
    expect(workoutDraftSchema.safeParse({ ...draft, form: { ...form, goals: [] } }).success).toBe(false);
    expect(workoutDraftSchema.safeParse({ ...draft, createdAt: 'igår' }).success).toBe(false);
  });

  it('reads a draft and the last plan kept before the form asked for experience and place, leaving those two to choose', () => {
    const old = { goals: form.goals, frequency: form.frequency, duration: form.duration, specificGoals: '' };
    const draft = workoutDraftSchema.parse({
      form: old,
      workoutPlan: 'DAG 1: Styrka',
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    expect(draft.form).toEqual(old);
    expect(draft.form.experience).toBeUndefined();
    const last = lastWorkoutSchema.parse({
      workoutPlan: 'DAG 1: Styrka',
      duration: '7-days',
      form: { ...old, experience: 'expert' },
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    // An unknown value is left to choose again; the plan and the rest of the form are kept.
    expect(last.form).toEqual(old);
    expect(last.form?.equipment).toBeUndefined();
    expect(lastWorkoutSchema.parse({ ...last, form }).form).toEqual(form);
    // An old saved row's formData is read as before: the schedule is all the screens need.
    expect(
      savedWorkoutDataSchema.parse({ workoutPlan: 'x', formData: { ...old, duration: '7-days' } }),
    ).toEqual({
      workoutPlan: 'x',
      duration: '7-days',
    });
  });
});
