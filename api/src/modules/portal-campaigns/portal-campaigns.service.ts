import type { Campaign } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import { listRestaurantCampaigns, type CampaignRow } from './portal-campaigns.queries.ts';

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

export function restaurantCampaigns(db: Db, restaurantId: number): Campaign[] {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return listRestaurantCampaigns(db, restaurantId).map((r) => presentPortalCampaign(r.campaign, r.restaurantName));
}
