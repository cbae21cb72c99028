/**
 * Energy that learns from the scale: what a person burns, estimated from what they ate and how their
 * weight moved, and the calorie goal that follows for their goal at a safe rate.
 */
import { UNDERWEIGHT_BMI, type CalculatorGoal } from '../calculator.ts';
import { MAX_DAILY_CALORIES, MIN_DAILY_CALORIES } from '../domain.ts';
import { err, ok, type Result } from '../result.ts';
import { dateOfDay, dayNumber } from '../format/calendar-day.ts';
import { fitRate, type RateFit, type WeighIn } from './trend.ts';

/**
 * Energy in a kilogram of body weight gained or lost: 7 700 kcal (3 500 kcal per pound, Wishnofsky,
 * Am J Clin Nutr 1958). The true figure depends on what the kilogram is made of and is lower early
 * in a diet, when water and glycogen go first (Hall, Int J Obes 2008): so the estimate rests on a
 * trend over weeks, never days.
 */
export const KCAL_PER_KG = 7700;

/** The estimate reads the last four weeks of weigh-ins. */
export const ESTIMATE_WINDOW_DAYS = 28;
/** …and needs at least two weeks of them, at least eight in all. */
export const MIN_ESTIMATE_DAYS = 14;
export const MIN_ESTIMATE_WEIGH_INS = 8;

/** The weekly rates a suggested goal aims at, as a share of body weight. */
export const SAFE_WEEKLY_RATE = {
  /** Loss: the lower end of the usual clinical 0.5–1 % a week. */
  loss: 0.005,
  /** Gain: the lower end of 0.25–0.5 % a week, so the gain is mostly not fat. */
  gain: 0.0025,
} as const;

/** A loss faster than this share of body weight a week over the last three weeks asks for care. */
export const FAST_LOSS_WEEKLY = 0.01;
export const FAST_LOSS_WINDOW_DAYS = 21;

export interface ExpenditureEstimate {
  /** Estimated expenditure, kcal/day. */
  kcal: number;
  /** One standard error of the estimate, kcal/day: the scatter of the weigh-ins around their line. */
  uncertaintyKcal: number;
  /** The average intake over the days of the fit, kcal/day. */
  intakeKcal: number;
  rate: RateFit;
}

export interface TooLittleData {
  /** Days from the first to the last weigh-in of the window, and the weigh-ins in it. */
  days: number;
  weighIns: number;
}

/**
 * Expenditure = intake − the energy of the weight change: with the intake steady, a loss of 0.1 kg a
 * day means the body burnt 770 kcal a day more than it got. The change is the least-squares slope of
 * the last four weeks' weigh-ins (its standard error with daily weigh-ins and 0.5 kg of scale noise
 * is about 90 kcal/day); `intakeOn` gives the intake of each day (kcal), averaged over the same days.
 */
export function estimateExpenditure(
  weighIns: readonly WeighIn[],
  intakeOn: (date: string) => number,
): Result<ExpenditureEstimate, TooLittleData> {
  const rate = fitRate(weighIns, ESTIMATE_WINDOW_DAYS);
  if (rate === undefined || rate.spanDays < MIN_ESTIMATE_DAYS || rate.weighIns < MIN_ESTIMATE_WEIGH_INS) {
    return err({ days: rate?.spanDays ?? 0, weighIns: rate?.weighIns ?? Math.min(weighIns.length, 2) });
  }
  // The change from the first to the last weigh-in comes from the intake of the days in between.
  const first = dayNumber(rate.from);
  let intake = 0;
  for (let day = first; day < first + rate.spanDays; day += 1) intake += intakeOn(dateOfDay(day));
  const intakeKcal = intake / rate.spanDays;
  return ok({
    kcal: intakeKcal - rate.kgPerDay * KCAL_PER_KG,
    uncertaintyKcal: rate.standardError * KCAL_PER_KG,
    intakeKcal,
    rate,
  });
}

/** Why no further deficit is suggested. */
export type CareReason =
  /** The last three weeks' trend falls faster than 1 % of body weight a week. */
  | 'fast-loss'
  /** The trend weight gives a BMI under 18.5 (WHO's lower bound for adults). */
  | 'underweight';

export function careReasons(weighIns: readonly WeighIn[], trendKg: number, heightCm?: number): CareReason[] {
  const reasons: CareReason[] = [];
  const recent = fitRate(weighIns, FAST_LOSS_WINDOW_DAYS);
  if (
    recent !== undefined &&
    recent.spanDays >= FAST_LOSS_WINDOW_DAYS - 1 &&
    recent.kgPerDay * 7 < -FAST_LOSS_WEEKLY * trendKg
  ) {
    reasons.push('fast-loss');
  }
  if (heightCm !== undefined && trendKg / (heightCm / 100) ** 2 < UNDERWEIGHT_BMI)
    reasons.push('underweight');
  return reasons;
}

export interface SuggestedTarget {
  /** kcal/day, rounded to 10. */
  kcal: number;
  /** The weekly change it aims at, kg (negative: a loss). */
  weeklyKg: number;
  /** No deficit is suggested for these reasons (weight loss only). */
  care: CareReason[];
  /** The goal was held at the meal plan's 1 200 or 5 000 kcal a day. */
  held: 'floor' | 'ceiling' | undefined;
}

/**
 * The calorie goal for `goal` from the estimated expenditure: loss at 0.5 % of body weight a week,
 * gain at 0.25 %, maintenance at the expenditure. Never below 1 200 kcal a day (below it nutrient
 * needs are hard to meet without supervision) and never a deficit when `care` has a reason.
 */
export function suggestTarget(input: {
  goal: CalculatorGoal;
  expenditureKcal: number;
  trendKg: number;
  care: readonly CareReason[];
}): SuggestedTarget {
  const { goal, expenditureKcal, trendKg } = input;
  const care = goal === 'weight-loss' ? [...input.care] : [];
  const perDay = (share: number) => (share * trendKg * KCAL_PER_KG) / 7;
  const aimed =
    goal === 'weight-loss' && care.length === 0
      ? expenditureKcal - perDay(SAFE_WEEKLY_RATE.loss)
      : goal === 'weight-gain'
        ? expenditureKcal + perDay(SAFE_WEEKLY_RATE.gain)
        : expenditureKcal;
  const held = aimed < MIN_DAILY_CALORIES ? 'floor' : aimed > MAX_DAILY_CALORIES ? 'ceiling' : undefined;
  const kcal = Math.round(Math.min(MAX_DAILY_CALORIES, Math.max(MIN_DAILY_CALORIES, aimed)) / 10) * 10;
  return { kcal, weeklyKg: ((kcal - expenditureKcal) * 7) / KCAL_PER_KG, care, held };
}
