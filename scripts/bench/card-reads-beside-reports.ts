// Card reads alone and beside an admin reloading the platform report.
import type { BenchFixture } from '../seed-scale.ts';
import { Scenario, drained, drive, median, pick } from './load.ts';
import { DURATION } from './options.ts';
import { say } from './output.ts';

/**
 * What an admin opening the platform report does to the card holders of that moment: card reads
 * driven alone, then again while one admin reloads GET /api/admin/reports back to back. The
 * report reads every card and redemption (about 250 ms at 1,000,000 cards) in the report reader's
 * worker thread, so the card reads should barely notice (docs/decisions/009).
 */
/** The card read that phases measure beside other work, and its figures alone, first. */
export async function cardReadsAlone(base: string, cards: BenchFixture['sampleCards']) {
  const cardRead: Scenario = {
    name: 'card read',
    kind: 'read',
    next: () => ({ method: 'GET', path: `/api/cards/${pick(cards).accessCode}` }),
  };
  const alone = await drive(base, cardRead, DURATION);
  await drained(base, cardRead);
  return { cardRead, alone };
}

export async function cardReadsBesideReports(
  base: string,
  adminCookie: string,
  cards: BenchFixture['sampleCards'],
): Promise<void> {
  console.log('driving GET /api/cards/{accessCode} alone, then beside admin reports...');
  const { cardRead, alone } = await cardReadsAlone(base, cards);
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
  say(
    `| beside back-to-back admin reports | ${beside.requests.average.toFixed(0)} | ${beside.latency.p50} | ${beside.latency.p99} | ${beside.latency.max} | ${reportTimes.length} (${reportTimes.length ? median(reportTimes).toFixed(0) : '-'}) |`,
  );
  say();
}
