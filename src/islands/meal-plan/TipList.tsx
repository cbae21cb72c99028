import type { Tip } from '@shared/nutrition/tips.ts';

import { NUTRIENT_MESSAGES as M } from '@/lib/messages/nutrients.ts';

/**
 * The Näringsöversikt's tips for the week, each with its source; "Tar fram…" while they load
 * (`tips` undefined) and a line saying so when the week misses nothing.
 */
export function TipList({ tips }: { tips: readonly Tip[] | undefined }) {
  if (tips === undefined) {
    return (
      <p role="status" className="mt-2 text-sm text-muted">
        {M.tipsLoading}
      </p>
    );
  }
  if (tips.length === 0) return <p className="mt-2 text-sm">{M.noTips}</p>;
  return (
    <ul className="mt-2 space-y-3 text-sm">
      {tips.map((tip) => (
        <li key={tip.id} data-tip={tip.id} className="border-l-4 border-brand-600 pl-3">
          <p>{tip.text}</p>
          <p className="mt-1 text-xs text-muted">
            {M.tipSource} {tip.source}
          </p>
        </li>
      ))}
    </ul>
  );
}
