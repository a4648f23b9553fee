import { and, eq } from 'drizzle-orm';
import { slugify, type OwnerCreateCampaignBody } from '@dealcard/shared';
import type { Db, Tx } from '../../db/client.ts';
import { campaignOffers, campaigns, nonprofits, restaurants } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { generateShortCode } from '../cards/codes.ts';
import { insertAudit } from '../../db/audit.ts';
import { selectCampaignWithRestaurant, shortCodeTaken, slugTaken } from './campaign-management.queries.ts';
import { API_MESSAGES } from '../../messages.ts';

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

/**
 * Creates a campaign and its offers in one transaction. The nonprofit must be one of the
 * restaurant's; its name comes from the nonprofit row, never from the client.
 */
export type CampaignWithRestaurant = NonNullable<ReturnType<typeof selectCampaignWithRestaurant>>;

export function createCampaign(db: Db, input: CreateCampaignInput): CampaignWithRestaurant {
  const { restaurantId, body, actorUserId, autoApprove } = input;
  const id = db.transaction((tx) => {
    const restaurant = tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).get();
    if (!restaurant)
      throw new AppError(404, API_MESSAGES.notFound('Restaurant'), 'not_found', {
        restaurantId: [API_MESSAGES.notFound('Restaurant')],
      });
    const nonprofit = tx
      .select({ id: nonprofits.id, name: nonprofits.name })
      .from(nonprofits)
      .where(and(eq(nonprofits.id, body.nonprofitId), eq(nonprofits.restaurantId, restaurantId)))
      .get();
    if (!nonprofit) {
      // Another restaurant's nonprofit is a 404 like every other cross-restaurant id; the form shows the message under the field.
      throw new AppError(404, API_MESSAGES.selectedNonprofitNotFound, 'nonprofit_not_found', {
        nonprofitId: [API_MESSAGES.selectedNonprofitNotFound],
      });
    }
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
    tx.insert(campaignOffers)
      .values(
        body.offers.map((offer, i) => ({
          campaignId: created.id,
          name: offer.name,
          description: offer.description,
          quantity: offer.quantity,
          retailValue: offer.retailValue,
          sortOrder: i,
        })),
      )
      .run();
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
  return row;
}
