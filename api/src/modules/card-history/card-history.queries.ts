import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cards, payments, restaurants, sellers } from '../../db/schema/index.ts';
import { cardConfirmationDedupeKey } from '../../mail/templates/card-confirmation.ts';
import { cardRefundedDedupeKey } from '../../mail/templates/card-refunded.ts';

/** The card with its restaurant, the provider that took its payment and the seller it was credited to. */
export function selectCardForHistory(db: Tx, cardId: number) {
  return db
    .select({ card: cards, restaurantName: restaurants.name, paymentProvider: payments.provider, sellerName: sellers.name })
    .from(cards)
    .innerJoin(restaurants, eq(restaurants.id, cards.restaurantId))
    .leftJoin(payments, eq(payments.paymentIntentId, cards.stripePaymentIntentId))
    .leftJoin(sellers, eq(sellers.id, cards.sellerId))
    .where(eq(cards.id, cardId))
    .get();
}

export interface RedemptionHistoryRow {
  id: number;
  offerType: string;
  code: string;
  redeemedAt: string;
  verifiedAt: string | null;
  verifiedLocation: string | null;
  verifiedDeviceId: number | null;
  undoneAt: string | null;
  undoReason: string | null;
  undoneByEmail: string | null;
  undoneByDeviceId: number | null;
  undoneByDeviceLocation: string | null;
}

/** Each redemption of the card (on its card index), with who verified or undid it and where. */
export function selectCardRedemptions(db: Tx, cardId: number): RedemptionHistoryRow[] {
  return db.all<RedemptionHistoryRow>(sql`
    SELECT r.id, o.offer_type AS offerType, r.code, r.redeemed_at AS redeemedAt,
           r.verified_at AS verifiedAt, vl.name AS verifiedLocation, r.verified_device_id AS verifiedDeviceId,
           r.undone_at AS undoneAt, r.undo_reason AS undoReason, u.email AS undoneByEmail,
           r.undone_by_device_id AS undoneByDeviceId, dl.name AS undoneByDeviceLocation
      FROM redemptions r
      JOIN card_offers o ON o.id = r.offer_id
      LEFT JOIN locations vl ON vl.id = r.verified_location_id
      LEFT JOIN users u ON u.id = r.undone_by_user_id
      LEFT JOIN kiosk_devices d ON d.id = r.undone_by_device_id
      LEFT JOIN locations dl ON dl.id = d.location_id
     WHERE r.card_id = ${cardId}
     ORDER BY r.redeemed_at, r.id`);
}

export interface CardAuditRow {
  action: string;
  createdAt: string;
  actorEmail: string | null;
  details: string | null;
}

/** The card's audit rows (refunds, disputes, a recovery by the sweep), oldest first, with the actor's e-mail. */
export function selectCardAudit(db: Tx, cardId: number): CardAuditRow[] {
  return db.all<CardAuditRow>(sql`
    SELECT a.action, a.created_at AS createdAt, u.email AS actorEmail, a.details
      FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
     WHERE a.entity_type = 'card' AND a.entity_id = ${cardId}
     ORDER BY a.id`);
}

export interface CardEmailRow {
  kind: string;
  toAddress: string;
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
}

/** The e-mails written about the card (its confirmation, its refund), by their dedupe keys. */
export function selectCardEmails(db: Tx, cardId: number): CardEmailRow[] {
  return db.all<CardEmailRow>(sql`
    SELECT kind, to_address AS toAddress, status, created_at AS createdAt, sent_at AS sentAt
      FROM email_outbox
     WHERE dedupe_key IN (${cardConfirmationDedupeKey(cardId)}, ${cardRefundedDedupeKey(cardId)})
     ORDER BY id`);
}
