import type { CardTokenPayload, Voucher, VouchersResponse } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { notFound } from '../../http/errors.ts';
import { cardStateHere } from './card-days.ts';
import { firstNameOf } from './cards.presenter.ts';
import { normalizeAccessCode } from './codes.ts';
import { restaurantKey, signVoucher } from './voucher-keys.ts';

/**
 * The card's tokens: its card QR (card_tokens) and one voucher per use of each offer (vouchers),
 * each signed with the restaurant's key the first time it is asked for and stored, so asking
 * again signs nothing. The only writer of those two tables; the counter verifies what they sign.
 */

const tokenStatements = preparedPerDb((db) => ({
  storedToken: db.$client.prepare<[number], string>(`SELECT token FROM card_tokens WHERE card_id = ?`).pluck(),
  storeToken: db.$client.prepare<{ c: number; t: string }>(
    `INSERT INTO card_tokens (card_id, token) VALUES (:c, :t) ON CONFLICT (card_id) DO NOTHING`,
  ),
}));

/** The card's QR token as stored, if it is. */
export function storedCardToken(db: Db, cardId: number): string | undefined {
  return tokenStatements(db).storedToken.get(cardId);
}

/** A new signature of the card's QR token (the caller stores it: storeCardToken). */
export function signCardToken(
  db: Db,
  card: { id: number; restaurantId: number; expiresOn: string; customerName: string },
): string {
  const payload: CardTokenPayload = {
    v: 1,
    t: 'card',
    r: card.restaurantId,
    c: card.id,
    e: card.expiresOn,
    n: firstNameOf(card.customerName),
  };
  return signVoucher(restaurantKey(db, card.restaurantId), payload);
}

/**
 * Stores the card's QR token unless one is stored already (two phones asking at once: the first
 * stored wins) and gives back the one stored. Runs inside the caller's transaction, beside the
 * vouchers it signs, so a card's first call commits once.
 */
export function storeCardToken(db: Db, cardId: number, token: string): string {
  const q = tokenStatements(db);
  q.storeToken.run({ c: cardId, t: token });
  return q.storedToken.get(cardId)!;
}

/**
 * The card's QR token: signed the first time it is asked for and stored, so asking again signs
 * nothing.
 */
export function cardTokenFor(
  db: Db,
  card: { id: number; restaurantId: number; expiresOn: string; customerName: string },
): string {
  return storedCardToken(db, card.id) ?? storeCardToken(db, card.id, signCardToken(db, card));
}

/**
 * The statements of a card's first vouchers call, prepared once per database handle: a phone
 * saving its card runs this once, and a card's first call is mostly signing (Ed25519), so the
 * rest stays free of query building.
 */
const voucherStatements = preparedPerDb((db) => ({
  card: db.$client.prepare<
    [string],
    { id: number; restaurantId: number; expiresOn: string; customerName: string; status: 'active' | 'refunded' | 'on_hold' }
  >(
    `SELECT id, restaurant_id AS restaurantId, expires_on AS expiresOn, customer_name AS customerName, status
       FROM cards WHERE access_code = ?`,
  ),
  offers: db.$client.prepare<[number], { id: number; quantityTotal: number }>(
    `SELECT id, quantity_total AS quantityTotal FROM card_offers WHERE card_id = ? ORDER BY sort_order, id`,
  ),
  held: db.$client
    .prepare<[number], string>(
      `SELECT r.offer_id || ':' || r.live_use FROM redemptions r
        WHERE r.card_id = ? AND r.live_use IS NOT NULL`,
    )
    .pluck(),
  stored: db.$client.prepare<[number], { key: string; token: string }>(
    `SELECT v.card_offer_id || ':' || v.use AS key, v.token
       FROM card_offers o JOIN vouchers v ON v.card_offer_id = o.id WHERE o.card_id = ?`,
  ),
  insert: db.$client.prepare<{ o: number; u: number; t: string }>(
    `INSERT INTO vouchers (card_offer_id, use, token) VALUES (:o, :u, :t) ON CONFLICT DO NOTHING`,
  ),
}));

/**
 * The vouchers of a card: one per use of each offer that no live redemption holds, each signed
 * the first time it is asked for and stored, so asking again signs nothing. A card that cannot
 * redeem (refunded, on hold, expired) has none.
 */
export async function cardVouchers(db: Db, accessCode: string, now = new Date()): Promise<VouchersResponse> {
  const q = voucherStatements(db);
  const card = q.card.get(normalizeAccessCode(accessCode));
  if (!card) throw notFound('Card');
  const expiry = card.expiresOn;
  if (cardStateHere({ status: card.status, expiresOn: expiry }, now) !== 'active') return { vouchers: [] };
  // Signed now if it is not stored yet; stored below with the missing vouchers, in one commit.
  const storedToken = storedCardToken(db, card.id);
  let cardToken = storedToken ?? signCardToken(db, card);
  const offers = q.offers.all(card.id);
  const held = new Set(q.held.all(card.id));
  const stored = new Map(q.stored.all(card.id).map((v) => [v.key, v.token]));
  const wanted: Voucher[] = [];
  const missing: Array<{ o: number; u: number; t: string }> = [];
  let key: ReturnType<typeof restaurantKey> | undefined;
  const firstName = firstNameOf(card.customerName);
  for (const offer of offers) {
    for (let use = 1; use <= offer.quantityTotal; use++) {
      const id = `${offer.id}:${use}`;
      if (held.has(id)) continue;
      let token = stored.get(id);
      if (!token) {
        key ??= restaurantKey(db, card.restaurantId);
        token = signVoucher(key, { v: 1, r: card.restaurantId, c: card.id, o: offer.id, u: use, e: expiry, n: firstName });
        missing.push({ o: offer.id, u: use, t: token });
      }
      wanted.push({ offerId: offer.id, use, token });
    }
  }
  if (missing.length || !storedToken) {
    // One transaction for the card QR and the vouchers (a card's first call commits once). Two
    // phones asking at once: the first stored tokens win and both get them back.
    await transaction(db, (tx) => {
      if (!storedToken) cardToken = storeCardToken(tx, card.id, cardToken);
      for (const m of missing) q.insert.run(m);
    });
    if (missing.length) {
      const kept = new Map(q.stored.all(card.id).map((v) => [v.key, v.token]));
      for (const v of wanted) v.token = kept.get(`${v.offerId}:${v.use}`) ?? v.token;
    }
  }
  return { vouchers: wanted, cardToken };
}
