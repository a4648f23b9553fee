import type { Campaign } from '@dealcard/shared';
import type { campaigns } from '../../db/schema/index.ts';

type CampaignRow = typeof campaigns.$inferSelect;

/** The full campaign read (admin and portal), typed by the shared schema. */
export function presentCampaign(row: { campaign: CampaignRow; restaurantName: string | null }): Campaign {
  const c = row.campaign;
  return {
    id: c.id,
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
  };
}
