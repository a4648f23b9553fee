import type { Language } from '@dealcard/shared';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DASHBOARD_CAMPAIGNS_MAX, DASHBOARD_LINK_DAYS, type DashboardLinkResponse, FUNDRAISING_MESSAGES } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { campaigns, campaignTotals, nonprofitDashboardLinks, nonprofits, restaurants } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueueCountedEmail } from '../../mail/quota.ts';
import { nonprofitDashboardEmail } from '../../mail/templates/nonprofit-dashboard.ts';
import type { AuthUser } from '../../types.d.ts';
import { selectBalances, selectCashShare } from '../payouts/payouts.queries.ts';
import { dueOf } from '../payouts/payouts.service.ts';
import { teamTotals } from '../sellers/teams.ts';
import { hashToken } from '../find-my-card/find-my-card.service.ts';
import { isOnSale } from '../public-campaigns/on-sale.ts';
import { selectCampaignSellers } from '../sellers/sellers.queries.ts';
import { API_MESSAGES } from '../../messages.ts';
import { transaction } from '../../db/transaction.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * E-mails the nonprofit's contact a link to its dashboard, valid 30 days. A new link replaces the
 * old one (the row is keyed by nonprofit), so sending again ends the previous link at once. An
 * owner may send it only for their own restaurant's nonprofits; anything else is "not found".
 */
export async function sendDashboardLink(
  db: Db,
  user: AuthUser,
  nonprofitId: number,
  siteUrl: string,
  language: Language = 'en',
  now = new Date(),
): Promise<DashboardLinkResponse> {
  const nonprofit = db.select().from(nonprofits).where(eq(nonprofits.id, nonprofitId)).get();
  if (!nonprofit || (user.role !== 'superadmin' && nonprofit.restaurantId !== user.restaurantId)) throw notFound('Nonprofit');
  if (!nonprofit.contactEmail) throw new AppError(409, FUNDRAISING_MESSAGES.dashboardNoContactEmail, 'no_contact_email');
  const token = randomBytes(32).toString('base64url');
  const sentAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + DASHBOARD_LINK_DAYS * DAY_MS).toISOString();
  const link = `${siteUrl.replace(/\/$/, '')}/nonprofit/${token}`;
  await transaction(db, (tx) => {
    const row = { tokenHash: hashToken(token), expiresAt, sentAt, sentTo: nonprofit.contactEmail!, sentBy: user.id };
    tx.insert(nonprofitDashboardLinks)
      .values({ nonprofitId: nonprofit.id, ...row })
      .onConflictDoUpdate({ target: nonprofitDashboardLinks.nonprofitId, set: row })
      .run();
    enqueueCountedEmail(
      tx,
      user.id,
      nonprofitDashboardEmail({
        to: nonprofit.contactEmail!,
        contactName: nonprofit.contactName,
        nonprofitName: nonprofit.name,
        link,
        expiresAt,
        language,
      }),
      now,
    );
  });
  return { sentTo: nonprofit.contactEmail, sentAt, expiresAt };
}

/** What the link shows: only this nonprofit's campaigns, sellers and money. */
export function nonprofitDashboard(db: Db, token: string, now = new Date()) {
  const link = db
    .select()
    .from(nonprofitDashboardLinks)
    .where(eq(nonprofitDashboardLinks.tokenHash, hashToken(token)))
    .get();
  if (!link) throw new AppError(404, API_MESSAGES.dashboardLinkInvalid, 'link_invalid');
  if (new Date(link.expiresAt).getTime() <= now.getTime()) {
    throw new AppError(410, API_MESSAGES.dashboardLinkExpired, 'link_expired');
  }
  return { ...nonprofitResults(db, link.nonprofitId, now), expiresAt: link.expiresAt };
}
export type NonprofitDashboard = ReturnType<typeof nonprofitDashboard>;

/**
 * One nonprofit's campaigns, sellers, teams and money: what its e-mailed link shows, and what its
 * coordinator (or the owner, or an admin) sees signed in.
 */
export function nonprofitResults(db: Db, nonprofitId: number, now = new Date()) {
  const nonprofit = db.select().from(nonprofits).where(eq(nonprofits.id, nonprofitId)).get();
  if (!nonprofit) throw notFound('Nonprofit');
  const rows = db
    .select({ campaign: campaigns, restaurant: restaurants, totals: campaignTotals })
    .from(campaigns)
    .leftJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .leftJoin(campaignTotals, eq(campaignTotals.campaignId, campaigns.id))
    .where(eq(campaigns.nonprofitId, nonprofit.id))
    .all()
    // Campaigns still waiting for approval or turned down raise nothing and are not the nonprofit's yet.
    .filter((r) => r.campaign.status === 'approved' || r.campaign.status === 'archived')
    .sort((a, b) => b.campaign.createdAt.localeCompare(a.campaign.createdAt) || b.campaign.id - a.campaign.id)
    // The newest DASHBOARD_CAMPAIGNS_MAX; the money below counts them all (decision 030).
    .slice(0, DASHBOARD_CAMPAIGNS_MAX);
  const balance = selectBalances(db, nonprofit.id)[0];
  return {
    nonprofit,
    campaigns: rows.map((row) => {
      const sellers = selectCampaignSellers(db, row.campaign.id, { onlyShown: false });
      return { ...row, isLive: isOnSale(row.campaign, row.restaurant, now), sellers, teams: teamTotals(sellers) };
    }),
    earnedCents: balance?.earnedCents ?? 0,
    paidCents: balance?.paidCents ?? 0,
    dueCents: balance ? dueOf(balance) : 0,
    cashHeldCents: balance?.cashHeldCents ?? 0,
    cashShareCents: selectCashShare(db, nonprofit.id),
    receivedCents: balance?.receivedCents ?? 0,
  };
}
export type NonprofitResults = ReturnType<typeof nonprofitResults>;
