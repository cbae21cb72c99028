import { describe, expect, it } from 'vitest';

import type { TraceEvent } from '../../../bench/lib/cpu-time-trace.ts';
import { INPUT_MARK, PAINTED_MARK, workToPaint } from '../../../bench/lib/work-to-paint.ts';

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
      script: 2.5 + 0.5,
      styleLayout: 1,
      taskWall: 6 + 5 + 1,
      tasks: 3,
    });
  });

  it('gives nothing without both marks', () => {
    expect(workToPaint(trace.filter((event) => event.name !== PAINTED_MARK))).toBeUndefined();
    expect(workToPaint(trace.filter((event) => event.name !== INPUT_MARK))).toBeUndefined();
  });
});
