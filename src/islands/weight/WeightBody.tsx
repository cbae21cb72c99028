import { svIsoDay } from '@shared/format/sv-date.ts';
import { memo, useCallback, useEffect, useState } from 'react';

import { COMMON } from '@/lib/messages/common';
import { WEIGHT_LIST } from '@/lib/messages/weight';
import type { WeightTables } from '@/lib/sync/log-rows';
import type { LogChange } from '@/lib/sync/synced-log';
import type { BodyDetails, WeightSettings } from '@/lib/weight/stored-weight';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';

import { CsvSection } from './CsvSection';
import { EnergySection } from './EnergySection';
import { leaveTrendWeight, readForPage, writeBody, writeSettings, type StoredForPage } from './stored';
import { TrendSection } from './TrendSection';
import { dayText, WeighInList } from './WeighInList';
import { trendOf, type LogRow } from './view-model';

interface Props {
  rows: readonly LogRow[];
  /** The log's write: all the changes or none; false when the device's storage is full. */
  write: (changes: readonly LogChange<WeightTables>[]) => boolean;
  /** The page's stored values, read once when this part loads. */
  stored: StoredForPage;
  onStored: (stored: StoredForPage) => void;
}

/** Reads the page's stored values once (a corrupt one is removed and reported). */
export function readStoredOnce(): StoredForPage {
  const stored = readForPage();
  if (stored.discarded) toast.info(COMMON.storedValueDiscarded);
  return stored;
}

interface ListProps {
  rows: readonly LogRow[];
  write: Props['write'];
  trendOnly: boolean;
}

/**
 * The weigh-ins, with delete and "Ångra": drawn with the press that logged one, so "Spara" shows
 * the new weigh-in in its own frame (the list is 14 lines; its trend values are a pass over the log).
 */
function WeighInPartView({ rows, write, trendOnly }: ListProps) {
  const { trend } = trendOf(rows);
  // The weigh-in deleted last, until it is put back or another one is deleted.
  const [deleted, setDeleted] = useState<LogRow>();
  const remove = useCallback(
    (row: LogRow) => {
      if (!write([{ table: 'weight_entries', op: 'delete', key: row.day }])) toast.error(COMMON.storageFull);
      else setDeleted(row);
    },
    [write],
  );
  const undo = (row: LogRow) => {
    if (!write([{ table: 'weight_entries', op: 'upsert', row }])) toast.error(COMMON.storageFull);
    else setDeleted(undefined);
  };
  // Not offered once the day has a weigh-in again (putting the old one back would replace it).
  const undoLine = deleted !== undefined && !rows.some((row) => row.day === deleted.day) && (
    <p role="status" className="flex flex-wrap items-center gap-2 text-sm" data-testid="deleted-note">
      {WEIGHT_LIST.deleted(dayText(deleted.day))}
      <Button variant="ghost" onClick={() => undo(deleted)}>
        {WEIGHT_LIST.undo}
      </Button>
    </p>
  );
  if (rows.length === 0)
    return (
      <div className="grid gap-2">
        {undoLine}
        <p className="text-sm" data-testid="empty-log">
          {WEIGHT_LIST.empty}
        </p>
      </div>
    );
  return (
    <div className="grid gap-2">
      <WeighInList rows={rows} trend={trend} trendOnly={trendOnly} onDelete={remove} />
      {undoLine}
    </div>
  );
}

/** Drawn again only when the log or its settings change. */
export const WeighInPart = memo(WeighInPartView);

/**
 * The trend and the energy the trend teaches: drawn from the log as WeightEntry passes it on, the
 * trend once the frame that shows a new weigh-in in the list has been painted and the energy a frame
 * after that, so "Spara" never waits for the chart, the estimate and the table to be drawn again.
 */
function WeightAnalysisView({
  rows,
  energyRows,
  stored,
  onStored,
  withEnergy,
}: Omit<Props, 'write'> & {
  /** The log as the energy part shows it: it follows the trend's frame after a change. */
  energyRows: readonly LogRow[];
  /** False while the page is first drawn, for one frame: the trend comes first, the energy below it. */
  withEnergy: boolean;
}) {
  const [today] = useState(() => svIsoDay(new Date()));
  const { weighIns, trend } = trendOf(rows);
  const latest = trend.at(-1);

  useEffect(() => {
    leaveTrendWeight(latest === undefined ? undefined : { kg: latest.trend, date: latest.date });
  }, [latest?.trend, latest?.date]);

  // Made once per version of the stored values, so the trend and the energy part are each drawn
  // again only when what they show changes (the trend's frame does not draw the energy, nor back).
  const setSettings = useCallback(
    (settings: WeightSettings) => {
      if (!writeSettings(settings)) toast.error(COMMON.storageFull);
      onStored({ ...stored, settings });
    },
    [stored, onStored],
  );
  const setBody = useCallback(
    (body: BodyDetails) => {
      if (!writeBody(body)) toast.error(COMMON.storageFull);
      onStored({ ...stored, body });
    },
    [stored, onStored],
  );
  const { settings } = stored;
  const onTrendOnly = useCallback(
    (trendOnly: boolean) => setSettings({ ...settings, trendOnly }),
    [settings, setSettings],
  );
  if (latest === undefined) return null;

  return (
    <div className="grid gap-8">
      <TrendSection
        weighIns={weighIns}
        trend={trend}
        today={today}
        trendOnly={settings.trendOnly}
        onTrendOnly={onTrendOnly}
      />
      {withEnergy && (
        <EnergySection
          rows={energyRows}
          settings={settings}
          body={stored.body}
          plan={stored.plan}
          onSettings={setSettings}
          onBody={setBody}
        />
      )}
    </div>
  );
}

/** Drawn again only when the log it is given, the stored values or their handlers change. */
export const WeightAnalysis = memo(WeightAnalysisView);

function WeightCsvView({ rows, write }: Pick<Props, 'rows' | 'write'>) {
  return (
    <CsvSection
      rows={rows}
      importRows={(next) => write(next.map((row) => ({ table: 'weight_entries', op: 'upsert', row })))}
    />
  );
}

/** The CSV import and export, from the log as the energy part shows it. */
export const WeightCsv = memo(WeightCsvView);
