import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import { listRestaurantCampaigns } from './portal-campaigns.queries.ts';

export function restaurantCampaigns(db: Db, restaurantId: number) {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return listRestaurantCampaigns(db, restaurantId);
}
