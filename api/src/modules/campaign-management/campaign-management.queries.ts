import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog, campaigns, restaurants, users } from '../../db/schema/index.ts';

/** Campaign rows with their restaurant's name, in one query. */
export function selectCampaignsWithRestaurant(db: Tx, where?: SQL) {
  return db
    .select({ campaign: campaigns, restaurantName: restaurants.name })
    .from(campaigns)
    .leftJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .all();
}

export function selectCampaignWithRestaurant(db: Tx, id: number) {
  return db
    .select({ campaign: campaigns, restaurantName: restaurants.name })
    .from(campaigns)
    .leftJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .where(eq(campaigns.id, id))
    .get();
}

export function slugTaken(db: Tx, slug: string): boolean {
  return db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug)).get() !== undefined;
}

export function shortCodeTaken(db: Tx, shortCode: string): boolean {
  return db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.shortCode, shortCode)).get() !== undefined;
}

/** A campaign's audit entries, oldest first, with who made them. */
export function selectAudit(db: Tx, entityType: 'campaign' | 'restaurant', entityId: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: users.email,
      beforeStatus: auditLog.beforeStatus,
      afterStatus: auditLog.afterStatus,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id))
    .all();
}
