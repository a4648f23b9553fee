// Sign-ins, the scenarios and their autocannon slices alternating with the reference.
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION, WARMUP } from './options.ts';

export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function login(base: string, who: { email: string; password: string }): Promise<string | null> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return res.ok ? cookiesFrom(res) : null;
}

/** Pairs a kiosk device the way a restaurant owner does: a pairing code from the portal, then the tablet's pair call. */
export async function pairKiosk(base: string, ownerCookie: string, locationId: number): Promise<string | { missing: string }> {
  const codeRes = await fetch(`${base}/api/kiosk/pairing-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: ownerCookie },
    body: JSON.stringify({ locationId }),
  });
  if (!codeRes.ok) return { missing: `POST /api/kiosk/pairing-codes answered ${codeRes.status}` };
  const { pairingCode } = (await codeRes.json()) as { pairingCode: string };
  const pairRes = await fetch(`${base}/api/kiosk/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pairingCode }),
  });
  if (!pairRes.ok) return { missing: `POST /api/kiosk/pair answered ${pairRes.status}` };
  return cookiesFrom(pairRes);
}

export interface Scenario {
  name: string;
  kind: 'reference' | 'read' | 'write' | 'report';
  /** Returns the next request (called per request, so cards and codes vary). */
  next: () => { method: 'GET' | 'POST'; path: string; body?: string };
  headers?: Record<string, string>;
  /** Why it cannot run (the sign-in or the pairing it needs failed). */
  skip?: string;
  /** Its own target ratio, when not its kind's. */
  target?: number;
}

/** What a browser sends with every request; the API answers gzip where it has it precomputed. */
export const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** The highest server VmRSS seen while the current endpoint was driven. */
let scenarioPeakRss = 0;

/** The RSS sampler reports each reading here. */
export function noteRss(mb: number): void {
  scenarioPeakRss = Math.max(scenarioPeakRss, mb);
}

export interface Measured {
  scenario: Scenario;
  /** The reference's requests/s in the slices that alternated with this endpoint's. */
  refRps: number;
  peakRss: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  statuses: string;
}

/** One request of the scenario, as a browser or tablet would send it. */
export function callOnce(base: string, s: Scenario): Promise<Response> {
  const r = s.next();
  return fetch(base + r.path, {
    method: r.method,
    headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...s.headers },
    body: r.body,
  });
}

export async function probe(base: string, s: Scenario): Promise<string | undefined> {
  const res = await callOnce(base, s);
  const text = await res.text();
  // A 404 here is a missing route (every endpoint exists): a failure like a 401, 403 or 5xx.
  if (res.status === 404 || res.status === 401 || res.status === 403 || res.status >= 500)
    return `answered ${res.status}: ${text.slice(0, 120)}`;
  return undefined;
}

export async function drive(base: string, s: Scenario, seconds: number): Promise<autocannon.Result> {
  const headers = { 'content-type': 'application/json', ...s.headers };
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (req) => {
          const r = s.next();
          return { ...req, method: r.method, path: r.path, body: r.body, headers };
        },
      },
    ],
  });
}

/**
 * Waits until the server has worked off what autocannon left in flight when its slice ended: with
 * a slow endpoint (a report over 1,000,000 cards takes about 250 ms and 50 are sent at once) that
 * could be seconds of work landing in the next slice. One more call of the same endpoint queues
 * behind it, on the event loop and in the report reader alike, and answers when it is done.
 */
export async function drained(base: string, s: Scenario): Promise<void> {
  await (await callOnce(base, s)).arrayBuffer();
}

/**
 * The endpoint and the reference take turns in ROUNDS slices, so a change in the machine's load
 * (other work shares these machines) weighs on both sides of the ratio alike.
 */
export const ROUNDS = 3;
export const REFERENCE_SCENARIO: Scenario = {
  name: 'reference (bare Express 5 JSON)',
  kind: 'reference',
  next: () => ({ method: 'GET', path: '/reference' }),
};

export async function measure(base: string, s: Scenario, referenceUrl?: string): Promise<Measured> {
  scenarioPeakRss = 0;
  if (WARMUP > 0) {
    await drive(base, s, WARMUP);
    await drained(base, s);
  }
  const rounds = referenceUrl ? ROUNDS : 1;
  const slice = referenceUrl ? Math.max(1, Math.round(DURATION / ROUNDS)) : DURATION;
  const runs: autocannon.Result[] = [];
  let refRequests = 0;
  let refSeconds = 0;
  for (let i = 0; i < rounds; i++) {
    if (referenceUrl) {
      const ref = await drive(referenceUrl, REFERENCE_SCENARIO, slice);
      refRequests += ref.requests.total;
      refSeconds += ref.duration;
    }
    runs.push(await drive(base, s, slice));
    await drained(base, s);
  }
  const statusCounts = new Map<string, number>();
  for (const r of runs) {
    for (const [code, v] of Object.entries(
      (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
    )) {
      statusCounts.set(code, (statusCounts.get(code) ?? 0) + v.count);
    }
  }
  const sum = (f: (r: autocannon.Result) => number) => runs.reduce((acc, r) => acc + f(r), 0);
  const rps = sum((r) => r.requests.total) / sum((r) => r.duration);
  return {
    scenario: s,
    refRps: refSeconds ? refRequests / refSeconds : rps,
    peakRss: scenarioPeakRss,
    rps,
    p50: median(runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    ok: sum((r) => r['2xx']),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors + r.timeouts),
    statuses: [...statusCounts].map(([code, n]) => `${code}:${n}`).join(' '),
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function medianLatency(
  base: string,
  urlPath: string,
  cookie: string,
  n = 20,
): Promise<{ ms: number; status: number }> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(base + urlPath, { headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    status = res.status;
  }
  return { ms: median(times), status };
}

export const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
