// npm run bench [-- --cards 100000 --duration 10 --connections 50 --compare-scale --port-base 3401 --only bundle]
// Drives the real server and a bare Express reference with autocannon, measures reports, query
// plans, memory and the PWA's first-visit bundle, and checks each figure against issue 8's targets.
// Results print and go to bench/results/latest.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type Database from 'better-sqlite3';
import { createApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/client.ts';
import { createLogger } from '../api/src/logger.ts';
import { createPaymentProvider } from '../api/src/services.ts';
// @ts-expect-error a plain .mjs script shared with `npm start`
import { buildIfStale as buildIfStaleUntyped } from './build-if-stale.mjs';
import { repoRoot, startServer, type RunningServer } from './test-server.ts';
import { fullScansOfBigTables } from './query-plan.ts';
import { seedScale, type BenchFixture } from './seed-scale.ts';

const buildIfStale = buildIfStaleUntyped as (o: { quiet: boolean }) => void;


const TARGETS = {
  publicReadRatio: 0.4,
  writeRatio: 0.3,
  reportMedianMs: 300,
  reportScale: 1_000_000,
  cardLatencyGrowth: 1.5,
  cardFirstVisitJsKb: 120,
  rssMb: 250,
} as const;

const { values: args } = parseArgs({
  options: {
    cards: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    'compare-scale': { type: 'boolean', default: false },
    'port-base': { type: 'string', default: '3401' },
    /** `--only bundle`: just the PWA first-visit section (a server, no load), printed, not written. */
    only: { type: 'string' },
  },
});
/** Five consecutive ports from --port-base (default 3401-3405), so parallel worktrees don't clash. */
const PORT_BASE = Number(args['port-base']);
const PORTS = { server: PORT_BASE, reference: PORT_BASE + 1, inProcess: PORT_BASE + 2, compare: PORT_BASE + 3, compareLarge: PORT_BASE + 4 } as const;
const CARDS = Number(args.cards);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP = Number(args.warmup);
if (args.only !== undefined && args.only !== 'bundle') {
  console.error('--only takes one value: bundle');
  process.exit(2);
}
for (const [name, v] of Object.entries({ cards: CARDS, duration: DURATION, connections: CONNECTIONS, 'port-base': PORT_BASE })) {
  if (!Number.isInteger(v) || v < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
}

const out: string[] = [];
const say = (line = '') => {
  console.log(line);
  out.push(line);
};
const checks: Array<{ target: string; figure: string; pass: boolean | null; note?: string }> = [];
const check = (target: string, figure: string, pass: boolean | null, note?: string) => checks.push({ target, figure, pass, note });

// ---------------------------------------------------------------- data

/**
 * One pristine seeded copy per card count, in the temp folder (never the user's data/app.db);
 * each run works on a fresh copy of it, so redemptions of an earlier run don't turn this run's
 * redeems into 409s.
 */
async function scaleDatabase(cards: number): Promise<{ runDir: string; fixture: BenchFixture }> {
  const base = path.join(tmpdir(), `dealcard-bench-${cards}`);
  const fixtureFile = path.join(base, 'bench-fixture.json');
  const pristine = path.join(base, 'app.db');
  let fixture: BenchFixture | undefined;
  if (existsSync(fixtureFile) && existsSync(pristine)) {
    fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchFixture;
    if (fixture.cards !== cards) fixture = undefined;
  }
  if (!fixture) {
    console.log(`seeding ${cards.toLocaleString('en-US')} cards into ${base} (once; later runs reuse it)...`);
    const seeded = await seedScale({ cards, force: true, dataDir: base });
    fixture = JSON.parse(readFileSync(seeded.fixturePath, 'utf8')) as BenchFixture;
  }
  const runDir = path.join(base, `run-${PORT_BASE}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const copy = path.join(runDir, 'app.db');
  copyFileSync(pristine, copy);
  // Written to disk now: otherwise the kernel writes the copy back (1.3 GB at 1,000,000 cards)
  // during the first endpoints' slices, and their figures pay for it.
  const fd = openSync(copy, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  return { runDir, fixture };
}

// ---------------------------------------------------------------- processes

/*
 * NODE_ENV=test, not production: the benchmark must run with the rate limiters off (50 connections
 * from one address would otherwise measure 429s), and config.ts refuses RATE_LIMIT=off in
 * production on purpose. In this code base NODE_ENV only switches helmet's HSTS and
 * upgrade-insecure-requests headers and the demo seed (off here), so the request path measured is
 * the production one. LOG_LEVEL=warn drops the per-request log line, as a production deployment
 * shipping only warnings would.
 */
const SERVER_ENV = { NODE_ENV: 'test', RATE_LIMIT: 'off', LOG_LEVEL: 'warn', SEED_DEMO: 'off', ALLOW_DEMO_PAYMENTS: '1' };

function startReference(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/bench-reference.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (d) => {
      text += d;
      const m = /listening on (\d+)/.exec(text);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`reference exited with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  if (child.pid) process.kill(child.pid, 'SIGTERM');
  return exited;
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------- HTTP helpers

function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function login(base: string, who: { email: string; password: string }): Promise<string | null> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  return res.ok ? cookiesFrom(res) : null;
}

/** Pairs a kiosk device the way a restaurant owner does: a pairing code from the portal, then the tablet's pair call. */
async function pairKiosk(base: string, ownerCookie: string, locationId: number): Promise<string | { missing: string }> {
  const codeRes = await fetch(`${base}/api/kiosk/pairing-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: ownerCookie },
    body: JSON.stringify({ locationId }),
  });
  if (!codeRes.ok) return { missing: `POST /api/kiosk/pairing-codes answered ${codeRes.status}` };
  const { pairingCode } = (await codeRes.json()) as { pairingCode: string };
  const pairRes = await fetch(`${base}/api/kiosk/pair`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pairingCode }) });
  if (!pairRes.ok) return { missing: `POST /api/kiosk/pair answered ${pairRes.status}` };
  return cookiesFrom(pairRes);
}

interface Scenario {
  name: string;
  kind: 'reference' | 'read' | 'write' | 'report';
  /** Returns the next request (called per request, so cards and codes vary). */
  next: () => { method: 'GET' | 'POST'; path: string; body?: string };
  headers?: Record<string, string>;
  /** Why it cannot run (endpoint not built yet, sign-in failed). */
  skip?: string;
}

/** What a browser sends with every request; the API answers gzip where it has it precomputed. */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** The highest server VmRSS seen while the current endpoint was driven. */
let scenarioPeakRss = 0;

interface Measured {
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
function callOnce(base: string, s: Scenario): Promise<Response> {
  const r = s.next();
  return fetch(base + r.path, {
    method: r.method,
    headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...s.headers },
    body: r.body,
  });
}

async function probe(base: string, s: Scenario): Promise<string | undefined> {
  const res = await callOnce(base, s);
  const text = await res.text();
  if (res.status === 404 && text.includes('No API route for')) return `not built yet (no route for ${s.name})`;
  if (res.status === 401 || res.status === 403) return `answered ${res.status}: ${text.slice(0, 120)}`;
  if (res.status >= 500) return `answered ${res.status}: ${text.slice(0, 120)}`;
  return undefined;
}

async function drive(base: string, s: Scenario, seconds: number): Promise<autocannon.Result> {
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
async function drained(base: string, s: Scenario): Promise<void> {
  await (await callOnce(base, s)).arrayBuffer();
}

/**
 * The endpoint and the reference take turns in ROUNDS slices, so a change in the machine's load
 * (other work shares these machines) weighs on both sides of the ratio alike.
 */
const ROUNDS = 3;
const REFERENCE_SCENARIO: Scenario = { name: 'reference (bare Express 5 JSON)', kind: 'reference', next: () => ({ method: 'GET', path: '/reference' }) };

async function measure(base: string, s: Scenario, referenceUrl?: string): Promise<Measured> {
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
    for (const [code, v] of Object.entries((r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})) {
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

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function medianLatency(base: string, urlPath: string, cookie: string, n = 20): Promise<{ ms: number; status: number }> {
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

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

// ---------------------------------------------------------------- query plans

/**
 * Runs the app in this process on the same database file, records every statement drizzle
 * prepares (and its parameters) while serving the report calls, and returns their query plans:
 * the exact SQL the server runs, whatever the report modules become.
 */
async function reportQueryPlans(runDir: string, fixture: BenchFixture): Promise<Array<{ endpoint: string; sql: string; plan: string[] }>> {
  const config = loadConfig({ ...process.env, ...SERVER_ENV, LOG_LEVEL: 'silent', DATA_DIR: runDir, PORT: String(PORTS.inProcess) });
  const db = openDatabase(config.databasePath);
  const sqlite = db.$client;
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  let recording = false;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const stmt = prepare(source) as Database.Statement;
    if (!recording || !/^\s*(select|with)\b/i.test(source)) return stmt;
    for (const method of ['all', 'get', 'iterate', 'run'] as const) {
      const original = stmt[method].bind(stmt) as (...a: unknown[]) => unknown;
      (stmt as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
        seen.push({ sql: source, params });
        return original(...params);
      };
    }
    return stmt;
  }) as typeof sqlite.prepare;
  const app = createApp({ config, db, logger: createLogger('silent'), payments: createPaymentProvider(config, db, createLogger('silent')) });
  const server = createServer(app);
  await new Promise<void>((r) => server.listen(PORTS.inProcess, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${PORTS.inProcess}`;
  const plans: Array<{ endpoint: string; sql: string; plan: string[] }> = [];
  try {
    for (const [endpoint, who] of [
      ['GET /api/admin/reports', fixture.admin],
      ['GET /api/restaurants/reports', fixture.owner],
    ] as const) {
      const cookie = await login(base, who);
      if (!cookie) continue;
      seen.length = 0;
      recording = true;
      await (await fetch(base + endpoint.slice(4), { headers: { cookie } })).arrayBuffer();
      recording = false;
      const unique = new Map(seen.map((s) => [s.sql, s]));
      for (const { sql, params } of unique.values()) {
        // The session and user look-ups of every signed-in call are not the report's queries.
        if (/from "sessions"/.test(sql)) continue;
        const rows = prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as unknown[])) as Array<{ id: number; parent: number; detail: string }>;
        const depth = new Map<number, number>();
        const plan = rows.map((r) => {
          const d = (depth.get(r.parent) ?? -1) + 1;
          depth.set(r.id, d);
          return `${'  '.repeat(d)}${r.detail}`;
        });
        plans.push({ endpoint, sql, plan });
      }
    }
  } finally {
    await new Promise((r) => server.close(r));
    sqlite.close();
  }
  return plans;
}

// ---------------------------------------------------------------- PWA bundle

interface BundleFigure {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
  source: string;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every chunk some chunk loads with import(): the lazily loaded ones. */
function lazyChunks(dist: string): Set<string> {
  const lazy = new Set<string>();
  const assets = path.join(dist, 'assets');
  for (const f of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const text = readFileSync(path.join(assets, f), 'utf8');
    for (const m of text.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+|\/assets\/[^"'`]+)["'`]\s*\)/g)) lazy.add(`assets/${path.basename(m[1]!)}`);
  }
  return lazy;
}

/** The entry, its modulepreloads and stylesheets from index.html, and the static imports of those chunks, transitively. */
function staticFirstVisit(dist: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const rel = (p: string) => p.replace(/^\//, '');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) js.add(rel(m[1]!));
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(rel(m[1]!));
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(rel(m[1]!));
  const queue = [...js];
  while (queue.length) {
    const file = queue.pop()!;
    const full = path.join(dist, file);
    if (!existsSync(full)) continue;
    const text = readFileSync(full, 'utf8');
    // Static forms only: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; import("...") is lazy.
    for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      const target = path.posix.join(path.posix.dirname(file), m[1]!);
      if (!js.has(target)) {
        js.add(target);
        queue.push(target);
      }
    }
  }
  return { js: [...js], css: [...css] };
}

/** What a phone's browser really downloads on a first visit (lazy route chunks included). */
async function browserFirstVisit(base: string, route: string): Promise<string[] | null> {
  try {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const loaded = new Set<string>();
      page.on('response', (res) => {
        const u = new URL(res.url());
        if (u.pathname.startsWith('/assets/') && /\.(js|css)$/.test(u.pathname)) loaded.add(u.pathname.slice(1));
      });
      await page.goto(base + route, { waitUntil: 'networkidle', timeout: 30_000 });
      return [...loaded];
    } finally {
      await browser.close();
    }
  } catch (err) {
    console.warn(`browser visit of ${route} failed: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

/** The PWA's first visit to /card/{code} and /campaign/{slug}, against a running server. */
async function bundleSection(base: string, fixture: BenchFixture) {
  say('## PWA first visit (gzip -9 of each file)');
  say();
  const dist = path.join(repoRoot, 'pwa/dist');
  const lazy = lazyChunks(dist);
  const statics = staticFirstVisit(dist);
  const staticLazy = statics.js.filter((f) => lazy.has(f));
  say(`Statically loaded by index.html (entry, modulepreloads, their static imports): ${statics.js.join(', ')}; CSS: ${statics.css.join(', ') || 'none (styled-components)'}`);
  say(`Lazily loaded chunks (targets of import()): ${[...lazy].join(', ') || 'none'}`);
  check('admin and portal code split out: no lazily loaded chunk is statically imported', staticLazy.length ? staticLazy.join(', ') : 'none', staticLazy.length === 0);
  const sampleCode = fixture.sampleCards[0]?.accessCode ?? 'NOCARD';
  const bundles: BundleFigure[] = [];
  for (const route of [`/card/${sampleCode}`, `/campaign/${fixture.campaignSlugs[0] ?? 'none'}`]) {
    const loaded = await browserFirstVisit(base, route);
    const files = loaded ?? [...statics.js, ...statics.css];
    const js = files.filter((f) => f.endsWith('.js'));
    const css = files.filter((f) => f.endsWith('.css'));
    bundles.push({
      route,
      jsGzip: js.reduce((s, f) => s + gz(path.join(dist, f)), 0),
      cssGzip: css.reduce((s, f) => s + gz(path.join(dist, f)), 0),
      files,
      source: loaded ? 'what Chromium downloaded on a first visit' : 'static analysis (browser unavailable)',
    });
  }
  say();
  say('| Route | JS gzip KB | CSS gzip KB | counted chunks |');
  say('|---|---:|---:|---|');
  for (const b of bundles) {
    say(`| ${b.route.replace(sampleCode, '{code}')} | ${(b.jsGzip / 1024).toFixed(1)} | ${(b.cssGzip / 1024).toFixed(1)} | ${b.files.map((f) => path.basename(f)).join(', ')} (${b.source}) |`);
    const lazyLoaded = b.files.filter((f) => lazy.has(f));
    if (lazyLoaded.length) say(`  - lazily loaded on ${b.route.replace(sampleCode, '{code}')}: ${lazyLoaded.join(', ')} (its own route chunks; check none is admin or portal)`);
  }
  // Vite names a lazy chunk after its source file: the back-office apps are admin-*, portal-*, onboarding-*.
  const backOffice = [...lazy].filter((f) => /^(admin|portal|onboarding)[-.]/.test(path.basename(f)));
  const leaked = bundles.flatMap((b) => b.files.filter((f) => backOffice.includes(f)).map((f) => `${f} on ${b.route.replace(sampleCode, '{code}')}`));
  check(
    'no admin or portal chunk downloaded on a first visit to /card/{code} or /campaign/{slug}',
    backOffice.length ? (leaked.length ? leaked.join(', ') : `none of ${backOffice.map((f) => path.basename(f)).join(', ')}`) : 'no back-office chunks in this build',
    backOffice.length ? leaked.length === 0 : null,
    backOffice.length ? undefined : 'admin and portal screens not built yet',
  );
  const cardBundle = bundles[0]!;
  check(`first-visit JS for /card/{code} <= ${TARGETS.cardFirstVisitJsKb} KB gzip`, `${(cardBundle.jsGzip / 1024).toFixed(1)} KB`, cardBundle.jsGzip / 1024 <= TARGETS.cardFirstVisitJsKb);
  say();
}

/**
 * What an admin opening the platform report does to the card holders of that moment: card reads
 * driven alone, then again while one admin reloads GET /api/admin/reports back to back. The
 * report reads every card and redemption (about 250 ms at 1,000,000 cards) in the report reader's
 * worker thread, so the card reads should barely notice (docs/decisions/009).
 */
async function cardReadsBesideReports(base: string, adminCookie: string, cards: BenchFixture['sampleCards']): Promise<void> {
  console.log('driving GET /api/cards/{accessCode} alone, then beside admin reports...');
  const cardRead: Scenario = { name: 'card read', kind: 'read', next: () => ({ method: 'GET', path: `/api/cards/${pick(cards).accessCode}` }) };
  const alone = await drive(base, cardRead, DURATION);
  await drained(base, cardRead);
  let reporting = true;
  const reportTimes: number[] = [];
  const admin = (async () => {
    while (reporting) {
      const t = performance.now();
      await (await fetch(`${base}/api/admin/reports`, { headers: { cookie: adminCookie } })).arrayBuffer();
      reportTimes.push(performance.now() - t);
    }
  })();
  const beside = await drive(base, cardRead, DURATION);
  reporting = false;
  await admin;
  say('## Card reads while an admin reloads the platform report');
  say();
  say('| GET /api/cards/{accessCode} | req/s | p50 ms | p99 ms | max ms | admin reports answered (median ms) |');
  say('|---|---:|---:|---:|---:|---:|');
  say(`| alone | ${alone.requests.average.toFixed(0)} | ${alone.latency.p50} | ${alone.latency.p99} | ${alone.latency.max} | |`);
  say(`| beside back-to-back admin reports | ${beside.requests.average.toFixed(0)} | ${beside.latency.p50} | ${beside.latency.p99} | ${beside.latency.max} | ${reportTimes.length} (${reportTimes.length ? median(reportTimes).toFixed(0) : '-'}) |`);
  say();
}

// ---------------------------------------------------------------- main

async function main() {
  const started = new Date();
  console.log('building the PWA and kiosk for production when stale...');
  buildIfStale({ quiet: false });

  const { runDir, fixture } = await scaleDatabase(CARDS);
  const server = await startServer({ ...SERVER_ENV, PORT: String(PORTS.server) }, runDir);
  if (args.only === 'bundle') {
    try {
      await bundleSection(server.baseURL, fixture);
    } finally {
      await server.stop();
    }
    for (const c of checks) console.log(`${c.pass === null ? 'NOT CHECKED' : c.pass ? 'PASS' : 'MISS'}  ${c.target}: ${c.figure}`);
    return;
  }
  const reference = await startReference(PORTS.reference);
  let peakRss = rssMb(server.pid);
  const idleRss = peakRss;
  const sampler = setInterval(() => {
    const now = rssMb(server.pid);
    peakRss = Math.max(peakRss, now);
    scenarioPeakRss = Math.max(scenarioPeakRss, now);
  }, 200);

  try {
    say(`# Bench ${started.toISOString()}`);
    say();
    say(`${CARDS.toLocaleString('en-US')} cards, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per endpoint, server pid ${server.pid} (NODE_ENV=test, RATE_LIMIT=off, LOG_LEVEL=warn), reference: bare Express 5 JSON endpoint in its own process. Machine: ${(await import('node:os')).cpus().length} cores, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}.`);
    say();

    const base = server.baseURL;
    const adminCookie = await login(base, fixture.admin);
    const ownerCookie = await login(base, fixture.owner);
    const kiosk = ownerCookie ? await pairKiosk(base, ownerCookie, fixture.kioskLocationId) : { missing: 'owner sign-in failed' };

    const cards = fixture.sampleCards;
    const scenarios: Scenario[] = [
      // Accept-Encoding as every browser sends it: the campaign list and pages are served gzipped then.
      { name: 'GET /api/campaigns/active', kind: 'read', headers: BROWSER_ENCODING, next: () => ({ method: 'GET', path: '/api/campaigns/active' }) },
      {
        name: 'GET /api/campaigns/{slug}',
        kind: 'read',
        headers: BROWSER_ENCODING,
        next: () => ({ method: 'GET', path: `/api/campaigns/${pick(fixture.campaignSlugs)}` }),
      },
      { name: 'GET /api/cards/{accessCode}', kind: 'read', next: () => ({ method: 'GET', path: `/api/cards/${pick(cards).accessCode}` }) },
      {
        name: 'POST /api/cards/{accessCode}/redeem',
        kind: 'write',
        next: () => {
          const card = pick(cards);
          return { method: 'POST', path: `/api/cards/${card.accessCode}/redeem`, body: JSON.stringify({ offerId: pick(card.offerIds) }) };
        },
      },
      {
        name: 'POST /api/kiosk/verify',
        kind: 'write',
        headers: typeof kiosk === 'string' ? { cookie: kiosk } : undefined,
        skip: typeof kiosk === 'string' ? undefined : `no device: ${kiosk.missing}`,
        next: () => ({ method: 'POST', path: '/api/kiosk/verify', body: JSON.stringify({ code: pick(fixture.kioskCodes.length ? fixture.kioskCodes : ['123456']) }) }),
      },
      {
        name: 'GET /api/admin/reports',
        kind: 'report',
        headers: adminCookie ? { cookie: adminCookie } : undefined,
        skip: adminCookie ? undefined : 'admin sign-in failed',
        next: () => ({ method: 'GET', path: '/api/admin/reports' }),
      },
      {
        name: 'GET /api/restaurants/reports',
        kind: 'report',
        headers: ownerCookie ? { cookie: ownerCookie } : undefined,
        skip: ownerCookie ? undefined : 'owner sign-in failed',
        next: () => ({ method: 'GET', path: '/api/restaurants/reports' }),
      },
    ];

    console.log('driving the reference...');
    const refBefore = await measure(reference.url, REFERENCE_SCENARIO);
    const results: Array<Measured | { scenario: Scenario; skipped: string }> = [];
    for (const s of scenarios) {
      const why = s.skip ?? (await probe(base, s));
      if (why) {
        console.log(`skipping ${s.name}: ${why}`);
        results.push({ scenario: s, skipped: why });
        continue;
      }
      console.log(`driving ${s.name}...`);
      results.push(await measure(base, s, reference.url));
    }
    console.log('driving the reference again...');
    const refAfter = await measure(reference.url, REFERENCE_SCENARIO);

    say('## Throughput');
    say();
    say(`Each endpoint ran in ${ROUNDS} slices alternating with slices of the reference; its ratio is its requests/s over the reference's in those slices.`);
    say();
    say('| Endpoint | req/s | p50 ms | p99 ms | paired reference req/s | ratio to reference | target | 2xx | non-2xx | server RSS peak MB | result |');
    say('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    say(`| reference alone (before / after) | ${refBefore.rps.toFixed(0)} / ${refAfter.rps.toFixed(0)} | ${refBefore.p50} | ${refBefore.p99} | | 1.00 | | ${refBefore.ok + refAfter.ok} | ${refBefore.non2xx + refAfter.non2xx} | (idle) | |`);
    for (const r of results) {
      const target = r.scenario.kind === 'read' ? TARGETS.publicReadRatio : r.scenario.kind === 'write' ? TARGETS.writeRatio : null;
      if ('skipped' in r) {
        say(`| ${r.scenario.name} | - | - | - | - | - | ${target ?? ''} | - | - | - | not measured: ${r.skipped} |`);
        if (target !== null) check(`${r.scenario.name} >= ${target} of reference req/s`, 'not measured', null, r.skipped);
        continue;
      }
      const ratio = r.rps / r.refRps;
      const pass = target === null ? null : ratio >= target;
      say(`| ${r.scenario.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.refRps.toFixed(0)} | ${ratio.toFixed(2)} | ${target ?? '(none)'} | ${r.ok} | ${r.non2xx}${r.errors ? ` (+${r.errors} errors)` : ''} | ${r.peakRss.toFixed(0)} | ${pass === null ? '' : pass ? 'PASS' : 'MISS'} ${r.non2xx ? `(${r.statuses})` : ''} |`);
      if (target !== null) check(`${r.scenario.name} >= ${target} of reference req/s`, `${ratio.toFixed(2)} (${r.rps.toFixed(0)} / ${r.refRps.toFixed(0)} req/s)`, pass);
    }
    say();

    // ---- reports
    say(`## Reports (median of 20 sequential calls, ${CARDS.toLocaleString('en-US')} cards)`);
    say();
    const reportScale = CARDS >= TARGETS.reportScale;
    for (const [endpoint, cookie] of [
      ['/api/admin/reports', adminCookie],
      ['/api/restaurants/reports', ownerCookie],
    ] as const) {
      if (!cookie) continue;
      const { ms, status } = await medianLatency(base, endpoint, cookie);
      if (status !== 200) {
        say(`- GET ${endpoint}: answered ${status}, not measured`);
        check(`GET ${endpoint} median < ${TARGETS.reportMedianMs} ms at 1,000,000 cards`, `answered ${status}`, null, 'endpoint not built yet');
        continue;
      }
      say(`- GET ${endpoint}: ${ms.toFixed(1)} ms`);
      check(
        `GET ${endpoint} median < ${TARGETS.reportMedianMs} ms at 1,000,000 cards`,
        `${ms.toFixed(1)} ms at ${CARDS.toLocaleString('en-US')} cards`,
        reportScale ? ms < TARGETS.reportMedianMs : null,
        reportScale ? undefined : 'measured below the target scale: run with --cards 1000000 (or --compare-scale)',
      );
    }
    say();
    say('### Query plans of the report queries (EXPLAIN QUERY PLAN of the SQL drizzle runs)');
    say();
    const plans = await reportQueryPlans(runDir, fixture);
    let fullScans = 0;
    for (const p of plans) {
      say(`${p.endpoint}:`);
      say('```sql');
      say(p.sql);
      say('```');
      say('```');
      for (const line of p.plan) say(line);
      say('```');
      const scans = fullScansOfBigTables(p.sql, p.plan);
      fullScans += scans.length;
    }
    if (plans.length) check('report query plans use indexes (no full scan of cards, card_offers, redemptions, campaigns)', `${plans.length} statements, ${fullScans} full table scans`, fullScans === 0);
    else check('report query plans use indexes', 'no report statements captured', null, 'report endpoints not built yet');
    say();

    // ---- the card beside a report
    if (adminCookie) await cardReadsBesideReports(base, adminCookie, cards);

    // ---- memory (the load phase is over)
    clearInterval(sampler);
    say(`## Memory`);
    say();
    say(`Server resident memory: ${idleRss.toFixed(0)} MB at start, peak ${peakRss.toFixed(0)} MB through the run (VmRSS sampled every 200 ms).`);
    check(`server resident memory < ${TARGETS.rssMb} MB through the run`, `peak ${peakRss.toFixed(0)} MB`, peakRss < TARGETS.rssMb);
    say();

    await bundleSection(base, fixture);
  } finally {
    clearInterval(sampler);
    await server.stop();
    await stopChild(reference.child);
  }

  // ---- scale comparison
  if (args['compare-scale']) await compareScale();

  say('## Targets');
  say();
  say('| Target | Figure | Result |');
  say('|---|---|---|');
  for (const c of checks) say(`| ${c.target} | ${c.figure} | ${c.pass === null ? `NOT CHECKED${c.note ? `: ${c.note}` : ''}` : c.pass ? 'PASS' : 'MISS'} |`);
  if (!args['compare-scale']) say(`| GET /api/cards/{accessCode} latency at 1,000,000 within ${TARGETS.cardLatencyGrowth}x of 10,000 | not measured | NOT CHECKED: run npm run bench -- --compare-scale |`);
  say();
  const file = path.join(repoRoot, 'bench/results/latest.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, out.join('\n') + '\n');
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

/**
 * GET /api/cards/{accessCode} on a 10,000-card and a 1,000,000-card database, both servers up at
 * once and driven in alternating slices (ROUNDS each, the order swapped every round), so a change
 * in the machine's load weighs on both sides alike; one 10,000 run followed by one 1,000,000 run
 * could differ by 1.6x from the load alone. Then the reports at 1,000,000 cards, when the main run
 * was at a smaller scale.
 */
async function compareScale() {
  say('## Scale: GET /api/cards/{accessCode} at 10,000 vs 1,000,000 cards');
  say();
  say(`Both servers run at once; each scale is driven in ${ROUNDS} slices alternating with the other's.`);
  say();
  say('| Cards | req/s | p50 ms | p99 ms | mean ms |');
  say('|---:|---:|---:|---:|---:|');
  const scales = [
    { n: 10_000, port: PORTS.compare },
    { n: 1_000_000, port: PORTS.compareLarge },
  ];
  const sides: Array<{ n: number; server: RunningServer; fixture: BenchFixture; scenario: Scenario; runs: autocannon.Result[] }> = [];
  try {
    for (const { n, port } of scales) {
      const { runDir, fixture } = await scaleDatabase(n);
      const server: RunningServer = await startServer({ ...SERVER_ENV, PORT: String(port) }, runDir);
      const scenario: Scenario = { name: 'cards', kind: 'read', next: () => ({ method: 'GET', path: `/api/cards/${pick(fixture.sampleCards).accessCode}` }) };
      sides.push({ n, server, fixture, scenario, runs: [] });
      const why = await probe(server.baseURL, scenario);
      if (why) {
        say(`| ${n.toLocaleString('en-US')} | - | - | - | ${why} |`);
        check(`GET /api/cards/{accessCode} latency at 1,000,000 within ${TARGETS.cardLatencyGrowth}x of 10,000`, 'not measured', null, why);
        return;
      }
    }
    for (const side of sides) if (WARMUP > 0) await drive(side.server.baseURL, side.scenario, WARMUP);
    const slice = Math.max(1, Math.round(DURATION / ROUNDS));
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        side.runs.push(await drive(side.server.baseURL, side.scenario, slice));
        await drained(side.server.baseURL, side.scenario);
      }
    }
    const means: number[] = [];
    for (const { n, runs } of sides) {
      const requests = runs.reduce((acc, r) => acc + r.requests.total, 0);
      const seconds = runs.reduce((acc, r) => acc + r.duration, 0);
      // Each slice's mean weighted by its requests: the mean over every request of the three.
      const mean = runs.reduce((acc, r) => acc + r.latency.mean * r.requests.total, 0) / requests;
      means.push(mean);
      say(`| ${n.toLocaleString('en-US')} | ${(requests / seconds).toFixed(0)} | ${median(runs.map((r) => r.latency.p50))} | ${Math.max(...runs.map((r) => r.latency.p99))} | ${mean.toFixed(2)} |`);
    }
    say();
    const growth = means[1]! / means[0]!;
    check(`GET /api/cards/{accessCode} latency at 1,000,000 within ${TARGETS.cardLatencyGrowth}x of 10,000`, `${growth.toFixed(2)}x (${means[0]!.toFixed(2)} -> ${means[1]!.toFixed(2)} ms mean)`, growth <= TARGETS.cardLatencyGrowth);

    // The main run already timed the reports when it ran at this scale.
    const large = sides[1]!;
    if (CARDS < TARGETS.reportScale) {
      for (const [endpoint, who] of [
        ['/api/admin/reports', large.fixture.admin],
        ['/api/restaurants/reports', large.fixture.owner],
      ] as const) {
        const cookie = await login(large.server.baseURL, who);
        if (!cookie) continue;
        const { ms, status } = await medianLatency(large.server.baseURL, endpoint, cookie);
        const figure = status === 200 ? `${ms.toFixed(1)} ms at 1,000,000 cards` : `answered ${status}`;
        check(`GET ${endpoint} median < ${TARGETS.reportMedianMs} ms at 1,000,000 cards`, figure, status === 200 ? ms < TARGETS.reportMedianMs : null);
      }
    }
  } finally {
    for (const side of sides) await side.server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
