import { describe, expect, it } from 'vitest';

import type { TraceEvent } from '../../../bench/lib/cpu-time-trace.ts';
import {
  BENCH_SCRIPT_PREFIX,
  INPUT_MARK,
  PAINTED_MARK,
  workToPaint,
} from '../../../bench/lib/work-to-paint.ts';

const slice = (name: string, ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid,
  ts,
  dur,
  tdur,
});
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'I', pid: 1, tid: 1, ts });

describe('a tap’s work from its input to the painted frame', () => {
  // Times in µs, as a trace has them.
  const trace = [
    // Before the tap: not counted.
    slice('RunTask', 0, 2_000, 2_000),
    // The input task (named as the 'toplevel' category names it, around DevTools' own): a handler
    // that forces a layout (the script's), then a layout of its own.
    slice('ThreadControllerImpl::RunTask', 10_000, 6_000, 4_000),
    slice('RunTask', 10_050, 5_900, 3_900),
    slice('EventDispatch', 10_100, 3_000, 2_500),
    mark(INPUT_MARK, 10_200),
    slice('Layout', 11_000, 1_000, 800),
    slice('UpdateLayoutTree', 13_500, 1_000, 1_000),
    // Another thread's task in between: not the page's main thread.
    slice('RunTask', 12_000, 50_000, 50_000, 2),
    // The frame and the task queued from it, which marks the paint.
    slice('RunTask', 30_000, 5_000, 3_000),
    slice('FireAnimationFrame', 30_100, 500, 500),
    slice('Paint', 31_000, 1_000, 1_000),
    slice('RunTask', 36_000, 1_000, 1_000),
    mark(PAINTED_MARK, 36_500),
    // Left for after the paint: a storage write. Not counted.
    slice('RunTask', 40_000, 9_000, 9_000),
    slice('FunctionCall', 40_100, 8_000, 8_000),
  ];

  it('counts the tasks from the input’s to the painted mark’s, by their CPU time', () => {
    const work = workToPaint(trace);
    expect(work).toEqual({
      mainThread: 4 + 3 + 1,
      bench: 0,
      script: 2.5 + 0.5,
      styleLayout: 1,
      taskWall: 6 + 5 + 1,
      tasks: 3,
    });
  });

  it('leaves out the bench’s own script: its listener, frame check and report', () => {
    const call = (ts: number, dur: number, url: string): TraceEvent => ({
      ...slice('FunctionCall', ts, dur, dur),
      args: { data: { functionName: 'f', url } },
    });
    const benchUrl = `${BENCH_SCRIPT_PREFIX}evaluate;runOnce`;
    const withBench = [
      ...trace,
      // In the input's handler: the bench's listener (0.3 ms CPU) and the page's (1 ms).
      call(10_150, 300, benchUrl),
      call(10_500, 1_000, 'http://127.0.0.1:4321/_astro/react-dom.js'),
      // The frame callback looking for the result (0.4 ms), which calls a helper of the bench's
      // (nested: counted once).
      call(30_100, 400, benchUrl),
      call(30_200, 100, `${BENCH_SCRIPT_PREFIX}bench-helpers`),
      // The report (0.2 ms).
      call(36_100, 200, benchUrl),
    ];
    const work = workToPaint(withBench);
    expect(work?.bench).toBeCloseTo(0.3 + 0.4 + 0.2);
    expect(work?.mainThread).toBeCloseTo(4 + 3 + 1 - 0.9);
    // The report is script of its own (the other two run inside the handler and the frame callback).
    expect(work?.script).toBeCloseTo(2.5 + 0.5 + 0.2 - 0.9);
    expect(work?.taskWall).toBeCloseTo(6 + 5 + 1 - 0.9);
    // The page's own call stays counted.
    expect(work?.tasks).toBe(3);
  });

  it('gives nothing without both marks', () => {
    expect(workToPaint(trace.filter((event) => event.name !== PAINTED_MARK))).toBeUndefined();
    expect(workToPaint(trace.filter((event) => event.name !== INPUT_MARK))).toBeUndefined();
  });
});
