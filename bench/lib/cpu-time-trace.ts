/**
 * A Chrome trace with every task timed by the CPU its thread got instead of the wall clock.
 *
 * Lighthouse's simulated throttling takes each main-thread task's wall duration and multiplies it
 * by the CPU slowdown. On a shared machine a task's wall duration also holds the time the thread
 * waited while a neighbour's process ran: the same page loses ten points when the machine is busy.
 * Chrome records each trace event's thread time too (`tdur`, CPU time of that thread), so a task
 * re-timed by it is the page's own work, as the interactions section already counts a tap.
 *
 * Each top-level task (`RunTask`) is shrunk to its thread time, and everything on the same thread
 * inside it (nested slices, begin/end pairs, instants) is moved with it in proportion, so nesting
 * holds. Start times stay: what the network did and when the thread was idle do not change.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  [key: string]: unknown;
}

/** The events of `trace` with each thread's top-level tasks re-timed by their thread time. */
export function onCpuTime<Event extends TraceEvent>(trace: readonly Event[]): Event[] {
  const out = trace.map((event) => ({ ...event }));
  const byThread = new Map<string, Event[]>();
  for (const event of out) {
    const key = `${event.pid}:${event.tid}`;
    const list = byThread.get(key);
    if (list === undefined) byThread.set(key, [event]);
    else list.push(event);
  }
  for (const events of byThread.values()) {
    events.sort((a, b) => a.ts - b.ts);
    let open: { start: number; end: number; ratio: number } | undefined;
    for (const event of events) {
      if (open !== undefined && event.ts >= open.end) open = undefined;
      if (open === undefined) {
        if (!isTask(event) || event.tdur >= event.dur) continue;
        open = { start: event.ts, end: event.ts + event.dur, ratio: event.tdur / event.dur };
        event.dur = event.tdur;
        continue;
      }
      // Inside a shrunk task: keep the same place within it.
      event.ts = open.start + (event.ts - open.start) * open.ratio;
      if (event.dur !== undefined) event.dur *= open.ratio;
    }
  }
  return out;
}

function isTask(event: TraceEvent): event is TraceEvent & { dur: number; tdur: number } {
  return (
    event.name === 'RunTask' &&
    event.ph === 'X' &&
    typeof event.dur === 'number' &&
    typeof event.tdur === 'number' &&
    event.dur > 0 &&
    event.tdur >= 0
  );
}
