import { weightLog } from '@/lib/sync/logs';
import { WEIGHT_LOADING, WEIGHT_NOUN } from '@/lib/messages/weight-form';
import { useRevealNearScreen } from '@/ui/useRevealNearScreen';

import { LogSyncStatus } from '../shared/LogSyncStatus';
import { useAfterPaint } from './use-after-paint';
import type { StoredForPage } from './stored';
import type { LogRow } from './view-model';
import { WeighInPart, WeightAnalysis, WeightCsv } from './WeightBody';

/** The parts below the form: the trend, the energy, the list of weigh-ins, the CSV part. */
const PARTS = 4;
/**
 * About how high each part stands on a phone with a log of some weeks (px), for the stand-in of
 * those not built yet: the page's length barely moves as they come in.
 */
const STAND_IN_PX = [850, 1350, 950, 300];
/**
 * How near the stand-in comes (in screens' heights) before the next part is built: half a screen.
 * At a screen ahead a phone built the energy part at load, though it starts some 700 px below the
 * fold of Lighthouse's 412 × 823 phone.
 */
const AHEAD = 0.5;

interface Props {
  /** The log's weigh-ins, once it has been read. */
  rows: readonly LogRow[];
  ready: boolean;
  /** The page's stored values, once read. */
  stored: StoredForPage | undefined;
  onStored: (stored: StoredForPage) => void;
  write: Parameters<typeof WeighInPart>[0]['write'];
}

/**
 * Everything below the weigh-in form, loaded after the first paint: the log's sync status, then the
 * trend, the energy it teaches, the weigh-ins and the CSV part. They are built from the top down as
 * the person scrolls towards them, half a screen ahead, or at once for printing, the Tab key or the
 * browser's search (Ctrl+F): at load a phone builds the trend under the form, not the parts it
 * cannot see. Once all are in, a new weigh-in draws them again at once.
 */
export function BelowForm({ rows, ready, stored, onStored, write }: Props) {
  // The list shows a new weigh-in at once. The trend follows once the frame showing it has been
  // painted, and the energy and the CSV part once the trend's frame has (a deferred value was
  // rendered before that first frame whenever the scheduler had time before it): a phone draws
  // one of them per task, each as a startTransition update a tap can interrupt.
  const trendRows = useAfterPaint(rows, ready);
  const energyRows = useAfterPaint(trendRows, trendRows !== undefined);
  const shownReady = ready && stored !== undefined && trendRows === rows;
  const { shown, complete, rest } = useRevealNearScreen(PARTS, shownReady, AHEAD);
  // Until the log has been read the screen-high box around this is enough; an empty log's parts
  // are a few lines each.
  const standIn = shownReady && rows.length > 0 ? STAND_IN_PX.slice(shown).reduce((a, b) => a + b, 0) : 0;

  return (
    <>
      <LogSyncStatus log={weightLog} noun={WEIGHT_NOUN} />
      {stored === undefined || trendRows === undefined || energyRows === undefined || shown === 0 ? (
        <p className="text-sm text-muted" aria-live="polite">
          {WEIGHT_LOADING}
        </p>
      ) : (
        <>
          <WeightAnalysis
            rows={trendRows}
            energyRows={energyRows}
            stored={stored}
            onStored={onStored}
            withEnergy={shown >= 2}
          />
          {shown >= 3 && <WeighInPart rows={rows} write={write} trendOnly={stored.settings.trendOnly} />}
          {shown >= 4 && <WeightCsv rows={energyRows} write={write} />}
        </>
      )}
      {!complete && <div ref={rest} aria-hidden="true" style={{ minHeight: `${String(standIn)}px` }} />}
    </>
  );
}
