import {
  SyncScanSchema,
  SCAN_NONCE_MAX_LENGTH,
  syncAnswer,
  type SyncResponse,
  type SyncResult,
  type SyncScan,
} from '@dealcard/shared';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { KioskDeviceAuth } from '../../types.d.ts';
import { isCardQrToken, judgeCardQr, lastUseOf, serveCardOffer } from './card-qr.ts';
import { isUseTaken, judgeVoucher, serveVoucher, syncStatus } from './scan.ts';
import { keepRefusedScan } from './refused-cap.ts';
import { withOfferNames } from './sync-offer-names.ts';
import { transaction } from '../../db/transaction.ts';

interface KnownScan {
  deviceId: number;
  status: SyncResult['status'];
  redemptionId: number | null;
  usedAt: string | null;
  locationName: string | null;
}

const statements = preparedPerDb((db) => ({
  /**
   * A nonce this tablet already sent, with the redemption it made or ran into (when and where
   * that use was, as first answered). Nonces are scoped to the tablet that sent them.
   */
  known: db.$client.prepare<[number, string], KnownScan>(`
    SELECT device_id AS deviceId, status, redemption_id AS redemptionId, held_at AS usedAt, held_location AS locationName
      FROM kiosk_scans
     WHERE device_id = ? AND nonce = ?`),
  record: db.$client.prepare<{
    nonce: string;
    deviceId: number;
    restaurantId: number;
    cardOfferId: number | null;
    use: number | null;
    scannedAt: string;
    receivedAt: string;
    status: SyncResult['status'];
    redemptionId: number | null;
    locationId: number;
    heldAt: string | null;
    heldLocation: string | null;
  }>(`
    INSERT INTO kiosk_scans (nonce, device_id, restaurant_id, card_offer_id, use, scanned_at, received_at, status,
                             redemption_id, location_id, held_at, held_location)
    VALUES (:nonce, :deviceId, :restaurantId, :cardOfferId, :use, :scannedAt, :receivedAt, :status,
            :redemptionId, :locationId, :heldAt, :heldLocation)`),
}));

/** The first answer for a nonce, given again: the same nonce twice gives the same result and applies once. */
function replay(nonce: string, known: KnownScan): SyncResult {
  return {
    nonce,
    status: known.status,
    ...(known.redemptionId ? { redemptionId: known.redemptionId } : {}),
    ...(known.status === 'duplicate' && known.usedAt
      ? { usedAt: known.usedAt, ...(known.locationName ? { locationName: known.locationName } : {}) }
      : {}),
  };
}

/** One scan, inside the batch's transaction (its own savepoint where it writes). */
function syncOne(db: Db, device: KioskDeviceAuth, raw: unknown, now: Date): SyncResult {
  const parsed = SyncScanSchema.safeParse(raw);
  if (!parsed.success) {
    // A broken scan is invalid on its own; its neighbours go on. Its nonce is echoed when it is one.
    const nonce = typeof raw === 'object' && raw !== null ? (raw as { nonce?: unknown }).nonce : undefined;
    return { nonce: typeof nonce === 'string' ? nonce.slice(0, SCAN_NONCE_MAX_LENGTH) : '', status: 'invalid' };
  }
  const scan = parsed.data;
  const q = statements(db);
  const known = q.known.get(device.id, scan.nonce);
  if (known) return replay(scan.nonce, known);
  if (isCardQrToken(scan.token)) return syncCardScan(db, device, scan, now);

  const result = db.$client.transaction((): SyncResult => {
    for (;;) {
      const judged = judgeVoucher(db, device, scan.token, scan.scannedAt, now);
      let status = syncStatus(judged);
      let redemptionId: number | null = null;
      let usedAt: string | undefined;
      let locationName: string | undefined;
      if (judged.verdict.ok && judged.payload && judged.row) {
        let served;
        try {
          // The use is served when the tablet scanned it, recorded now.
          served = db.$client.transaction(() =>
            serveVoucher(db, device, judged.payload!, judged.row!, judged.verdict.ok ? judged.verdict.at : now, now),
          )();
        } catch (err) {
          // Taken by another path between the judgement and the insert: judge again, it is a duplicate now.
          if (isUseTaken(err)) continue;
          throw err;
        }
        if (served) redemptionId = served.redemptionId;
        else status = 'duplicate';
      } else if (status === 'duplicate' && judged.row?.heldId != null) {
        redemptionId = judged.row.heldId;
        usedAt = judged.row.heldAt ?? undefined;
        locationName = judged.row.heldLocation ?? undefined;
      }
      // A refused scan is stored up to the tablet's daily cap; past it, only counted.
      if (status !== 'invalid' || keepRefusedScan(db, device.id, now))
        q.record.run({
          nonce: scan.nonce,
          deviceId: device.id,
          restaurantId: device.restaurantId,
          cardOfferId: status === 'invalid' ? null : (judged.payload?.o ?? null),
          use: status === 'invalid' ? null : (judged.payload?.u ?? null),
          scannedAt: scan.scannedAt,
          receivedAt: now.toISOString(),
          status,
          redemptionId,
          locationId: device.locationId,
          heldAt: usedAt ?? null,
          heldLocation: locationName ?? null,
        });
      return {
        nonce: scan.nonce,
        status,
        ...(redemptionId ? { redemptionId } : {}),
        ...(usedAt ? { usedAt } : {}),
        ...(locationName ? { locationName } : {}),
      };
    }
  })();
  return result;
}

/**
 * A card QR accepted offline with the offer staff picked (the campaign's offer, from the kit):
 * the server finds the card's own offer from it and serves its next free use if one is left, else
 * the scan is a duplicate. Without a picked offer, or with one not on the card, it is invalid.
 */
function syncCardScan(db: Db, device: KioskDeviceAuth, scan: SyncScan, now: Date): SyncResult {
  const q = statements(db);
  return db.$client.transaction((): SyncResult => {
    const judged =
      scan.campaignOfferId === undefined
        ? null
        : judgeCardQr(db, device, scan.token, { campaignOfferId: scan.campaignOfferId }, scan.scannedAt, now);
    let status: SyncResult['status'] = judged ? syncAnswer(judged.verdict) : 'invalid';
    let served: { redemptionId: number; use: number } | null = null;
    if (judged?.verdict.ok && judged.card && judged.offer) {
      const at = judged.verdict.at;
      served = db.$client.transaction(() => serveCardOffer(db, device, judged.card!, judged.offer!, at, now))();
      if (!served) status = 'duplicate';
    }
    // A duplicate ran into the offer's last use: kept with when and where, for the kiosk and the portal.
    const ranInto = status === 'duplicate' && judged?.offer ? lastUseOf(db, judged.offer.id) : undefined;
    if (status !== 'invalid' || keepRefusedScan(db, device.id, now))
      q.record.run({
        nonce: scan.nonce,
        deviceId: device.id,
        restaurantId: device.restaurantId,
        cardOfferId: status === 'invalid' ? null : (judged?.offer?.id ?? null),
        use: served?.use ?? null,
        scannedAt: scan.scannedAt,
        receivedAt: now.toISOString(),
        status,
        redemptionId: served?.redemptionId ?? ranInto?.id ?? null,
        locationId: device.locationId,
        heldAt: ranInto?.at ?? null,
        heldLocation: ranInto?.location ?? null,
      });
    if (ranInto) {
      return {
        nonce: scan.nonce,
        status,
        redemptionId: ranInto.id,
        usedAt: ranInto.at,
        ...(ranInto.location ? { locationName: ranInto.location } : {}),
      };
    }
    return { nonce: scan.nonce, status, ...(served ? { redemptionId: served.redemptionId } : {}) };
  })();
}

/**
 * `POST /api/kiosk/sync`: scans accepted offline, at most SYNC_MAX_SCANS a call, applied in one
 * IMMEDIATE transaction (one commit for the batch: the server stays responsive however many
 * tablets come back online at once), each in its own savepoint and answered on its own. Each nonce
 * applies once. A voucher already used elsewhere is a duplicate: the conflict is kept for the
 * kiosk and the portal with both times and places. A scan that fails for a reason of the server's
 * (not of the scan) gets no answer this time: it stays queued on the tablet and comes again.
 */
export async function syncScans(
  db: Db,
  device: KioskDeviceAuth,
  scans: readonly unknown[],
  logger?: Logger,
  now = new Date(),
): Promise<SyncResponse> {
  const results: SyncResult[] = [];
  await transaction(db, (tx) => {
    for (const raw of scans) {
      try {
        results.push(syncOne(tx, device, raw, now));
      } catch (err) {
        // SQLite ended the whole transaction (a full disk, I/O): nothing of the batch may be reported as done.
        if (!tx.$client.inTransaction) throw err;
        logger?.error({ err, deviceId: device.id }, 'an offline scan could not be synced');
      }
    }
  });
  return { results: withOfferNames(db, results) };
}
