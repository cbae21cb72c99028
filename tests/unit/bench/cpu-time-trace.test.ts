import { describe, expect, it } from 'vitest';

import { onCpuTime, type TraceEvent } from '../../../bench/lib/cpu-time-trace.ts';

const event = (name: string, ts: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 1,
  ts,
  ...extra,
});

describe('a trace re-timed by the CPU each thread got', () => {
  it('shrinks a task to its thread time and moves what ran inside it along', () => {
    const trace = [
      // 100 ms on the clock, 40 ms of it on the CPU: the rest a neighbour's.
      event('RunTask', 1000, { dur: 100, tdur: 40 }),
      event('v8.evaluateModule', 1050, { dur: 20, tdur: 8 }),
      event('Layout', 1080, { ph: 'B' }),
      event('Layout', 1090, { ph: 'E' }),
      // After the task, on the same thread: where it was.
      event('RunTask', 1200, { dur: 10, tdur: 10 }),
    ];
    const out = onCpuTime(trace);
    expect(out[0]).toMatchObject({ ts: 1000, dur: 40 });
    expect(out[1]).toMatchObject({ ts: 1020, dur: 8 });
    expect(out[2]).toMatchObject({ ts: 1032 });
    expect(out[3]).toMatchObject({ ts: 1036 });
    expect(out[4]).toMatchObject({ ts: 1200, dur: 10 });
    // The trace given is not changed.
    expect(trace[0]).toMatchObject({ dur: 100 });
  });

  it('leaves other threads, tasks without thread time and other events alone', () => {
    const out = onCpuTime([
      event('RunTask', 1000, { dur: 100, tdur: 40 }),
      event('ResourceSendRequest', 1050, { ph: 'I', tid: 2 }),
      event('RunTask', 1060, { dur: 30, tid: 2 }),
      event('FunctionCall', 2000, { dur: 50, tdur: 10 }),
    ]);
    expect(out[1]).toMatchObject({ ts: 1050 });
    expect(out[2]).toMatchObject({ ts: 1060, dur: 30 });
    expect(out[3]).toMatchObject({ ts: 2000, dur: 50 });
  });
});
