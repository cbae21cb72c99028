import { describe, expect, it } from 'vitest';

import { cardioGuideSchema, guideSchema, strengthGuideSchema } from '@/lib/content/guide-schema';

const source = {
  title: 'FYSS',
  publisher: 'Svenska Läkaresällskapet',
  year: 2021,
  url: 'https://www.fyss.se/',
};

const reviews = [{ date: new Date('2026-11-25'), note: 'faktagranskning' }];

const exercise = (name: string) => ({
  name,
  primaryMuscles: ['Sätesmuskler'],
  secondaryMuscles: ['Bålmuskler'],
  benefits: ['Starkare ben'],
  description: 'Stå stadigt och böj knäna.',
  tips: ['Knäna över tårna', 'Rak rygg'],
});

const zone = (index: number, min = 50 + index * 10) => ({
  zone: index + 1,
  name: `Zon ${index + 1}`,
  percentage: { min, max: min + 10 },
  description: 'Beskrivning',
  benefits: ['Fördel'],
  activities: ['Promenad'],
  duration: '20–60 minuter',
});

const plan = (title: string, from: number, to: number | undefined, min: number, max: number) => ({
  title,
  weeks: to === undefined ? { from } : { from, to },
  frequency: { min, max },
  structure: ['Pass 1', 'Pass 2'],
  progression: 'Öka med 5 minuter i veckan.',
});

const trainingType = (type: string) => ({
  type,
  description: 'Beskrivning',
  characteristics: ['Kännetecken'],
  examples: ['Löpning'],
  heartRate: '50–80 %',
  benefits: ['Fördel'],
});

const cardio = () => ({
  kind: 'cardio',
  title: 'Konditionsträning',
  lead: 'Ingress',
  sources: [source],
  reviews,
  trainingTypes: [trainingType('Aerob träning'), trainingType('Anaerob träning')],
  heartRateZones: [0, 1, 2, 3, 4].map((index) => zone(index)),
  plans: [plan('Nybörjare', 1, 4, 3, 4), plan('Medel', 5, 12, 4, 5), plan('Avancerad', 13, undefined, 5, 6)],
});

const paths = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('strength guide schema', () => {
  const names = ['Knäböj', 'Marklyft', 'Bänkpress', 'Chins', 'Axelpress', 'Rodd', 'Planka', 'Utfallssteg'];
  const strength = { kind: 'strength', title: 'Styrkeövningar', lead: 'Ingress', sources: [source], reviews };

  it('accepts the eight exercises', () => {
    expect(strengthGuideSchema.safeParse({ ...strength, exercises: names.map(exercise) }).success).toBe(true);
  });

  it('requires exactly eight exercises with unique names', () => {
    expect(
      paths(strengthGuideSchema.safeParse({ ...strength, exercises: names.slice(0, 7).map(exercise) })),
    ).toEqual(['exercises: exercises must list exactly 8 exercises']);
    const twice = [...names.slice(0, 7), 'Knäböj'].map(exercise);
    expect(paths(strengthGuideSchema.safeParse({ ...strength, exercises: twice }))).toEqual([
      'exercises: exercises must have unique names',
    ]);
  });

  it('names the exercise field that is missing', () => {
    const broken = names.map(exercise);
    broken[2] = { ...exercise('Bänkpress'), tips: ['Bara ett tips'] };
    expect(paths(strengthGuideSchema.safeParse({ ...strength, exercises: broken }))).toEqual([
      'exercises.2.tips: exercises[].tips must list at least 2 item(s)',
    ]);
  });
});

describe('cardio guide schema', () => {
  it('accepts five contiguous zones from 50 to 100 % and three plans', () => {
    expect(cardioGuideSchema.safeParse(cardio()).success).toBe(true);
    expect(guideSchema.safeParse(cardio()).success).toBe(true);
  });

  it('rejects a zone with the wrong range and names it', () => {
    const data = cardio();
    data.heartRateZones[3] = zone(3, 85);
    expect(paths(cardioGuideSchema.safeParse(data))).toEqual([
      'heartRateZones.3.percentage: zone 4 must cover 80–90 % of max heart rate, in order',
    ]);
  });

  it('rejects an inverted frequency', () => {
    const data = cardio();
    data.plans[1] = plan('Medel', 5, 12, 5, 4);
    expect(paths(cardioGuideSchema.safeParse(data))).toEqual([
      'plans.1.frequency: frequency.min must be ≤ frequency.max',
    ]);
  });

  it('rejects plans whose weeks overlap ("5–12" and "from 12")', () => {
    const data = cardio();
    data.plans[2] = plan('Avancerad', 12, undefined, 5, 6);
    expect(paths(cardioGuideSchema.safeParse(data))).toEqual([
      "plans.2.weeks: weeks.from must come after the previous plan's last week (12): plans must not overlap",
    ]);
  });

  it('requires a review log (the guides get a review date too)', () => {
    const withoutReviews: Record<string, unknown> = cardio();
    delete withoutReviews.reviews;
    expect(paths(cardioGuideSchema.safeParse(withoutReviews))).toEqual([
      'reviews: reviews must be a list of { date, note }',
    ]);
  });

  it('tells an unknown kind apart', () => {
    expect(guideSchema.safeParse({ ...cardio(), kind: 'yoga' }).success).toBe(false);
  });
});
