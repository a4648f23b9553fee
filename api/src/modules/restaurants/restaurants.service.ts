import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  REPORT_CAMPAIGNS_MAX,
  sellerDisplayName,
  type OnboardBody,
  type RestaurantReport,
  type RestaurantSettingsBody,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../types.d.ts';
import {
  findRestaurant,
  insertRestaurant,
  listRestaurants,
  reportCampaignStats,
  reportPaidByNonprofit,
  reportRedemptionAnalytics,
  reportRecentPurchases,
  updateRestaurant,
  type RestaurantRow,
} from './restaurants.queries.ts';
import { selectRestaurantSellers } from '../sellers/sellers.queries.ts';
import { API_MESSAGES } from '../../messages.ts';
import { pageOf, pageWindow } from '../../http/list-page.ts';
import { renewalFigures } from '../reminders/renewal-report.ts';
import { transaction } from '../../db/transaction.ts';

/**
 * The signed-in user registers a restaurant and becomes its owner, in one transaction. The
 * user row is only taken over while it has no restaurant, so two concurrent onboardings of one
 * account cannot both succeed.
 */
export async function onboardRestaurant(db: Db, user: AuthUser, body: OnboardBody): Promise<RestaurantRow> {
  if (user.role === 'superadmin') {
    throw new AppError(403, API_MESSAGES.superadminAddsFromAdmin, 'forbidden');
  }
  if (user.restaurantId != null) throw new AppError(409, API_MESSAGES.alreadyOwnsRestaurant, 'already_owner');
  const row = await transaction(db, (tx) => {
    const restaurant = insertRestaurant(tx, { ...body, isActive: 1 });
    const taken = tx
      .update(users)
      .set({ role: 'restaurant_owner', restaurantId: restaurant.id, updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')` })
      .where(and(eq(users.id, user.id), isNull(users.restaurantId), ne(users.role, 'superadmin')))
      .run();
    if (taken.changes !== 1) throw new AppError(409, API_MESSAGES.alreadyOwnsRestaurant, 'already_owner');
    return restaurant;
  });
  return row;
}

export function getRestaurant(db: Db, restaurantId: number): RestaurantRow {
  const row = findRestaurant(db, restaurantId);
  if (!row) throw notFound('Restaurant');
  return row;
}

/** An owner may read only their own restaurant; any other id is a 404, as if it did not exist. */
export function getRestaurantFor(db: Db, user: AuthUser, id: number): RestaurantRow {
  if (user.role !== 'superadmin' && user.restaurantId !== id) throw notFound('Restaurant');
  return getRestaurant(db, id);
}

/** A page of every restaurant, by id, and the page after it (null on the last). */
export function allRestaurants(db: Db, page = 1): { items: RestaurantRow[]; nextPage: number | null } {
  return pageOf(listRestaurants(db, pageWindow(page)), page);
}

export function updateSettings(db: Db, restaurantId: number, body: RestaurantSettingsBody): RestaurantRow {
  const row = updateRestaurant(db, restaurantId, {
    name: body.name,
    contactName: body.contactName,
    contactEmail: body.contactEmail,
    contactPhone: body.contactPhone,
    address: body.address,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    websiteUrl: body.websiteUrl,
    logoUrl: body.logoUrl,
    description: body.description,
  });
  if (!row) throw notFound('Restaurant');
  return row;
}

/** One read transaction, so the totals, the campaigns and the recent purchases agree with each other. */
export const restaurantReport = (db: Db, restaurantId: number): Promise<RestaurantReport> =>
  transaction(
    db,
    (tx): RestaurantReport => {
      if (!findRestaurant(tx, restaurantId)) throw notFound('Restaurant');
      const rows = reportCampaignStats(tx, restaurantId);
      // A nonprofit is paid as a whole; its payouts cover its campaigns' shares oldest first.
      const unallocated = reportPaidByNonprofit(
        tx,
        rows.map((row) => row.nonprofitId),
      );
      const paidOut = new Map<number, number>();
      for (const row of [...rows].reverse()) {
        const left = unallocated.get(row.nonprofitId) ?? 0;
        const paid = Math.max(0, Math.min(left, row.raisedCents));
        paidOut.set(row.campaignId, paid);
        unallocated.set(row.nonprofitId, left - paid);
      }
      const campaignStats = rows.map(({ nonprofitId: _nonprofit, ...row }) => ({
        ...row,
        paidOutCents: paidOut.get(row.campaignId) ?? 0,
      }));
      const shown = new Set(campaignStats.slice(0, REPORT_CAMPAIGNS_MAX).map((row) => row.campaignId));
      const sum = (pick: (row: (typeof campaignStats)[number]) => number) =>
        campaignStats.reduce((total, row) => total + pick(row), 0);
      return {
        totalCardsSold: sum((row) => row.cardsSold),
        totalRevenue: sum((row) => row.totalRevenue),
        totalRedemptions: sum((row) => row.totalRedemptions),
        // The totals count every campaign; the rows are the newest REPORT_CAMPAIGNS_MAX (decision 030).
        campaignStats: campaignStats.slice(0, REPORT_CAMPAIGNS_MAX),
        recentPurchases: reportRecentPurchases(tx, restaurantId),
        ...analyticsOf(tx, restaurantId),
        renewals: renewalFigures(tx, restaurantId).filter((r) => shown.has(r.campaignId)),
        sellers: selectRestaurantSellers(tx, restaurantId)
          .filter((s) => shown.has(s.campaignId))
          .map((s) => ({
            campaignId: s.campaignId,
            displayName: sellerDisplayName(s.name),
            email: s.email,
            cardsSold: s.cardsSold,
            raisedCents: s.raisedCents,
          })),
      };
    },
    { readOnly: true },
  );

/** Redemptions by location, by day (the last 30 days, UTC) and by offer, and the offline conflicts. */
function analyticsOf(db: Db, restaurantId: number, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  const { byLocation, byDay, byOffer, conflicts } = reportRedemptionAnalytics(db, restaurantId, since);
  return {
    redemptionsByLocation: byLocation,
    redemptionsByDay: byDay,
    redemptionsByOffer: byOffer,
    offlineConflicts: conflicts.map(({ customerName, ...c }) => ({
      ...c,
      holderFirstName: customerName.trim().split(/\s+/)[0] ?? '',
    })),
  };
}
