import { useEffect, useRef, useState } from 'react';

import { TRAINING_LOG } from '@/lib/messages/training-log';
import type { OpenSession } from '@/lib/workout/open-session';
import { Button } from '@/ui/Button';

import { remainingSeconds } from './session';

interface Props {
  rest: NonNullable<OpenSession['rest']>;
  /** The kind of set, in words: "muskeluppbyggnad: 90 s vila". */
  label: string;
  onMore: () => void;
  onSkip: () => void;
}

const TICK_MS = 250;

/**
 * The rest after a set, counted from its stored end (so a hidden, locked or reloaded tab shows the
 * right time): a `timer` element, +15 s and "Hoppa över". The end is said in a live region and,
 * where the device can, with a vibration; a rest that ended while the page was closed is only shown.
 */
export function RestTimer({ rest, label, onMore, onSkip }: Props) {
  const [now, setNow] = useState(() => Date.now());
  // The end this timer has seen coming (it was running on screen), so only that end is announced.
  const [watching, setWatching] = useState(() => (rest.endsAt > Date.now() ? rest.endsAt : undefined));
  const left = remainingSeconds(rest.endsAt, now);

  // The second on screen. Checked four times a second, drawn once a second: a check that would
  // show the same second asks React for nothing, so a tap or a digit typed in the rest waits
  // for no redraw that changes nothing.
  const drawn = useRef(left);
  useEffect(() => {
    drawn.current = left;
  });
  useEffect(() => {
    if (rest.endsAt > Date.now()) setWatching(rest.endsAt);
    const tick = () => {
      const at = Date.now();
      if (remainingSeconds(rest.endsAt, at) !== drawn.current) setNow(at);
    };
    const timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [rest.endsAt]);

  const ended = left === 0;
  const announce = ended && watching === rest.endsAt;
  useEffect(() => {
    if (announce && 'vibrate' in navigator) navigator.vibrate([200, 100, 200]);
  }, [announce]);

  return (
    <section
      aria-labelledby="tl-rest"
      className="fixed inset-x-0 bottom-0 z-20 border-t-2 border-brand-700 bg-white px-4 py-3 shadow-lg"
      data-print-hidden
    >
      <div className="mx-auto max-w-2xl">
        <h2 id="tl-rest" className="text-sm font-semibold text-ink">
          {TRAINING_LOG.restFor(label)}
        </h2>
        <div className="mt-1 flex items-center gap-2">
          <p
            role="timer"
            aria-label={TRAINING_LOG.restHeading}
            className="flex-1 text-3xl font-bold text-brand-800 tabular-nums"
          >
            {TRAINING_LOG.restLeft(left)}
          </p>
          <Button variant="secondary" className="min-h-12 px-4 text-base" onClick={onMore}>
            {TRAINING_LOG.restMore}
          </Button>
          <Button variant="secondary" className="min-h-12 px-4 text-base" onClick={onSkip}>
            {TRAINING_LOG.restSkip}
          </Button>
        </div>
      </div>
      <p
        aria-live="assertive"
        className={ended ? 'mx-auto mt-1 max-w-2xl text-sm font-medium text-ink' : 'sr-only'}
      >
        {ended ? TRAINING_LOG.restOver : ''}
      </p>
    </section>
  );
}
