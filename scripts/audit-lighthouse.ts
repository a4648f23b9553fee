// npm run audit:lighthouse [-- --port 3410 --runs 5]
// Lighthouse (npm package, Debian's Chromium) on the home, campaign and card pages with its
// default mobile profile (phone emulation, simulated slow 4G and CPU throttling); prints the four
// category scores and checks performance, accessibility and best practices against 95.
// One Lighthouse run swings by up to ten performance points on a shared machine, so each page is
// measured --runs times and the median run is reported, the way Lighthouse's own guide on
// variability advises (computeMedianRun: the run nearest the median FCP and time to interactive).
// Lighthouse multiplies every main-thread task by four, including the time other processes took
// the CPU away, so the table also prints the machine's load average and each run's
// benchmarkIndex (Lighthouse's own measure of this machine's speed at the start of the run).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
// @ts-expect-error a plain .mjs script shared with `npm start`
import { buildIfStale as buildIfStaleUntyped } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { repoRoot, startServer } from './test-server.ts';
import { longTaskRunTime } from './lighthouse-trace.ts';

const buildIfStale = buildIfStaleUntyped as (o: { quiet: boolean }) => void;
const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '3410' }, runs: { type: 'string', default: '5' } },
});
/** The server's port; --port lets parallel worktrees run the audit side by side. */
const PORT = Number(args.port);
if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535) {
  console.error('--port must be a port number');
  process.exit(2);
}
/** Runs per page; the reported one is their median run. */
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) {
  console.error('--runs must be a whole number from 1 to 15');
  process.exit(2);
}
const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The issue's targets; SEO is reported against the same bar but is not one of them. */
const TARGETED = new Set(['performance', 'accessibility', 'best-practices']);
/** The flags the Playwright tests give Chromium on these machines, headless. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

async function main() {
  buildIfStale({ quiet: false });
  const server = await startServer({ PORT: String(PORT), SEED_DEMO: 'auto' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const lines: string[] = [];
  const say = (l = '') => {
    console.log(l);
    lines.push(l);
  };
  let missed = false;
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  try {
    const db = new Database(path.join(server.dataDir, 'app.db'), { readonly: true });
    const { slug } = db
      .prepare("SELECT slug FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id LIMIT 1")
      .get() as { slug: string };
    const { accessCode } = db
      .prepare(
        'SELECT c.access_code AS accessCode FROM cards c JOIN campaigns k ON k.id = c.campaign_id WHERE k.is_active = 1 ORDER BY c.id LIMIT 1',
      )
      .get() as { accessCode: string };
    db.close();

    const pages = [
      ['home', '/'],
      ['campaign', `/campaign/${slug}`],
      ['card', `/card/${accessCode}`],
    ] as const;
    say(`# Lighthouse ${new Date().toISOString()} (mobile profile, target ${TARGET})`);
    say();
    say(
      `Each page ran ${RUNS} time(s); the table shows Lighthouse's median run (computeMedianRun), then every run's performance score with its benchmarkIndex, and the load average over the page's runs (${availableParallelism()} cores).`,
    );
    say();
    say(
      '| Page | Performance | Accessibility | Best practices | SEO | Result | Performance (benchmarkIndex) of each run | Load average |',
    );
    say('|---|---:|---:|---:|---:|---|---|---|');
    const details: string[] = [];
    for (const [name, route] of pages) {
      const runs: LhResult[] = [];
      const ranShare = new Map<LhResult, { wallMs: number; ranMs: number }>();
      const loadBefore = loadavg()[0]!;
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.baseURL}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        runs.push(result.lhr);
        ranShare.set(result.lhr, longTaskRunTime(result.artifacts.Trace.traceEvents));
      }
      const valid = filterToValidRuns(runs) as LhResult[];
      // A run without FCP or TTI (a runtime error) has no place in the median; if all are like
      // that, the first one is reported so its error shows.
      const lhr: LhResult = valid.length ? (computeMedianRun(valid) as LhResult) : runs[0]!;
      const loadAfter = loadavg()[0]!;
      const eachRun = runs
        .map((r) => `${Math.round((r.categories.performance?.score ?? 0) * 100)} (${Math.round(r.environment.benchmarkIndex)})`)
        .join(', ');
      // The whole report, for the opportunities and diagnostics the summary leaves out.
      writeFileSync(path.join(resultsDir, `lighthouse-${name}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError)
        details.push(`  ${name}: Lighthouse could not measure the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const w of lhr.runWarnings) details.push(`  ${name}: warning: ${w}`);
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      const misses = CATEGORIES.filter((c, i) => scores[i]! < TARGET);
      const targetedMisses = misses.filter((c) => TARGETED.has(c));
      if (targetedMisses.length) missed = true;
      const cell = (i: number) =>
        `${scores[i]} ${scores[i]! >= TARGET ? 'PASS' : TARGETED.has(CATEGORIES[i]!) ? 'MISS' : 'miss (no target)'}`;
      say(
        `| ${name} (${route.replace(accessCode, '{code}')}) | ${cell(0)} | ${cell(1)} | ${cell(2)} | ${cell(3)} | ${targetedMisses.length ? 'MISS' : 'PASS'} | ${eachRun} | ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} |`,
      );
      // What pulls a missed category down: its failing audits, heaviest first.
      for (const c of misses) {
        const failing = (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .sort((a, b) => b.weight - a.weight)
          .slice(0, 6)
          .map(
            (ref) =>
              `    - ${lhr.audits[ref.id]?.title} (${ref.id}${lhr.audits[ref.id]?.displayValue ? `: ${lhr.audits[ref.id]?.displayValue}` : ''})`,
          );
        details.push(`  ${name} / ${c}:\n${failing.join('\n')}`);
      }
      const consoleErrors =
        (
          lhr.audits['errors-in-console']?.details as
            { items?: Array<{ source?: string; description?: string; sourceLocation?: { url?: string } }> } | undefined
        )?.items ?? [];
      for (const e of consoleErrors.slice(0, 5))
        details.push(
          `  ${name} console error: ${e.source ?? ''} ${e.description ?? ''} ${e.sourceLocation?.url ?? ''}`.trimEnd(),
        );
      const m = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      details.push(
        `  ${name} metrics: FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}`,
      );
      const ran = ranShare.get(lhr);
      if (ran && ran.wallMs > 0) {
        details.push(
          `  ${name} main thread: tasks over 12.5 ms (long once throttled) took ${Math.round(ran.wallMs)} ms, of which the thread ran ${Math.round(ran.ranMs)} ms (${Math.round((100 * ran.ranMs) / ran.wallMs)}%); the rest it waited (other processes, other threads)`,
        );
      }
    }
    say();
    say('Details:');
    for (const d of details) say(d);
  } finally {
    chrome.kill();
    await server.stop();
  }
  const file = path.join(resultsDir, 'lighthouse.md');
  writeFileSync(file, lines.join('\n') + '\n');
  console.log(`written to ${path.relative(repoRoot, file)}`);
  if (missed) process.exitCode = 1;
}

type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
