import type { Assessment } from '@shared/nutrition/assess.ts';
import {
  NUTRIENT_LABELS,
  NUTRIENT_MESSAGES as M,
  REFERENCE_PREFIX,
  VERDICT_LABELS,
} from '@/lib/messages/nutrients.ts';
import { formatAmount } from './format-nutrient.ts';
import { NutrientBar } from './NutrientBar.tsx';

/**
 * One view (a day or the week) as a table: nutrient, amount, reference, verdict with a bar. On a
 * phone the reference goes under the amount, so the three columns fit the screen (no column is
 * left to scroll to).
 */
export function NutrientTable({ assessment, caption }: { assessment: Assessment; caption: string }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-ink/20">
            <th scope="col" className="py-2 pr-2 font-semibold sm:pr-4">
              {M.columns.nutrient}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold sm:pr-4">
              {M.columns.amount}
            </th>
            <th scope="col" className="hidden py-2 pr-4 font-semibold sm:table-cell">
              {M.columns.reference}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold sm:pr-4">
              {M.columns.verdict}
            </th>
          </tr>
        </thead>
        <tbody>
          {assessment.nutrients.map((n) => {
            const verdict = VERDICT_LABELS[n.verdict];
            const reference = `${REFERENCE_PREFIX[n.reference.kind]} ${formatAmount(n.reference.value, n.reference.unit)}`;
            return (
              <tr key={n.id} className="border-b border-line align-top" data-nutrient={n.id}>
                <th scope="row" className="py-2 pr-2 font-normal sm:pr-4">
                  {NUTRIENT_LABELS[n.id]}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums sm:pr-4">
                  {n.amount === null ? M.unknown : formatAmount(n.amount, n.reference.unit)}
                  <span className="block text-xs text-muted sm:hidden">{reference}</span>
                </td>
                <td className="hidden py-2 pr-4 text-muted sm:table-cell">{reference}</td>
                <td className="py-2 pr-2 sm:pr-4">
                  <span className={n.verdict === 'good' || n.verdict === 'unknown' ? '' : 'font-semibold'}>
                    <span aria-hidden="true">{verdict.symbol} </span>
                    {verdict.text}
                  </span>
                  <NutrientBar result={n} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
