// The card read at 10,000 and at 1,000,000 cards side by side (--compare-scale).
import type autocannon from 'autocannon';
import { startServer, type RunningServer } from '../test-server.ts';
import type { BenchFixture } from '../seed-scale.ts';
import { scaleDatabase } from './fixture.ts';
import { ROUNDS, type Scenario, drained, drive, login, median, medianLatency, pick, probe } from './load.ts';
import { CARDS, DURATION, PORTS, TARGETS, WARMUP } from './options.ts';
import { check, say } from './output.ts';
import { SERVER_ENV } from './processes.ts';

/**
 * GET /api/cards/{accessCode} on a 10,000-card and a 1,000,000-card database, both servers up at
 * once and driven in alternating slices (ROUNDS each, the order swapped every round), so a change
 * in the machine's load weighs on both sides alike; one 10,000 run followed by one 1,000,000 run
 * could differ by 1.6x from the load alone. Then the reports at 1,000,000 cards, when the main run
 * was at a smaller scale.
 */
export async function compareScale() {
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
