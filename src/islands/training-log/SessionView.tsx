import { useCallback, useEffect, useRef, useState } from 'react';

import { REST_LABELS, TRAINING_LOG } from '@/lib/messages/training-log';
import type { OpenSession } from '@/lib/workout/open-session';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';

import { ExerciseCard } from './ExerciseCard';
import type { LogRows } from './history';
import { RestTimer } from './RestTimer';
import {
  distanceError,
  durationError,
  extendRest,
  rpeError,
  sessionErrors,
  skipRest,
  type FieldKey,
} from './session';
import { useWakeLock } from './useWakeLock';

interface Props {
  session: OpenSession;
  rows: LogRows;
  onChange: (session: OpenSession) => void;
  /** Writes the session to the log; false when it could not be (nothing changed then). */
  onFinish: (session: OpenSession) => boolean;
  onDiscard: () => void;
}

/** The id of a field of the session, so a message can move focus to it. */
export const fieldId = (key: FieldKey) => `tl-${key.replaceAll('.', '-')}`;

/**
 * The session being logged: the warm-up, each exercise with its target, suggestion and sets, the
 * cardio fields on a cardio day, the cool-down, the rest timer and "Avsluta passet". Every change
 * is handed up at once (and kept on the device there). The screen stays on while it is open.
 */
export function SessionView({ session, rows, onChange, onFinish, onDiscard }: Props) {
  useWakeLock(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [missing, setMissing] = useState<ReadonlyMap<FieldKey, string>>(new Map());
  useEffect(() => {
    headingRef.current?.focus();
  }, [session.id]);

  const finish = () => {
    const errors = sessionErrors(session);
    if (errors.length > 0) {
      setMissing(new Map(errors));
      const [first] = errors[0] ?? [];
      if (first !== undefined) document.getElementById(fieldId(first))?.focus();
      return;
    }
    onFinish(session);
  };

  /** A field's message: as typed, or the one finishing found (until the field is changed). */
  const errorOf = (key: FieldKey, asTyped: string | undefined) => asTyped ?? missing.get(key);
  const edited = useCallback((key: FieldKey) => {
    setMissing((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  }, []);
  // The session and the handler as they are now, for the cards' stable `act`.
  const latest = useRef({ session, onChange });
  latest.current = { session, onChange };
  const act = useCallback((change: (current: OpenSession) => OpenSession) => {
    latest.current.onChange(change(latest.current.session));
  }, []);

  const cardio = session.cardio;
  const setCardio = (field: keyof typeof cardio, text: string) => {
    edited(`cardio.${field}`);
    onChange({ ...session, cardio: { ...cardio, [field]: text.slice(0, 20) } });
  };

  return (
    <div className="pb-40">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
        {TRAINING_LOG.sessionHeading(session.planDay)}: {session.title.replace(/^Dag \d+ · /u, '')}
      </h2>
      {'wakeLock' in navigator && <p className="mt-1 text-sm text-muted">{TRAINING_LOG.wakeLock}</p>}

      {session.warmUp.length > 0 && <Lines heading={TRAINING_LOG.warmUp} lines={session.warmUp} />}

      {session.notes.length > 0 && (
        <ul className="mt-4 space-y-1 rounded-md border border-line bg-white p-3 text-ink">
          {session.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}

      <ol className="mt-4 space-y-4">
        {session.exercises.map((exercise, index) => (
          <ExerciseCard
            key={`${String(index)}-${exercise.name}`}
            index={index}
            exercise={exercise}
            equipment={session.equipment}
            adaptations={session.adaptations}
            rows={rows}
            act={act}
            missing={missing}
            edited={edited}
          />
        ))}
      </ol>

      {session.kind === 'cardio' && (
        <section aria-labelledby="tl-cardio" className="mt-4 rounded-lg border border-line bg-white p-4">
          <h3 id="tl-cardio" className="text-lg font-semibold text-ink">
            {TRAINING_LOG.cardioHeading}
          </h3>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            <Field
              id={fieldId('cardio.duration')}
              label={TRAINING_LOG.durationLabel}
              inputMode="decimal"
              autoComplete="off"
              className="[&_input]:min-h-12"
              value={cardio.duration}
              error={errorOf('cardio.duration', durationError(cardio.duration))}
              onChange={(event) => setCardio('duration', event.currentTarget.value)}
            />
            <Field
              id={fieldId('cardio.distance')}
              label={TRAINING_LOG.distanceLabel}
              inputMode="decimal"
              autoComplete="off"
              className="[&_input]:min-h-12"
              value={cardio.distance}
              error={errorOf('cardio.distance', distanceError(cardio.distance))}
              onChange={(event) => setCardio('distance', event.currentTarget.value)}
            />
            <Field
              id={fieldId('cardio.rpe')}
              label={TRAINING_LOG.rpeLabel}
              hint={TRAINING_LOG.rpeHint}
              inputMode="numeric"
              autoComplete="off"
              className="[&_input]:min-h-12"
              value={cardio.rpe}
              error={errorOf('cardio.rpe', rpeError(cardio.rpe))}
              onChange={(event) => setCardio('rpe', event.currentTarget.value)}
            />
          </div>
        </section>
      )}

      {session.coolDown.length > 0 && <Lines heading={TRAINING_LOG.coolDown} lines={session.coolDown} />}

      <div className="mt-6 flex flex-wrap gap-3">
        <Button className="min-h-12 flex-1 px-6 text-base" onClick={finish}>
          {TRAINING_LOG.finish}
        </Button>
        <Button variant="secondary" className="min-h-12 px-6 text-base" onClick={onDiscard}>
          {TRAINING_LOG.discard}
        </Button>
      </div>
      {missing.size > 0 && (
        <p role="alert" className="mt-2 text-sm text-danger-600">
          {TRAINING_LOG.fixFields}
        </p>
      )}

      {session.rest !== null && (
        <RestTimer
          rest={session.rest}
          label={REST_LABELS[session.rest.kind]}
          onMore={() => onChange(extendRest(session, Date.now()))}
          onSkip={() => onChange(skipRest(session))}
        />
      )}
    </div>
  );
}

function Lines({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <div className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
      <p className="font-semibold">
        {heading} <span className="font-normal">({TRAINING_LOG.notLogged})</span>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line.replace(/^(Uppvärmning|Nedkylning):\s*/iu, '')}</li>
        ))}
      </ul>
    </div>
  );
}
