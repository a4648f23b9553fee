import { AUDIT_ENTRIES_MAX } from '@dealcard/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog, campaignOffers, campaigns, restaurants, users } from '../../db/schema/index.ts';

/** Campaign rows with their restaurant's name, in one query: a window of them, newest first (list-page.ts). */
export function selectCampaignsWithRestaurant(db: Tx, window: { limit: number; offset: number }, where?: SQL) {
  return db
    .select({ campaign: campaigns, restaurantName: restaurants.name })
    .from(campaigns)
    .leftJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(window.limit)
    .offset(window.offset)
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
  return (
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorEmail: users.email,
        beforeStatus: auditLog.beforeStatus,
        afterStatus: auditLog.afterStatus,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_ENTRIES_MAX)
      .all()
      // The newest AUDIT_ENTRIES_MAX, oldest of them first.
      .reverse()
  );
}

/** The offers of these campaigns, each campaign's in its order (one query, by the campaign index). */
export function selectOffersOf(db: Tx, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(campaignOffers)
    .where(inArray(campaignOffers.campaignId, campaignIds))
    .orderBy(asc(campaignOffers.campaignId), asc(campaignOffers.sortOrder), asc(campaignOffers.id))
    .all();
}

/** The rejections of these campaigns with their details (reason), oldest first (audit entity index). */
export function selectRejectionsOf(db: Tx, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select({ entityId: auditLog.entityId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'campaign'), inArray(auditLog.entityId, campaignIds), eq(auditLog.action, 'reject')))
    .orderBy(asc(auditLog.id))
    .all();
}
