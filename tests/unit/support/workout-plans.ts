/** A workout form for the training log's tests (unit and journey): strength, 2–3 days a week, an experienced lifter at a gym. */
import type { generateWorkoutPlan } from '@shared/workout/generate.ts';

export const STRENGTH_FORM: Parameters<typeof generateWorkoutPlan>[0] = {
  goals: ['Ökad styrka'],
  frequency: '2-3',
  duration: '7-days',
  specificGoals: '',
  experience: 'experienced',
  equipment: 'gym',
};
