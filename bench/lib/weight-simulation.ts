/**
 * Simulated people for the expenditure estimate: each has a known daily expenditure (1 600–3 200
 * kcal) and eats a known intake 300–700 kcal under or over it for 28 days; the scale shows the
 * energy balance (7 700 kcal a kilogram, the estimate's own figure) plus day-to-day water noise with a
 * standard deviation of 0.5 kg. Seeded: the same seed is the same person.
 */
import { mulberry32 } from '../../supabase/functions/_shared/meal-plan/prng.ts';
import { dateOfDay, dayNumber } from '../../supabase/functions/_shared/format/calendar-day.ts';
import type { WeighIn } from '../../supabase/functions/_shared/weight/trend.ts';
import { estimateExpenditure, KCAL_PER_KG } from '../../supabase/functions/_shared/weight/energy.ts';

export const SIMULATED_DAYS = 28;
export const NOISE_SD_KG = 0.5;
const START = dayNumber('2026-01-05');

export interface SimulatedPerson {
  expenditureKcal: number;
  intakeKcal: number;
  weighIns: WeighIn[];
}

/** `weighInsPerWeek` 7: every morning; fewer: that many days of each week, chosen at random. */
export function simulatePerson(seed: number, weighInsPerWeek: number): SimulatedPerson {
  const random = mulberry32(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const expenditureKcal = 1600 + 1600 * random();
  const difference = (300 + 400 * random()) * (random() < 0.5 ? -1 : 1);
  const startKg = 55 + 55 * random();
  const weighIns: WeighIn[] = [];
  for (let week = 0; week * 7 < SIMULATED_DAYS; week += 1) {
    // The week's weigh-in days: the first `weighInsPerWeek` of a Fisher–Yates shuffle.
    const days = [0, 1, 2, 3, 4, 5, 6];
    for (let i = days.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [days[i], days[j]] = [days[j] ?? 0, days[i] ?? 0];
    }
    days.length = weighInsPerWeek;
    for (const offset of days.sort((a, b) => a - b)) {
      const day = week * 7 + offset;
      if (day >= SIMULATED_DAYS) continue;
      const kg = startKg + (difference * day) / KCAL_PER_KG + NOISE_SD_KG * gaussian();
      weighIns.push({ date: dateOfDay(START + day), kg: Math.round(kg * 10) / 10 });
    }
  }
  return { expenditureKcal, intakeKcal: expenditureKcal + difference, weighIns };
}

export interface AccuracyReport {
  people: number;
  weighInsPerWeek: number;
  /** Estimate − truth, kcal/day, one per person with an estimate. */
  errors: number[];
  /** People the estimate declined (too few weigh-ins). */
  declined: number;
}

export function measureAccuracy(people: number, weighInsPerWeek: number, firstSeed = 1): AccuracyReport {
  const errors: number[] = [];
  let declined = 0;
  for (let i = 0; i < people; i += 1) {
    const person = simulatePerson(firstSeed + i, weighInsPerWeek);
    const estimate = estimateExpenditure(person.weighIns, () => person.intakeKcal);
    if (estimate.ok) errors.push(estimate.value.kcal - person.expenditureKcal);
    else declined += 1;
  }
  return { people, weighInsPerWeek, errors, declined };
}

/** The share of people whose estimate is within ±`kcal` of the truth (declined ones count as misses). */
export function shareWithin(report: AccuracyReport, kcal: number): number {
  return report.errors.filter((error) => Math.abs(error) <= kcal).length / report.people;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}
