// Offline syncs: 100-scan batches from tablets coming back online, and the card holders beside them.
import { SYNC_MAX_SCANS } from '@dealcard/shared/counter-rules';
import type { BenchFixture } from '../seed-scale.ts';
import { drive, median, pick } from './load.ts';
import { cardReadsAlone } from './card-reads-beside-reports.ts';
import { DURATION } from './options.ts';
import { say } from './output.ts';

/** Tablets syncing at once: a busy evening's worth of counters coming back from an outage. */
const TABLETS = 4;

/**
 * `POST /api/kiosk/sync` with full batches (SYNC_MAX_SCANS scans, each applied, a duplicate or
 * refused, all in one transaction), from TABLETS loops at once, while card reads run beside them:
 * scans answered a second, and what a card holder opening a card waits meanwhile (its worst
 * latency against card reads alone). One batch is one transaction of about a hundred savepoints:
 * the event loop is held for that long and no longer.
 */
export async function kioskSyncs(
  base: string,
  kioskCookie: string,
  voucherTokens: readonly string[],
  cards: BenchFixture['sampleCards'],
): Promise<void> {
  console.log('driving POST /api/kiosk/sync (100-scan batches) beside GET /api/cards/{accessCode}...');
  const { cardRead, alone } = await cardReadsAlone(base, cards);

  const scannedAt = new Date(Date.now() - 60_000).toISOString();
  let syncing = true;
  let scans = 0;
  let batch = 0;
  const callTimes: number[] = [];
  const statuses = new Map<string, number>();
  const tablet = async (n: number) => {
    while (syncing) {
      const body = JSON.stringify({
        scans: Array.from({ length: SYNC_MAX_SCANS }, (_, i) => ({
          token: pick(voucherTokens),
          scannedAt,
          nonce: `bench-${process.pid}-${n}-${batch}-${i}`,
        })),
      });
      batch++;
      const t = performance.now();
      const res = await fetch(`${base}/api/kiosk/sync`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: kioskCookie },
        body,
      });
      const json = (await res.json()) as { results?: Array<{ status: string }> };
      callTimes.push(performance.now() - t);
      if (!res.ok || !json.results) {
        statuses.set(`HTTP ${res.status}`, (statuses.get(`HTTP ${res.status}`) ?? 0) + 1);
        continue;
      }
      scans += json.results.length;
      for (const r of json.results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  const tablets = Array.from({ length: TABLETS }, (_, n) => tablet(n));
  const beside = await drive(base, cardRead, DURATION);
  syncing = false;
  await Promise.all(tablets);
  const seconds = (performance.now() - started) / 1000;

  say('## Offline syncs beside card reads');
  say();
  say(
    `${TABLETS} tablets sync ${SYNC_MAX_SCANS}-scan batches back to back (vouchers of restaurant 1, many used already) while card reads run: ${(scans / seconds).toFixed(0)} scans answered a second in ${callTimes.length} calls (median ${callTimes.length ? median(callTimes).toFixed(0) : '-'} ms, worst ${callTimes.length ? Math.max(...callTimes).toFixed(0) : '-'} ms); answers: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}.`,
  );
  say();
  say('| GET /api/cards/{accessCode} | req/s | p50 ms | p99 ms | max ms |');
  say('|---|---:|---:|---:|---:|');
  say(`| alone | ${alone.requests.average.toFixed(0)} | ${alone.latency.p50} | ${alone.latency.p99} | ${alone.latency.max} |`);
  say(
    `| beside the syncs | ${beside.requests.average.toFixed(0)} | ${beside.latency.p50} | ${beside.latency.p99} | ${beside.latency.max} |`,
  );
  say();
}
