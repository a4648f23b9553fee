import type { VouchersResponse } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { JsonText } from '../../http/validate.ts';
import { cardStateHere } from '../cards/card-days.ts';
import { normalizeAccessCode } from '../cards/codes.ts';

/** A voucher is free while no live redemption holds its use (redemptions_offer_live_use_uq). */
const FREE = `NOT EXISTS (SELECT 1 FROM redemptions r WHERE r.offer_id = v.card_offer_id AND r.live_use = v.use)`;

/**
 * The holder's vouchers as one prepared statement, like the card read (docs/decisions/009): a
 * card's stored vouchers as JSON text built by SQLite. Signing missing vouchers runs only when
 * this says some are needed.
 */
const statements = preparedPerDb((db) => ({
  // `json` is read once: a second use of it in the same SELECT (json_array_length, as before)
  // made SQLite build the whole subquery twice and parse its text, 45 µs a call against 12.
  vouchers: db.$client.prepare<
    [string],
    { status: 'active' | 'refunded' | 'on_hold'; expiry: string; remaining: number; json: string; cardToken: string | null }
  >(`
    SELECT c.status, c.expires_on AS expiry,
           (SELECT t.token FROM card_tokens t WHERE t.card_id = c.id) AS cardToken,
           (SELECT coalesce(sum(o.quantity_remaining), 0) FROM card_offers o WHERE o.card_id = c.id) AS remaining,
           (SELECT json_object('vouchers', json_group_array(json_object('offerId', v.card_offer_id, 'use', v.use, 'token', v.token)
                     ORDER BY o.sort_order, o.id, v.use))
              FROM card_offers o JOIN vouchers v ON v.card_offer_id = o.id WHERE o.card_id = c.id AND ${FREE}) AS json
      FROM cards c WHERE c.access_code = ?`),
}));

/** The vouchers in the JSON text built above: one "token" key each (a token is base64url, no quotes). */
function countVouchers(json: string): number {
  let count = 0;
  for (let at = json.indexOf('"token"'); at !== -1; at = json.indexOf('"token"', at + 7)) count++;
  return count;
}

export const NO_VOUCHERS = '{"vouchers":[]}' as JsonText<VouchersResponse>;

/**
 * The card's vouchers and card QR when all of them are stored already (every request after the
 * first), as JSON text; `null` when some are still to be signed; `undefined` when there is no such card.
 */
export function storedVouchersJson(db: Db, accessCode: string, now = new Date()): JsonText<VouchersResponse> | null | undefined {
  const row = statements(db).vouchers.get(normalizeAccessCode(accessCode));
  if (!row) return undefined;
  if (cardStateHere({ status: row.status, expiresOn: row.expiry }, now) !== 'active') return NO_VOUCHERS;
  if (row.cardToken === null || countVouchers(row.json) !== row.remaining) return null;
  // The card QR after the vouchers (a token is base64url and a dot: nothing to escape).
  const vouchers = row.remaining === 0 ? '{"vouchers":[]}' : row.json;
  return `${vouchers.slice(0, -1)},"cardToken":"${row.cardToken}"}` as JsonText<VouchersResponse>;
}
