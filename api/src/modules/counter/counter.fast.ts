import { toDateOnly, type ScanVoucherResponse, type VouchersResponse } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { JsonText } from '../../http/validate.ts';
import type { KioskDeviceAuth } from '../../types.d.ts';
import { firstNameOf } from '../cards/cards.presenter.ts';
import { normalizeAccessCode } from '../cards/codes.ts';
import { restaurantKey, verifyVoucher } from './voucher-keys.ts';

/** A voucher is free while no live redemption holds its use (redemptions_offer_use_live_uq). */
const FREE = `NOT EXISTS (SELECT 1 FROM redemptions r WHERE r.offer_id = v.card_offer_id AND r.use = v.use AND r.undone_at IS NULL)`;

/**
 * The hot paths of the counter as single prepared statements, like the card read
 * (docs/decisions/009): a card's stored vouchers as JSON text built by SQLite, and a scan's
 * read-only checks. The slower paths (signing missing vouchers, applying a scan in a write
 * transaction) run only when these say they are needed.
 */
const statements = preparedPerDb((db) => ({
  // `json` is read once: a second use of it in the same SELECT (json_array_length, as before)
  // made SQLite build the whole subquery twice and parse its text, 45 µs a call against 12.
  vouchers: db.$client.prepare<[string], { status: string; expiry: string; remaining: number; json: string }>(`
    SELECT c.status, substr(c.expiration_date, 1, 10) AS expiry,
           (SELECT coalesce(sum(o.quantity_remaining), 0) FROM card_offers o WHERE o.card_id = c.id) AS remaining,
           (SELECT json_object('vouchers', json_group_array(json_object('offerId', v.card_offer_id, 'use', v.use, 'token', v.token)
                     ORDER BY o.sort_order, o.id, v.use))
              FROM card_offers o JOIN vouchers v ON v.card_offer_id = o.id WHERE o.card_id = c.id AND ${FREE}) AS json
      FROM cards c WHERE c.access_code = ?`),
  scanRead: db.$client.prepare<
    { o: number; c: number; u: number },
    {
      total: number;
      offerType: string;
      description: string;
      customerName: string;
      status: string;
      heldId: number | null;
      heldAt: string | null;
      heldLocation: string | null;
    }
  >(`
    SELECT o.quantity_total AS total, o.offer_type AS offerType, o.description, c.customer_name AS customerName, c.status,
           r.id AS heldId, coalesce(r.verified_at, r.redeemed_at) AS heldAt, l.name AS heldLocation
      FROM card_offers o
      JOIN cards c ON c.id = o.card_id
      LEFT JOIN redemptions r ON r.offer_id = o.id AND r.use = :u AND r.undone_at IS NULL
      LEFT JOIN locations l ON l.id = coalesce(r.verified_location_id, r.location_id)
     WHERE o.id = :o AND c.id = :c`),
}));

/** The vouchers in the JSON text built above: one "token" key each (a token is base64url, no quotes). */
function countVouchers(json: string): number {
  let count = 0;
  for (let at = json.indexOf('"token"'); at !== -1; at = json.indexOf('"token"', at + 7)) count++;
  return count;
}

export const NO_VOUCHERS = '{"vouchers":[]}' as JsonText<VouchersResponse>;

/**
 * The card's vouchers when all of them are stored already (every request after the first), as
 * JSON text; `null` when some are still to be signed; `undefined` when there is no such card.
 */
export function storedVouchersJson(db: Db, accessCode: string, now = new Date()): JsonText<VouchersResponse> | null | undefined {
  const row = statements(db).vouchers.get(normalizeAccessCode(accessCode));
  if (!row) return undefined;
  if (row.status !== 'active' || row.expiry < toDateOnly(now)) return NO_VOUCHERS;
  if (countVouchers(row.json) !== row.remaining) return null;
  return (row.remaining === 0 ? NO_VOUCHERS : row.json) as JsonText<VouchersResponse>;
}

/**
 * A scan's answer when it needs no write: not this restaurant's or forged, voided, expired, or
 * already used. `null` means the use looks free: the caller applies it in a write transaction,
 * which checks everything again.
 */
export function scanWithoutWriting(db: Db, device: KioskDeviceAuth, token: string, now: Date): ScanVoucherResponse | null {
  const payload = verifyVoucher(restaurantKey(db, device.restaurantId), token);
  if (!payload || payload.r !== device.restaurantId) return { status: 'not_found' };
  const row = statements(db).scanRead.get({ o: payload.o, c: payload.c, u: payload.u });
  if (!row || payload.u < 1 || payload.u > row.total) return { status: 'not_found' };
  const about = {
    offer: { offerType: row.offerType, description: row.description },
    holderFirstName: firstNameOf(row.customerName),
  };
  if (row.status !== 'active') return { status: 'voided', ...about };
  if (payload.e < toDateOnly(now)) return { status: 'expired', ...about };
  if (row.heldId !== null) {
    return {
      status: 'already_used',
      ...about,
      redemptionId: row.heldId,
      usedAt: row.heldAt!,
      ...(row.heldLocation ? { locationName: row.heldLocation } : {}),
    };
  }
  return null;
}
