/**
 * A tap's main-thread work from its input to the frame that paints its result, read from a trace
 * of the tap: INP's window, and no more. The page marks both ends (`performance.mark`, category
 * `blink.user_timing`): `INPUT_MARK` in its first pointer event's listener, `PAINTED_MARK` in a task
 * queued from the frame callback that found the result on screen, so it runs once that frame's
 * style, layout and paint are done. Every task of the marks' thread from the one holding the input
 * mark to the one holding the painted mark counts, by the CPU its thread got (`tdur`), so a
 * neighbour's share of this shared machine does not; what the page leaves for after the paint (a
 * storage write, a summary drawn later) does not count either, as it does not in INP.
 *
 * The bench's own script in that window is not the page's, and a visitor's browser does not run it:
 * the listeners that set the marks, the frame callbacks that look for the result and the task that
 * reports it (0.9–1.8 ms a tap at full speed, 5–10 ms on the phone, in 55 traces of 2026-11-29). It
 * is found by its source, as the trace names it (every script the bench evaluates in the page is
 * named `BENCH_SCRIPT_PREFIX…`), and taken out of the figures; `bench` says how much that was.
 */
import type { TraceEvent } from './cpu-time-trace.ts';

export const INPUT_MARK = 'bench-input';
export const PAINTED_MARK = 'bench-painted';
/**
 * How the trace names the bench's own scripts: Puppeteer gives every script it evaluates a source
 * URL starting so (`pptr:evaluate;…`), and the page helpers installed before the page's scripts are
 * named the same way.
 */
export const BENCH_SCRIPT_PREFIX = 'pptr:';

/** Script run at the top of a task (handlers, timers, frame callbacks, promise jobs, module code). */
const SCRIPT = new Set([
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'EvaluateScript',
  'v8.evaluateModule',
]);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface WorkToPaint {
  /** CPU time of the window's tasks, ms, less the bench's own script. */
  mainThread: number;
  /** The bench's own script in the window (not counted in the other figures), ms. */
  bench: number;
  /** Of which script (less the bench's), and style recalculation plus layout (each outermost event once), ms. */
  script: number;
  styleLayout: number;
  /** The same tasks' wall time, ms (what a busy machine stretches), less the bench's script. */
  taskWall: number;
  /** How many tasks the window holds. */
  tasks: number;
}

const isSlice = (event: TraceEvent): event is TraceEvent & { dur: number } =>
  event.ph === 'X' && typeof event.dur === 'number';

/** A call into one of the bench's own scripts (`FunctionCall` names its function's script). */
const isBenchCall = (event: TraceEvent): boolean => {
  if (event.name !== 'FunctionCall') return false;
  const data = (event.args as { data?: { url?: unknown } } | undefined)?.data;
  return typeof data?.url === 'string' && data.url.startsWith(BENCH_SCRIPT_PREFIX);
};

/** The work between the marks in `trace`, or undefined when a mark or its task is missing. */
export function workToPaint(trace: readonly TraceEvent[]): WorkToPaint | undefined {
  const mark = (name: string) => trace.find((event) => event.name === name && event.ph !== 'X');
  const input = mark(INPUT_MARK);
  const painted = mark(PAINTED_MARK);
  if (input === undefined || painted === undefined || painted.ts < input.ts) return undefined;
  const thread = trace
    .filter(
      (event): event is TraceEvent & { dur: number } =>
        event.pid === input.pid && event.tid === input.tid && isSlice(event),
    )
    .sort((a, b) => a.ts - b.ts);
  // Outermost tasks only ('RunTask' in DevTools' own category, the scheduler's name in 'toplevel').
  const tasks: (TraceEvent & { dur: number })[] = [];
  for (const event of thread) {
    const previous = tasks.at(-1);
    if (!TASKS.has(event.name) || (previous !== undefined && event.ts < previous.ts + previous.dur)) continue;
    tasks.push(event);
  }
  const holding = (at: number) => tasks.find((task) => task.ts <= at && at <= task.ts + task.dur);
  const first = holding(input.ts);
  const last = holding(painted.ts);
  if (first === undefined || last === undefined) return undefined;
  const window = tasks.filter((task) => task.ts >= first.ts && task.ts <= last.ts);
  const cpu = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
  let script = 0;
  let styleLayout = 0;
  let bench = 0;
  let benchWall = 0;
  for (const task of window) {
    const end = task.ts + task.dur;
    // The bench's calls, outermost only (one may call another).
    let benchUntil = -Infinity;
    for (const event of thread) {
      if (event.ts < task.ts || event.ts >= end || event.ts < benchUntil || !isBenchCall(event)) continue;
      bench += cpu(event);
      benchWall += event.dur / 1000;
      benchUntil = event.ts + event.dur;
    }
    // Outermost events only: a layout forced by script is the script's.
    let coveredUntil = -Infinity;
    for (const event of thread) {
      if (event === task || event.ts < task.ts || event.ts >= end || event.ts < coveredUntil) continue;
      const kind = SCRIPT.has(event.name) ? 'script' : STYLE_LAYOUT.has(event.name) ? 'style' : undefined;
      if (kind === undefined) continue;
      if (kind === 'script') script += cpu(event);
      else styleLayout += cpu(event);
      coveredUntil = event.ts + event.dur;
    }
  }
  return {
    mainThread: window.reduce((sum, task) => sum + cpu(task), 0) - bench,
    bench,
    script: script - bench,
    styleLayout,
    taskWall: window.reduce((sum, task) => sum + task.dur / 1000, 0) - benchWall,
    tasks: window.length,
  };
}
