import {
  offerIn,
  type Language,
  decideUse,
  syncAnswer,
  voucherAnswer,
  type CounterVerdict,
  type ScanVoucherResponse,
  type SyncResult,
  type VoucherPayload,
  localZone,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { KioskDeviceAuth } from '../../types.d.ts';
import { firstNameOf } from '../cards/cards.presenter.ts';
import { generateRedemptionCode } from '../cards/codes.ts';
import { withFreshCode } from './fresh-code.ts';
import { USED_AT_SQL } from './used-at.ts';
import { readVoucher, restaurantKey, verifyVoucher } from '../cards/voucher-keys.ts';
import { transaction } from '../../db/transaction.ts';

/** A voucher's card offer and card, and the live redemption holding its use if one does. */
export interface VoucherRow {
  cardId: number;
  restaurantId: number;
  campaignId: number;
  status: 'active' | 'refunded' | 'on_hold';
  expiry: string;
  boughtAt: string;
  customerName: string;
  total: number;
  remaining: number;
  offerType: string;
  description: string;
  offerTypeEs: string | null;
  descriptionEs: string | null;
  heldId: number | null;
  heldAt: string | null;
  heldLocation: string | null;
}

const statements = preparedPerDb((db) => ({
  voucher: db.$client.prepare<{ o: number; c: number; u: number }, VoucherRow>(`
    SELECT c.id AS cardId, c.restaurant_id AS restaurantId, c.campaign_id AS campaignId, c.status,
           c.expires_on AS expiry, c.purchase_date AS boughtAt, c.customer_name AS customerName,
           o.quantity_total AS total, o.quantity_remaining AS remaining, o.offer_type AS offerType, o.description,
           o.offer_type_es AS offerTypeEs, o.description_es AS descriptionEs,
           r.id AS heldId, ${USED_AT_SQL} AS heldAt, l.name AS heldLocation
      FROM card_offers o
      JOIN cards c ON c.id = o.card_id
      LEFT JOIN redemptions r ON r.offer_id = o.id AND r.live_use = :u
      LEFT JOIN locations l ON l.id = coalesce(r.verified_location_id, r.location_id)
     WHERE o.id = :o AND c.id = :c`),
  /** The guarded decrement: never below zero, whatever the concurrency. */
  takeOne: db.$client.prepare<{ o: number }>(
    `UPDATE card_offers SET quantity_remaining = quantity_remaining - 1 WHERE id = :o AND quantity_remaining > 0`,
  ),
  insert: db.$client.prepare<
    {
      cardId: number;
      offerId: number;
      restaurantId: number;
      campaignId: number;
      locationId: number;
      deviceId: number;
      code: string;
      customerName: string;
      recordedAt: string;
      servedAt: string;
      use: number;
    },
    { id: number }
  >(
    `INSERT INTO redemptions (card_id, offer_id, restaurant_id, campaign_id, location_id, code, customer_name,
                              redeemed_at, verified_at, verified_location_id, verified_device_id, use)
     VALUES (:cardId, :offerId, :restaurantId, :campaignId, :locationId, :code, :customerName,
             :recordedAt, :servedAt, :locationId, :deviceId, :use)
     RETURNING id`,
  ),
  locationName: db.$client.prepare<[number], string>(`SELECT name FROM locations WHERE id = ?`).pluck(),
}));

/** What a voucher is, once judged: the rule's verdict with the facts it was judged on. */
export interface JudgedVoucher {
  verdict: CounterVerdict;
  payload: VoucherPayload | null;
  row: VoucherRow | undefined;
}

/**
 * Gathers the facts of a voucher for this tablet and asks the rule. `recordedAt` is given for a
 * synced scan (`at` is then the tablet's scan time); online, the use happens now.
 */
export function judgeVoucher(
  db: Db,
  device: KioskDeviceAuth,
  token: string,
  at: Date | string,
  recordedAt?: Date,
): JudgedVoucher {
  const payload = verifyVoucher(restaurantKey(db, device.restaurantId), token);
  if (!payload) {
    // Not signed by this restaurant's key: another restaurant's voucher, or a forged one.
    const claimed = readVoucher(token)?.payload;
    const verdict = decideUse({
      zone: localZone(),
      restaurantId: device.restaurantId,
      card: claimed ? { restaurantId: claimed.r, status: 'active', expiry: claimed.e } : null,
      genuine: false,
      offer: null,
      at,
    });
    return { verdict, payload: null, row: undefined };
  }
  const row = statements(db).voucher.get({ o: payload.o, c: payload.c, u: payload.u });
  const verdict = decideUse({
    zone: localZone(),
    restaurantId: device.restaurantId,
    card: row ? { restaurantId: row.restaurantId, status: row.status, expiry: row.expiry, boughtAt: row.boughtAt } : null,
    genuine: true,
    offer: row ? { total: row.total, remaining: row.remaining } : null,
    use: payload.u,
    heldBy: row?.heldId != null ? { at: row.heldAt! } : null,
    at,
    ...(recordedAt ? { recordedAt } : {}),
  });
  return { verdict, payload, row };
}

export const isUseTaken = (err: unknown) =>
  err instanceof Error && /redemptions\.offer_id, redemptions\.live_use/.test(err.message);

/**
 * Serves a voucher the rule let through: the guarded decrement and the redemption (that use of
 * that offer, served here at `servedAt`, recorded now), in the caller's transaction. The unique
 * index on live (offer, use) refuses a second holder of the use whatever else raced it.
 */
export function serveVoucher(
  db: Db,
  device: KioskDeviceAuth,
  payload: VoucherPayload,
  row: VoucherRow,
  servedAt: Date,
  recordedAt: Date,
): { redemptionId: number; locationName: string | undefined } | null {
  const q = statements(db);
  if (q.takeOne.run({ o: payload.o }).changes !== 1) return null;
  // A six-digit code clash draws another. Anything else (the use taken meanwhile) is an error the
  // caller's transaction or savepoint rolls back, decrement included.
  const inserted = withFreshCode(
    (code) =>
      q.insert.get({
        cardId: row.cardId,
        offerId: payload.o,
        restaurantId: device.restaurantId,
        campaignId: row.campaignId,
        locationId: device.locationId,
        deviceId: device.id,
        code,
        customerName: row.customerName,
        recordedAt: recordedAt.toISOString(),
        servedAt: servedAt.toISOString(),
        use: payload.u,
      })!,
    generateRedemptionCode,
  );
  return { redemptionId: inserted.id, locationName: q.locationName.get(device.locationId) ?? undefined };
}

/** The answer of `POST /api/kiosk/vouchers` for a judged voucher (and, when served, its redemption). */
export function presentScan(
  judged: JudgedVoucher,
  served?: { redemptionId: number; locationName: string | undefined; at: Date },
  language: Language = 'en',
): ScanVoucherResponse {
  const { verdict, row } = judged;
  const status = served ? 'valid' : voucherAnswer(verdict);
  if (status === 'not_found' || !row) return { status: 'not_found' };
  const about = {
    offer: offerIn(
      { offerType: row.offerType, description: row.description, offerTypeEs: row.offerTypeEs, descriptionEs: row.descriptionEs },
      language,
    ),
    holderFirstName: firstNameOf(row.customerName),
  };
  if (served) {
    return {
      status,
      ...about,
      redemptionId: served.redemptionId,
      usedAt: served.at.toISOString(),
      ...(served.locationName ? { locationName: served.locationName } : {}),
    };
  }
  if (status === 'already_used' && row.heldId !== null) {
    return {
      status,
      ...about,
      redemptionId: row.heldId,
      usedAt: row.heldAt!,
      ...(row.heldLocation ? { locationName: row.heldLocation } : {}),
    };
  }
  return { status, ...about };
}

/** A synced scan's answer from the rule's verdict. */
export function syncStatus(judged: JudgedVoucher): SyncResult['status'] {
  return syncAnswer(judged.verdict);
}

/**
 * `POST /api/kiosk/vouchers`: the online check of a scanned voucher, which serves it when the
 * rule lets it through. Most scans need no write (a second look at a used voucher, a foreign
 * one): they are answered from the first read and never take the write lock. A voucher that
 * looks free is judged again inside an IMMEDIATE transaction and served there.
 */
export async function scanVoucher(
  db: Db,
  device: KioskDeviceAuth,
  token: string,
  now = new Date(),
  language: Language = 'en',
): Promise<ScanVoucherResponse> {
  const first = judgeVoucher(db, device, token, now);
  if (!first.verdict.ok) return presentScan(first, undefined, language);
  for (;;) {
    try {
      return await transaction(db, (tx): ScanVoucherResponse => {
        const judged = judgeVoucher(tx, device, token, now);
        if (!judged.verdict.ok || !judged.payload || !judged.row) return presentScan(judged, undefined, language);
        const served = serveVoucher(tx, device, judged.payload, judged.row, now, now);
        if (!served) return presentScan({ ...judged, verdict: { ok: false, reason: 'none_left' } }, undefined, language);
        return presentScan(judged, { ...served, at: now }, language);
      });
    } catch (err) {
      // Another process took this use between our read and our insert: judge again, it is "already used".
      if (!isUseTaken(err)) throw err;
    }
  }
}
