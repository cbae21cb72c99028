import type { NutrientResult, Verdict } from '@shared/nutrition/assess.ts';

/** The bar shows up to 1.5 × the reference; the reference mark sits at two thirds. */
const SCALE = 1.5;

const FILL: Record<Exclude<Verdict, 'unknown'>, string> = {
  good: 'bg-brand-600',
  // Stripes and cross-hatching tell the verdicts apart without colour.
  low: 'bg-[repeating-linear-gradient(135deg,var(--color-muted)_0_3px,transparent_3px_6px)] border border-muted',
  high: 'bg-[repeating-linear-gradient(45deg,var(--color-danger-600)_0_3px,transparent_3px_6px),repeating-linear-gradient(135deg,var(--color-danger-600)_0_3px,transparent_3px_6px)] border border-danger-600',
};

/**
 * A compact bar of amount against reference. Decorative (aria-hidden): the amount, the reference
 * and the verdict are in the table as text; the bar's pattern and the reference mark repeat them
 * for sighted users without relying on colour.
 */
export function NutrientBar({ result }: { result: NutrientResult }) {
  if (result.ratio === null || result.verdict === 'unknown') return null;
  const width = Math.min(1, result.ratio / SCALE) * 100;
  return (
    <span aria-hidden="true" className="relative mt-1 block h-2.5 w-16 rounded-sm bg-line/60 sm:w-28">
      <span
        className={`absolute inset-y-0 left-0 rounded-sm ${FILL[result.verdict]}`}
        style={{ width: `${width}%` }}
      />
      <span className="absolute -inset-y-1 left-2/3 w-0.5 bg-ink" />
    </span>
  );
}
