import { z } from 'zod';
import { NextPageSchema } from './common.ts';
import { ADMIN_LIST_PAGE, AUDIT_ENTRIES_MAX, MAX_OFFER_QUANTITY } from '../list-caps.ts';
import { BodyId, Cents, DateOnly, hasNoHiddenCharacters, Id, isCalendarDate, NO_HIDDEN_CHARACTERS_MESSAGE } from '../fields.ts';
import {
  CAMPAIGN_STATUSES,
  MAX_EXPIRATION_MONTHS,
  MAX_OFFERS,
  MESSAGES,
  MIN_CAMPAIGN_DESCRIPTION_LENGTH,
  MIN_CARD_PRICE_CENTS,
  MIN_EXPIRATION_MONTHS,
  MIN_OFFER_DESCRIPTION_LENGTH,
  MIN_OFFER_NAME_LENGTH,
  MIN_OFFER_QUANTITY,
  MIN_OFFER_RETAIL_VALUE_CENTS,
  MIN_OFFERS,
  MIN_TOTAL_RETAIL_VALUE_CENTS,
  PRODUCT_TYPES,
} from '../limits.ts';
import { totalValueCents } from '../money.ts';
import { FUNDRAISING_MESSAGES } from './fundraising.ts';
import { keyed } from '../messages/message.ts';

export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

export const CampaignOfferSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** For Spanish readers; null when the restaurant gave none (the English shows). */
  offerTypeEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  retailValue: z.number().int(),
  sortOrder: z.number().int(),
});
export type CampaignOffer = z.infer<typeof CampaignOfferSchema>;

export const PublicRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
});
export type PublicRestaurant = z.infer<typeof PublicRestaurantSchema>;

export const PublicNonprofitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
});
export type PublicNonprofit = z.infer<typeof PublicNonprofitSchema>;

/** The public view of a campaign with its offers: what the landing page and checkout read. */
export const PublicCampaignSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  restaurantId: z.number().int(),
  nonprofitName: z.string(),
  description: z.string(),
  productType: ProductTypeSchema,
  cardPrice: z.number().int(),
  expirationMonths: z.number().int(),
  /** Cards expire by this day at the latest (YYYY-MM-DD), when the campaign sets one. */
  cardExpirationDate: z.string().nullable(),
  isActive: z.number().int(),
  offers: z.array(CampaignOfferSchema).max(MAX_OFFERS),
  /** What the nonprofit should raise, in cents, or null; what it has raised (its share, net of refunds) and cards sold (net). */
  goalCents: z.number().int().nullable(),
  raisedCents: z.number().int(),
  cardsSold: z.number().int(),
});
export type PublicCampaign = z.infer<typeof PublicCampaignSchema>;

/**
 * One campaign as the home page's list shows it (spec 000, "Campaigns list (browse)"): no offers,
 * which only the landing page lists, only their summed value (quantity x retail value, as
 * `totalValueCents` computes it) for the tile's "$X in restaurant offers" line. Every listed
 * campaign is live, so there is no status or isActive either.
 */
export const ActiveCampaignSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nonprofitName: z.string(),
  description: z.string(),
  cardPrice: z.number().int(),
  expirationMonths: z.number().int(),
  /** The day cards expire by at the latest, when the campaign sets one (YYYY-MM-DD). */
  cardExpirationDate: z.string().nullable(),
  totalValue: z.number().int(),
  /** The nonprofit's share raised so far, net of refunds. */
  raisedCents: z.number().int(),
});
export type ActiveCampaign = z.infer<typeof ActiveCampaignSchema>;

/** Campaigns per page of the list: two screens of a phone, and whole rows of the 2- and 3-column grids. */
export const ACTIVE_CAMPAIGNS_PAGE_SIZE = 24;
/** The highest page number accepted (240,000 campaigns); past the last page the list is empty. */
export const ACTIVE_CAMPAIGNS_MAX_PAGE = 10_000;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${ACTIVE_CAMPAIGNS_MAX_PAGE}`;

/** `GET /api/campaigns/active?page=N`: no page is the first page. Other query keys are ignored. */
export const ActiveCampaignsQuerySchema = z.object({
  page: z
    .string(PAGE_MESSAGE)
    .regex(/^[1-9][0-9]{0,4}$/, PAGE_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, PAGE_MESSAGE).max(ACTIVE_CAMPAIGNS_MAX_PAGE, PAGE_MESSAGE))
    .default(1),
});
export type ActiveCampaignsQuery = z.infer<typeof ActiveCampaignsQuerySchema>;

/** One page of the list, newest first; `nextPage` is the page to ask for next, null on the last. */
export const ActiveCampaignsResponseSchema = z.object({
  campaigns: z.array(ActiveCampaignSchema).max(ACTIVE_CAMPAIGNS_PAGE_SIZE),
  nextPage: z.number().int().nullable(),
});
export type ActiveCampaignsResponse = z.infer<typeof ActiveCampaignsResponseSchema>;

export const CampaignDetailResponseSchema = z.object({
  campaign: PublicCampaignSchema,
  restaurant: PublicRestaurantSchema.nullable(),
  nonprofit: PublicNonprofitSchema.nullable(),
});
export type CampaignDetailResponse = z.infer<typeof CampaignDetailResponseSchema>;

export const SlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** A full campaign as the admin screens and the portal read it. */
export const CampaignSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  restaurantName: z.string().nullable(),
  nonprofitId: z.number().int(),
  slug: z.string(),
  shortCode: z.string(),
  productType: ProductTypeSchema,
  nonprofitName: z.string(),
  description: z.string(),
  cardPrice: z.number().int(),
  expirationMonths: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  cardExpirationDate: z.string().nullable(),
  goalCents: z.number().int().nullable(),
  status: CampaignStatusSchema,
  isActive: z.number().int(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** What is on the card, in order: the admin reviews it, the owner edits it. */
  offers: z.array(CampaignOfferSchema).max(MAX_OFFERS),
  /** The admin's reason when the campaign was last rejected (rejected campaigns only). */
  rejectionReason: z.string().nullable(),
  /** Raised by each edit: the approve call names the version the admin reviewed. */
  version: z.number().int(),
});
export type Campaign = z.infer<typeof CampaignSchema>;
/** A page of campaigns, newest first (`?page=N`, ADMIN_LIST_PAGE a page); `nextPage` null on the last. */
export const CampaignsResponseSchema = z.object({
  campaigns: z.array(CampaignSchema).max(ADMIN_LIST_PAGE),
  nextPage: NextPageSchema,
});
export type CampaignsResponse = z.infer<typeof CampaignsResponseSchema>;
export const CampaignResponseSchema = z.object({ campaign: CampaignSchema });
export type CampaignResponse = z.infer<typeof CampaignResponseSchema>;

// ---- creation (admin and owner share one schema; the server re-validates everything) ----

/** Optional text: blank is none (null). */
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(hasNoHiddenCharacters, NO_HIDDEN_CHARACTERS_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const CreateOfferSchema = z.object({
  name: z
    .string()
    .trim()
    .min(MIN_OFFER_NAME_LENGTH, keyed(MESSAGES.offerNameMin))
    .max(100)
    .refine(hasNoHiddenCharacters, NO_HIDDEN_CHARACTERS_MESSAGE),
  description: z.string().trim().min(MIN_OFFER_DESCRIPTION_LENGTH, keyed(MESSAGES.offerDescriptionMin)).max(500),
  /** The name and description in Spanish, optional: Spanish readers see them, English otherwise. */
  offerTypeEs: OptionalText(100),
  descriptionEs: OptionalText(500),
  quantity: z
    .number({ error: keyed(MESSAGES.offerQuantityMin) })
    .int(keyed(MESSAGES.offerQuantityMin))
    .min(MIN_OFFER_QUANTITY, keyed(MESSAGES.offerQuantityMin))
    .max(MAX_OFFER_QUANTITY),
  retailValue: Cents.min(MIN_OFFER_RETAIL_VALUE_CENTS, keyed(MESSAGES.offerRetailMin)),
});
export type CreateOffer = z.infer<typeof CreateOfferSchema>;

const campaignFields = {
  nonprofitId: BodyId(MESSAGES.selectNonprofit),
  productType: ProductTypeSchema,
  description: z.string().trim().min(MIN_CAMPAIGN_DESCRIPTION_LENGTH, keyed(MESSAGES.descriptionMin)).max(2000),
  cardPrice: Cents.min(MIN_CARD_PRICE_CENTS, keyed(MESSAGES.cardPriceMin)),
  expirationMonths: z
    .number()
    .int()
    .min(MIN_EXPIRATION_MONTHS, keyed(MESSAGES.expirationMin))
    .max(MAX_EXPIRATION_MONTHS, keyed(MESSAGES.expirationMax)),
  startDate: z.string().min(1, keyed(MESSAGES.startDateRequired)).max(10, keyed(MESSAGES.dateFormat)).pipe(DateOnly),
  endDate: z.string().min(1, keyed(MESSAGES.endDateRequired)).max(10, keyed(MESSAGES.dateFormat)).pipe(DateOnly),
  cardExpirationDate: z
    .string()
    .min(1, keyed(MESSAGES.cardExpirationRequired))
    .max(10, keyed(MESSAGES.dateFormat))
    .pipe(DateOnly),
  /** Display copy of the partner's name; the server takes it from the nonprofit row. */
  nonprofitName: z.string().trim().max(200).optional(),
  /** A suggestion; the server makes it unique. */
  slug: z.string().trim().max(200).optional(),
  /** The fundraising goal (the nonprofit's share to raise), in cents; absent or null for none. */
  goalCents: Cents.min(100, keyed(FUNDRAISING_MESSAGES.goalMin)).nullable().optional(),
  offers: z.array(CreateOfferSchema).min(MIN_OFFERS, keyed(MESSAGES.offersMin)).max(MAX_OFFERS, keyed(MESSAGES.offersMax)),
};

/** The rules across fields: the offers' total value, and the dates in order (start, end, card expiry). */
function checkTotal(
  value: { offers: CreateOffer[]; startDate: string; endDate: string; cardExpirationDate: string },
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: (string | number)[] }) => void },
) {
  if (totalValueCents(value.offers) < MIN_TOTAL_RETAIL_VALUE_CENTS) {
    ctx.addIssue({ code: 'custom', message: keyed(MESSAGES.totalRetailMin), path: ['offers'] });
  }
  // Order only means something between real dates; YYYY-MM-DD compares as text in calendar order.
  if (![value.startDate, value.endDate, value.cardExpirationDate].every(isCalendarDate)) return;
  if (value.endDate < value.startDate)
    ctx.addIssue({ code: 'custom', message: keyed(MESSAGES.endBeforeStart), path: ['endDate'] });
  if (value.cardExpirationDate < value.endDate) {
    ctx.addIssue({ code: 'custom', message: keyed(MESSAGES.expiryBeforeEnd), path: ['cardExpirationDate'] });
  }
}

/** The owner's payload: the restaurant comes from the session. */
export const OwnerCreateCampaignBodySchema = z.object(campaignFields).superRefine(checkTotal);
export type OwnerCreateCampaignBody = z.infer<typeof OwnerCreateCampaignBodySchema>;

/** The admin's payload names the restaurant. */
export const AdminCreateCampaignBodySchema = z
  .object({
    restaurantId: BodyId(MESSAGES.selectRestaurant),
    ...campaignFields,
  })
  .superRefine(checkTotal);
export type AdminCreateCampaignBody = z.infer<typeof AdminCreateCampaignBodySchema>;

/** `POST /api/campaigns` accepts both: an owner's without restaurantId, a superadmin's with it. */
export const CreateCampaignBodySchema = z
  .object({
    restaurantId: BodyId(MESSAGES.selectRestaurant).optional(),
    ...campaignFields,
  })
  .superRefine(checkTotal);
export type CreateCampaignBody = z.infer<typeof CreateCampaignBodySchema>;

/** The client's slug rule: name, hyphens, a millisecond stamp. */
export function slugify(name: string, now: number = Date.now()): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'campaign'}-${now}`;
}

/** Approve, reject, toggle and archive: the campaign as it now is, and what happened. */
export const CampaignTransitionResponseSchema = z.object({ message: z.string(), campaign: CampaignSchema });
export type CampaignTransitionResponse = z.infer<typeof CampaignTransitionResponseSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  beforeStatus: z.string().nullable(),
  afterStatus: z.string().nullable(),
  /** The reason given with a rejection. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
/** The newest AUDIT_ENTRIES_MAX entries, oldest of them first. */
export const AuditResponseSchema = z.object({ entries: z.array(AuditEntrySchema).max(AUDIT_ENTRIES_MAX) });
export type AuditResponse = z.infer<typeof AuditResponseSchema>;

/** The status the restaurant report shows for a campaign. */
export function campaignDisplayStatus(
  status: string,
  isActive: number,
): 'Active' | 'Pending' | 'Paused' | 'Rejected' | 'Archived' | 'Draft' {
  if (status === 'approved') return isActive === 1 ? 'Active' : 'Paused';
  if (status === 'pending') return 'Pending';
  if (status === 'rejected') return 'Rejected';
  if (status === 'archived') return 'Archived';
  return 'Draft';
}

export const CampaignIdParams = z.object({ id: Id });

/** The admin's Reject: the reason is optional (the specification's empty body stays valid). */
/**
 * `POST /api/admin/campaigns/{id}/approve`: the version the admin reviewed, when given; a campaign
 * changed since is 409 and stays as it is. The specification's empty body still approves.
 */
export const ApproveCampaignBodySchema = z
  .object({ version: z.number().int().positive().optional() })
  .optional()
  .transform((b) => ({ version: b?.version }));

export const RejectCampaignBodySchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .optional()
  .transform((b) => ({ reason: b?.reason ? b.reason : undefined }));
export type RejectCampaignBody = z.input<typeof RejectCampaignBodySchema>;

/** Statuses whose campaign its owner may edit and send for approval again. */
export const EDITABLE_CAMPAIGN_STATUSES = ['pending', 'rejected', 'draft'] as const;
