import type {
  ActiveCampaign,
  CampaignDetailResponse,
  CampaignOffer,
  PublicCampaign,
  PublicNonprofit,
  PublicRestaurant,
} from '@dealcard/shared';
import type {
  CampaignOfferRow,
  CampaignRow,
  CampaignTotalsRow,
  LiveCampaignRow,
  NonprofitRow,
  RestaurantRow,
} from './public-campaigns.queries.ts';
import type { CampaignPage } from './public-campaigns.service.ts';

export function presentCampaignOffer(row: CampaignOfferRow): CampaignOffer {
  return {
    id: row.id,
    quantity: row.quantity,
    name: row.name,
    description: row.description,
    offerTypeEs: row.nameEs,
    descriptionEs: row.descriptionEs,
    retailValue: row.retailValue,
    sortOrder: row.sortOrder,
  };
}

/** `isActive` is 1 only while the campaign sells cards (isOnSale): what the landing page and checkout act on. */
export function presentPublicCampaign(
  row: CampaignRow,
  offers: CampaignOfferRow[],
  onSale: boolean,
  totals: CampaignTotalsRow | null,
): PublicCampaign {
  return {
    id: row.id,
    slug: row.slug,
    restaurantId: row.restaurantId,
    nonprofitName: row.nonprofitName,
    description: row.description,
    productType: row.productType,
    cardPrice: row.cardPrice,
    expirationMonths: row.expirationMonths,
    cardExpirationDate: row.cardExpirationDate,
    isActive: onSale ? 1 : 0,
    offers: offers.map(presentCampaignOffer),
    goalCents: row.goalCents,
    raisedCents: totals?.nonprofitShare ?? 0,
    cardsSold: totals ? totals.cardsSold - totals.cardsRefunded : 0,
  };
}

/** A tile of the home page's list: what it shows, nothing the landing page alone needs. */
export function presentActiveCampaign(row: LiveCampaignRow): ActiveCampaign {
  return {
    id: row.id,
    slug: row.slug,
    nonprofitName: row.nonprofitName,
    description: row.description,
    cardPrice: row.cardPrice,
    expirationMonths: row.expirationMonths,
    cardExpirationDate: row.cardExpirationDate,
    totalValue: row.totalValue,
    raisedCents: row.raisedCents,
  };
}

export function presentPublicRestaurant(row: RestaurantRow): PublicRestaurant {
  return { id: row.id, name: row.name, logoUrl: row.logoUrl, websiteUrl: row.websiteUrl };
}

export function presentPublicNonprofit(row: NonprofitRow): PublicNonprofit {
  return { id: row.id, name: row.name, logoUrl: row.logoUrl, website: row.website };
}

/** `GET /api/campaigns/{slug}`: the campaign, its restaurant and its nonprofit, as the public sees them. */
export function presentCampaignPage({ row, offers, onSale }: CampaignPage): CampaignDetailResponse {
  return {
    campaign: presentPublicCampaign(row.campaign, offers, onSale, row.totals),
    restaurant: row.restaurant ? presentPublicRestaurant(row.restaurant) : null,
    nonprofit: row.nonprofit ? presentPublicNonprofit(row.nonprofit) : null,
  };
}
