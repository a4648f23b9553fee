import { and, asc, eq, sql } from 'drizzle-orm';
import {
  PORTAL_REDEMPTIONS_PAGE,
  PORTAL_UNDO_DAYS,
  addDaysTo,
  localZone,
  offerIn,
  type OfflineKitResponse,
  type PortalRedemptionsResponse,
  type Voucher,
  type VouchersResponse,
  type Language,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { campaignOffers, campaigns, cards } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { KioskDeviceAuth } from '../../types.d.ts';
import { cardStateHere, todayHere } from '../cards/card-days.ts';
import { firstNameOf } from '../cards/cards.presenter.ts';
import { normalizeAccessCode } from '../cards/codes.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import { presentPortalRedemption } from './counter.presenter.ts';
import { listPortalRedemptions } from './counter.queries.ts';
import { signCardToken, storeCardToken, storedCardToken } from './card-qr.ts';
import { restaurantKey, signVoucher } from './voucher-keys.ts';

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
export function cardVouchers(db: Db, accessCode: string, now = new Date()): VouchersResponse {
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
    db.$client
      .transaction(() => {
        if (!storedToken) cardToken = storeCardToken(db, card.id, cardToken);
        for (const m of missing) q.insert.run(m);
      })
      .immediate();
    if (missing.length) {
      const kept = new Map(q.stored.all(card.id).map((v) => [v.key, v.token]));
      for (const v of wanted) v.token = kept.get(`${v.offerId}:${v.use}`) ?? v.token;
    }
  }
  return { vouchers: wanted, cardToken };
}

/**
 * What a tablet needs to accept vouchers and card QRs offline: the public key, the cards not to
 * serve, the server's clock (the tablet judges expiry on it and warns when its own is off), and
 * the offers of the restaurant's campaigns that still have a card to serve (staff pick from them
 * for a card QR).
 */
export function offlineKit(db: Db, device: KioskDeviceAuth, now = new Date(), language: Language = 'en'): OfflineKitResponse {
  const key = restaurantKey(db, device.restaurantId);
  const voided = db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.restaurantId, device.restaurantId), sql`${cards.status} != 'active'`))
    .all()
    .map((c) => c.id);
  return {
    publicKeyJwk: { kty: 'OKP', crv: 'Ed25519', x: key.x },
    voidedCardIds: voided,
    generatedAt: now.toISOString(),
    serverTime: now.toISOString(),
    timeZone: localZone(),
    offers: db
      .select({
        campaignOfferId: campaignOffers.id,
        campaignId: campaignOffers.campaignId,
        offerType: campaignOffers.name,
        description: campaignOffers.description,
        offerTypeEs: campaignOffers.nameEs,
        descriptionEs: campaignOffers.descriptionEs,
      })
      .from(campaignOffers)
      .innerJoin(campaigns, eq(campaigns.id, campaignOffers.campaignId))
      .where(
        and(
          eq(campaigns.restaurantId, device.restaurantId),
          sql`EXISTS (SELECT 1 FROM ${cards} WHERE ${cards.campaignId} = ${campaigns.id} AND ${cards.status} = 'active'
                       AND ${cards.expiresOn} >= ${addDaysTo(todayHere(now), -1)})`,
        ),
      )
      .orderBy(asc(campaigns.id), asc(campaignOffers.sortOrder), asc(campaignOffers.id))
      .all()
      .map((o) => offerIn(o, language)),
  };
}

/**
 * `GET /api/redemptions`: the restaurant's redemptions of the last 7 days (the portal's undo
 * window), newest first, a page at a time, undone ones with who, when and why. `before` is the
 * previous page's `nextCursor` (`redeemedAt_id` of its last row).
 */
export function portalRedemptions(
  db: Db,
  restaurantId: number,
  before: string | undefined,
  language: Language,
  now = new Date(),
): PortalRedemptionsResponse {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  const since = new Date(now.getTime() - PORTAL_UNDO_DAYS * 24 * 60 * 60_000).toISOString();
  const cut = before ? before.lastIndexOf('_') : -1;
  const after = before ? { redeemedAt: before.slice(0, cut), id: Number(before.slice(cut + 1)) } : null;
  const rows = listPortalRedemptions(db, restaurantId, since, after, PORTAL_REDEMPTIONS_PAGE + 1);
  const page = rows.slice(0, PORTAL_REDEMPTIONS_PAGE);
  const last = page.at(-1);
  return {
    redemptions: page.map((row) => presentPortalRedemption(row, language)),
    nextCursor: rows.length > PORTAL_REDEMPTIONS_PAGE && last ? `${last.redeemedAt}_${last.id}` : null,
  };
}
