import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdminRestaurantBody, CampaignStatus, RestaurantStat } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import type { ReportReader } from '../../db/report-reader.ts';
import { campaigns, restaurants } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { insertAudit } from '../../db/audit.ts';
import {
  selectAudit,
  selectCampaignWithRestaurant,
  selectCampaignsWithRestaurant,
} from '../campaign-management/campaign-management.queries.ts';
import { detailedCampaign, withDetails } from '../campaign-management/campaign-management.service.ts';
import type { DetailedCampaignRow } from '../campaign-management/campaign-management.presenter.ts';
import type { NonprofitWithLink } from '../nonprofits/nonprofits.service.ts';
import { dashboardLinksSent } from '../nonprofits/nonprofits.queries.ts';
import { restaurantStatsQuery, selectNonprofits, selectRestaurant, selectRestaurants } from './admin.queries.ts';
import { API_MESSAGES } from '../../messages.ts';
import { pageOf, pageWindow } from '../../http/list-page.ts';
import { SAFETY_MESSAGES, type Message } from '@dealcard/shared';
import { transaction } from '../../db/transaction.ts';

/** A page of every campaign, newest first, and the page after it (null on the last). */
export function listCampaigns(db: Db, page = 1) {
  const { items, nextPage } = pageOf(selectCampaignsWithRestaurant(db, pageWindow(page)), page);
  return { campaigns: withDetails(db, items), nextPage };
}

export function campaignAudit(db: Db, id: number) {
  if (!selectCampaignWithRestaurant(db, id)) throw notFound('Campaign');
  return selectAudit(db, 'campaign', id).map(({ details, ...entry }) => {
    const reason = details?.['reason'];
    return { ...entry, reason: typeof reason === 'string' ? reason : null };
  });
}

interface Transition {
  action: 'approve' | 'reject' | 'pause' | 'activate' | 'archive';
  from: CampaignStatus[];
  /** The refusal when the campaign is in another status. */
  refusal: (status: CampaignStatus) => Message;
  set: (actorUserId: string, isActive: number) => Partial<typeof campaigns.$inferInsert>;
}

const TRANSITIONS = {
  approve: {
    action: 'approve',
    from: ['pending'],
    refusal: API_MESSAGES.onlyPendingApproved,
    set: (actor) => ({ status: 'approved', isActive: 1, approvedAt: new Date().toISOString(), approvedBy: actor }),
  },
  reject: {
    action: 'reject',
    from: ['pending'],
    refusal: API_MESSAGES.onlyPendingRejected,
    set: () => ({ status: 'rejected', isActive: 0 }),
  },
  archive: {
    action: 'archive',
    from: ['approved', 'rejected'],
    refusal: API_MESSAGES.onlySettledArchived,
    set: () => ({ status: 'archived', isActive: 0 }),
  },
  toggle: {
    action: 'pause',
    from: ['approved'],
    refusal: API_MESSAGES.onlyApprovedToggled,
    set: (_actor, isActive) => ({ isActive: isActive === 1 ? 0 : 1 }),
  },
} satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;

/**
 * Applies one status change in a transaction. The UPDATE repeats the allowed "from" statuses
 * (and, for a toggle, the isActive it read), so two admins acting at once cannot both win.
 */
export async function transitionCampaign(
  db: Db,
  id: number,
  name: TransitionName,
  actorUserId: string,
  /** A rejection's reason: kept in the audit log and shown to the owner. */
  reason?: string,
  /** The version the admin reviewed (approve): 409 and no change when the campaign changed since. */
  expectedVersion?: number,
): Promise<{ campaign: DetailedCampaignRow; message: Message }> {
  const rule: Transition = TRANSITIONS[name];
  const message = await transaction(db, (tx) => {
    const current = tx.select().from(campaigns).where(eq(campaigns.id, id)).get();
    if (!current) throw notFound('Campaign');
    if (expectedVersion !== undefined && current.version !== expectedVersion)
      throw new AppError(409, SAFETY_MESSAGES.campaignChangedSinceReview, 'campaign_changed');
    if (!rule.from.includes(current.status)) throw new AppError(409, rule.refusal(current.status), 'invalid_transition');
    const changes = rule.set(actorUserId, current.isActive);
    const result = tx
      .update(campaigns)
      .set({ ...changes, version: sql`${campaigns.version} + 1` })
      .where(
        and(
          eq(campaigns.id, id),
          inArray(campaigns.status, rule.from),
          eq(campaigns.isActive, current.isActive),
          eq(campaigns.version, current.version),
        ),
      )
      .run();
    if (result.changes !== 1) throw new AppError(409, API_MESSAGES.campaignChangedMeanwhile, 'invalid_transition');
    const afterStatus = changes.status ?? current.status;
    const action = name === 'toggle' ? (changes.isActive === 1 ? 'activate' : 'pause') : rule.action;
    insertAudit(tx, {
      actorUserId,
      action,
      entityType: 'campaign',
      entityId: id,
      beforeStatus: name === 'toggle' ? (current.isActive === 1 ? 'active' : 'paused') : current.status,
      afterStatus: name === 'toggle' ? (changes.isActive === 1 ? 'active' : 'paused') : afterStatus,
      ...(action === 'reject' && reason ? { details: { reason } } : {}),
    });
    switch (action) {
      case 'approve':
        return API_MESSAGES.campaignApproved;
      case 'reject':
        return API_MESSAGES.campaignRejected;
      case 'archive':
        return API_MESSAGES.campaignArchived;
      case 'pause':
        return API_MESSAGES.campaignPaused;
      default:
        return API_MESSAGES.campaignActivated;
    }
  });
  return { campaign: detailedCampaign(db, id), message };
}

export function listRestaurants(db: Db, page = 1) {
  return pageOf(selectRestaurants(db, pageWindow(page)), page);
}

export function listNonprofits(db: Db, page = 1): { items: NonprofitWithLink[]; nextPage: number | null } {
  const sent = dashboardLinksSent(db);
  const { items, nextPage } = pageOf(selectNonprofits(db, pageWindow(page)), page);
  return { items: items.map((row) => ({ row, dashboardLinkSentAt: sent.get(row.id) ?? null })), nextPage };
}

export async function createRestaurant(db: Db, body: AdminRestaurantBody, actorUserId: string) {
  return await transaction(db, (tx) => {
    const row = tx
      .insert(restaurants)
      .values({ ...body, isActive: body.isActive ?? 1 })
      .returning()
      .get();
    insertAudit(tx, {
      actorUserId,
      action: 'create',
      entityType: 'restaurant',
      entityId: row.id,
      beforeStatus: null,
      afterStatus: 'active',
    });
    return row;
  });
}

const activeWord = (isActive: number) => (isActive === 1 ? 'active' : 'inactive');

export async function updateRestaurant(db: Db, id: number, body: AdminRestaurantBody, actorUserId: string) {
  return await transaction(db, (tx) => {
    const before = selectRestaurant(tx, id);
    if (!before) throw notFound('Restaurant');
    const row = tx
      .update(restaurants)
      .set({ ...body, isActive: body.isActive ?? before.isActive })
      .where(eq(restaurants.id, id))
      .returning()
      .get();
    insertAudit(tx, {
      actorUserId,
      action: 'update',
      entityType: 'restaurant',
      entityId: id,
      beforeStatus: activeWord(before.isActive),
      afterStatus: activeWord(row.isActive),
    });
    return row;
  });
}

/** A soft delete: the restaurant and all its data stay; editing can reactivate it. */
export async function deactivateRestaurant(db: Db, id: number, actorUserId: string) {
  return await transaction(db, (tx) => {
    const before = selectRestaurant(tx, id);
    if (!before) throw notFound('Restaurant');
    const row = tx.update(restaurants).set({ isActive: 0 }).where(eq(restaurants.id, id)).returning().get();
    insertAudit(tx, {
      actorUserId,
      action: 'deactivate',
      entityType: 'restaurant',
      entityId: id,
      beforeStatus: activeWord(before.isActive),
      afterStatus: 'inactive',
    });
    return row;
  });
}

/** `signal`: the caller has gone (db/report-reader.ts skips the report if it has not started). */
export async function adminReport(db: Db, reports: ReportReader, restaurantId: number | undefined, signal?: AbortSignal) {
  if (restaurantId !== undefined && !selectRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return { restaurantStats: await reports.all<RestaurantStat>(restaurantStatsQuery(restaurantId), signal) };
}
