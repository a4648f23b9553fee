// npm run bench [-- --cards 100000 --duration 10 --connections 50 --compare-scale --port-base 3401 --only bundle]
// Drives the real server and a bare Express reference with autocannon, measures reports, query
// plans, memory and the PWA's first-visit bundle, and checks each figure against its target.
// Results print and go to bench/results/latest.md. The phases live beside this file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error a plain .mjs script shared with `npm start`
import { buildIfStale as buildIfStaleUntyped } from '../build-if-stale.mjs';
import { repoRoot, startServer, type RunningServer } from '../test-server.ts';
import { fullScansOfBigTables } from '../query-plan.ts';
import type { BenchFixture } from '../seed-scale.ts';
import { bundleSection, kioskBundleSection } from './bundle.ts';
import { kioskSyncs } from './kiosk-sync.ts';
import { cardReadsBesideReports } from './card-reads-beside-reports.ts';
import { scaleDatabase } from './fixture.ts';
import {
  BROWSER_ENCODING,
  Measured,
  REFERENCE_SCENARIO,
  ROUNDS,
  Scenario,
  drained,
  drive,
  login,
  measure,
  median,
  medianLatency,
  pairKiosk,
  pick,
  probe,
  noteRss,
} from './load.ts';
import { args, CARDS, CONNECTIONS, DURATION, PORTS, TARGETS, WARMUP } from './options.ts';
import { check, checks, out, say } from './output.ts';
import { SERVER_ENV, rssMb, startReference, stopChild } from './processes.ts';
import { reportQueryPlans } from './query-plans.ts';

const buildIfStale = buildIfStaleUntyped as (o: { quiet: boolean }) => void;

async function main() {
  const started = new Date();
  console.log('building the PWA and kiosk for production when stale...');
  buildIfStale({ quiet: false });

  const { runDir, fixture } = await scaleDatabase(CARDS);
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
    // Vouchers of the kiosk's restaurant (restaurant 1) for the scan scenario: asking for a card's
    // vouchers signs and stores them, as a holder's phone does when it saves the card.
    const voucherTokens: string[] = [];
    for (const card of cards.slice(0, 600)) {
      if (voucherTokens.length >= 400) break;
      const res = await fetch(`${base}/api/cards/${card.accessCode}/vouchers`);
      if (!res.ok) continue;
      const { vouchers } = (await res.json()) as { vouchers: Array<{ token: string }> };
      for (const v of vouchers) {
        const payload = JSON.parse(Buffer.from(v.token.split('.')[0]!, 'base64url').toString('utf8')) as { r: number };
        if (payload.r === 1) voucherTokens.push(v.token);
      }
    }
    const scenarios: Scenario[] = [
      // Accept-Encoding as every browser sends it: the campaign list and pages are served gzipped then.
      {
        name: 'GET /api/campaigns/active',
        kind: 'read',
        headers: BROWSER_ENCODING,
        next: () => ({ method: 'GET', path: '/api/campaigns/active' }),
      },
      {
        name: 'GET /api/campaigns/{slug}',
        kind: 'read',
        headers: BROWSER_ENCODING,
        next: () => ({ method: 'GET', path: `/api/campaigns/${pick(fixture.campaignSlugs)}` }),
      },
      {
        name: 'GET /api/cards/{accessCode}',
        kind: 'read',
        next: () => ({ method: 'GET', path: `/api/cards/${pick(cards).accessCode}` }),
      },
      {
        name: 'POST /api/cards/{accessCode}/redeem',
        kind: 'write',
        target: TARGETS.redeemRatio,
        next: () => {
          const card = pick(cards);
          return {
            method: 'POST',
            path: `/api/cards/${card.accessCode}/redeem`,
            body: JSON.stringify({ offerId: pick(card.offerIds) }),
          };
        },
      },
      {
        name: 'POST /api/kiosk/verify',
        kind: 'write',
        headers: typeof kiosk === 'string' ? { cookie: kiosk } : undefined,
        skip: typeof kiosk === 'string' ? undefined : `no device: ${kiosk.missing}`,
        next: () => ({
          method: 'POST',
          path: '/api/kiosk/verify',
          body: JSON.stringify({ code: pick(fixture.kioskCodes.length ? fixture.kioskCodes : ['123456']) }),
        }),
      },
      {
        name: 'GET /api/cards/{accessCode}/vouchers',
        kind: 'read',
        next: () => ({ method: 'GET', path: `/api/cards/${pick(cards).accessCode}/vouchers` }),
      },
      {
        // The first scan of a voucher applies it; later ones answer "already used": both paths count.
        name: 'POST /api/kiosk/vouchers',
        kind: 'write',
        headers: typeof kiosk === 'string' ? { cookie: kiosk } : undefined,
        skip:
          typeof kiosk !== 'string'
            ? `no device: ${kiosk.missing}`
            : voucherTokens.length === 0
              ? 'no voucher of restaurant 1'
              : undefined,
        next: () => ({ method: 'POST', path: '/api/kiosk/vouchers', body: JSON.stringify({ token: pick(voucherTokens) }) }),
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

  // ---- scale comparison
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
  const sides: Array<{ n: number; server: RunningServer; fixture: BenchFixture; scenario: Scenario; runs: autocannon.Result[] }> =
    [];
  try {
    for (const { n, port } of scales) {
      const { runDir, fixture } = await scaleDatabase(n);
      const server: RunningServer = await startServer({ ...SERVER_ENV, PORT: String(port) }, runDir);
      const scenario: Scenario = {
        name: 'cards',
        kind: 'read',
        next: () => ({ method: 'GET', path: `/api/cards/${pick(fixture.sampleCards).accessCode}` }),
      };
      sides.push({ n, server, fixture, scenario, runs: [] });
      const why = await probe(server.baseURL, scenario);
      if (why) {
        say(`| ${n.toLocaleString('en-US')} | - | - | - | ${why} |`);
        check(
          `GET /api/cards/{accessCode} latency at 1,000,000 within ${TARGETS.cardLatencyGrowth}x of 10,000`,
          `not measured: ${why}`,
          false,
        );
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
      say(
        `| ${n.toLocaleString('en-US')} | ${(requests / seconds).toFixed(0)} | ${median(runs.map((r) => r.latency.p50))} | ${Math.max(...runs.map((r) => r.latency.p99))} | ${mean.toFixed(2)} |`,
      );
    }
    say();
    const growth = means[1]! / means[0]!;
    check(
      `GET /api/cards/{accessCode} latency at 1,000,000 within ${TARGETS.cardLatencyGrowth}x of 10,000`,
      `${growth.toFixed(2)}x (${means[0]!.toFixed(2)} -> ${means[1]!.toFixed(2)} ms mean)`,
      growth <= TARGETS.cardLatencyGrowth,
    );

    // The main run already timed the reports when it ran at this scale.
    const large = sides[1]!;
    if (CARDS < TARGETS.reportScale) {
      for (const [endpoint, who] of [
        ['/api/admin/reports', large.fixture.admin],
        ['/api/restaurants/reports', large.fixture.owner],
        ['/api/admin/payouts', large.fixture.admin],
        [`/api/admin/cards?q=${large.fixture.sampleCards[0]?.accessCode ?? 'NONE'}`, large.fixture.admin],
        ['/api/admin/reconciliation', large.fixture.admin],
      ] as const) {
        const cookie = await login(large.server.baseURL, who);
        if (!cookie) continue;
        const { ms, status } = await medianLatency(large.server.baseURL, endpoint, cookie);
        const figure = status === 200 ? `${ms.toFixed(1)} ms at 1,000,000 cards` : `answered ${status}`;
        check(
          `GET ${endpoint} median < ${TARGETS.reportMedianMs} ms at 1,000,000 cards`,
          figure,
          status === 200 ? ms < TARGETS.reportMedianMs : null,
        );
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
