import {
  activationUrl,
  type PrintedBatchResponse,
  type PrintedBatchSummary,
  type PrintedCard,
  type PrintedStatus,
} from '@dealcard/shared';
import type { BatchRow, PrintedCardRow } from './printed-cards.queries.ts';
import type { CampaignScope } from './printed-cards.service.ts';

export function presentBatchSummary(row: BatchRow): PrintedBatchSummary {
  return {
    id: row.id,
    campaignId: row.campaignId,
    count: row.count,
    language: row.language,
    createdAt: row.createdAt,
    voidedAt: row.voidedAt,
    totals: { unsold: row.unsold, withSeller: row.withSeller, activated: row.activated, void: row.void },
  };
}

function statusOf(card: PrintedCardRow, batchVoided: boolean): PrintedStatus {
  if (card.cardId !== null) return 'activated';
  if (batchVoided || card.voidedAt !== null) return 'void';
  return card.sellerCode ? 'with_seller' : 'unsold';
}

export function presentPrintedCard(card: PrintedCardRow, batchVoided: boolean): PrintedCard {
  const status = statusOf(card, batchVoided);
  return {
    position: card.position,
    activationCode: card.activationCode,
    status,
    ...(card.sellerCode ? { sellerCode: card.sellerCode, sellerName: card.sellerName ?? '' } : {}),
    ...(card.activatedAt ? { activatedAt: card.activatedAt } : {}),
    ...(card.activatedBy ? { activatedBy: card.activatedBy } : {}),
  };
}

export function presentBatch(
  scope: CampaignScope,
  row: BatchRow,
  cards: PrintedCardRow[],
  offersValueCents: number,
  siteUrl: string,
): PrintedBatchResponse {
  const { campaign, restaurant, nonprofit } = scope;
  return {
    batch: {
      ...presentBatchSummary(row),
      nonprofitId: nonprofit.id,
      nonprofitName: campaign.nonprofitName,
      restaurantName: restaurant.name,
      restaurantLogoUrl: restaurant.logoUrl,
      cardPriceCents: campaign.cardPrice,
      offersValueCents,
      expirationMonths: campaign.expirationMonths,
      cardExpirationDate: campaign.cardExpirationDate,
      activateUrl: activationUrl(siteUrl, '').replace(/\?c=$/, ''),
    },
    cards: cards.map((c) => presentPrintedCard(c, row.voidedAt !== null)),
  };
}
