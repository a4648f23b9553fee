import { CARD_REDEMPTIONS_MAX, type CardDetailResponse, type Language } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { cardRaisedSql } from '../../db/nonprofit-share.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { JsonText } from '../../http/validate.ts';
import { firstNameOf } from './cards.presenter.ts';

/**
 * The card view's JSON text, exactly as `CardDetailResponse` types it. The brand marks a string
 * that came from CARD_DETAIL_SQL, so only that text is sent as a card.
 */
export type CardDetailJson = JsonText<CardDetailResponse>;

/**
 * The whole card view in one statement, its JSON built by SQLite: the card by its unique
 * access-code index with its campaign, restaurant and nonprofit by primary key, and its offers,
 * the restaurant's locations and the card's past redemptions as correlated subqueries on their
 * indexes. The hottest public read thus costs one statement and no object building or
 * JSON.stringify in JavaScript; see docs/decisions/009-runtime-for-speed.md. Its output is checked
 * against the shared CardDetailResponseSchema in cards.detail-json.test.ts.
 *
 * raisedCents is the card's sale share minus its refunds' (db/nonprofit-share.ts).
 *
 * What it leaves out is as deliberate as what it shows: the holder's e-mail, phone, full name and
 * payment never leave the row (the access code may be shared with a friend at the table), and an
 * inactive restaurant is shown as absent (the card then says the campaign is no longer active).
 */
const CARD_DETAIL_SQL = `
SELECT json_object(
  'card', json_object(
    'id', c.id,
    'accessCode', c.access_code,
    'campaignId', c.campaign_id,
    'nonprofitName', c.nonprofit_name,
    'customerFirstName', first_name(c.customer_name),
    'expirationDate', card_end_of_day(c.expires_on),
    'expiresOn', c.expires_on,
    'timeZone', deployment_zone(),
    'purchaseDate', c.purchase_date,
    'productType', coalesce(cp.product_type, 'CAMPAIGN'),
    'campaignStatus', cp.status,
    'status', c.status,
    'refundedAt', c.refunded_at,
    'raisedCents', ${cardRaisedSql('c')},
    'gift', (
      SELECT json_object('fromName', first_name(g.buyer_name), 'message', g.message)
      FROM card_gifts g WHERE g.card_id = c.id
    )
  ),
  'offers', (
    SELECT json_group_array(json_object(
      'id', o.id,
      'offerType', CASE WHEN @lang = 'es' THEN coalesce(o.offer_type_es, o.offer_type) ELSE o.offer_type END,
      'description', CASE WHEN @lang = 'es' THEN coalesce(o.description_es, o.description) ELSE o.description END,
      'quantityRemaining', o.quantity_remaining,
      'quantityTotal', o.quantity_total,
      'retailValue', o.retail_value
    ) ORDER BY o.sort_order, o.id)
    FROM card_offers o WHERE o.card_id = c.id
  ),
  'restaurant', CASE WHEN r.is_active = 1 THEN json_object(
    'id', r.id, 'name', r.name, 'logoUrl', r.logo_url, 'websiteUrl', r.website_url
  ) END,
  'nonprofit', CASE WHEN n.id IS NOT NULL THEN json_object(
    'id', n.id, 'name', n.name, 'logoUrl', n.logo_url, 'website', n.website
  ) END,
  'locations', (
    SELECT json_group_array(json_object(
      'id', l.id,
      'restaurantId', l.restaurant_id,
      'name', l.name,
      'address', l.address,
      'city', l.city,
      'state', l.state,
      'zipCode', l.zip_code,
      'createdAt', l.created_at
    ) ORDER BY l.id)
    FROM locations l WHERE l.restaurant_id = c.restaurant_id
  ),
  'redemptions', (
    SELECT json_group_array(json_object(
      'id', rd.id,
      'offerId', rd.offer_id,
      'offerType', CASE WHEN @lang = 'es' THEN coalesce(ro.offer_type_es, ro.offer_type) ELSE ro.offer_type END,
      'code', rd.code,
      'redeemedAt', rd.redeemed_at,
      'verifiedAt', rd.verified_at,
      'undoneAt', rd.undone_at
    ) ORDER BY rd.id DESC)
    FROM redemptions rd JOIN card_offers ro ON ro.id = rd.offer_id
    WHERE rd.card_id = c.id
      -- The newest CARD_REDEMPTIONS_MAX (decision 030): from the card's index, no scan.
      AND rd.id >= coalesce((SELECT id FROM redemptions WHERE card_id = c.id ORDER BY id DESC LIMIT 1 OFFSET ${CARD_REDEMPTIONS_MAX - 1}), 0)
  )
)
FROM cards c
LEFT JOIN campaigns cp ON cp.id = c.campaign_id
LEFT JOIN restaurants r ON r.id = c.restaurant_id
LEFT JOIN nonprofits n ON n.id = cp.nonprofit_id
WHERE c.access_code = @code`;

/** Prepared once per database handle (db/prepared.ts), with the one JavaScript function it calls. */
const statements = preparedPerDb((db) => {
  // The card shows the holder's first name only, split exactly as everywhere else.
  db.$client.function('first_name', { deterministic: true }, (name: unknown) => firstNameOf(String(name ?? '')));
  return { cardDetail: db.$client.prepare<[{ code: string; lang: Language }], string>(CARD_DETAIL_SQL).pluck() };
});

/**
 * The card view of the card with this (normalised) access code, or undefined; its offers' names
 * and descriptions in the reader's language (the restaurant's Spanish where it gave one).
 */
export function findCardDetailJson(db: Db, accessCode: string, lang: Language = 'en'): CardDetailJson | undefined {
  return statements(db).cardDetail.get({ code: accessCode, lang }) as CardDetailJson | undefined;
}
