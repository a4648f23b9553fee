// npm run bench [-- --cards 100000 --duration 10 --connections 50 --compare-scale --port-base 3401 --only bundle]
// Drives the real server and a bare Express reference with autocannon, measures reports, query
// plans, memory and the PWA's first-visit bundle, and checks each figure against its target.
// Results print and go to bench/results/latest.md. The phases live beside this file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error a plain .mjs script shared with `npm start`
import { buildIfStale as buildIfStaleUntyped } from '../build-if-stale.mjs';
import { repoRoot, startServer } from '../test-server.ts';
import { fullScansOfBigTables } from '../query-plan.ts';
import { bundleSection, kioskBundleSection } from './bundle.ts';
import { kioskSyncs } from './kiosk-sync.ts';
import { cardReadsBesideReports } from './card-reads-beside-reports.ts';
import { compareScale } from './compare-scale.ts';
import { scaleDatabase } from './fixture.ts';
import { benchScenarios } from './scenarios.ts';
import {
  Measured,
  REFERENCE_SCENARIO,
  ROUNDS,
  Scenario,
  login,
  measure,
  medianLatency,
  pairKiosk,
  probe,
  noteRss,
} from './load.ts';
import { args, CARDS, CONNECTIONS, DURATION, ENDPOINT_FILTER, PORTS, TARGETS, WARMUP } from './options.ts';
import { check, checks, out, say } from './output.ts';
import { SERVER_ENV, rssMb, startReference, stopChild } from './processes.ts';
import { reportQueryPlans } from './query-plans.ts';
import { reminderSweepSection } from './reminder-sweeps.ts';

const buildIfStale = buildIfStaleUntyped as (o: { quiet: boolean }) => void;

async function main() {
  const started = new Date();
  console.log('building the PWA and kiosk for production when stale...');
  buildIfStale({ quiet: false });

  const { runDir, fixture } = await scaleDatabase(CARDS);
  if (args.only === 'sweeps') {
    await reminderSweepSection(runDir, CARDS);
    for (const c of checks)
      console.log(`${c.pass === null ? 'NOT CHECKED' : c.pass ? 'PASS' : 'MISS'}  ${c.target}: ${c.figure}`);
    return;
  }
  const server = await startServer({ ...SERVER_ENV, PORT: String(PORTS.server) }, runDir);
  if (args.only === 'bundle') {
    try {
      await bundleSection(server.baseURL, fixture);
      kioskBundleSection();
    } finally {
      await server.stop();
    }
    for (const c of checks)
      console.log(`${c.pass === null ? 'NOT CHECKED' : c.pass ? 'PASS' : 'MISS'}  ${c.target}: ${c.figure}`);
    return;
  }
  const reference = await startReference(PORTS.reference);
  let peakRss = rssMb(server.pid);
  const idleRss = peakRss;
  const sampler = setInterval(() => {
    const now = rssMb(server.pid);
    peakRss = Math.max(peakRss, now);
    noteRss(now);
  }, 200);

  try {
    say(`# Bench ${started.toISOString()}`);
    say();
    say(
      `${CARDS.toLocaleString('en-US')} cards, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per endpoint, server pid ${server.pid} (NODE_ENV=test, RATE_LIMIT=off, LOG_LEVEL=warn), reference: bare Express 5 JSON endpoint in its own process. Machine: ${(await import('node:os')).cpus().length} cores, load average ${(
        await import('node:os')
      )
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
    );
    say();

    const base = server.baseURL;
    const adminCookie = await login(base, fixture.admin);
    const ownerCookie = await login(base, fixture.owner);
    const kiosk = ownerCookie ? await pairKiosk(base, ownerCookie, fixture.kioskLocationId) : { missing: 'owner sign-in failed' };

    const cards = fixture.sampleCards;
    const { scenarios, voucherTokens } = await benchScenarios(base, fixture, { adminCookie, ownerCookie, kiosk });

    console.log('driving the reference...');
    const refBefore = await measure(reference.url, REFERENCE_SCENARIO);
    const results: Array<Measured | { scenario: Scenario; skipped: string }> = [];
    for (const s of scenarios) {
      if (ENDPOINT_FILTER && !ENDPOINT_FILTER.some((e) => s.name.includes(e))) continue;
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
    say(
      `Each endpoint ran in ${ROUNDS} slices alternating with slices of the reference; its ratio is its requests/s over the reference's in those slices.`,
    );
    say();
    say(
      '| Endpoint | req/s | p50 ms | p99 ms | paired reference req/s | ratio to reference | target | 2xx | non-2xx | server RSS peak MB | result |',
    );
    say('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    say(
      `| reference alone (before / after) | ${refBefore.rps.toFixed(0)} / ${refAfter.rps.toFixed(0)} | ${refBefore.p50} | ${refBefore.p99} | | 1.00 | | ${refBefore.ok + refAfter.ok} | ${refBefore.non2xx + refAfter.non2xx} | (idle) | |`,
    );
    for (const r of results) {
      const target =
        r.scenario.target ??
        (r.scenario.kind === 'read' ? TARGETS.publicReadRatio : r.scenario.kind === 'write' ? TARGETS.writeRatio : null);
      if ('skipped' in r) {
        say(`| ${r.scenario.name} | - | - | - | - | - | ${target ?? ''} | - | - | - | not measured: ${r.skipped} |`);
        // Every endpoint exists: one that cannot be driven is a failure, not a gap.
        if (target !== null) check(`${r.scenario.name} >= ${target} of reference req/s`, `not measured: ${r.skipped}`, false);
        continue;
      }
      const ratio = r.rps / r.refRps;
      const pass = target === null ? null : ratio >= target;
      say(
        `| ${r.scenario.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.refRps.toFixed(0)} | ${ratio.toFixed(2)} | ${target ?? '(none)'} | ${r.ok} | ${r.non2xx}${r.errors ? ` (+${r.errors} errors)` : ''} | ${r.peakRss.toFixed(0)} | ${pass === null ? '' : pass ? 'PASS' : 'MISS'} ${r.non2xx ? `(${r.statuses})` : ''} |`,
      );
      if (target !== null)
        check(
          `${r.scenario.name} >= ${target} of reference req/s`,
          `${ratio.toFixed(2)} (${r.rps.toFixed(0)} / ${r.refRps.toFixed(0)} req/s)`,
          pass,
        );
    }
    say();
    if (ENDPOINT_FILTER) {
      for (const c of checks)
        console.log(`${c.pass === null ? 'NOT CHECKED' : c.pass ? 'PASS' : 'MISS'}  ${c.target}: ${c.figure}`);
      return;
    }

    // ---- reports
    say(`## Reports (median of 20 sequential calls, ${CARDS.toLocaleString('en-US')} cards)`);
    say();
    const reportScale = CARDS >= TARGETS.reportScale;
    // The money screens' reads beside the reports: the payouts (every nonprofit's earned and
    // paid), a card search, and the dashboard's reconciliation count.
    const searchCode = fixture.sampleCards[0]?.accessCode ?? 'NONE';
    for (const [endpoint, cookie] of [
      ['/api/admin/reports', adminCookie],
      ['/api/restaurants/reports', ownerCookie],
      ['/api/admin/payouts', adminCookie],
      [`/api/admin/cards?q=${searchCode}`, adminCookie],
      ['/api/admin/reconciliation', adminCookie],
    ] as const) {
      if (!cookie) continue;
      const { ms, status } = await medianLatency(base, endpoint, cookie);
      if (status !== 200) {
        say(`- GET ${endpoint}: answered ${status}, not measured`);
        check(`GET ${endpoint} median < ${TARGETS.reportMedianMs} ms at 1,000,000 cards`, `answered ${status}`, false);
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
    check(
      'report query plans use indexes (no full scan of cards, card_offers, redemptions, campaigns)',
      plans.length ? `${plans.length} statements, ${fullScans} full table scans` : 'no report statement captured',
      plans.length > 0 && fullScans === 0,
    );
    say();

    // ---- the card beside a report, and beside tablets syncing
    if (adminCookie) await cardReadsBesideReports(base, adminCookie, cards);
    if (typeof kiosk === 'string' && voucherTokens.length) await kioskSyncs(base, kiosk, voucherTokens, cards);

    // ---- memory (the load phase is over)
    clearInterval(sampler);
    say(`## Memory`);
    say();
    say(
      `Server resident memory: ${idleRss.toFixed(0)} MB at start, peak ${peakRss.toFixed(0)} MB through the run (VmRSS sampled every 200 ms).`,
    );
    check(
      `server resident memory < ${TARGETS.rssMb} MB through the run`,
      `peak ${peakRss.toFixed(0)} MB`,
      peakRss < TARGETS.rssMb,
    );
    say();

    await bundleSection(base, fixture);
    kioskBundleSection();
  } finally {
    clearInterval(sampler);
    await server.stop();
    await stopChild(reference.child);
  }
  // Last, once the server has stopped (the sweep's own cost is the figure): the sweeps write to the
  // run's copy of the database, which the activation step has left with 30,000 cards of one
  // address (74 s against 1.1 s alone, until cards_email_campaign_idx; see bench/README.md).
  await reminderSweepSection(runDir, CARDS);

  if (args['compare-scale']) await compareScale();

  say('## Targets');
  say();
  say('| Target | Figure | Result |');
  say('|---|---|---|');
  for (const c of checks)
    say(
      `| ${c.target} | ${c.figure} | ${c.pass === null ? `NOT CHECKED${c.note ? `: ${c.note}` : ''}` : c.pass ? 'PASS' : 'MISS'} |`,
    );
  if (!args['compare-scale'])
    say(
      `| GET /api/cards/{accessCode} latency at 1,000,000 within ${TARGETS.cardLatencyGrowth}x of 10,000 | not measured | NOT CHECKED: run npm run bench -- --compare-scale |`,
    );
  say();
  const file = path.join(repoRoot, 'bench/results/latest.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, out.join('\n') + '\n');
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
