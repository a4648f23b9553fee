import { z } from 'zod';
import { Id, ListPageQuerySchema } from '@dealcard/shared';

/** `?restaurantId=` on portal calls: a superadmin names the restaurant; an owner's is ignored. */
export const RestaurantScopeQuery = z.object({ restaurantId: Id.optional() });
export type RestaurantScope = z.infer<typeof RestaurantScopeQuery>;
/** The same with `?page=N` of a paged list (decision 030). */
export const PagedScopeQuery = RestaurantScopeQuery.extend(ListPageQuerySchema.shape);
