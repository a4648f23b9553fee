import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { pageOf, pageWindow } from '../../http/list-page.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import { listRestaurantCampaigns } from './portal-campaigns.queries.ts';
import { withDetails } from '../campaign-management/campaign-management.service.ts';

/** A page of the restaurant's campaigns, newest first, and the page after it (null on the last). */
export function restaurantCampaigns(db: Db, restaurantId: number, page = 1) {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  const { items, nextPage } = pageOf(listRestaurantCampaigns(db, restaurantId, pageWindow(page)), page);
  return { campaigns: withDetails(db, items), nextPage };
}
