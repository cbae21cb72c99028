import { svIsoDay } from '@shared/format/sv-date.ts';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useState } from 'react';

import { HUBS } from '@/lib/messages/common';
import { WEIGHT_LOADING } from '@/lib/messages/weight-form';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { useOnDemand } from '@/ui/useOnDemand';

import { loadActions, loadParts } from './load-actions';
import { LogForm } from './LogForm';
import type { StoredForPage } from './stored';
import type { LogRow } from './view-model';

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
        {parts === undefined ? (
          <p className="text-sm text-muted" aria-live="polite">
            {WEIGHT_LOADING}
          </p>
        ) : (
          <parts.BelowForm
            rows={rows}
            ready={view.ready}
            stored={stored}
            onStored={setStored}
            write={write}
          />
        )}
      </div>
    </div>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to /nutrition). */
export const WeightEntry = withIslandBoundary(Weight, HUBS.nutrition);
