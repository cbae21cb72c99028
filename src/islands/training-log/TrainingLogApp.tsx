import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';

import { COMMON } from '@/lib/messages/common';
import { TRAINING_LOG } from '@/lib/messages/training-log';
import { STORED } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored';
import { trainingLog } from '@/lib/sync/logs';
import { openSessionSchema, type OpenSession } from '@/lib/workout/open-session';
import { lastWorkoutSchema, type LastWorkout } from '@/lib/workout/stored-workout';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

import { LogSyncStatus } from '../shared/LogSyncStatus';
import { planName } from '@/lib/workout/plan-card';
import type { LogRows } from './history';
import { History } from './History';
import {
  adaptationsOf,
  equipmentOf,
  nextTrainingDay,
  plannedPerWeek,
  readPlanDays,
  type PlanDay,
} from './plan-day';
import { NoPlanCard, PlanCard } from './PlanCard';
import { Progress } from './Progress';
import { sessionChanges, startSession, summaryOf, type ExerciseSummary } from './session';
import { SessionView } from './SessionView';
import { Summary } from './Summary';

/** An open session younger than this is shown at once on opening the page; an older one is offered. */
const RESUME_AT_ONCE_MS = 6 * 60 * 60 * 1000;

interface CurrentPlan {
  stored: LastWorkout;
  days: PlanDay[];
}

interface Read<T> {
  value: T | undefined;
  discarded: boolean;
}

function readPlan(): Read<CurrentPlan> {
  const read = readStored(STORED.lastWorkout, lastWorkoutSchema);
  if (read.kind !== 'ok') return { value: undefined, discarded: read.kind === 'discarded' };
  const stored = read.value;
  return { value: { stored, days: readPlanDays(stored.workoutPlan, stored.duration) }, discarded: false };
}

function readOpen(): Read<OpenSession> {
  const read = readStored(STORED.openTrainingSession, openSessionSchema);
  return { value: read.kind === 'ok' ? read.value : undefined, discarded: read.kind === 'discarded' };
}

/** The page asked to start the plan's next session at once (the generator's and My plans' "Starta passet"). */
function askedToStart(): boolean {
  const params = new URLSearchParams(location.search);
  if (!params.has('start')) return false;
  params.delete('start');
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query === '' ? '' : `?${query}`}`);
  return true;
}

/**
 * The diary: the current plan's next session to start (or the open one to resume or throw away),
 * the session being logged, the summary after it, and the progress and history of the log.
 */
export function TrainingLogApp() {
  useEffect(() => trainingLog.start(), []);
  const view = useStore(trainingLog.$view);
  const rows: LogRows = useMemo(
    () => ({ sessions: view.rows.training_sessions, sets: view.rows.training_sets }),
    [view.rows],
  );
  const [initial] = useState(() => ({ plan: readPlan(), open: readOpen(), start: askedToStart() }));
  const plan = initial.plan.value;
  const [open, setOpen] = useState<OpenSession | undefined>(initial.open.value);
  const [showing, setShowing] = useState(
    () =>
      initial.open.value !== undefined &&
      Date.now() - Date.parse(initial.open.value.startedAt) < RESUME_AT_ONCE_MS,
  );
  const [summary, setSummary] = useState<{ session: OpenSession; items: ExerciseSummary[] }>();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const startWanted = useRef(initial.start);

  useEffect(() => {
    if (initial.plan.discarded || initial.open.discarded) toast.info(COMMON.storedValueDiscarded);
  }, [initial]);

  const next = useMemo(
    () => (plan === undefined ? undefined : nextTrainingDay(plan.days, rows.sessions)),
    [plan, rows.sessions],
  );

  /** Keeps the session on the device at every change; a full storage is told, the screen keeps it. */
  const change = (session: OpenSession) => {
    setOpen(session);
    if (!writeStored(STORED.openTrainingSession, session)) toast.error(COMMON.storageFull);
  };

  const start = () => {
    if (plan === undefined || next === undefined) return;
    const text = plan.stored.workoutPlan;
    const adaptations = adaptationsOf(text, plan.stored.form?.specificGoals);
    const equipment = equipmentOf(text, plan.stored.form?.equipment);
    change(
      startSession({
        day: next,
        rows,
        equipment,
        adaptations,
        now: new Date(),
        newId: () => crypto.randomUUID(),
      }),
    );
    setSummary(undefined);
    setShowing(true);
  };

  // "Starta passet" from the generator or My plans: start once the log has been read (suggestions
  // come from it), unless a session is already open (then it is offered instead).
  useEffect(() => {
    if (!startWanted.current || !view.ready) return;
    startWanted.current = false;
    if (open === undefined) start();
    else setShowing(true);
  });

  const finish = (session: OpenSession): boolean => {
    if (!trainingLog.write(sessionChanges(session, new Date()))) {
      toast.error(COMMON.storageFull);
      return false;
    }
    removeStored(STORED.openTrainingSession);
    const after = trainingLog.$view.get().rows;
    setSummary({
      session,
      items: summaryOf(session, { sessions: after.training_sessions, sets: after.training_sets }),
    });
    setOpen(undefined);
    setShowing(false);
    return true;
  };

  const discard = () => {
    removeStored(STORED.openTrainingSession);
    setOpen(undefined);
    setShowing(false);
    setConfirmDiscard(false);
    toast.info(TRAINING_LOG.discarded);
  };

  const discardDialog = (
    <Dialog
      open={confirmDiscard}
      onClose={() => setConfirmDiscard(false)}
      title={TRAINING_LOG.discardTitle}
      description={TRAINING_LOG.discardText}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" className="min-h-12" onClick={() => setConfirmDiscard(false)}>
          {TRAINING_LOG.cancel}
        </Button>
        <Button variant="danger" className="min-h-12" onClick={discard}>
          {TRAINING_LOG.discardConfirm}
        </Button>
      </div>
    </Dialog>
  );

  if (open !== undefined && showing) {
    return (
      <div>
        <SessionView
          session={open}
          rows={rows}
          onChange={change}
          onFinish={finish}
          onDiscard={() => setConfirmDiscard(true)}
        />
        {/* Below what the person acts on: the status arrives when the log has been read and must
            not push the session down. */}
        <LogSyncStatus log={trainingLog} noun={TRAINING_LOG.noun} />
        {discardDialog}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {summary !== undefined && (
        <Summary session={summary.session} items={summary.items} onClose={() => setSummary(undefined)} />
      )}
      {open !== undefined ? (
        <section aria-labelledby="tl-resume" className="rounded-lg border-2 border-brand-700 bg-brand-50 p-4">
          <h2 id="tl-resume" className="text-lg font-semibold text-ink">
            {TRAINING_LOG.resumeHeading}
          </h2>
          <p className="mt-1 text-ink">{open.title}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button className="min-h-12 px-6 text-base" onClick={() => setShowing(true)}>
              {TRAINING_LOG.resume}
            </Button>
            <Button
              variant="secondary"
              className="min-h-12 px-6 text-base"
              onClick={() => setConfirmDiscard(true)}
            >
              {TRAINING_LOG.discard}
            </Button>
          </div>
        </section>
      ) : (
        <PlanStart plan={plan} next={next} ready={view.ready} onStart={start} />
      )}
      <Progress rows={rows} planned={plan === undefined ? undefined : plannedPerWeek(plan.days)} />
      <History rows={rows} onDelete={(changes) => trainingLog.write(changes)} />
      {/* Last: it arrives when the log has been read, and must not push the diary down. */}
      <LogSyncStatus log={trainingLog} noun={TRAINING_LOG.noun} />
      {discardDialog}
    </div>
  );
}

function PlanStart({
  plan,
  next,
  ready,
  onStart,
}: {
  plan: CurrentPlan | undefined;
  next: PlanDay | undefined;
  ready: boolean;
  onStart: () => void;
}) {
  if (plan === undefined) return <NoPlanCard />;
  return (
    <PlanCard name={planName(plan.stored.name, plan.stored.duration)}>
      {next === undefined ? (
        <p className="mt-1 text-muted">{TRAINING_LOG.onlyRest}</p>
      ) : (
        <>
          <p className="mt-1 text-ink">{TRAINING_LOG.nextDay(next.day, next.title)}</p>
          <Button
            className="mt-3 min-h-12 w-full px-6 text-base sm:w-auto"
            disabled={!ready}
            onClick={onStart}
          >
            {TRAINING_LOG.start}
          </Button>
        </>
      )}
    </PlanCard>
  );
}
