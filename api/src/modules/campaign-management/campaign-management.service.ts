import { and, eq, inArray, sql } from 'drizzle-orm';
import { EDITABLE_CAMPAIGN_STATUSES, slugify, type OwnerCreateCampaignBody } from '@dealcard/shared';
import type { Db, Tx } from '../../db/client.ts';
import { campaignOffers, campaigns, cards, nonprofits, restaurants } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { generateShortCode } from '../cards/codes.ts';
import { insertAudit } from '../../db/audit.ts';
import {
  selectCampaignWithRestaurant,
  selectOffersOf,
  selectRejectionsOf,
  shortCodeTaken,
  slugTaken,
} from './campaign-management.queries.ts';
import type { DetailedCampaignRow } from './campaign-management.presenter.ts';
import { API_MESSAGES } from '../../messages.ts';
import { transaction } from '../../db/transaction.ts';

export interface CreateCampaignInput {
  restaurantId: number;
  /** Already parsed by one of the shared creation schemas; its restaurantId, if any, is ignored. */
  body: OwnerCreateCampaignBody;
  actorUserId: string;
  /** A superadmin's creation from the admin portal is approved and live at once. */
  autoApprove: boolean;
}

/** Lowercase, runs of other characters to hyphens, trimmed: the campaign slug rule without its stamp. */
function cleanSlug(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

function uniqueSlug(tx: Tx, suggested: string): string {
  const base = suggested || 'campaign';
  if (!slugTaken(tx, base)) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base}-${n}`;
    if (!slugTaken(tx, candidate)) return candidate;
  }
  throw new AppError(409, API_MESSAGES.slugConflict, 'slug_conflict');
}

function uniqueShortCode(tx: Tx): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generateShortCode();
    if (!shortCodeTaken(tx, code)) return code;
  }
  throw new AppError(409, API_MESSAGES.shortCodeConflict, 'short_code_conflict');
}

/** The restaurant's own nonprofit; another restaurant's is a 404 like every other cross-restaurant id. */
function partnerNonprofit(tx: Tx, restaurantId: number, nonprofitId: number) {
  const nonprofit = tx
    .select({ id: nonprofits.id, name: nonprofits.name })
    .from(nonprofits)
    .where(and(eq(nonprofits.id, nonprofitId), eq(nonprofits.restaurantId, restaurantId)))
    .get();
  // The form shows the message under the field.
  if (!nonprofit)
    throw new AppError(404, API_MESSAGES.selectedNonprofitNotFound, 'nonprofit_not_found', {
      nonprofitId: [API_MESSAGES.selectedNonprofitNotFound],
    });
  return nonprofit;
}

function insertOffers(tx: Tx, campaignId: number, offers: OwnerCreateCampaignBody['offers']): void {
  tx.insert(campaignOffers)
    .values(
      offers.map((offer, i) => ({
        campaignId,
        name: offer.name,
        description: offer.description,
        nameEs: offer.offerTypeEs ?? null,
        descriptionEs: offer.descriptionEs ?? null,
        quantity: offer.quantity,
        retailValue: offer.retailValue,
        sortOrder: i,
      })),
    )
    .run();
}

/**
 * Creates a campaign and its offers in one transaction. The nonprofit must be one of the
 * restaurant's; its name comes from the nonprofit row, never from the client.
 */
export type CampaignWithRestaurant = NonNullable<ReturnType<typeof selectCampaignWithRestaurant>>;

export async function createCampaign(db: Db, input: CreateCampaignInput): Promise<DetailedCampaignRow> {
  const { restaurantId, body, actorUserId, autoApprove } = input;
  const id = await transaction(db, (tx) => {
    const restaurant = tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).get();
    if (!restaurant)
      throw new AppError(404, API_MESSAGES.notFound('Restaurant'), 'not_found', {
        restaurantId: [API_MESSAGES.notFound('Restaurant')],
      });
    const nonprofit = partnerNonprofit(tx, restaurantId, body.nonprofitId);
    const suggested = body.slug ? cleanSlug(body.slug) : '';
    const slug = uniqueSlug(tx, suggested || cleanSlug(slugify(nonprofit.name)));
    const now = new Date().toISOString();
    const created = tx
      .insert(campaigns)
      .values({
        restaurantId,
        nonprofitId: nonprofit.id,
        slug,
        shortCode: uniqueShortCode(tx),
        productType: body.productType,
        nonprofitName: nonprofit.name,
        description: body.description,
        cardPrice: body.cardPrice,
        expirationMonths: body.expirationMonths,
        startDate: body.startDate,
        endDate: body.endDate,
        cardExpirationDate: body.cardExpirationDate,
        goalCents: body.goalCents ?? null,
        status: autoApprove ? 'approved' : 'pending',
        isActive: autoApprove ? 1 : 0,
        approvedAt: autoApprove ? now : null,
        approvedBy: autoApprove ? actorUserId : null,
      })
      .returning({ id: campaigns.id })
      .get();
    insertOffers(tx, created.id, body.offers);
    insertAudit(tx, {
      actorUserId,
      action: autoApprove ? 'create_approved' : 'create',
      entityType: 'campaign',
      entityId: created.id,
      beforeStatus: null,
      afterStatus: autoApprove ? 'approved' : 'pending',
      details: { offers: body.offers.length, cardPrice: body.cardPrice },
    });
    return created.id;
  });
  const row = selectCampaignWithRestaurant(db, id);
  if (!row) throw new AppError(500, API_MESSAGES.campaignVanished);
  return withDetails(db, [row])[0]!;
}

/** Campaign reads with their offers and last rejection reason: two queries for the whole list. */
export function withDetails(db: Tx, rows: CampaignWithRestaurant[]): DetailedCampaignRow[] {
  const offers = new Map<number, ReturnType<typeof selectOffersOf>>();
  const reasons = new Map<number, string | null>();
  // In slices, under SQLite's limit on bound parameters however many campaigns there are.
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((r) => r.campaign.id);
    for (const offer of selectOffersOf(db, ids)) offers.set(offer.campaignId, [...(offers.get(offer.campaignId) ?? []), offer]);
    for (const r of selectRejectionsOf(db, ids)) {
      const reason = r.details?.['reason'];
      reasons.set(r.entityId, typeof reason === 'string' ? reason : null);
    }
  }
  return rows.map((row) => ({
    ...row,
    offers: offers.get(row.campaign.id) ?? [],
    rejectionReason: reasons.get(row.campaign.id) ?? null,
  }));
}

/** One campaign read with its details; 404 when it is gone. */
export function detailedCampaign(db: Tx, id: number): DetailedCampaignRow {
  const row = selectCampaignWithRestaurant(db, id);
  if (!row) throw notFound('Campaign');
  return withDetails(db, [row])[0]!;
}

const EDITABLE: readonly string[] = EDITABLE_CAMPAIGN_STATUSES;

/** The owner's campaign, in the transaction; another restaurant's is a 404 (null: a superadmin's, any). */
function ownCampaign(tx: Tx, restaurantId: number | null, id: number) {
  const current = tx.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!current || (restaurantId !== null && current.restaurantId !== restaurantId)) throw notFound('Campaign');
  return current;
}

export interface EditCampaignInput {
  campaignId: number;
  /** The owner's restaurant; null for a superadmin (the campaign's own restaurant). */
  restaurantId: number | null;
  body: OwnerCreateCampaignBody;
  actorUserId: string;
}

/**
 * The owner edits a campaign that is not live (pending, rejected or draft) and sends it for
 * approval again: its fields and offers are replaced and it is pending. The UPDATE repeats the
 * statuses it may leave, so an admin approving it meanwhile wins and the edit is refused.
 */
export async function editCampaign(db: Db, input: EditCampaignInput): Promise<DetailedCampaignRow> {
  const { campaignId, restaurantId, body, actorUserId } = input;
  await transaction(db, (tx) => {
    const current = ownCampaign(tx, restaurantId, campaignId);
    if (!EDITABLE.includes(current.status))
      throw new AppError(409, API_MESSAGES.onlyEditableResubmitted(current.status), 'invalid_transition');
    // Never true for a campaign that never went live; kept so a card's offers can never vanish.
    if (tx.select({ id: cards.id }).from(cards).where(eq(cards.campaignId, campaignId)).limit(1).get())
      throw new AppError(409, API_MESSAGES.campaignHasCards, 'campaign_has_cards');
    const nonprofit = partnerNonprofit(tx, current.restaurantId, body.nonprofitId);
    // A new partner gets a slug of its own name; otherwise the campaign keeps its address.
    const slug =
      nonprofit.id === current.nonprofitId
        ? current.slug
        : uniqueSlug(tx, (body.slug ? cleanSlug(body.slug) : '') || cleanSlug(slugify(nonprofit.name)));
    const result = tx
      .update(campaigns)
      .set({
        nonprofitId: nonprofit.id,
        nonprofitName: nonprofit.name,
        slug,
        productType: body.productType,
        description: body.description,
        cardPrice: body.cardPrice,
        expirationMonths: body.expirationMonths,
        startDate: body.startDate,
        endDate: body.endDate,
        cardExpirationDate: body.cardExpirationDate,
        goalCents: body.goalCents ?? null,
        status: 'pending',
        isActive: 0,
        version: sql`${campaigns.version} + 1`,
      })
      .where(and(eq(campaigns.id, campaignId), inArray(campaigns.status, [...EDITABLE_CAMPAIGN_STATUSES])))
      .run();
    if (result.changes !== 1) throw new AppError(409, API_MESSAGES.campaignChangedMeanwhile, 'invalid_transition');
    tx.delete(campaignOffers).where(eq(campaignOffers.campaignId, campaignId)).run();
    insertOffers(tx, campaignId, body.offers);
    insertAudit(tx, {
      actorUserId,
      action: current.status === 'pending' ? 'update' : 'resubmit',
      entityType: 'campaign',
      entityId: campaignId,
      beforeStatus: current.status,
      afterStatus: 'pending',
      details: { offers: body.offers.length, cardPrice: body.cardPrice },
    });
  });
  return detailedCampaign(db, campaignId);
}

/** The owner takes a pending campaign back from review: it is a draft until edited and sent again. */
export async function withdrawCampaign(
  db: Db,
  restaurantId: number | null,
  campaignId: number,
  actorUserId: string,
): Promise<DetailedCampaignRow> {
  await transaction(db, (tx) => {
    const current = ownCampaign(tx, restaurantId, campaignId);
    if (current.status !== 'pending')
      throw new AppError(409, API_MESSAGES.onlyPendingWithdrawn(current.status), 'invalid_transition');
    const result = tx
      .update(campaigns)
      .set({ status: 'draft', isActive: 0, version: sql`${campaigns.version} + 1` })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'pending')))
      .run();
    if (result.changes !== 1) throw new AppError(409, API_MESSAGES.campaignChangedMeanwhile, 'invalid_transition');
    insertAudit(tx, {
      actorUserId,
      action: 'withdraw',
      entityType: 'campaign',
      entityId: campaignId,
      beforeStatus: 'pending',
      afterStatus: 'draft',
    });
  });
  return detailedCampaign(db, campaignId);
}
