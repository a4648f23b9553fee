import { randomInt } from 'node:crypto';
import {
  LEADERBOARD_SIZE,
  MAX_SELLERS_PER_CAMPAIGN,
  SELLER_RECENT_SALES_MAX,
  SELLING_MESSAGES,
  SELLER_CODE_LENGTH,
  SellerCodeSchema,
  UNAMBIGUOUS_ALPHABET,
  type SellerSignUpBody,
  FUNDRAISING_MESSAGES,
  type Language,
  type TeamTotal,
} from '@dealcard/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { sellerWelcomeEmail } from '../../mail/templates/seller-welcome.ts';
import { teamTotals } from './teams.ts';
import { isOnSale } from '../public-campaigns/on-sale.ts';
import { findCampaignWithPartnersById, findCampaignWithPartnersBySlug } from '../public-campaigns/public-campaigns.queries.ts';
import {
  countCampaignSellers,
  findSellerByCode,
  findSellerByEmail,
  findSellerByToken,
  insertSeller,
  selectCampaignSellers,
  selectRecentSales,
  selectSellerTotals,
  updateSellerStatsLink,
  type SellerTotalsRow,
} from './sellers.queries.ts';
import { API_MESSAGES } from '../../messages.ts';
import { currentStatsToken, statsLinkColumns, statsTokenOf, type StatsLinkKey, type StatsLinked } from './stats-link.ts';
import { transaction } from '../../db/transaction.ts';

export const sellerCode = () =>
  Array.from({ length: SELLER_CODE_LENGTH }, () => UNAMBIGUOUS_ALPHABET[randomInt(UNAMBIGUOUS_ALPHABET.length)]).join('');

export const shareUrlOf = (siteUrl: string, slug: string, code: string) =>
  `${siteUrl.replace(/\/$/, '')}/campaign/${encodeURIComponent(slug)}?s=${code}`;
export const statsUrlOf = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, '')}/seller/${token}`;

function liveCampaign(db: Db, slug: string) {
  const found = findCampaignWithPartnersBySlug(db, slug);
  if (!found || found.campaign.status !== 'approved') throw notFound('Campaign');
  return found;
}

/**
 * A supporter signs up to sell cards for a live campaign. The same e-mail again (any case) is the
 * same seller: the same code, the same answer, and the e-mail sent again (the first may be lost).
 * The stats link goes only to the e-mail, never into the answer: whoever types an address learns
 * nothing that is not already in public share links.
 */
export async function signUpSeller(
  db: Db,
  slug: string,
  body: SellerSignUpBody,
  links: { siteUrl: string; key: StatsLinkKey },
  language: Language = 'en',
) {
  const { campaign, restaurant } = liveCampaign(db, slug);
  if (!isOnSale(campaign, restaurant)) throw new AppError(409, FUNDRAISING_MESSAGES.sellerCampaignNotLive, 'campaign_inactive');
  const email = body.email.toLowerCase();
  const seller = await transaction(db, (tx) => {
    const row =
      findSellerByEmail(tx, campaign.id, email) ??
      insertSellerWithCode(tx, links.key, {
        campaignId: campaign.id,
        name: body.name,
        email,
        showOnLeaderboard: body.showOnLeaderboard ? 1 : 0,
      });
    // A link e-mailed before tokens were hashed cannot be sent again: this e-mail brings a new one.
    const token = currentStatsToken(links.key, row) ?? renewStatsLink(tx, links.key, row);
    enqueueEmail(
      tx,
      sellerWelcomeEmail({
        name: row.name,
        email,
        nonprofitName: campaign.nonprofitName,
        code: row.code,
        shareUrl: shareUrlOf(links.siteUrl, campaign.slug, row.code),
        statsUrl: statsUrlOf(links.siteUrl, token),
        language,
      }),
    );
    return row;
  });
  return { seller, campaignSlug: campaign.slug };
}

/**
 * The campaign page's board: the best sellers who are shown, at most 10, and every team of those
 * sellers added up, best first (PRODUCT.md; at most as many as the campaign's sellers).
 */
export function leaderboard(db: Db, slug: string): { sellers: SellerTotalsRow[]; teams: TeamTotal[] } {
  const { campaign } = liveCampaign(db, slug);
  const shown = selectCampaignSellers(db, campaign.id, { onlyShown: true });
  return { sellers: shown.slice(0, LEADERBOARD_SIZE), teams: teamTotals(shown) };
}

/** At most MAX_SELLERS_PER_CAMPAIGN sellers a campaign, however they are added. */
export const sellersFull = () => new AppError(409, SELLING_MESSAGES.sellersFull, 'sellers_full');

/**
 * A new seller row with a fresh code and its first stats link, in the caller's transaction: a code
 * already taken (about 1 in 900 million per seller) draws another.
 */
export function insertSellerWithCode(
  tx: Tx,
  key: StatsLinkKey,
  values: Omit<Parameters<typeof insertSeller>[1], 'code' | 'statsTokenHash' | 'statsLinkGen'>,
): ReturnType<typeof insertSeller> {
  if (countCampaignSellers(tx, values.campaignId) >= MAX_SELLERS_PER_CAMPAIGN) throw sellersFull();
  for (let attempt = 0; ; attempt++) {
    const code = sellerCode();
    try {
      return insertSeller(tx, { ...values, code, ...statsLinkColumns(key, code, 0) });
    } catch (err) {
      if (!(err instanceof Error && /UNIQUE constraint failed: sellers\.code/.test(err.message)) || attempt >= 5) throw err;
    }
  }
}

/** Ends the seller's stats link and makes the next one, in the caller's transaction; the new token. */
export function renewStatsLink(tx: Tx, key: StatsLinkKey, seller: StatsLinked & { id: number }): string {
  const generation = seller.statsLinkGen + 1;
  updateSellerStatsLink(tx, seller.id, statsLinkColumns(key, seller.code, generation));
  return statsTokenOf(key, seller.code, generation);
}

/** The seller's own page, opened by the private token from their e-mail. */
export function sellerStats(db: Db, token: string) {
  const seller = findSellerByToken(db, token);
  if (!seller) throw new AppError(404, API_MESSAGES.sellerLinkInvalid, 'link_invalid');
  // Shown whatever became of the campaign since: the seller's results are still theirs.
  const { campaign, restaurant } = findCampaignWithPartnersById(db, seller.campaignId)!;
  const totals = selectSellerTotals(db, seller.id);
  const all = selectCampaignSellers(db, campaign.id, { onlyShown: false });
  const rank = totals.cardsSold > 0 ? all.filter((s) => s.raisedCents > totals.raisedCents).length + 1 : null;
  return {
    seller,
    campaign,
    isLive: isOnSale(campaign, restaurant),
    totals,
    rank,
    recentSales: selectRecentSales(db, seller.id, SELLER_RECENT_SALES_MAX),
  };
}
export type SellerStats = ReturnType<typeof sellerStats>;

/**
 * The seller a checkout names, when the code is one of this campaign's sellers; anything else (no
 * code, a mistyped or stale one, another campaign's) credits nobody and never blocks a purchase.
 */
export function sellerForCheckout(db: Tx, campaignId: number, code: string | undefined): number | null {
  if (!code) return null;
  const parsed = SellerCodeSchema.safeParse(code);
  if (!parsed.success) return null;
  const seller = findSellerByCode(db, parsed.data);
  return seller && seller.campaignId === campaignId ? seller.id : null;
}
