import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  KIT_OFFERS_MAX,
  KIT_VOIDED_CARDS_MAX,
  PORTAL_REDEMPTIONS_PAGE,
  PORTAL_UNDO_DAYS,
  addDaysTo,
  localZone,
  offerIn,
  type OfflineKitResponse,
  type PortalRedemptionsResponse,
  type Language,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { campaignOffers, campaigns, cards } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { KioskDeviceAuth } from '../../types.d.ts';
import { todayHere } from '../cards/card-days.ts';
import { presentPortalRedemption } from './counter.presenter.ts';
import { listPortalRedemptions, restaurantExists } from './counter.queries.ts';
import { restaurantKey } from '../cards/voucher-keys.ts';

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
    .orderBy(desc(cards.id))
    .limit(KIT_VOIDED_CARDS_MAX)
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
      // Newest campaigns first, so a cut (KIT_OFFERS_MAX) leaves out the oldest.
      .orderBy(desc(campaigns.id), asc(campaignOffers.sortOrder), asc(campaignOffers.id))
      .limit(KIT_OFFERS_MAX)
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
  if (!restaurantExists(db, restaurantId)) throw notFound('Restaurant');
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
