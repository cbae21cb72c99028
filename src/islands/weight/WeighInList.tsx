import { svDate } from '@shared/format/sv-date.ts';
import { svNumber } from '@shared/format/sv-number.ts';
import type { TrendPoint } from '@shared/weight/trend.ts';
import { memo, useState } from 'react';

import { WEIGHT_LIST as T } from '@/lib/messages/weight';
import { Button } from '@/ui/Button';

import type { LogRow } from './view-model';

interface Props {
  rows: readonly LogRow[];
  trend: readonly TrendPoint[];
  trendOnly: boolean;
  /** Kept the same across renders, so an unchanged line is not drawn again. */
  onDelete: (row: LogRow) => void;
}

/** How many weigh-ins are listed before "Visa alla". */
const FIRST = 14;

/** "3 mars 2026" for a calendar day. */
export const dayText = (day: string) => svDate(new Date(`${day}T00:00:00Z`), { utc: true, year: true });

interface LineProps {
  row: LogRow;
  trendKg: number | undefined;
  trendOnly: boolean;
  onDelete: (row: LogRow) => void;
}

/**
 * One weigh-in: drawn again only when it, its trend or the setting changes, so a new weigh-in draws
 * its own line, not the fourteen.
 */
const WeighInLine = memo(function WeighInLine({ row, trendKg, trendOnly, onDelete }: LineProps) {
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
      <span>
        <span className="block font-medium">{dayText(row.day)}</span>
        <span className="block text-muted">
          {trendOnly
            ? T.trendOnly(trendKg === undefined ? '–' : svNumber(trendKg, 1, 1))
            : T.entry(
                svNumber(row.kg, 1, 1),
                row.waist_cm === null ? undefined : svNumber(row.waist_cm, 1),
                trendKg === undefined ? '–' : svNumber(trendKg, 1, 1),
              )}
        </span>
      </span>
      <Button variant="ghost" onClick={() => onDelete(row)} aria-label={T.deleteLabel(dayText(row.day))}>
        {T.delete}
      </Button>
    </li>
  );
});

/**
 * The weigh-ins, newest first, each with its trend and a delete button (the raw weight and waist
 * left out with "Visa bara trenden").
 */
export function WeighInList({ rows, trend, trendOnly, onDelete }: Props) {
  const [all, setAll] = useState(false);
  const trendOn = new Map(trend.map((point) => [point.date, point.trend]));
  const sorted = [...rows].sort((a, b) => (a.day < b.day ? 1 : -1));
  const listed = all ? sorted : sorted.slice(0, FIRST);
  return (
    <section aria-labelledby="weigh-ins-heading" data-testid="weigh-ins">
      <h2 id="weigh-ins-heading" className="text-lg font-semibold">
        {T.heading(rows.length)}
      </h2>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
        {listed.map((row) => (
          <WeighInLine
            key={row.day}
            row={row}
            trendKg={trendOn.get(row.day)}
            trendOnly={trendOnly}
            onDelete={onDelete}
          />
        ))}
      </ul>
      {!all && sorted.length > FIRST && (
        <Button variant="ghost" className="mt-2" onClick={() => setAll(true)}>
          {T.showAll(sorted.length)}
        </Button>
      )}
    </section>
  );
}
