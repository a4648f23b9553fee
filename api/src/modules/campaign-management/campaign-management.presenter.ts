import type { Campaign } from '@dealcard/shared';
import type { campaignOffers, campaigns } from '../../db/schema/index.ts';

type CampaignRow = typeof campaigns.$inferSelect;
type OfferRow = typeof campaignOffers.$inferSelect;

/** A campaign row with its restaurant's name, its offers and the reason of its last rejection. */
export interface DetailedCampaignRow {
  campaign: CampaignRow;
  restaurantName: string | null;
  offers: OfferRow[];
  rejectionReason: string | null;
}

/** The full campaign read (admin and portal), typed by the shared schema. */
export function presentCampaign(row: DetailedCampaignRow): Campaign {
  const c = row.campaign;
  return {
    id: c.id,
    version: c.version,
    restaurantId: c.restaurantId,
    restaurantName: row.restaurantName,
    nonprofitId: c.nonprofitId,
    slug: c.slug,
    shortCode: c.shortCode,
    productType: c.productType,
    nonprofitName: c.nonprofitName,
    description: c.description,
    cardPrice: c.cardPrice,
    expirationMonths: c.expirationMonths,
    startDate: c.startDate,
    endDate: c.endDate,
    cardExpirationDate: c.cardExpirationDate,
    goalCents: c.goalCents,
    status: c.status,
    isActive: c.isActive,
    createdAt: c.createdAt,
    approvedAt: c.approvedAt,
    approvedBy: c.approvedBy,
    offers: row.offers.map((o) => ({
      id: o.id,
      name: o.name,
      description: o.description,
      offerTypeEs: o.nameEs,
      descriptionEs: o.descriptionEs,
      quantity: o.quantity,
      retailValue: o.retailValue,
      sortOrder: o.sortOrder,
    })),
    // Only a campaign that is rejected now shows why; an edited and resubmitted one no longer does.
    rejectionReason: c.status === 'rejected' ? row.rejectionReason : null,
  };
}
