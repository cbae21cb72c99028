/**
 * The schemas of the weight page's stored values (imported only by code that loads late):
 * the page's settings on this device (the per-week intakes, the goal, "Visa bara trenden"), the
 * body details the formula needs (written by the calculator and by the page's "Dina uppgifter"),
 * and the latest trend weight the calculator offers. Each is built on its first use (`z.lazy`), not
 * when the module loads: building zod schemas is a phone's main thread's work, and a page reads
 * only some of them.
 */
import * as z from 'zod/mini';
import {
  ACTIVITY_LEVELS,
  CALCULATOR_GOALS,
  GENDERS,
  GOALS,
  MAX_DAILY_CALORIES,
  MIN_DAILY_CALORIES,
} from '@shared/domain.ts';
import { intIn, numberField, numberIn } from '@shared/schemas/fields.ts';

const calendarDay = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/u));

/**
 * What a person ate in one week (Monday to Sunday): a number of kcal a day, or how closely they
 * followed the meal plan, which the page turns into a number (see `weekIntake`).
 */
export const weekIntakeSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('kcal'),
      kcal: intIn(500, MAX_DAILY_CALORIES + 1000),
    }),
    z.object({ kind: z.literal('plan'), followed: z.enum(['full', 'partly', 'not']) }),
  ]),
);
export type WeekIntake = z.output<typeof weekIntakeSchema>;
export type PlanFollowed = Extract<WeekIntake, { kind: 'plan' }>['followed'];

export const weightSettingsSchema = z.lazy(() =>
  z.object({
    /** "Visa bara trenden": the raw weigh-ins are not shown. */
    trendOnly: z._default(z.boolean(), false),
    /** The goal the suggested calorie goal is for. */
    goal: z.optional(z.enum(CALCULATOR_GOALS)),
    /** Per week, keyed by its Monday (YYYY-MM-DD). At most a few years of weeks. */
    weeks: z._default(
      z.record(calendarDay(), weekIntakeSchema).check(z.refine((weeks) => Object.keys(weeks).length <= 520)),
      {},
    ),
  }),
);
export type WeightSettings = z.output<typeof weightSettingsSchema>;

/** Age, sex, height and activity, as the calculator takes them (its bounds). */
export const bodyDetailsSchema = z.lazy(() =>
  z.object({
    age: intIn(15, 100),
    gender: z.enum(GENDERS),
    height: numberIn(100, 250),
    activityLevel: z.enum(ACTIVITY_LEVELS),
  }),
);
export type BodyDetails = z.output<typeof bodyDetailsSchema>;

/** The latest trend weight (kg, one decimal) and the day of the weigh-in it ends on. */
export const weightTrendSchema = z.lazy(() =>
  z.object({
    kg: numberIn(20, 400),
    date: calendarDay(),
  }),
);
export type StoredTrendWeight = z.output<typeof weightTrendSchema>;

/**
 * What the weight page reads of the meal form's stored preferences (`STORED.mealPreferences`): the
 * calorie goal and the goal, checked as the meal form's own schema checks those two fields (a whole
 * number of kcal in the same range, one of the same goals), the rest left to the meal pages. So a
 * value the meal form accepts is never discarded here, and this page does not build the meal
 * form's schema (cuisines, restrictions, allergies) to read two numbers.
 */
export const planGoalSchema = z.lazy(() =>
  z.object({
    calories: numberField(
      MIN_DAILY_CALORIES,
      MAX_DAILY_CALORIES,
      // Never shown: a stored value that fails is discarded, and the page says so.
      { required: 'kcal', notNumber: 'kcal', range: 'kcal' },
      true,
    ),
    goal: z.enum(GOALS),
  }),
);
