import { useMemo, useState } from 'react';

import { svDate } from '@shared/format/sv-date.ts';

import { COMMON } from '@/lib/messages/common';
import { TRAINING_LOG } from '@/lib/messages/training-log';
import type { TrainingTables } from '@/lib/sync/log-rows';
import type { LogChange } from '@/lib/sync/synced-log';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

import { sessionList, type LogRows } from './history';
import { readSessionTitle } from './plan-day';
import { deleteChanges } from './session';

interface Props {
  rows: LogRows;
  /** Writes the changes to the log; false when the device's storage is full. */
  onDelete: (changes: LogChange<TrainingTables>[]) => boolean;
}

const dateOf = (day: string) => svDate(new Date(`${day}T12:00:00`), { year: true });

/** The sessions logged, newest first, each with its exercises and a delete that asks first. */
export function History({ rows, onDelete }: Props) {
  const list = useMemo(() => sessionList(rows), [rows]);
  const [pending, setPending] = useState<{ id: string; title: string; date: string }>();
  const confirm = () => {
    if (pending === undefined) return;
    if (onDelete(deleteChanges(rows, pending.id))) toast.success(TRAINING_LOG.deleted);
    else toast.error(COMMON.storageFull);
    setPending(undefined);
  };
  return (
    <section aria-labelledby="tl-history">
      <h2 id="tl-history" className="text-xl font-bold text-ink">
        {TRAINING_LOG.historyHeading}
      </h2>
      {list.length === 0 ? (
        <p className="mt-2 text-muted">{TRAINING_LOG.noHistory}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {list.map(({ session, sets }) => {
            const title = readSessionTitle(session.title).title;
            const date = dateOf(session.day);
            const exercises = [...new Set(sets.map((set) => set.exercise))];
            const done = sets.filter((set) => set.done).length;
            return (
              <li key={session.id} className="rounded-lg border border-line bg-white p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{title}</p>
                    <p className="text-sm text-muted">
                      {date}
                      {session.duration_min !== null &&
                        ` · ${String(session.duration_min).replace('.', ',')} min`}
                      {session.distance_km !== null &&
                        ` · ${String(session.distance_km).replace('.', ',')} km`}
                      {session.rpe !== null && ` · RPE ${String(session.rpe)}`}
                      {sets.length > 0 && ` · ${TRAINING_LOG.sets(done)}`}
                    </p>
                    {exercises.length > 0 && <p className="mt-1 text-sm text-ink">{exercises.join(', ')}</p>}
                  </div>
                  <Button
                    variant="secondary"
                    className="min-h-12"
                    aria-label={TRAINING_LOG.deleteSessionName(title, date)}
                    onClick={() => setPending({ id: session.id, title, date })}
                  >
                    {TRAINING_LOG.deleteSession}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={pending !== undefined}
        onClose={() => setPending(undefined)}
        title={TRAINING_LOG.deleteTitle}
        description={pending === undefined ? undefined : TRAINING_LOG.deleteText(pending.title, pending.date)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" className="min-h-12" onClick={() => setPending(undefined)}>
            {TRAINING_LOG.cancel}
          </Button>
          <Button variant="danger" className="min-h-12" onClick={confirm}>
            {TRAINING_LOG.deleteConfirm}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
