import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import { listRestaurantCampaigns } from './portal-campaigns.queries.ts';
import { withDetails } from '../campaign-management/campaign-management.service.ts';

export function restaurantCampaigns(db: Db, restaurantId: number) {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return withDetails(db, listRestaurantCampaigns(db, restaurantId));
}
