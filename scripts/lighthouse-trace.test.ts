import { describe, expect, it } from 'vitest';
import { longTaskRunTime, type TraceEventLike } from './lighthouse-trace.ts';

const PAGE = { pid: 10, tid: 1 };
const nav: TraceEventLike = {
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: 1_000,
  args: { data: { documentLoaderURL: 'http://127.0.0.1:3410/card/X' } },
};
const task = (ts: number, dur: number, tdur: number | undefined, where = PAGE): TraceEventLike => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
});

describe("the audit's long-task thread time", () => {
  it("sums the page's main-thread tasks over 12.5 ms after navigation: wall time and the time the thread ran", () => {
    const events = [
      task(500, 90_000, 90_000), // before the navigation (about:blank)
      { ...nav, ts: 400, args: { data: { documentLoaderURL: '' } } }, // about:blank's own start
      nav,
      task(2_000, 40_000, 15_000),
      task(50_000, 12_500, 12_500), // not over 12.5 ms
      task(70_000, 100_000, 30_000),
      task(80_000, 60_000, 60_000, { pid: 10, tid: 2 }), // another thread
      task(90_000, 60_000, 60_000, { pid: 11, tid: 1 }), // another process
      task(95_000, 30_000, undefined), // no thread time recorded
      { name: 'Layout', ph: 'X', ...PAGE, ts: 71_000, dur: 50_000, tdur: 10_000 }, // inside a task, not a task
    ];
    expect(longTaskRunTime(events)).toEqual({ wallMs: 140, ranMs: 45 });
  });

  it('is empty when the trace has no navigation to an http page', () => {
    expect(longTaskRunTime([task(2_000, 40_000, 15_000)])).toEqual({ wallMs: 0, ranMs: 0 });
  });
});
