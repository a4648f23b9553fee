// What a Lighthouse run's trace says about the machine it ran on (npm run audit:lighthouse).

/** The fields of a Chromium trace event read here; Chromium also records tdur, the thread time. */
export interface TraceEventLike {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: unknown;
}

/** Unthrottled tasks longer than this become long tasks (over 50 ms) under Lighthouse's 4x CPU throttling. */
const LONG_ONCE_THROTTLED_US = 12_500;

/**
 * The loaded page's main-thread tasks that Lighthouse's 4x CPU throttling turns into long tasks:
 * their wall time, and how much of it the thread actually ran (its thread time). Lighthouse
 * simulates from the wall time, so the difference is blocking time that came from the machine
 * (other processes holding the CPU, waits on the browser process), not from the page's own work.
 */
export function longTaskRunTime(events: readonly TraceEventLike[]): { wallMs: number; ranMs: number } {
  const nav = events.find((e) => e.name === 'navigationStart' && documentUrl(e).startsWith('http'));
  if (!nav) return { wallMs: 0, ranMs: 0 };
  let wallMs = 0;
  let ranMs = 0;
  for (const e of events) {
    if (e.pid !== nav.pid || e.tid !== nav.tid || e.ph !== 'X' || e.name !== 'RunTask' || e.ts < nav.ts) continue;
    if (e.dur === undefined || e.dur <= LONG_ONCE_THROTTLED_US || e.tdur === undefined) continue;
    wallMs += e.dur / 1000;
    ranMs += e.tdur / 1000;
  }
  return { wallMs, ranMs };
}

function documentUrl(e: TraceEventLike): string {
  const url = (e.args as { data?: { documentLoaderURL?: unknown } } | undefined)?.data?.documentLoaderURL;
  return typeof url === 'string' ? url : '';
}
