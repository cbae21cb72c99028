import { memo, useCallback, useMemo, useState, type ChangeEvent } from 'react';

import { alternativesFor } from '@shared/workout/library.ts';

import { TRAINING_LOG } from '@/lib/messages/training-log';
import type { OpenExercise, OpenSession, OpenSet } from '@/lib/workout/open-session';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';

import type { LogRows } from './history';
import {
  addSet,
  kgError,
  repsError,
  secondsError,
  setKey,
  swapExercise,
  toggleSetDone,
  typeInSet,
  type FieldKey,
  type SetField,
} from './session';
import { fieldId } from './SessionView';

interface Props {
  index: number;
  exercise: OpenExercise;
  equipment: OpenSession['equipment'];
  adaptations: OpenSession['adaptations'];
  rows: LogRows;
  /** Applies a change to the session as it is now (stable across renders, so unchanged cards skip rendering). */
  act: (change: (session: OpenSession) => OpenSession) => void;
  /** The messages finishing found, until their field is changed. */
  missing: ReadonlyMap<FieldKey, string>;
  edited: (key: FieldKey) => void;
}

const INPUT = '[&_input]:min-h-12 [&_input]:text-lg';
const newId = () => crypto.randomUUID();

/**
 * One exercise of the session: its target, today's suggestion and why, "Byt övning" and its sets.
 * Memoised: a change to one exercise renders that card only (a set marked done stays a small task).
 */
export const ExerciseCard = memo(function ExerciseCard({
  index,
  exercise,
  equipment,
  adaptations,
  rows,
  act,
  missing,
  edited,
}: Props) {
  const [swapping, setSwapping] = useState(false);
  const hold = exercise.target.kind === 'hold';
  const weighted = !hold && exercise.load !== 'bodyweight';
  const headingId = `tl-exercise-${String(index)}`;
  const alternatives = swapping ? alternativesFor(exercise.name, { equipment, adaptations }) : [];
  const type = useCallback(
    (set: number, field: SetField, text: string) => {
      edited(setKey(index, set, field));
      act((session) => typeInSet(session, index, set, field, text));
    },
    [edited, act, index],
  );

  // `contained` (global.css): "Klar" or a digit typed here lays out and paints this card alone.
  return (
    <li
      aria-labelledby={headingId}
      className="contained rounded-lg border border-line bg-white p-4"
      data-exercise={exercise.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {exercise.name}
          </h3>
          {exercise.planned !== exercise.name && (
            <p className="text-sm text-muted">{TRAINING_LOG.plannedWas(exercise.planned)}</p>
          )}
          <p className="text-ink">
            {TRAINING_LOG.target}:{' '}
            <span className="font-semibold">
              {exercise.target.kind === 'hold'
                ? TRAINING_LOG.targetHold(exercise.target.sets, exercise.targetAmount)
                : TRAINING_LOG.targetReps(exercise.target.sets, exercise.targetAmount)}
            </span>
            {!hold && exercise.load === 'bodyweight' && ` · ${TRAINING_LOG.bodyweight}`}
          </p>
          {exercise.note !== '' && <p className="text-sm text-muted">{exercise.note}</p>}
        </div>
        {!hold && (
          <Button
            variant="secondary"
            className="min-h-12"
            aria-expanded={swapping}
            onClick={() => setSwapping(!swapping)}
          >
            {TRAINING_LOG.swap}
          </Button>
        )}
      </div>

      {swapping && (
        <div className="mt-3 rounded-md border border-line bg-brand-50 p-3">
          <p className="font-medium text-ink">{TRAINING_LOG.swapHeading(exercise.name)}</p>
          {alternatives.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{TRAINING_LOG.swapNone}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {alternatives.map((name) => (
                <li key={name}>
                  <Button
                    variant="secondary"
                    className="min-h-12 w-full justify-start text-left"
                    onClick={() => {
                      setSwapping(false);
                      act((session) => swapExercise(session, index, name, rows, newId));
                    }}
                  >
                    {name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button variant="ghost" className="mt-2 min-h-12" onClick={() => setSwapping(false)}>
            {TRAINING_LOG.swapCancel}
          </Button>
        </div>
      )}

      {exercise.suggestedKg !== null && (
        <p className="mt-2 font-semibold text-brand-800">{TRAINING_LOG.suggestedKg(exercise.suggestedKg)}</p>
      )}
      {exercise.reason !== '' && (
        <p className="mt-1 text-sm text-ink" data-reason>
          {exercise.reason}
        </p>
      )}

      <ol className="mt-3 space-y-3">
        {exercise.sets.map((set, s) => (
          <SetRow
            key={set.id}
            index={index}
            s={s}
            set={set}
            hold={hold}
            weighted={weighted}
            exerciseName={exercise.name}
            missing={missing}
            type={type}
            act={act}
          />
        ))}
      </ol>
      <Button
        variant="ghost"
        className="mt-2 min-h-12"
        onClick={() => act((session) => addSet(session, index, newId))}
      >
        {TRAINING_LOG.addSet}
      </Button>
    </li>
  );
});

interface SetRowProps {
  index: number;
  /** The set's place in its exercise (0-based). */
  s: number;
  set: OpenSet;
  hold: boolean;
  weighted: boolean;
  exerciseName: string;
  missing: ReadonlyMap<FieldKey, string>;
  type: (set: number, field: SetField, text: string) => void;
  act: Props['act'];
}

/**
 * One set: its fields and "Klar". Memoised with handlers that last, so "Klar" or a digit typed in
 * one set draws that set only, and its fields only when their value or message changes (React
 * writes every drawn input's name and type again).
 */
const SetRow = memo(function SetRow({
  index,
  s,
  set,
  hold,
  weighted,
  exerciseName,
  missing,
  type,
  act,
}: SetRowProps) {
  const n = s + 1;
  const on = useMemo(() => {
    const typed = (field: SetField) => (event: ChangeEvent<HTMLInputElement>) =>
      type(s, field, event.currentTarget.value);
    return { seconds: typed('seconds'), kg: typed('kg'), reps: typed('reps') };
  }, [type, s]);
  /** A set's field: its message as typed, or the one finishing found (until it is changed). */
  const field = (
    name: SetField,
    label: string,
    inputMode: 'numeric' | 'decimal',
    asTyped: string | undefined,
  ) => {
    const key = setKey(index, s, name);
    return {
      id: fieldId(key),
      label,
      inputMode,
      autoComplete: 'off',
      className: INPUT,
      value: set[name],
      error: asTyped ?? missing.get(key),
      onChange: on[name],
    };
  };
  return (
    <li
      className={`grid grid-cols-[3.5rem_1fr_1fr] items-end gap-2 rounded-md p-2 ${set.done ? 'bg-brand-50' : ''}`}
      data-set={n}
    >
      <span className="pb-3 text-sm font-medium text-ink">{TRAINING_LOG.set(n)}</span>
      {hold ? (
        <Field {...field('seconds', TRAINING_LOG.secondsLabel, 'numeric', secondsError(set.seconds))} />
      ) : weighted ? (
        <Field {...field('kg', TRAINING_LOG.kgLabel, 'decimal', kgError(set.kg))} />
      ) : (
        <span className="pb-3 text-sm text-muted">{TRAINING_LOG.bodyweight}</span>
      )}
      {!hold ? (
        <Field {...field('reps', TRAINING_LOG.repsLabel, 'numeric', repsError(set.reps))} />
      ) : (
        <span />
      )}
      <Button
        variant={set.done ? 'secondary' : 'primary'}
        className="col-span-3 min-h-12 text-base"
        aria-pressed={set.done}
        aria-label={TRAINING_LOG.setDoneName(exerciseName, n)}
        onClick={() => act((session) => toggleSetDone(session, index, s, Date.now()))}
      >
        {set.done ? TRAINING_LOG.doneMark : TRAINING_LOG.done}
      </Button>
    </li>
  );
});
