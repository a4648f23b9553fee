import { describe, expect, it, vi } from 'vitest';
import type { SyncResult, SyncScan } from '@dealcard/shared';
import { ConnectionError } from './api-client.ts';
import { batches, createMemoryStorage, syncQueue, voucherKey, type QueuedScan } from './offline-queue.ts';

const scan = (i: number): QueuedScan => ({
  nonce: `nonce-${String(i).padStart(4, '0')}`,
  token: `payload${i}.signature${i}`,
  scannedAt: new Date(Date.UTC(2026, 10, 20, 12, 0, i)).toISOString(),
  offerId: 1000 + i,
  use: 1,
  holderFirstName: `Guest ${i}`,
});

async function queueOf(count: number) {
  const storage = createMemoryStorage();
  // Queued out of order: the upload still goes oldest first.
  for (let i = count - 1; i >= 0; i--) {
    const s = scan(i);
    await storage.addScan(s, { key: voucherKey(s.offerId, s.use), expiry: '2026-12-31', scannedAt: s.scannedAt });
  }
  return storage;
}

const applyAll = async (scans: SyncScan[]): Promise<SyncResult[]> =>
  scans.map((s, i) => ({ nonce: s.nonce, status: 'applied', redemptionId: i + 1 }));

describe('batches', () => {
  it('splits into groups of at most the size, in order', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 100)).toEqual([]);
    expect(() => batches([1], 0)).toThrow(RangeError);
  });
});

describe('syncQueue', () => {
  it('uploads 250 scans in batches of 100, oldest first, and empties the queue', async () => {
    const storage = await queueOf(250);
    const upload = vi.fn(applyAll);
    const progress: number[] = [];
    const outcome = await syncQueue(storage, upload, { onProgress: (left) => progress.push(left) });
    expect(upload.mock.calls.map(([sent]) => sent.length)).toEqual([100, 100, 50]);
    const firstBatch = upload.mock.calls[0]![0];
    expect(firstBatch[0]).toEqual({ token: 'payload0.signature0', scannedAt: scan(0).scannedAt, nonce: 'nonce-0000' });
    expect(firstBatch.map((s) => s.nonce)).toEqual(firstBatch.map((s) => s.nonce).sort());
    expect(progress).toEqual([150, 50, 0]);
    expect(outcome).toEqual({ applied: 250, conflicts: [], remaining: 0 });
    expect(await storage.listScans()).toEqual([]);
  });

  it('keeps duplicates and refused scans as conflicts, with where and when it had been used and the offer the server named', async () => {
    const storage = await queueOf(3);
    const outcome = await syncQueue(
      storage,
      async (scans) => [
        { nonce: scans[0]!.nonce, status: 'applied', redemptionId: 1 },
        {
          nonce: scans[1]!.nonce,
          status: 'duplicate',
          redemptionId: 2,
          usedAt: '2026-11-20T11:00:00.000Z',
          locationName: 'Downtown',
          offerType: 'Free Fowl Balls',
        },
        { nonce: scans[2]!.nonce, status: 'invalid' },
      ],
      { now: () => new Date('2026-11-20T13:00:00.000Z') },
    );
    expect(outcome.applied).toBe(1);
    expect(outcome.remaining).toBe(0);
    const conflicts = await storage.listConflicts();
    expect(conflicts).toEqual([
      {
        nonce: 'nonce-0001',
        status: 'duplicate',
        scannedAt: scan(1).scannedAt,
        offerId: 1001,
        use: 1,
        holderFirstName: 'Guest 1',
        usedAt: '2026-11-20T11:00:00.000Z',
        locationName: 'Downtown',
        offerName: 'Free Fowl Balls',
        syncedAt: '2026-11-20T13:00:00.000Z',
      },
      {
        nonce: 'nonce-0002',
        status: 'invalid',
        scannedAt: scan(2).scannedAt,
        offerId: 1002,
        use: 1,
        holderFirstName: 'Guest 2',
        syncedAt: '2026-11-20T13:00:00.000Z',
      },
    ]);
    expect(outcome.conflicts).toEqual(conflicts);
    expect(await storage.listScans()).toEqual([]);
  });

  it('removes a scan only once its answer came back', async () => {
    const storage = await queueOf(4);
    // The server answers for the first two only (the answer for the others was lost).
    const outcome = await syncQueue(storage, async (scans) => (await applyAll(scans)).slice(0, 2));
    expect(outcome).toEqual({ applied: 2, conflicts: [], remaining: 2 });
    expect((await storage.listScans()).map((s) => s.nonce)).toEqual(['nonce-0002', 'nonce-0003']);
  });

  it('stops at a failed call with the answered batches settled, and sends the same nonces next time', async () => {
    const storage = await queueOf(230);
    let calls = 0;
    const failing = async (scans: SyncScan[]) => {
      if (++calls === 2) throw new ConnectionError();
      return applyAll(scans);
    };
    await expect(syncQueue(storage, failing)).rejects.toBeInstanceOf(ConnectionError);
    const left = await storage.listScans();
    expect(left).toHaveLength(130);
    expect(left[0]!.nonce).toBe('nonce-0100');

    const retry = vi.fn(applyAll);
    const outcome = await syncQueue(storage, retry);
    expect(retry.mock.calls.map(([sent]) => sent.length)).toEqual([100, 30]);
    expect(retry.mock.calls[0]![0][0]!.nonce).toBe('nonce-0100');
    expect(outcome).toEqual({ applied: 130, conflicts: [], remaining: 0 });
  });

  it('ignores answers for nonces it did not send', async () => {
    const storage = await queueOf(1);
    const outcome = await syncQueue(storage, async () => [{ nonce: 'someone-else', status: 'applied' }]);
    expect(outcome).toEqual({ applied: 0, conflicts: [], remaining: 1 });
    expect(await storage.listScans()).toHaveLength(1);
  });

  it('sends a card QR scan with the offer picked, remembers no voucher for it, and names the offer in its conflict', async () => {
    const storage = createMemoryStorage();
    const card: QueuedScan = { ...scan(1), offerId: 41, use: 0, campaignOfferId: 41, offerType: 'Free Appetizer' };
    await storage.addScan(card);
    await storage.addScan(scan(2), { key: voucherKey(1002, 1), expiry: '2026-12-31', scannedAt: scan(2).scannedAt });
    const sent: SyncScan[] = [];
    const outcome = await syncQueue(storage, async (scans) => {
      sent.push(...scans);
      return scans.map((s) => ({ nonce: s.nonce, status: s.campaignOfferId ? 'duplicate' : 'applied' }) as SyncResult);
    });
    expect(sent).toEqual([
      { token: card.token, scannedAt: card.scannedAt, nonce: card.nonce, campaignOfferId: 41 },
      { token: scan(2).token, scannedAt: scan(2).scannedAt, nonce: scan(2).nonce },
    ]);
    expect(outcome.conflicts).toEqual([
      expect.objectContaining({
        nonce: card.nonce,
        status: 'duplicate',
        offerType: 'Free Appetizer',
        offerName: 'Free Appetizer',
      }),
    ]);
    expect(await storage.getSeen(voucherKey(41, 0))).toBeUndefined();
  });

  it('does not call the server with an empty queue', async () => {
    const upload = vi.fn(applyAll);
    expect(await syncQueue(createMemoryStorage(), upload)).toEqual({ applied: 0, conflicts: [], remaining: 0 });
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('the scanned list', () => {
  it('remembers a queued scan’s voucher, keeps it after the sync, and forgets it once its card expired', async () => {
    const storage = await queueOf(1);
    await syncQueue(storage, applyAll);
    expect(await storage.getSeen(voucherKey(1000, 1))).toMatchObject({ expiry: '2026-12-31' });
    await storage.putSeen({ key: voucherKey(2000, 1), expiry: '2027-03-01', scannedAt: '2026-11-20T12:00:00.000Z' });
    await storage.pruneSeen('2027-01-01');
    expect(await storage.getSeen(voucherKey(1000, 1))).toBeUndefined();
    expect(await storage.getSeen(voucherKey(2000, 1))).toBeDefined();
  });
});
