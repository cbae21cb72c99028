/**
 * Cook mode's timer as values: it counts from a stored end time, never by decrementing, so a tab
 * in the background, a slow device or a throttled interval cannot make it run slow. Pure: every
 * function takes the time now (ms, as `Date.now()`).
 */

export interface Timer {
  /** The time set, in ms (what "Nollställ" goes back to). */
  durationMs: number;
  /** When it ends (ms since the epoch) while it runs; undefined while paused or not started. */
  endsAt: number | undefined;
  /** What is left while it does not run. */
  leftMs: number;
}

/** A timer set to `durationMs`, not started. */
export function timerOf(durationMs: number): Timer {
  return { durationMs, endsAt: undefined, leftMs: durationMs };
}

/** What is left now, never below 0. */
export function timeLeft(timer: Timer, now: number): number {
  return timer.endsAt === undefined ? timer.leftMs : Math.max(0, timer.endsAt - now);
}

export function isRunning(timer: Timer): boolean {
  return timer.endsAt !== undefined;
}

/** Whether it has run out (and was started: a timer set to 0 is not "done"). */
export function isDone(timer: Timer, now: number): boolean {
  return timeLeft(timer, now) === 0 && timer.durationMs > 0;
}

/** Starts (or resumes) it: it ends what is left from now. A finished timer starts over. */
export function startTimer(timer: Timer, now: number): Timer {
  const left = timeLeft(timer, now);
  const from = left === 0 ? timer.durationMs : left;
  return { ...timer, endsAt: now + from, leftMs: from };
}

/** Pauses it, keeping what is left. */
export function pauseTimer(timer: Timer, now: number): Timer {
  return { ...timer, endsAt: undefined, leftMs: timeLeft(timer, now) };
}

/** Back to the time set, not running. */
export function resetTimer(timer: Timer): Timer {
  return timerOf(timer.durationMs);
}

/** A time left as the clock shows it: "4:05", "15:00", "1:00:00" (seconds rounded up while counting). */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
