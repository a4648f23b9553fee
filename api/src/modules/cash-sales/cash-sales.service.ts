import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  CASH_SALE_VOID_HOURS,
  SELLING_MESSAGES,
  nonprofitShareOf,
  type CashSaleBody,
  type Language,
  type Message,
} from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { campaigns, cardOffers, cards, ledgerEntries, redemptions, restaurants } from '../../db/schema/index.ts';
import type { NonprofitRow } from '../../http/nonprofit-scope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueueEmail, enqueueEmailFast } from '../../mail/outbox.ts';
import { cardConfirmationEmail } from '../../mail/templates/card-confirmation.ts';
import { cashSaleVoidedEmail } from '../../mail/templates/cash-sale-voided.ts';
import { voidSoldCard } from '../cards/card-status.ts';
import { insertCard, type CardRow } from '../cards/make-card.ts';
import { isOnSale } from '../public-campaigns/on-sale.ts';
import { findSellerByCode } from '../sellers/sellers.queries.ts';
import { selectInPersonSales, type InPersonSaleRow } from './cash-sales.queries.ts';
import { transaction } from '../../db/transaction.ts';

const HOUR_MS = 60 * 60_000;

/** One of this nonprofit's campaigns, or "not found" (another nonprofit's is not this one's business). */
function campaignOf(tx: Tx, nonprofit: NonprofitRow, campaignId: number) {
  const found = tx
    .select({ campaign: campaigns, restaurant: restaurants })
    .from(campaigns)
    .innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.nonprofitId, nonprofit.id)))
    .get();
  if (!found) throw new AppError(404, SELLING_MESSAGES.campaignNotOfNonprofit, 'not_found');
  return found;
}

const statements = preparedPerDb((db) => ({
  cardOffers: db
    .select()
    .from(cardOffers)
    .where(eq(cardOffers.cardId, sql.placeholder('cardId')))
    .orderBy(asc(cardOffers.sortOrder), asc(cardOffers.id))
    .prepare(),
}));

/** The card e-mail a buyer gets, the same as after an online payment, in the language chosen. */
function enqueueCardEmail(db: Db, card: CardRow, restaurantName: string, siteUrl: string): void {
  const offers = statements(db).cardOffers.all({ cardId: card.id });
  enqueueEmailFast(
    db,
    cardConfirmationEmail({
      cardId: card.id,
      customerName: card.customerName,
      customerEmail: card.customerEmail,
      accessCode: card.accessCode,
      nonprofitName: card.nonprofitName,
      restaurantName,
      expiresOn: card.expiresOn,
      offers,
      cardUrl: `${siteUrl.replace(/\/$/, '')}/card/${card.accessCode}`,
      raisedCents: nonprofitShareOf(card.amountPaid),
      language: card.language,
    }),
  );
}

export interface InPersonSale {
  campaign: typeof campaigns.$inferSelect;
  restaurant: typeof restaurants.$inferSelect;
  nonprofitId: number;
  sellerId: number | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  method: 'cash' | 'check';
  reference: string | null;
  language: Language;
  /** Who recorded it (null: the buyer activated a printed card themselves). */
  actorUserId: string | null;
  siteUrl: string;
  now: Date;
  /** What the audit row adds (a printed card's activation names its code). */
  auditDetails?: Record<string, unknown>;
}

/**
 * Every sale whose money the nonprofit holds, at the table or by a printed card's activation: the
 * card at the campaign's price, credited to its seller (or to the nonprofit), its sale row in the
 * ledger as cash the nonprofit holds (the database's trigger writes it from the card's sale
 * method), which raised, goals and leaderboards read, the audit row and the card e-mail.
 * Synchronous, inside the caller's IMMEDIATE transaction of `db` (its statements are prepared once).
 */
export function sellInPerson(db: Db, sale: InPersonSale): CardRow {
  const { campaign, restaurant, now } = sale;
  if (!isOnSale(campaign, restaurant, now)) throw new AppError(409, SELLING_MESSAGES.campaignNotSelling, 'campaign_inactive');
  const card = insertCard(db, {
    campaignId: campaign.id,
    customerName: sale.buyerName,
    customerEmail: sale.buyerEmail,
    customerPhone: sale.buyerPhone,
    paymentReference: null,
    amountPaid: campaign.cardPrice,
    purchaseDate: now,
    sellerId: sale.sellerId,
    language: sale.language,
    saleMethod: sale.method,
    saleReference: sale.method === 'check' ? sale.reference : null,
    recordedBy: sale.actorUserId,
  });
  insertAudit(db, {
    actorUserId: sale.actorUserId,
    action: 'cash_sale_recorded',
    entityType: 'card',
    entityId: card.id,
    beforeStatus: null,
    afterStatus: card.status,
    details: {
      method: sale.method,
      reference: card.saleReference,
      amountCents: card.amountPaid,
      sellerId: sale.sellerId,
      nonprofitId: sale.nonprofitId,
      ...sale.auditDetails,
    },
  });
  enqueueCardEmail(db, card, restaurant.name, sale.siteUrl);
  return card;
}

/**
 * A sale at the table, paid in cash or by check to the coordinator, credited to the seller named
 * (an unknown code is a mistake to fix, not to ignore), in one transaction.
 */
export async function recordCashSale(
  db: Db,
  nonprofit: NonprofitRow,
  body: CashSaleBody,
  actorUserId: string,
  siteUrl: string,
  now = new Date(),
): Promise<CardRow> {
  return await transaction(db, (tx) => {
    const { campaign, restaurant } = campaignOf(tx, nonprofit, body.campaignId);
    let sellerId: number | null = null;
    if (body.sellerCode) {
      const seller = findSellerByCode(tx, body.sellerCode);
      if (!seller || seller.campaignId !== campaign.id) {
        throw new AppError(400, SELLING_MESSAGES.unknownSellerCode, 'unknown_seller', {
          sellerCode: [SELLING_MESSAGES.unknownSellerCode],
        });
      }
      sellerId = seller.id;
    }
    return sellInPerson(tx, {
      campaign,
      restaurant,
      nonprofitId: nonprofit.id,
      sellerId,
      buyerName: body.buyerName,
      buyerEmail: body.buyerEmail,
      buyerPhone: body.buyerPhone,
      method: body.method,
      reference: body.reference,
      language: body.language ?? 'en',
      actorUserId,
      siteUrl,
      now,
    });
  });
}

/**
 * A mistaken cash or check sale undone: once, within 24 hours, while its card is unused. The card
 * becomes refunded, and its ledger row takes back the sale (the nonprofit no longer holds the
 * cash nor earns its share), in one IMMEDIATE transaction, so a void racing a redemption or a
 * second void is decided one after the other.
 */
export function voidCashSale(
  db: Db,
  nonprofit: NonprofitRow,
  cardId: number,
  reason: string,
  actorUserId: string,
  now = new Date(),
): Promise<CardRow> {
  return voidInPersonSale(db, { nonprofitId: nonprofit.id, cardId, reason, actorUserId, now, byAdmin: false });
}

/**
 * The superadmin's void of a cash, check or activated card, from the card screen: the same ledger
 * row, card status and e-mail as the coordinator's void, without its 24-hour window or its
 * unused-card rule (an admin may take back a sale the volunteers cannot, as with an online refund).
 */
export function adminVoidInPersonSale(
  db: Db,
  cardId: number,
  reason: string,
  actorUserId: string,
  now = new Date(),
): Promise<CardRow> {
  return voidInPersonSale(db, { nonprofitId: null, cardId, reason, actorUserId, now, byAdmin: true });
}

interface VoidRequest {
  /** The coordinator's nonprofit (another's card is not found); null for the superadmin. */
  nonprofitId: number | null;
  cardId: number;
  reason: string;
  actorUserId: string;
  now: Date;
  byAdmin: boolean;
}

async function voidInPersonSale(
  db: Db,
  { nonprofitId, cardId, reason, actorUserId, now, byAdmin }: VoidRequest,
): Promise<CardRow> {
  return await transaction(db, (tx) => {
    const found = tx
      .select({ card: cards })
      .from(cards)
      .innerJoin(campaigns, eq(campaigns.id, cards.campaignId))
      .where(and(eq(cards.id, cardId), nonprofitId === null ? undefined : eq(campaigns.nonprofitId, nonprofitId)))
      .get();
    if (!found) throw notFound('Card');
    const { card } = found;
    const refuse = (message: Message) => new AppError(409, message, 'void_refused');
    if (card.saleMethod === 'online') throw refuse(SELLING_MESSAGES.voidOnlyInPerson);
    if (card.status === 'refunded') throw refuse(SELLING_MESSAGES.voidAlready);
    if (!byAdmin && now.getTime() - new Date(card.purchaseDate).getTime() > CASH_SALE_VOID_HOURS * HOUR_MS)
      throw refuse(SELLING_MESSAGES.voidTooLate);
    const used = tx
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(and(eq(redemptions.cardId, card.id), isNull(redemptions.undoneAt)))
      .get();
    if ((used && !byAdmin) || card.status !== 'active') throw refuse(SELLING_MESSAGES.voidCardUsed);
    const campaign = tx
      .select({ nonprofitId: campaigns.nonprofitId })
      .from(campaigns)
      .where(eq(campaigns.id, card.campaignId))
      .get()!;
    const nowIso = now.toISOString();
    tx.insert(ledgerEntries)
      .values({
        kind: 'refund',
        reference: `void:${card.id}`,
        amountCents: -card.amountPaid,
        nonprofitCents: -nonprofitShareOf(card.amountPaid),
        channel: 'cash',
        restaurantId: card.restaurantId,
        nonprofitId: campaign.nonprofitId,
        campaignId: card.campaignId,
        cardId: card.id,
        reason,
        actorUserId,
        createdAt: nowIso,
      })
      .run();
    const voided = voidSoldCard(tx, card, nowIso);
    if (!voided) throw refuse(SELLING_MESSAGES.voidAlready);
    insertAudit(tx, {
      actorUserId,
      action: byAdmin ? 'cash_sale_voided_by_admin' : 'cash_sale_voided',
      entityType: 'card',
      entityId: card.id,
      beforeStatus: card.status,
      afterStatus: voided.status,
      details: { reason, amountCents: card.amountPaid, method: card.saleMethod },
    });
    enqueueEmail(
      tx,
      cashSaleVoidedEmail({
        cardId: card.id,
        customerName: card.customerName,
        customerEmail: card.customerEmail,
        nonprofitName: card.nonprofitName,
        accessCode: card.accessCode,
        amountCents: card.amountPaid,
        reason,
        language: card.language,
      }),
    );
    return voided;
  });
}

/** The nonprofit's latest in-person sales, newest first (one campaign's, when named). */
export function listCashSales(db: Db, nonprofit: NonprofitRow, campaignId?: number): InPersonSaleRow[] {
  return selectInPersonSales(db, nonprofit.id, campaignId);
}

/** Until when a sale can still be voided, or null. */
export function voidableUntil(sale: Pick<InPersonSaleRow, 'purchaseDate' | 'status' | 'used'>, now = new Date()): string | null {
  const until = new Date(new Date(sale.purchaseDate).getTime() + CASH_SALE_VOID_HOURS * HOUR_MS);
  return sale.status === 'active' && !sale.used && until > now ? until.toISOString() : null;
}
