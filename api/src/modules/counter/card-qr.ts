import {
  CARD_AS_A_WHOLE,
  localZone,
  cardRedemptionAnswer,
  cardScanAnswer,
  decideUse,
  offerIn,
  type CardRedemptionResponse,
  type Language,
  type CardScanOffer,
  type CardScanResponse,
  type CounterVerdict,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { KioskDeviceAuth } from '../../types.d.ts';
import { firstNameOf } from '../cards/cards.presenter.ts';
import { generateRedemptionCode } from '../cards/codes.ts';
import { withFreshCode } from './fresh-code.ts';
import { USED_AT_SQL } from './used-at.ts';
import { readCardToken, restaurantKey, verifyCardToken } from '../cards/voucher-keys.ts';
import { transaction } from '../../db/transaction.ts';

/**
 * The card QR: one signed token per card (the voucher's format and key, `t: "card"`), which the
 * kiosk scans to list the card's offers; staff tap the one asked for and the next free use of it
 * is served. Every verdict comes from the counter's one rule (`decideUse`); this file only
 * gathers the facts and writes what the rule let through.
 */

interface CardQrCard {
  cardId: number;
  restaurantId: number;
  campaignId: number;
  status: 'active' | 'refunded' | 'on_hold';
  expiry: string;
  boughtAt: string;
  customerName: string;
}

interface CardQrOffer {
  id: number;
  total: number;
  remaining: number;
  offerType: string;
  description: string;
  offerTypeEs: string | null;
  descriptionEs: string | null;
}

const OFFER_COLUMNS = `id, quantity_total AS total, quantity_remaining AS remaining, offer_type AS offerType, description,
  offer_type_es AS offerTypeEs, description_es AS descriptionEs`;

const statements = preparedPerDb((db) => ({
  card: db.$client.prepare<[number], CardQrCard>(`
    SELECT id AS cardId, restaurant_id AS restaurantId, campaign_id AS campaignId, status,
           expires_on AS expiry, purchase_date AS boughtAt, customer_name AS customerName
      FROM cards WHERE id = ?`),
  offers: db.$client.prepare<[number], CardQrOffer>(
    `SELECT ${OFFER_COLUMNS} FROM card_offers WHERE card_id = ? ORDER BY sort_order, id`,
  ),
  offerById: db.$client.prepare<{ c: number; o: number }, CardQrOffer>(
    `SELECT ${OFFER_COLUMNS} FROM card_offers WHERE card_id = :c AND id = :o`,
  ),
  /**
   * The card's own offer for the campaign's offer a tablet picked offline: the one made from it,
   * else the card's offer that is the same offer (same name and description) of another campaign
   * of the card's restaurant. Offline the tablet cannot tell which campaign a card is of, so it
   * lists each offer of the restaurant once, whichever campaign it names.
   */
  offerByCampaignOffer: db.$client.prepare<{ c: number; o: number }, CardQrOffer>(
    `SELECT ${OFFER_COLUMNS} FROM (
       SELECT 0 AS rank, o.* FROM card_offers o WHERE o.card_id = :c AND o.campaign_offer_id = :o
       UNION ALL
       SELECT 1 AS rank, o.* FROM card_offers o
         JOIN cards c ON c.id = o.card_id
         JOIN campaign_offers co ON co.id = :o
         JOIN campaigns k ON k.id = co.campaign_id AND k.restaurant_id = c.restaurant_id
        WHERE o.card_id = :c AND o.offer_type = co.name AND o.description = co.description)
     ORDER BY rank, id LIMIT 1`,
  ),
  /** The last live use of an offer, when and where: what a card QR scan synced too late ran into. */
  lastUse: db.$client.prepare<[number], { id: number; at: string; location: string | null }>(`
    SELECT r.id, ${USED_AT_SQL} AS at, l.name AS location
      FROM redemptions r LEFT JOIN locations l ON l.id = coalesce(r.verified_location_id, r.location_id)
     WHERE r.offer_id = ? AND r.live_use IS NOT NULL
     ORDER BY r.redeemed_at DESC, r.id DESC LIMIT 1`),
  takeOne: db.$client.prepare<{ o: number }>(
    `UPDATE card_offers SET quantity_remaining = quantity_remaining - 1 WHERE id = :o AND quantity_remaining > 0`,
  ),
  /** Served at this tablet: the lowest use of the offer no live redemption holds, as the holder's redeem takes. */
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
      total: number;
    },
    { id: number; use: number }
  >(
    `INSERT INTO redemptions (card_id, offer_id, restaurant_id, campaign_id, location_id, code, customer_name,
                              redeemed_at, verified_at, verified_location_id, verified_device_id, use)
     VALUES (:cardId, :offerId, :restaurantId, :campaignId, :locationId, :code, :customerName,
             :recordedAt, :servedAt, :locationId, :deviceId,
       (SELECT u FROM (SELECT 1 AS u UNION ALL SELECT r.live_use + 1 FROM redemptions r WHERE r.offer_id = :offerId AND r.live_use IS NOT NULL)
         WHERE u <= :total AND NOT EXISTS (SELECT 1 FROM redemptions x WHERE x.offer_id = :offerId AND x.live_use = u)
         ORDER BY u LIMIT 1))
     RETURNING id, use`,
  ),
}));

/** Which offer of the card is asked for: none yet (the scan), the card's own (tapped online), or the campaign's (tapped offline). */
export type CardQrPick = null | { offerId: number } | { campaignOfferId: number };

export interface JudgedCardQr {
  verdict: CounterVerdict;
  card: CardQrCard | undefined;
  offer: CardQrOffer | undefined;
}

/**
 * Gathers the facts of a card QR for this tablet and asks the rule: the card as a whole when no
 * offer is picked yet, else the picked offer with what is left of it. `recordedAt` is given for a
 * synced scan (`at` is then the tablet's scan time).
 */
export function judgeCardQr(
  db: Db,
  device: KioskDeviceAuth,
  token: string,
  pick: CardQrPick,
  at: Date | string,
  recordedAt?: Date,
): JudgedCardQr {
  const payload = verifyCardToken(restaurantKey(db, device.restaurantId), token);
  if (!payload) {
    // Not signed by this restaurant's key: another restaurant's card QR, or a forged one.
    const claimed = readCardToken(token)?.payload;
    const verdict = decideUse({
      zone: localZone(),
      restaurantId: device.restaurantId,
      card: claimed ? { restaurantId: claimed.r, status: 'active', expiry: claimed.e } : null,
      genuine: false,
      offer: null,
      at,
    });
    return { verdict, card: undefined, offer: undefined };
  }
  const q = statements(db);
  const card = q.card.get(payload.c);
  const offer =
    !card || pick === null
      ? undefined
      : 'offerId' in pick
        ? q.offerById.get({ c: card.cardId, o: pick.offerId })
        : q.offerByCampaignOffer.get({ c: card.cardId, o: pick.campaignOfferId });
  const verdict = decideUse({
    zone: localZone(),
    restaurantId: device.restaurantId,
    card: card ? { restaurantId: card.restaurantId, status: card.status, expiry: card.expiry, boughtAt: card.boughtAt } : null,
    genuine: true,
    offer: pick === null ? CARD_AS_A_WHOLE : offer ? { total: offer.total, remaining: offer.remaining } : null,
    at,
    ...(recordedAt ? { recordedAt } : {}),
  });
  return { verdict, card, offer };
}

/**
 * Serves one use of the offer the rule let through, in the caller's transaction: the guarded
 * decrement, then the redemption holding the lowest free use, served here at `servedAt` and
 * recorded now. Null when nothing was left after all.
 */
export function serveCardOffer(
  db: Db,
  device: KioskDeviceAuth,
  card: CardQrCard,
  offer: CardQrOffer,
  servedAt: Date,
  recordedAt: Date,
): { redemptionId: number; use: number } | null {
  const q = statements(db);
  if (q.takeOne.run({ o: offer.id }).changes !== 1) return null;
  const row = withFreshCode(
    (code) =>
      q.insert.get({
        cardId: card.cardId,
        offerId: offer.id,
        restaurantId: device.restaurantId,
        campaignId: card.campaignId,
        locationId: device.locationId,
        deviceId: device.id,
        code,
        customerName: card.customerName,
        recordedAt: recordedAt.toISOString(),
        servedAt: servedAt.toISOString(),
        total: offer.total,
      })!,
    generateRedemptionCode,
  );
  return { redemptionId: row.id, use: row.use };
}

/** One offer of the card in the reader's language, with what is left of it. */
const presentOffer = (o: CardQrOffer, language: Language): CardScanOffer => ({
  offerId: o.id,
  ...offerIn(
    { offerType: o.offerType, description: o.description, offerTypeEs: o.offerTypeEs, descriptionEs: o.descriptionEs },
    language,
  ),
  remaining: o.remaining,
});

/** `POST /api/kiosk/card-scans`: the card's offers with what is left of each, when the card may be served. */
export function scanCardQr(
  db: Db,
  device: KioskDeviceAuth,
  token: string,
  now = new Date(),
  language: Language = 'en',
): CardScanResponse {
  const judged = judgeCardQr(db, device, token, null, now);
  const status = cardScanAnswer(judged.verdict);
  if (status === 'not_found' || !judged.card) return { status: 'not_found' };
  const holderFirstName = firstNameOf(judged.card.customerName);
  if (status !== 'valid') return { status, holderFirstName };
  return {
    status,
    holderFirstName,
    offers: statements(db)
      .offers.all(judged.card.cardId)
      .map((o) => presentOffer(o, language)),
  };
}

/**
 * `POST /api/kiosk/card-redemptions`: serves the offer staff tapped. Judged first from a plain read
 * (a refusal never takes the write lock), then again inside an IMMEDIATE transaction, where it is
 * served.
 */
export async function redeemCardQr(
  db: Db,
  device: KioskDeviceAuth,
  token: string,
  offerId: number,
  now = new Date(),
  language: Language = 'en',
): Promise<CardRedemptionResponse> {
  const answer = (judged: JudgedCardQr, servedId?: number): CardRedemptionResponse => {
    const status = servedId !== undefined ? 'valid' : cardRedemptionAnswer(judged.verdict);
    if (status === 'not_found' || !judged.card) return { status: 'not_found' };
    const about = {
      holderFirstName: firstNameOf(judged.card.customerName),
      ...(judged.offer ? { offer: presentOffer(judged.offer, language) } : {}),
    };
    return { status, ...about, ...(servedId !== undefined ? { redemptionId: servedId } : {}) };
  };
  const first = judgeCardQr(db, device, token, { offerId }, now);
  if (!first.verdict.ok) return answer(first);
  return await transaction(db, (tx): CardRedemptionResponse => {
    const judged = judgeCardQr(tx, device, token, { offerId }, now);
    if (!judged.verdict.ok || !judged.card || !judged.offer) return answer(judged);
    const served = serveCardOffer(tx, device, judged.card, judged.offer, now, now);
    if (!served) return answer({ ...judged, verdict: { ok: false, reason: 'none_left' } });
    // What is left after this use.
    const after = statements(tx).offerById.get({ c: judged.card.cardId, o: judged.offer.id })!;
    return answer({ ...judged, offer: after }, served.redemptionId);
  });
}

/** Whether a scanned token is a card QR (by what it claims; the signature is checked by the judge). */
export const isCardQrToken = (token: string) => readCardToken(token) !== null;

/** The last live use of the card's offer: the one a synced card QR scan with nothing left ran into. */
export function lastUseOf(db: Db, offerId: number): { id: number; at: string; location: string | null } | undefined {
  return statements(db).lastUse.get(offerId);
}
