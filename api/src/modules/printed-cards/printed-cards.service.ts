import type { Request } from 'express';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  PRINTED_MESSAGES,
  formatActivationCode,
  toDateOnly,
  type ActivateBody,
  type AssignPrintedBody,
  type Language,
  type PrintedBatchBody,
} from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AfterWrite, createGroupCommit, runAlone } from '../../db/group-commit.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { campaigns, printedBatches, printedCards, restaurants, sellers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { scopedNonprofit, type NonprofitRow } from '../../http/nonprofit-scope.ts';
import type { CardRow } from '../cards/make-card.ts';
import { generateActivationCode } from '../cards/codes.ts';
import { sellInPerson } from '../cash-sales/cash-sales.service.ts';
import { isOnSale } from '../public-campaigns/on-sale.ts';
import { findSellerByCode } from '../sellers/sellers.queries.ts';
import { selectBatch, type BatchRow } from './printed-cards.queries.ts';
import { transaction } from '../../db/transaction.ts';

type CampaignRow = typeof campaigns.$inferSelect;
type RestaurantRow = typeof restaurants.$inferSelect;

export interface CampaignScope {
  campaign: CampaignRow;
  restaurant: RestaurantRow;
  nonprofit: NonprofitRow;
}

/**
 * A campaign the signed-in user may print for: its nonprofit's coordinator, its restaurant's owner,
 * or a superadmin. Anyone else's campaign is "not found", the same as one that does not exist.
 */
export function scopedCampaign(db: Db, req: Request, campaignId: number): CampaignScope {
  const found = db
    .select({ campaign: campaigns, restaurant: restaurants })
    .from(campaigns)
    .innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .where(eq(campaigns.id, campaignId))
    .get();
  if (!found) throw notFound('Campaign');
  let nonprofit: NonprofitRow;
  try {
    nonprofit = scopedNonprofit(db, req, found.campaign.nonprofitId);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw notFound('Campaign');
    throw err;
  }
  if (nonprofit.restaurantId !== found.restaurant.id && currentRole(req) !== 'superadmin') throw notFound('Campaign');
  return { ...found, nonprofit };
}

function currentRole(req: Request): string | undefined {
  return req.user?.role;
}

/** A batch the signed-in user may see and act on, with its campaign; anyone else's is "not found". */
export function scopedBatch(db: Db, req: Request, batchId: number): CampaignScope & { batch: BatchRow } {
  const batch = selectBatch(db, batchId);
  if (!batch) throw notFound('Batch');
  try {
    return { ...scopedCampaign(db, req, batch.campaignId), batch };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw notFound('Batch');
    throw err;
  }
}

/**
 * A new batch of `count` codes for a live campaign, in one transaction: each code 12 random
 * characters, unique across every batch (a clash, about one in 10^17 per code, draws again).
 */
export async function createBatch(db: Db, scope: CampaignScope, body: PrintedBatchBody, actorUserId: string, now = new Date()) {
  const { campaign, restaurant } = scope;
  if (!isOnSale(campaign, restaurant, now)) throw new AppError(409, PRINTED_MESSAGES.batchCampaignNotLive, 'campaign_inactive');
  return await transaction(db, (tx) => {
    const batch = tx
      .insert(printedBatches)
      .values({ campaignId: campaign.id, count: body.count, language: body.language ?? 'en', createdBy: actorUserId })
      .returning()
      .get();
    for (let position = 1; position <= body.count; position++) insertCode(tx, batch.id, position);
    insertAudit(tx, {
      actorUserId,
      action: 'printed_batch_created',
      entityType: 'printed_batch',
      entityId: batch.id,
      beforeStatus: null,
      afterStatus: 'printed',
      details: { campaignId: campaign.id, count: body.count, language: batch.language },
    });
    return batch;
  });
}

function insertCode(tx: Tx, batchId: number, position: number): void {
  for (let attempt = 0; ; attempt++) {
    try {
      tx.insert(printedCards).values({ batchId, position, activationCode: generateActivationCode() }).run();
      return;
    } catch (err) {
      const clash = err instanceof Error && /UNIQUE constraint failed: printed_cards\.activation_code/.test(err.message);
      if (!clash || attempt >= 3) throw err;
    }
  }
}

/**
 * A stack handed to a seller of the campaign: every code named must be of this batch and not yet
 * activated (all or none; a code held by another seller moves to this one). Not for a void batch.
 */
export async function assignCodes(
  db: Db,
  scope: CampaignScope & { batch: BatchRow },
  body: AssignPrintedBody,
  actorUserId: string,
) {
  return await transaction(db, (tx) => {
    const batch = tx.select().from(printedBatches).where(eq(printedBatches.id, scope.batch.id)).get();
    if (!batch) throw notFound('Batch');
    if (batch.voidedAt) throw new AppError(409, PRINTED_MESSAGES.batchVoided, 'batch_void');
    const seller = findSellerByCode(tx, body.sellerCode);
    if (!seller || seller.campaignId !== batch.campaignId) {
      throw new AppError(400, PRINTED_MESSAGES.sellerNotOfCampaign, 'unknown_seller', {
        sellerCode: [PRINTED_MESSAGES.sellerNotOfCampaign],
      });
    }
    const codes = [...new Set(body.activationCodes)];
    const rows = tx
      .select({
        id: printedCards.id,
        code: printedCards.activationCode,
        cardId: printedCards.cardId,
        voidedAt: printedCards.voidedAt,
        sellerId: printedCards.sellerId,
        sellerName: sellers.name,
      })
      .from(printedCards)
      .leftJoin(sellers, eq(sellers.id, printedCards.sellerId))
      .where(and(eq(printedCards.batchId, batch.id), inArray(printedCards.activationCode, codes)))
      .all();
    const known = new Set(rows.map((r) => r.code));
    const missing = codes.filter((c) => !known.has(c));
    if (missing.length) {
      const message = PRINTED_MESSAGES.codesNotInBatch(missing.slice(0, 10).join(', '));
      throw new AppError(400, message, 'codes_refused', { activationCodes: [message] });
    }
    const activated = rows.filter((r) => r.cardId !== null).map((r) => r.code);
    if (activated.length) {
      const message = PRINTED_MESSAGES.codesActivated(activated.slice(0, 10).join(', '));
      throw new AppError(409, message, 'codes_refused', { activationCodes: [message] });
    }
    const voided = rows.filter((r) => r.voidedAt !== null).map((r) => formatActivationCode(r.code));
    if (voided.length) {
      const message = PRINTED_MESSAGES.codesVoided(voided.slice(0, 10).join(', '));
      throw new AppError(409, message, 'codes_refused', { activationCodes: [message] });
    }
    // Cards already in another seller's hands move only when the coordinator confirms it.
    const heldElsewhere = rows.filter((r) => r.sellerId !== null && r.sellerId !== seller.id);
    if (heldElsewhere.length && !body.reassign) {
      const names = [...new Set(heldElsewhere.map((r) => r.sellerName ?? ''))].slice(0, 5).join(', ');
      const message = PRINTED_MESSAGES.codesWithOtherSeller(
        heldElsewhere
          .slice(0, 10)
          .map((r) => formatActivationCode(r.code))
          .join(', '),
        names,
      );
      throw new AppError(409, message, 'held_by_other_seller');
    }
    const nowIso = new Date().toISOString();
    const changed = tx
      .update(printedCards)
      .set({ sellerId: seller.id, assignedAt: nowIso })
      .where(
        and(
          inArray(
            printedCards.id,
            rows.map((r) => r.id),
          ),
          isNull(printedCards.cardId),
          isNull(printedCards.voidedAt),
        ),
      )
      .run().changes;
    insertAudit(tx, {
      actorUserId,
      action: 'printed_cards_assigned',
      entityType: 'printed_batch',
      entityId: batch.id,
      beforeStatus: null,
      afterStatus: null,
      details: { sellerId: seller.id, count: changed },
    });
    return changed;
  });
}

/** A lost stack: the batch's codes not yet activated stop working at once. Voiding twice changes nothing. */
export async function voidBatch(db: Db, batchId: number, actorUserId: string, now = new Date()): Promise<void> {
  await transaction(db, (tx) => {
    const voided = tx
      .update(printedBatches)
      .set({ voidedAt: now.toISOString(), voidedBy: actorUserId })
      .where(and(eq(printedBatches.id, batchId), isNull(printedBatches.voidedAt)))
      .run().changes;
    if (voided) {
      insertAudit(tx, {
        actorUserId,
        action: 'printed_batch_voided',
        entityType: 'printed_batch',
        entityId: batchId,
        beforeStatus: 'printed',
        afterStatus: 'void',
        details: {},
      });
    }
  });
}

/** The activation's statements, prepared once per database: it is a public hot path. */
const activationStatements = preparedPerDb((db) => ({
  find: db
    .select({ printed: printedCards, batch: printedBatches, campaign: campaigns, restaurant: restaurants })
    .from(printedCards)
    .innerJoin(printedBatches, eq(printedBatches.id, printedCards.batchId))
    .innerJoin(campaigns, eq(campaigns.id, printedBatches.campaignId))
    .innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .where(eq(printedCards.activationCode, sql.placeholder('code')))
    .prepare(),
  take: db
    .update(printedCards)
    .set({ cardId: sql`${sql.placeholder('cardId')}`, activatedAt: sql`${sql.placeholder('activatedAt')}` })
    .where(and(eq(printedCards.id, sql.placeholder('id')), isNull(printedCards.cardId), isNull(printedCards.voidedAt)))
    .prepare(),
}));

/**
 * The buyer activates a printed card: the card is made now (its expiry counted from today) as a
 * cash sale of the seller holding the code, or of the nonprofit, through the same path as a sale at
 * the table. Runs inside the caller's IMMEDIATE transaction: every refusal comes before any write,
 * and the code is taken only while it has no card (a unique index backs it), so two activations of
 * one code at once make one card. A failure after a write is an AfterWrite (the whole transaction
 * rolls back).
 */
function activateInTransaction(db: Db, body: ActivateBody, language: Language, siteUrl: string, now: Date): CardRow {
  const run = activationStatements(db);
  const found = run.find.get({ code: body.activationCode });
  if (!found) throw new AppError(404, PRINTED_MESSAGES.activationUnknown, 'not_found');
  const { printed, batch, campaign, restaurant } = found;
  if (printed.cardId !== null) throw new AppError(409, PRINTED_MESSAGES.activationUsed, 'activation_used');
  if (batch.voidedAt || printed.voidedAt) throw new AppError(409, PRINTED_MESSAGES.activationVoid, 'activation_void');
  if (campaign.endDate && toDateOnly(now) > campaign.endDate)
    throw new AppError(409, PRINTED_MESSAGES.activationEnded, 'campaign_ended');
  if (!isOnSale(campaign, restaurant, now)) throw new AppError(409, PRINTED_MESSAGES.activationNotSelling, 'campaign_inactive');
  try {
    const card = sellInPerson(db, {
      campaign,
      restaurant,
      nonprofitId: campaign.nonprofitId,
      sellerId: printed.sellerId,
      buyerName: body.buyerName,
      buyerEmail: body.buyerEmail,
      buyerPhone: body.buyerPhone,
      method: 'cash',
      reference: null,
      language,
      actorUserId: null,
      siteUrl,
      now,
      auditDetails: { printedBatchId: batch.id, printedPosition: printed.position },
    });
    // Taken only while it has no card and is not void (a void of the card that got in first wins).
    const taken = run.take.run({ cardId: card.id, activatedAt: now.toISOString(), id: printed.id }).changes;
    if (taken !== 1) throw new AppError(409, PRINTED_MESSAGES.activationUsed, 'activation_used');
    return card;
  } catch (err) {
    throw new AfterWrite(err);
  }
}

/** One activation in a transaction of its own (tests and scripts; the route commits in groups). */
export function activatePrintedCard(db: Db, body: ActivateBody, language: Language, siteUrl: string, now = new Date()): CardRow {
  return runAlone(db, () => activateInTransaction(db, body, language, siteUrl, now));
}

/**
 * The activation route's group commit: activations that arrive together (a school gate's worth of
 * neighbours scanning at once) share one transaction and its commit (db/group-commit.ts).
 */
export function createActivationQueue(db: Db) {
  return createGroupCommit(db, (body: ActivateBody, language: Language, siteUrl: string, now: Date = new Date()) =>
    activateInTransaction(db, body, language, siteUrl, now),
  );
}
