import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaigns, restaurants } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** One restaurant's campaigns, newest first, with the restaurant's name in the same query. */
export function listRestaurantCampaigns(db: Tx, restaurantId: number, window: { limit: number; offset: number }) {
  return db
    .select({ campaign: campaigns, restaurantName: restaurants.name })
    .from(campaigns)
    .innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .where(eq(campaigns.restaurantId, restaurantId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(window.limit)
    .offset(window.offset)
    .all();
}
