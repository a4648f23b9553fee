import type { Campaign } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import { listRestaurantCampaigns } from './portal-campaigns.queries.ts';
import { presentPortalCampaign } from './portal-campaigns.presenter.ts';

export function restaurantCampaigns(db: Db, restaurantId: number): Campaign[] {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return listRestaurantCampaigns(db, restaurantId).map((r) => presentPortalCampaign(r.campaign, r.restaurantName));
}
