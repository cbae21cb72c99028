import { useEffect, useRef } from 'react';

import { TRAINING_LOG } from '@/lib/messages/training-log';
import type { OpenSession } from '@/lib/workout/open-session';
import { Button } from '@/ui/Button';

import type { ExerciseSummary } from './session';

interface Props {
  session: OpenSession;
  items: readonly ExerciseSummary[];
  onClose: () => void;
}

/** After "Avsluta passet": per exercise what was done, and next time's target with its reason. */
export function Summary({ session, items, onClose }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [session.id]);
  return (
    <section aria-labelledby="tl-summary" className="rounded-lg border-2 border-brand-700 bg-white p-4">
      <h2 id="tl-summary" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
        {TRAINING_LOG.summaryHeading}
      </h2>
      <p className="mt-1 text-ink">{session.title}</p>
      {session.kind === 'cardio' && session.cardio.duration !== '' && (
        <p className="mt-1 text-ink">{TRAINING_LOG.cardioDone(session.cardio.duration)}</p>
      )}
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.name} className="rounded-md bg-brand-50 p-3">
            <p className="font-semibold text-ink">{item.name}</p>
            <p className="text-sm text-ink">{TRAINING_LOG.summaryDone(item.done)}</p>
            <p className="mt-1 font-semibold text-brand-800">{item.next}</p>
            <p className="text-sm text-ink">{item.reason}</p>
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="mt-4 min-h-12" onClick={onClose}>
        {TRAINING_LOG.backToLog}
      </Button>
    </section>
  );
}
