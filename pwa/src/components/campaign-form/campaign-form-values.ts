import {
  DEFAULT_CARD_PRICE_CENTS,
  DEFAULT_EXPIRATION_MONTHS,
  DEFAULT_OFFER_ROWS,
  centsToDollarString,
  defaultCampaignDates,
  dollarsToCents,
  slugify,
  type Campaign,
  type ProductType,
} from '@dealcard/shared';

export interface OfferRow {
  key: number;
  name: string;
  description: string;
  /** Optional, for Spanish readers. */
  nameEs: string;
  descriptionEs: string;
  quantity: string;
  retailValue: string;
}

export interface CampaignFormValues {
  restaurantId: string;
  nonprofitId: string;
  productType: ProductType;
  description: string;
  cardPrice: string;
  /** Dollars, or empty for no goal. */
  goal: string;
  expirationMonths: string;
  startDate: string;
  endDate: string;
  cardExpirationDate: string;
  offers: OfferRow[];
}

let nextKey = 1;
export const blankOffer = (): OfferRow => ({
  key: nextKey++,
  name: '',
  description: '',
  nameEs: '',
  descriptionEs: '',
  quantity: '1',
  retailValue: '',
});

export function initialValues(restaurantId?: number): CampaignFormValues {
  return {
    restaurantId: restaurantId ? String(restaurantId) : '',
    nonprofitId: '',
    productType: 'CAMPAIGN',
    description: '',
    cardPrice: centsToDollarString(DEFAULT_CARD_PRICE_CENTS),
    goal: '',
    expirationMonths: String(DEFAULT_EXPIRATION_MONTHS),
    ...defaultCampaignDates(),
    offers: Array.from({ length: DEFAULT_OFFER_ROWS }, blankOffer),
  };
}

/** A campaign's own values, to edit it and send it again. */
export function valuesOf(campaign: Campaign): CampaignFormValues {
  const dates = defaultCampaignDates();
  return {
    restaurantId: String(campaign.restaurantId),
    nonprofitId: String(campaign.nonprofitId),
    productType: campaign.productType,
    description: campaign.description,
    cardPrice: centsToDollarString(campaign.cardPrice),
    goal: campaign.goalCents ? centsToDollarString(campaign.goalCents) : '',
    expirationMonths: String(campaign.expirationMonths),
    startDate: campaign.startDate ?? dates.startDate,
    endDate: campaign.endDate ?? dates.endDate,
    cardExpirationDate: campaign.cardExpirationDate ?? dates.cardExpirationDate,
    offers: campaign.offers.map((o) => ({
      key: nextKey++,
      name: o.name,
      description: o.description,
      nameEs: o.offerTypeEs ?? '',
      descriptionEs: o.descriptionEs ?? '',
      quantity: String(o.quantity),
      retailValue: centsToDollarString(o.retailValue),
    })),
  };
}

/** A non-numeric validity or quantity falls back to 1. */
export function wholeOrOne(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 1;
}

/** Dollars to cents; something that is not a number counts as 0, so the minimum's message shows. */
export function centsOrZero(text: string): number {
  const cents = dollarsToCents(text);
  return Number.isFinite(cents) ? cents : 0;
}

/** The payload the shared schema checks, on the client and again on the server. */
export function toPayload(values: CampaignFormValues, nonprofitName: string | undefined) {
  const restaurantId = values.restaurantId ? Number(values.restaurantId) : undefined;
  return {
    ...(restaurantId ? { restaurantId } : {}),
    nonprofitId: values.nonprofitId ? Number(values.nonprofitId) : undefined,
    productType: values.productType,
    description: values.description,
    cardPrice: centsOrZero(values.cardPrice),
    // No goal when left empty; something that is not an amount counts as 0, so the minimum's message shows.
    goalCents: values.goal.trim() ? centsOrZero(values.goal) : null,
    expirationMonths: wholeOrOne(values.expirationMonths),
    startDate: values.startDate,
    endDate: values.endDate,
    cardExpirationDate: values.cardExpirationDate,
    ...(nonprofitName ? { nonprofitName, slug: slugify(nonprofitName) } : {}),
    offers: values.offers.map((o) => ({
      name: o.name,
      description: o.description,
      offerTypeEs: o.nameEs.trim() || null,
      descriptionEs: o.descriptionEs.trim() || null,
      quantity: wholeOrOne(o.quantity),
      retailValue: centsOrZero(o.retailValue),
    })),
  };
}
