import { describe, expect, it } from 'vitest';
import { kioskDevices } from '../../db/schema/index.ts';
import { makeCampaign, makeLocation } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { REFUSED_SCANS_PER_DAY } from './refused-cap.ts';
import { syncScans } from './sync.ts';

describe("a tablet's refused scans", () => {
  it('are stored up to 1,000 a day; the rest are counted, not stored; the next day starts again', async () => {
    expect(REFUSED_SCANS_PER_DAY).toBe(1000);
    const { db } = createTestApp();
    const { restaurantId } = makeCampaign(db);
    const device = (name: string) => {
      const location = makeLocation(db, restaurantId, { name });
      const row = db
        .insert(kioskDevices)
        .values({ restaurantId, locationId: location.id, secretHash: 'x'.repeat(64) })
        .returning()
        .get();
      return { id: row.id, restaurantId, locationId: location.id };
    };
    const tablet = device('Downtown');
    const other = device('Riverside');
    // Well-formed but not a voucher anyone signed: each is refused (invalid).
    const junk = (prefix: string, n: number, at: Date) =>
      Array.from({ length: n }, (_, i) => ({
        token: `junk${i}.not-signed`,
        scannedAt: at.toISOString(),
        nonce: `${prefix}-${i}-nonce`,
      }));
    const day1 = new Date('2026-11-28T10:00:00.000Z');
    const stored = (deviceId: number) =>
      db.$client.prepare("SELECT count(*) FROM kiosk_scans WHERE device_id = ? AND status = 'invalid'").pluck().get(deviceId);
    const overflow = (deviceId: number, day: string) =>
      db.$client.prepare('SELECT count FROM kiosk_refused_overflow WHERE device_id = ? AND day = ?').pluck().get(deviceId, day);

    let answers = 0;
    for (let call = 0; call < 6; call++) {
      const { results } = await syncScans(
        db,
        tablet,
        junk(`c${call}`, 200, day1),
        undefined,
        new Date(day1.getTime() + call * 60_000),
      );
      expect(results.every((r) => r.status === 'invalid')).toBe(true);
      answers += results.length;
    }
    expect(answers).toBe(1200);
    expect(stored(tablet.id)).toBe(1000);
    expect(overflow(tablet.id, '2026-11-28')).toBe(200);
    // Another tablet has its own allowance.
    await syncScans(db, other, junk('other', 3, day1), undefined, day1);
    expect(stored(other.id)).toBe(3);
    expect(overflow(other.id, '2026-11-28')).toBeUndefined();
    // The next day (UTC) is a new allowance.
    const day2 = new Date('2026-11-29T00:00:01.000Z');
    await syncScans(db, tablet, junk('next', 5, day2), undefined, day2);
    expect(stored(tablet.id)).toBe(1005);
    expect(overflow(tablet.id, '2026-11-28')).toBe(200);
    expect(overflow(tablet.id, '2026-11-29')).toBeUndefined();
  });
});
