import { and, eq, inArray } from 'drizzle-orm';
import {
  MAX_SELLERS_PER_CAMPAIGN,
  SAFETY_MESSAGES,
  SELLING_MESSAGES,
  type Language,
  type RosterImportBody,
  type RosterSellerBody,
} from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, sellers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { NonprofitRow } from '../../http/nonprofit-scope.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { enqueueCountedEmails } from '../../mail/quota.ts';
import { sellerWelcomeEmail } from '../../mail/templates/seller-welcome.ts';
import { countCampaignSellers, selectCampaignSellers, type SellerRow, type SellerTotalsRow } from '../sellers/sellers.queries.ts';
import { insertSellerWithCode, renewStatsLink, shareUrlOf, statsUrlOf } from '../sellers/sellers.service.ts';
import { statsTokenOf, type StatsLinkKey } from '../sellers/stats-link.ts';
import { teamTotals } from '../sellers/teams.ts';
import { readRosterCsv, type RosterLine, type RosterRowError } from './roster-csv.ts';
import { transaction } from '../../db/transaction.ts';

type CampaignRow = typeof campaigns.$inferSelect;

/** One of this nonprofit's campaigns, or "not found" (another nonprofit's is not this one's business). */
function campaignOf(tx: Tx, nonprofit: NonprofitRow, campaignId: number): CampaignRow {
  const campaign = tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.nonprofitId, nonprofit.id)))
    .get();
  if (!campaign) throw new AppError(404, SELLING_MESSAGES.campaignNotOfNonprofit, 'not_found');
  return campaign;
}

/** A rejected or archived campaign takes no new sellers (409). */
function openCampaignOf(tx: Tx, nonprofit: NonprofitRow, campaignId: number): CampaignRow {
  const campaign = campaignOf(tx, nonprofit, campaignId);
  if (campaign.status === 'rejected' || campaign.status === 'archived')
    throw new AppError(409, SAFETY_MESSAGES.campaignClosedForSellers, 'campaign_closed');
  return campaign;
}

/**
 * Welcome e-mails go out only for an approved campaign that is on and not over: a campaign that
 * is never approved cannot make the product mail anyone (PRODUCT.md, "Safety, tightened again").
 */
function welcomesGoOut(campaign: CampaignRow, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  return campaign.status === 'approved' && campaign.isActive === 1 && (campaign.endDate === null || campaign.endDate >= today);
}

export interface Roster {
  campaign: CampaignRow;
  sellers: SellerTotalsRow[];
}

/** Every seller of one campaign (roster and self-signed-up), best first, with their teams added up. */
export function rosterOf(db: Db, nonprofit: NonprofitRow, campaignId: number) {
  const campaign = campaignOf(db, nonprofit, campaignId);
  const rows = selectCampaignSellers(db, campaign.id, { onlyShown: false });
  return { campaign, sellers: rows, teams: teamTotals(rows) };
}

interface AddContext {
  campaign: CampaignRow;
  actorUserId: string;
  siteUrl: string;
  statsKey: StatsLinkKey;
  language: Language;
  now?: Date;
}

/**
 * Inserts one roster seller; one with an e-mail gets the same links by e-mail as a self-signed-up
 * one (returned, for the caller to queue against its account's quota), when the campaign is live.
 */
function addOne(tx: Tx, line: Omit<RosterLine, 'row'>, ctx: AddContext): { seller: SellerRow; welcome?: OutgoingEmail } {
  const seller = insertSellerWithCode(tx, ctx.statsKey, {
    campaignId: ctx.campaign.id,
    name: line.name,
    team: line.team,
    email: line.email,
    showOnLeaderboard: 1,
    addedBy: ctx.actorUserId,
  });
  if (!seller.email || !welcomesGoOut(ctx.campaign, ctx.now ?? new Date())) return { seller };
  return {
    seller,
    welcome: sellerWelcomeEmail({
      name: seller.name,
      email: seller.email,
      nonprofitName: ctx.campaign.nonprofitName,
      code: seller.code,
      shareUrl: shareUrlOf(ctx.siteUrl, ctx.campaign.slug, seller.code),
      statsUrl: statsUrlOf(ctx.siteUrl, statsTokenOf(ctx.statsKey, seller.code, seller.statsLinkGen)),
      language: ctx.language,
    }),
  };
}

function emailsTaken(tx: Tx, campaignId: number, emails: string[]): Set<string> {
  if (emails.length === 0) return new Set();
  const rows = tx
    .select({ email: sellers.email })
    .from(sellers)
    .where(and(eq(sellers.campaignId, campaignId), inArray(sellers.email, emails)))
    .all();
  return new Set(rows.map((r) => r.email!));
}

export async function addRosterSeller(
  db: Db,
  nonprofit: NonprofitRow,
  body: RosterSellerBody,
  ctx: Omit<AddContext, 'campaign'>,
): Promise<{ seller: SellerRow; campaign: CampaignRow }> {
  return await transaction(db, (tx) => {
    const campaign = openCampaignOf(tx, nonprofit, body.campaignId);
    if (body.email && emailsTaken(tx, campaign.id, [body.email]).size > 0) {
      throw new AppError(409, SELLING_MESSAGES.sellerEmailTaken, 'seller_email_taken', {
        email: [SELLING_MESSAGES.sellerEmailTaken],
      });
    }
    const { seller, welcome } = addOne(tx, body, { ...ctx, campaign });
    // Counted like an import's: past the day's quota the seller is saved and the welcome waits.
    if (welcome) enqueueCountedEmails(tx, ctx.actorUserId, [welcome], ctx.now);
    insertAudit(tx, {
      actorUserId: ctx.actorUserId,
      action: 'roster_seller_added',
      entityType: 'seller',
      entityId: seller.id,
      beforeStatus: null,
      afterStatus: null,
      details: { campaignId: campaign.id, team: seller.team },
    });
    return { seller, campaign };
  });
}

export interface RosterImportResult {
  added: number;
  rows: number;
  errors: RosterRowError[];
  /** Welcome e-mails past the account's quota for today: they go out on the following days. */
  queuedEmails: number;
}

/**
 * A class imported at once: every row checked (the file's own rules, then e-mails already selling
 * for the campaign), and either every row saved or none. A dry run checks and saves nothing.
 */
export async function importRoster(
  db: Db,
  nonprofit: NonprofitRow,
  body: RosterImportBody,
  ctx: Omit<AddContext, 'campaign'>,
): Promise<RosterImportResult> {
  return await transaction(db, (tx) => {
    const campaign = openCampaignOf(tx, nonprofit, body.campaignId);
    const { lines, errors } = readRosterCsv(body.csv);
    const taken = emailsTaken(
      tx,
      campaign.id,
      lines.flatMap((l) => (l.email ? [l.email] : [])),
    );
    for (const line of lines)
      if (line.email && taken.has(line.email)) errors.push({ row: line.row, message: SELLING_MESSAGES.sellerEmailTaken });
    // Row 0, the file: more sellers than the campaign may have (MAX_SELLERS_PER_CAMPAIGN) adds none.
    if (countCampaignSellers(tx, campaign.id) + lines.length > MAX_SELLERS_PER_CAMPAIGN)
      errors.push({ row: 0, message: SELLING_MESSAGES.sellersFull });
    errors.sort((a, b) => a.row - b.row);
    if (errors.length > 0 || body.dryRun) return { added: 0, rows: lines.length, errors, queuedEmails: 0 };
    const welcomes = lines.flatMap((line) => addOne(tx, line, { ...ctx, campaign }).welcome ?? []);
    const queuedEmails = enqueueCountedEmails(tx, ctx.actorUserId, welcomes, ctx.now);
    insertAudit(tx, {
      actorUserId: ctx.actorUserId,
      action: 'roster_imported',
      entityType: 'campaign',
      entityId: campaign.id,
      beforeStatus: null,
      afterStatus: null,
      details: { nonprofitId: nonprofit.id, added: lines.length, welcomes: welcomes.length, queuedEmails },
    });
    return { added: lines.length, rows: lines.length, errors: [], queuedEmails };
  });
}

/** One of this nonprofit's sellers, or "not found". */
function sellerOf(tx: Tx, nonprofit: NonprofitRow, sellerId: number): SellerRow {
  const seller = tx.select().from(sellers).where(eq(sellers.id, sellerId)).get();
  if (!seller) throw notFound('Seller');
  campaignOf(tx, nonprofit, seller.campaignId);
  return seller;
}

/**
 * "Make a new link": the seller's private stats link ends and a new one is made, for a link that
 * went to the wrong person or one e-mailed before links were kept hashed (which the roster cannot
 * show). Audited; the new token is answered once more by the roster like any other.
 */
export async function renewRosterStatsLink(
  db: Db,
  nonprofit: NonprofitRow,
  sellerId: number,
  key: StatsLinkKey,
  actorUserId: string,
) {
  return await transaction(db, (tx) => {
    const seller = sellerOf(tx, nonprofit, sellerId);
    const token = renewStatsLink(tx, key, seller);
    insertAudit(tx, {
      actorUserId,
      action: 'seller_stats_link_renewed',
      entityType: 'seller',
      entityId: seller.id,
      beforeStatus: null,
      afterStatus: null,
      details: { campaignId: seller.campaignId, generation: seller.statsLinkGen + 1 },
    });
    return token;
  });
}

/** The coordinator shows or hides a seller on the public leaderboard. */
export async function setSellerShown(db: Db, nonprofit: NonprofitRow, sellerId: number, shown: boolean): Promise<void> {
  await transaction(db, (tx) => {
    const seller = sellerOf(tx, nonprofit, sellerId);
    tx.update(sellers)
      .set({ showOnLeaderboard: shown ? 1 : 0 })
      .where(eq(sellers.id, seller.id))
      .run();
  });
}
