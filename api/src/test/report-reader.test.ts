import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { adminReport } from '../modules/admin/admin.service.ts';
import { redeemOffer } from '../modules/counter/redeem.ts';
import { createTestApp } from './harness.ts';
import { makeCampaign, makeCard } from './factories.ts';
import { inlineReportReader, ReportCancelled, startReportReader, type ReportReader } from '../db/report-reader.ts';

const readers: ReportReader[] = [];
afterEach(async () => {
  await Promise.all(readers.splice(0).map((r) => r.stop()));
});

function workerReader(ctx: ReturnType<typeof createTestApp>): ReportReader {
  const reader = startReportReader(ctx.db, ctx.config.databasePath, createLogger('silent'));
  readers.push(reader);
  return reader;
}

/** Counts to n in SQLite: long enough (hundreds of ms) that a blocked event loop cannot go unnoticed. */
const slowCount = (n: number) => ({
  sql: 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) SELECT count(*) AS c FROM n',
  params: [n],
});

/** Whether the promise settled before the event loop got one more turn. */
async function settledWithinOneTurn(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('report reader', () => {
  it('answers the admin report in a worker exactly as the server connection does, and sees writes committed after it started', async () => {
    const ctx = createTestApp();
    const reader = workerReader(ctx);
    const { campaign } = makeCampaign(ctx.db);
    const other = makeCampaign(ctx.db, { cardPrice: 3500 });
    for (let i = 0; i < 3; i++) makeCard(ctx.db, campaign.id);
    const { card, offers } = makeCard(ctx.db, other.campaign.id);
    redeemOffer(ctx.db, card.accessCode, offers[0]!.id);

    const viaWorker = await adminReport(ctx.db, reader, undefined);
    expect(viaWorker).toEqual(await adminReport(ctx.db, inlineReportReader(ctx.db), undefined));
    expect(viaWorker.restaurantStats.find((s) => s.restaurantId === other.restaurantId)).toMatchObject({
      cardsSold: 1,
      revenue: 3500,
      redemptions: 1,
    });

    makeCard(ctx.db, other.campaign.id);
    const filtered = await adminReport(ctx.db, reader, other.restaurantId);
    expect(filtered.restaurantStats).toEqual([
      expect.objectContaining({ restaurantId: other.restaurantId, cardsSold: 2, revenue: 7000 }),
    ]);
  });

  it('keeps the event loop free while a long statement runs (the server connection cannot)', async () => {
    const ctx = createTestApp();
    const inWorker = workerReader(ctx).all<{ c: number }>(slowCount(3_000_000));
    expect(await settledWithinOneTurn(inWorker)).toBe(false);
    expect(await inWorker).toEqual([{ c: 3_000_000 }]);

    // The same statement on the server's own connection holds the loop until it is done.
    const inline = inlineReportReader(ctx.db).all<{ c: number }>(slowCount(300_000));
    expect(await settledWithinOneTurn(inline)).toBe(true);
  });

  it('rejects a failing statement with its message and goes on answering', async () => {
    const ctx = createTestApp();
    const reader = workerReader(ctx);
    await expect(reader.all({ sql: 'SELECT * FROM no_such_table', params: [] })).rejects.toThrow(/no such table/);
    // Read-only: the worker's connection can never change data.
    await expect(reader.all({ sql: 'DELETE FROM restaurants RETURNING id', params: [] })).rejects.toThrow(/readonly/);
    expect(await reader.all({ sql: 'SELECT ? + 1 AS n', params: [41] })).toEqual([{ n: 42 }]);
  });

  it('skips a statement whose caller went away before its turn, and runs the rest in order', async () => {
    const ctx = createTestApp();
    const reader = workerReader(ctx);
    const first = reader.all<{ c: number }>(slowCount(1_000_000));
    const gone = new AbortController();
    // Were it run, it would fail with "no such table": the cancellation proves it never started.
    const skipped = reader.all({ sql: 'SELECT * FROM no_such_table', params: [] }, gone.signal);
    const third = reader.all({ sql: 'SELECT 3 AS n', params: [] });
    gone.abort();
    await expect(skipped).rejects.toBeInstanceOf(ReportCancelled);
    expect(await first).toEqual([{ c: 1_000_000 }]);
    expect(await third).toEqual([{ n: 3 }]);
    // Inline too: a caller already gone costs nothing.
    const aborted = AbortSignal.abort();
    await expect(inlineReportReader(ctx.db).all({ sql: 'SELECT 1', params: [] }, aborted)).rejects.toBeInstanceOf(
      ReportCancelled,
    );
  });

  it('when stopped, finishes the statement under way and refuses those still waiting', async () => {
    const ctx = createTestApp();
    const reader = startReportReader(ctx.db, ctx.config.databasePath, createLogger('silent'));
    const underWay = reader.all<{ c: number }>(slowCount(300_000));
    const refused = expect(reader.all({ sql: 'SELECT 1 AS n', params: [] })).rejects.toThrow(/stopped/);
    await reader.stop();
    expect(await underWay).toEqual([{ c: 300_000 }]);
    await refused;
    // After the stop the reader still answers, on the given connection.
    expect(await reader.all({ sql: 'SELECT 2 AS n', params: [] })).toEqual([{ n: 2 }]);
  });
});
