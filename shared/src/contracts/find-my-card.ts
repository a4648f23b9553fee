import { z } from 'zod';
import { FIND_CARDS_MAX } from '../list-caps.ts';
import { CheckoutPhone, Email } from '../fields.ts';
import { CampaignStatusSchema } from './campaigns.ts';

export const CardInactiveReasonSchema = z.enum(['expired', 'refunded', 'on_hold', 'gift_pending', 'campaign_ended']);

export const FindMyCardBodySchema = z.union([
  z.object({ email: z.string().trim().max(254).pipe(Email) }).strict(),
  z.object({ phone: CheckoutPhone }).strict(),
]);
export type FindMyCardBody = z.infer<typeof FindMyCardBodySchema>;
/** The one answer to every search, whether or not a card matched. */
export const FindMyCardRequestedSchema = z.object({ message: z.string() });
export type FindMyCardRequested = z.infer<typeof FindMyCardRequestedSchema>;

export const FindCardsItemSchema = z.object({
  id: z.number().int(),
  restaurantName: z.string().nullable(),
  nonprofitName: z.string(),
  purchaseDate: z.string(),
  expirationDate: z.string(),
  /** The card's last day (YYYY-MM-DD). */
  expiresOn: z.string().nullable(),
  accessCode: z.string(),
  campaignStatus: CampaignStatusSchema.nullable(),
  /** Why the card cannot be used, as a code the app words (card-state.ts); null when it can. */
  inactiveReason: CardInactiveReasonSchema.nullable(),
});
export type FindCardsItem = z.infer<typeof FindCardsItemSchema>;
export const FindCardsResponseSchema = z.object({
  /** The newest FIND_CARDS_MAX of each kind. */
  activeCards: z.array(FindCardsItemSchema).max(FIND_CARDS_MAX),
  inactiveCards: z.array(FindCardsItemSchema).max(FIND_CARDS_MAX),
});
export type FindCardsResponse = z.infer<typeof FindCardsResponseSchema>;

/** `GET /api/find-my-card/{token}`: the token from the e-mailed link. */
export const FindCardsTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });
