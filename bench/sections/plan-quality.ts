/**
 * `BENCH_ONLY=plan-quality npm run bench` (or `npm exec -- node bench/sections/plan-quality.ts`): the plan-quality table
 * over PLANS seeded random preferences (default 1 500), on its own, in a few seconds.
 */
import { generateMealPlan } from '../../supabase/functions/_shared/meal-plan/generate.ts';
import { formatQuality, measureQuality, randomPreferences, type GenerateFn } from '../lib/plan-quality.ts';

/** Measures the generator over `plans` seeded random preferences; Markdown. */
export function planQualitySection(plans: number): string {
  const prefs = randomPreferences(plans);
  const generate: GenerateFn = (p, o) => generateMealPlan(p, o);
  // Warm up (JIT, caches), then measure with timing.
  measureQuality(generate, prefs.slice(0, 50));
  const report = measureQuality(generate, prefs, { time: true });
  return formatQuality(report);
}

if (import.meta.main) {
  console.log(planQualitySection(Number(process.env.PLANS ?? '1500')));
}
