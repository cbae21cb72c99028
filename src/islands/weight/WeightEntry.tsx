import { svIsoDay } from '@shared/format/sv-date.ts';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useState } from 'react';

import { HUBS } from '@/lib/messages/common';
import { WEIGHT_LOADING, WEIGHT_NOUN } from '@/lib/messages/weight-form';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { useOnDemand } from '@/ui/useOnDemand';
import { useRevealInFrames } from '@/ui/useRevealInFrames';

import { loadActions, loadParts } from './load-actions';
import { LogForm } from './LogForm';
import { useAfterPaint } from './use-after-paint';
import type { StoredForPage } from './stored';
import type { LogRow } from './view-model';

/** The parts below the form, shown one more per frame when the page is first drawn. */
const PARTS_BELOW = 4;

/** The log as shown until its module has loaded: not read yet. */
const $unread = atom<{ ready: boolean; rows: { weight_entries: readonly LogRow[] } }>({
  ready: false,
  rows: { weight_entries: [] },
});

/** Writes a weigh-in to the log (one function for the page's life, so the form is not drawn again for it). */
async function save(row: LogRow): Promise<boolean | undefined> {
  const loaded = await loadParts();
  return loaded?.weightLog.write([{ table: 'weight_entries', op: 'upsert', row }]);
}

/**
 * /weight, Vikt och energi: the weigh-in form first (two taps on a phone: the last weight and today
 * are filled in, then "Spara"); the log, its trend, the energy it teaches and the CSV load after the
 * first paint.
 */
function Weight() {
  const parts = useOnDemand(loadParts);
  useEffect(() => parts?.weightLog.start(), [parts]);
  const view = useStore(parts?.weightLog.$view ?? $unread);
  const [stored, setStored] = useState<StoredForPage>();
  useEffect(() => {
    if (parts === undefined) return;
    setStored(parts.readStoredOnce());
    // The checks "Spara" runs, fetched and built for today now, so the press itself only checks and
    // writes.
    void loadActions({ quiet: true }).then((actions) => actions?.weighInSchema(svIsoDay(new Date())));
  }, [parts]);
  const rows = view.rows.weight_entries;
  // The list shows a new weigh-in at once. The trend follows once the frame showing it has been
  // painted, and the energy and the CSV part once the trend's frame has (a deferred value was
  // rendered before that first frame whenever the scheduler had time before it): a phone draws
  // one of them per task, each as a startTransition update a tap can interrupt.
  const trendRows = useAfterPaint(rows, view.ready, parts?.afterNextPaint);
  const energyRows = useAfterPaint(trendRows, trendRows !== undefined, parts?.afterNextPaint);
  const { shown } = useRevealInFrames(
    PARTS_BELOW,
    parts !== undefined && view.ready && stored !== undefined && trendRows === rows,
  );

  const write = useCallback(
    (changes: Parameters<NonNullable<typeof parts>['weightLog']['write']>[0]) =>
      parts?.weightLog.write(changes) ?? false,
    [parts],
  );

  return (
    <div className="grid max-w-2xl gap-8">
      <LogForm
        rows={view.ready && stored !== undefined ? rows : undefined}
        trendOnly={stored?.settings.trendOnly ?? false}
        save={save}
      />
      {/* Below the form, so what arrives with the log never moves the form; a screen high from the
          first paint, so it never moves the footer either. */}
      <div className="flex min-h-screen flex-col gap-8">
        {parts !== undefined && <parts.LogSyncStatus log={parts.weightLog} noun={WEIGHT_NOUN} />}
        {parts === undefined ||
        stored === undefined ||
        trendRows === undefined ||
        energyRows === undefined ||
        shown === 0 ? (
          <p className="text-sm text-muted" aria-live="polite">
            {WEIGHT_LOADING}
          </p>
        ) : (
          <>
            <parts.WeightAnalysis
              rows={trendRows}
              energyRows={energyRows}
              stored={stored}
              onStored={setStored}
              withEnergy={shown >= 2}
            />
            {shown >= 3 && (
              <parts.WeighInPart rows={rows} write={write} trendOnly={stored.settings.trendOnly} />
            )}
            {shown >= 4 && <parts.WeightCsv rows={energyRows} write={write} />}
          </>
        )}
      </div>
    </div>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to /nutrition). */
export const WeightEntry = withIslandBoundary(Weight, HUBS.nutrition);
