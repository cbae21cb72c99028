import {
  WORKOUT_DURATIONS,
  WORKOUT_EQUIPMENT,
  WORKOUT_EXPERIENCES,
  WORKOUT_FREQUENCIES,
  WORKOUT_GOALS,
  type WorkoutGoal,
} from '@shared/domain.ts';
import type { WorkoutForm } from '@shared/schemas/workout.ts';
import {
  generateWorkoutPlan,
  trainingDaysPerWeek,
  workoutPlanDescription,
  workoutPlanName,
} from '@shared/workout/generate.ts';
import { cardioOfLine } from '@shared/workout/cardio.ts';
import { parseWorkoutPlan } from '@shared/workout/parse.ts';
import { mentionsPain, recogniseSpecificGoals } from '@shared/workout/specific-goals.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Every non-empty subset of the six goals (63). */
const GOAL_SETS: WorkoutGoal[][] = Array.from({ length: 63 }, (_, mask) =>
  WORKOUT_GOALS.filter((_, i) => ((mask + 1) >> i) & 1),
);
const SPECIFIC = ['Springa ett maraton', 'Jag har ont i ryggen', 'Ömma knän', 'Tränar hemma utan utrustning'];

/** Volume of one exercise line that is not cardio: sets × reps or sets × seconds. */
function volume(line: string): number {
  if (cardioOfLine(line) !== undefined) return 0;
  const m = /:\s*(\d+)(?:\s*×\s*(\d+))?/.exec(line);
  if (!m) return 0;
  return Number(m[1]) * (m[2] === undefined ? 1 : Number(m[2]));
}

function weekVolume(days: readonly { exercises: string[] }[]): number {
  return days.reduce((sum, d) => sum + d.exercises.reduce((s, e) => s + volume(e), 0), 0);
}

/** A form with the experience and place the tests do not vary. */
const gymForm = (
  form: Omit<WorkoutForm, 'experience' | 'equipment'> & Partial<Pick<WorkoutForm, 'equipment'>>,
): WorkoutForm => ({
  experience: 'experienced',
  equipment: 'gym',
  ...form,
});

/** What the parsed plan must look like for a form; fails the test on any difference. */
function checkPlan(form: WorkoutForm) {
  const text = generateWorkoutPlan(form);
  const { weeks, extraDays } = parseWorkoutPlan(text, form.duration);
  const cardioLeaning =
    form.goals.includes('Förbättrad kondition') ||
    form.goals.includes('Viktminskning') ||
    /löp|spring|maraton|\d\s?km/i.test(form.specificGoals);
  const perWeek = { '2-3': 3, '4-5': cardioLeaning ? 5 : 4, '6-7': 6 }[form.frequency];
  expect(trainingDaysPerWeek(form.frequency, form.goals, recogniseSpecificGoals(form.specificGoals))).toBe(
    perWeek,
  );
  expect(weeks).toHaveLength(form.duration === '30-days' ? 4 : 1);
  expect(extraDays.map((d) => d.day)).toEqual(form.duration === '30-days' ? [29, 30] : []);
  // Day 29 is a Monday, always a training day; no heading line may pose as a day of its own.
  expect(extraDays[0]?.isRestDay ?? false).toBe(false);
  for (const day of extraDays) expect(day.exercises.length > 0).toBe(!day.isRestDay);
  weeks.forEach((week, w) => {
    expect(week.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => n + w * 7));
    expect(week.filter((d) => !d.isRestDay)).toHaveLength(perWeek);
    for (const day of week) {
      expect(day.exercises.length > 0).toBe(!day.isRestDay);
      expect(day.focus).not.toBe('');
      for (const e of day.exercises) {
        expect(e).not.toMatch(/uppvärmning|nedkylning/i);
        expect(e).toMatch(/: \d+( × \d+)?( s| min)?\b/);
      }
    }
  });
  // Strength, holds and stretches build for three weeks and lighten to 60–70 % in the fourth; the
  // week's cardio is held against FYSS's 150 minutes instead (below).
  if (form.duration === '30-days') {
    const [v1, v2, v3, v4] = weeks.map(weekVolume) as [number, number, number, number];
    if (v3 > 0) {
      expect(v2).toBeGreaterThan(v1);
      expect(v3).toBeGreaterThan(v2);
      expect(v4 / v3).toBeGreaterThanOrEqual(0.6);
      expect(v4 / v3).toBeLessThanOrEqual(0.7);
    }
  }
}

describe('generateWorkoutPlan → parseWorkoutPlan', () => {
  it(
    'every goal set × frequency × duration parses into the right weeks, days and training days',
    { timeout: 60_000 },
    () => {
      let plans = 0;
      for (const goals of GOAL_SETS) {
        for (const frequency of WORKOUT_FREQUENCIES) {
          for (const duration of WORKOUT_DURATIONS) {
            // Experience and place take turns; tests/unit/shared/workout-engine.test.ts crosses them all.
            const experience = WORKOUT_EXPERIENCES[plans % 2] ?? 'new';
            const equipment = WORKOUT_EQUIPMENT[plans % 3] ?? 'gym';
            checkPlan({ goals, frequency, duration, experience, equipment, specificGoals: '' });
            plans++;
          }
        }
      }
      expect(plans).toBe(63 * 3 * 2);
    },
  );

  it('so do plans adapted to specific goals', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GOAL_SETS),
        fc.constantFrom(...WORKOUT_FREQUENCIES),
        fc.constantFrom(...WORKOUT_DURATIONS),
        fc.constantFrom(...WORKOUT_EXPERIENCES),
        fc.constantFrom(...WORKOUT_EQUIPMENT),
        fc.subarray(SPECIFIC, { minLength: 1 }),
        (goals, frequency, duration, experience, equipment, specific) =>
          checkPlan({
            goals,
            frequency,
            duration,
            experience,
            equipment,
            specificGoals: specific.join(', '),
          }),
      ),
      { numRuns: 300 },
    );
  });

  it('starts each training day with a warm-up line and ends it with a cool-down line', () => {
    const text = generateWorkoutPlan(
      gymForm({
        goals: ['Allmän hälsa', 'Förbättrad flexibilitet'],
        frequency: '6-7',
        duration: '30-days',
        specificGoals: '',
      }),
    );
    const blocks = text.split(/\n(?=DAG \d+:)/).slice(1);
    expect(blocks).toHaveLength(30);
    for (const block of blocks) {
      const bullets = block.split('\n').filter((l) => l.startsWith('- '));
      if (/^DAG \d+: Vila/.test(block)) continue;
      expect(bullets[0]).toMatch(/^- Uppvärmning: /);
      expect(bullets.at(-1)).toMatch(/^- Nedkylning: /);
    }
  });
});

describe('exercise choice', () => {
  const week = (
    goals: WorkoutGoal[],
    specificGoals = '',
    frequency: WorkoutForm['frequency'] = '2-3',
    equipment: WorkoutForm['equipment'] = 'gym',
  ) =>
    parseWorkoutPlan(
      generateWorkoutPlan(gymForm({ goals, frequency, duration: '7-days', specificGoals, equipment })),
      '7-days',
    ).weeks[0] ?? [];
  const lines = (days: { exercises: string[] }[]) => days.flatMap((d) => d.exercises).join('\n');

  it('uses all eight exercises of the strength guide for an experienced person with a strength goal at a gym', () => {
    const text = lines(week(['Ökad styrka']));
    for (const name of [
      'Knäböj',
      'Marklyft',
      'Bänkpress',
      'Chins/pull-ups',
      'Militärpress',
      'Rodd',
      'Plankan',
      'Utfall',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('prescribes cardio by heart-rate zone and mobility for flexibility', () => {
    const cardio = lines(week(['Förbättrad kondition'], '', '6-7'));
    expect(cardio).toContain('zon 2 (60–70 % av maxpuls)');
    expect(cardio).toContain('zon 4 (80–90 % av maxpuls)');
    expect(cardio).toContain('zon 5 (90–100 % av maxpuls)');
    expect(week(['Förbättrad flexibilitet']).map((d) => d.title)).toContain('Rörlighet och stretching');
  });

  it('adapts to recognised specific goals', () => {
    const home = lines(week(['Ökad styrka'], '', '2-3', 'bodyweight'));
    expect(home).toContain('Armhävningar');
    expect(home).not.toMatch(/Bänkpress|Marklyft/);

    const back = lines(week(['Ökad styrka'], 'har ryggont'));
    expect(back).not.toContain('Marklyft');
    expect(back).toContain('Fågelhunden');

    const knee = lines(week(['Muskeluppbyggnad'], 'ont i knät'));
    expect(knee).not.toMatch(/^Knäböj:|^Utfall/m);
    expect(knee).toContain('Step-ups');

    const run = week(['Muskeluppbyggnad'], 'Vill klara 5 km');
    expect(run.filter((d) => d.title.startsWith('Löpning')).length).toBeGreaterThanOrEqual(2);
    expect(run.some((d) => d.title.startsWith('Muskeluppbyggnad'))).toBe(true);

    const marathon = week(['Allmän hälsa'], 'maraton i vår', '4-5');
    expect(marathon.map((d) => d.title)).toContain('Löpning – långpass i zon 2');
  });

  it('leaves the plan unchanged for text it does not recognise', () => {
    const form: WorkoutForm = gymForm({
      goals: ['Viktminskning'],
      frequency: '4-5',
      duration: '30-days',
      specificGoals: '',
    });
    const plain = generateWorkoutPlan(form);
    for (const text of ['bli gladare', 'bättre knäböj', 'orka leka med barnen', 'tränar hemma']) {
      expect(generateWorkoutPlan({ ...form, specificGoals: text })).toBe(plain);
    }
  });
});

describe('saved workout plan texts: name by duration, description from the form', () => {
  it('names and describes the plan', () => {
    const form: WorkoutForm = gymForm({
      goals: ['Viktminskning', 'Allmän hälsa'],
      frequency: '4-5',
      duration: '30-days',
      specificGoals: '',
    });
    expect(workoutPlanName('30-days')).toBe('Träningsschema 30 dagar');
    expect(workoutPlanName('7-days')).toBe('Träningsschema 7 dagar');
    expect(workoutPlanDescription(form)).toBe('Mål: Viktminskning, Allmän hälsa | Frekvens: 4-5');
    expect(workoutPlanDescription({ ...form, specificGoals: '5 km' })).toBe(
      'Mål: Viktminskning, Allmän hälsa | Frekvens: 4-5 | Specifika mål: 5 km',
    );
  });
});

describe('pain in the specific goals', () => {
  it('is read from whole words of pain and injury, not from words that hold them', () => {
    for (const text of [
      'ont i ena knät',
      'Ont i axeln',
      'skadad axel',
      'ischias',
      'smärtor i ländryggen',
      'opererad menisk',
      'det värker i höften',
    ]) {
      expect(mentionsPain(text), text).toBe(true);
    }
    for (const text of [
      'springa 5 km',
      'bättre kontroll',
      'hemma utan utrustning',
      'montera en pullup-stång',
      '',
    ]) {
      expect(mentionsPain(text), text).toBe(false);
    }
  });
});
