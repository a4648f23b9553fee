import type { Campaign } from '@dealcard/shared';
import type { CampaignRow } from './portal-campaigns.queries.ts';

export function presentPortalCampaign(row: CampaignRow, restaurantName: string | null): Campaign {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    restaurantName,
    nonprofitId: row.nonprofitId,
    slug: row.slug,
    shortCode: row.shortCode,
    productType: row.productType,
    nonprofitName: row.nonprofitName,
    description: row.description,
    cardPrice: row.cardPrice,
    expirationMonths: row.expirationMonths,
    startDate: row.startDate,
    endDate: row.endDate,
    cardExpirationDate: row.cardExpirationDate,
    status: row.status,
    isActive: row.isActive,
    createdAt: row.createdAt,
    approvedAt: row.approvedAt,
    approvedBy: row.approvedBy,
  };
}
