import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';

/** A tablet's refused scans stored a day (UTC); the rest are counted in kiosk_refused_overflow. */
export const REFUSED_SCANS_PER_DAY = 1000;

const statements = preparedPerDb((db) => ({
  stored: db.$client
    .prepare<[number, string, string], number>(
      `SELECT count(*) FROM kiosk_scans WHERE device_id = ? AND status = 'invalid' AND received_at >= ? AND received_at < ?`,
    )
    .pluck(),
  overflow: db.$client.prepare<[number, string]>(
    `INSERT INTO kiosk_refused_overflow (device_id, day, count) VALUES (?, ?, 1)
     ON CONFLICT (device_id, day) DO UPDATE SET count = count + 1`,
  ),
}));

/**
 * Whether a tablet's refused scan received `now` may be stored: yes while the tablet has fewer than
 * `cap` stored today; past that it is only counted (junk cannot fill the disk). Runs in the caller's
 * transaction.
 */
export function keepRefusedScan(db: Db, deviceId: number, now: Date, cap = REFUSED_SCANS_PER_DAY): boolean {
  const day = now.toISOString().slice(0, 10);
  // received_at is an ISO instant: the day's are those from "YYYY-MM-DDT" up to (not with) "YYYY-MM-DDU".
  if (statements(db).stored.get(deviceId, `${day}T`, `${day}U`)! < cap) return true;
  statements(db).overflow.run(deviceId, day);
  return false;
}
