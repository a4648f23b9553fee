import { z } from 'zod';
import { PRINTED_BATCHES_MAX } from '../list-caps.ts';
import { CheckoutPhone, Email, Id, NameText } from '../fields.ts';
import { LANGUAGES } from '../language.ts';
import {
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODE_PATTERN,
  formatActivationCode,
  normalizeActivationCode,
} from '../activation-code.ts';
import { keyed } from '../messages/message.ts';
import { PRINTED_CARD_TEXT, PRINTED_MESSAGES } from '../messages/printed-messages.ts';
import { SellerCodeSchema } from './fundraising.ts';

export { PRINTED_CARD_TEXT, PRINTED_MESSAGES };

/** Printed cards: batches of activation codes, their stacks with sellers, and the buyer's activation. */

export { ACTIVATION_CODE_LENGTH, formatActivationCode, normalizeActivationCode };

export const PRINTED_BATCH_MAX = 500;
export const PRINTED_STATUSES = ['unsold', 'with_seller', 'activated', 'void'] as const;
export type PrintedStatus = (typeof PRINTED_STATUSES)[number];

/** An activation code as typed or scanned; the error names what a card shows. */
export const ActivationCodeSchema = z
  .string()
  .max(40, keyed(PRINTED_MESSAGES.activationCodeInvalid))
  .transform(normalizeActivationCode)
  .pipe(z.string().regex(ACTIVATION_CODE_PATTERN, keyed(PRINTED_MESSAGES.activationCodeInvalid)));

/** The address a printed card's QR opens, with its code filled in. */
export function activationUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/$/, '')}/activate?c=${code}`;
}

// ---- Batches ---------------------------------------------------------------------------------

export const CampaignIdParamsSchema = z.object({ id: Id });
export const PrintedBatchParamsSchema = z.object({ id: Id });

/** `POST /api/campaigns/{id}/printed-batches`: the language is the one of the printed instructions. */
export const PrintedBatchBodySchema = z.object({
  count: z
    .number({ error: keyed(PRINTED_MESSAGES.batchCountRange) })
    .int(keyed(PRINTED_MESSAGES.batchCountRange))
    .min(1, keyed(PRINTED_MESSAGES.batchCountRange))
    .max(PRINTED_BATCH_MAX, keyed(PRINTED_MESSAGES.batchCountRange)),
  language: z.enum(LANGUAGES).optional(),
});
export type PrintedBatchBody = z.infer<typeof PrintedBatchBodySchema>;

export const PrintedBatchCreatedSchema = z.object({
  batch: z.object({ id: z.number().int(), count: z.number().int() }),
});
export type PrintedBatchCreated = z.infer<typeof PrintedBatchCreatedSchema>;

export const PrintedTotalsSchema = z.object({
  unsold: z.number().int(),
  withSeller: z.number().int(),
  activated: z.number().int(),
  void: z.number().int(),
});
export type PrintedTotals = z.infer<typeof PrintedTotalsSchema>;

export const PrintedBatchSummarySchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  count: z.number().int(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
  totals: PrintedTotalsSchema,
});
export type PrintedBatchSummary = z.infer<typeof PrintedBatchSummarySchema>;

/** `GET /api/campaigns/{id}/printed-batches`: the campaign's batches, newest first. */
/** The newest PRINTED_BATCHES_MAX. */
export const PrintedBatchesResponseSchema = z.object({ batches: z.array(PrintedBatchSummarySchema).max(PRINTED_BATCHES_MAX) });
export type PrintedBatchesResponse = z.infer<typeof PrintedBatchesResponseSchema>;

export const PrintedCardSchema = z.object({
  position: z.number().int(),
  activationCode: z.string(),
  status: z.enum(PRINTED_STATUSES),
  sellerCode: z.string().optional(),
  sellerName: z.string().optional(),
  activatedAt: z.string().optional(),
  /** The buyer who activated it. */
  activatedBy: z.string().optional(),
});
export type PrintedCard = z.infer<typeof PrintedCardSchema>;

/** `GET /api/printed-batches/{id}`: the batch, what its cards print, and each code's state. */
export const PrintedBatchResponseSchema = z.object({
  batch: PrintedBatchSummarySchema.extend({
    nonprofitId: z.number().int(),
    nonprofitName: z.string(),
    restaurantName: z.string(),
    restaurantLogoUrl: z.string().nullable(),
    cardPriceCents: z.number().int(),
    /** What the offers of one card are worth at the restaurant's prices. */
    offersValueCents: z.number().int(),
    expirationMonths: z.number().int(),
    /** A fixed last day for every card, when the campaign sets one. */
    cardExpirationDate: z.string().nullable(),
    /** `{PUBLIC_URL}/activate`: each QR adds `?c={code}`. */
    activateUrl: z.string(),
  }),
  /** A batch holds at most PRINTED_BATCH_MAX cards (its body's count). */
  cards: z.array(PrintedCardSchema).max(PRINTED_BATCH_MAX),
});
export type PrintedBatchResponse = z.infer<typeof PrintedBatchResponseSchema>;

/** `POST /api/printed-batches/{id}/assign`: a stack handed to a seller. */
export const AssignPrintedBodySchema = z.object({
  sellerCode: SellerCodeSchema,
  activationCodes: z.array(ActivationCodeSchema).min(1, keyed(PRINTED_MESSAGES.noCodes)).max(PRINTED_BATCH_MAX),
  /** Take cards that another seller holds: without it such a hand-over is 409 `held_by_other_seller`. */
  reassign: z.boolean().optional(),
});
export type AssignPrintedBody = z.infer<typeof AssignPrintedBodySchema>;
export const AssignPrintedResponseSchema = z.object({ assigned: z.number().int() });
export type AssignPrintedResponse = z.infer<typeof AssignPrintedResponseSchema>;

export const VoidPrintedBatchResponseSchema = z.object({ batch: PrintedBatchSummarySchema });
export type VoidPrintedBatchResponse = z.infer<typeof VoidPrintedBatchResponseSchema>;

const CardPosition = z
  .number({ error: keyed(PRINTED_MESSAGES.voidRangePosition) })
  .int(keyed(PRINTED_MESSAGES.voidRangePosition))
  .min(1, keyed(PRINTED_MESSAGES.voidRangePosition))
  .max(PRINTED_BATCH_MAX, keyed(PRINTED_MESSAGES.voidRangePosition));

/** `POST /api/printed-batches/{id}/void-cards`: positions `from` to `to` of the batch (one card: from = to). */
export const VoidPrintedCardsBodySchema = z
  .object({ from: CardPosition, to: CardPosition })
  .refine((b) => b.from <= b.to, { path: ['to'], error: keyed(PRINTED_MESSAGES.voidRangeOrder) });
export type VoidPrintedCardsBody = z.infer<typeof VoidPrintedCardsBodySchema>;
/** Codes voided now; activated codes of the range are left alone and counted apart. */
export const VoidPrintedCardsResponseSchema = z.object({
  voided: z.number().int(),
  skippedActivated: z.number().int(),
  batch: PrintedBatchSummarySchema,
});
export type VoidPrintedCardsResponse = z.infer<typeof VoidPrintedCardsResponseSchema>;

// ---- Activation ------------------------------------------------------------------------------

/** `POST /api/activate`. */
export const ActivateBodySchema = z.object({
  activationCode: ActivationCodeSchema,
  buyerName: NameText(120).pipe(z.string().min(1)),
  buyerEmail: z.string().trim().max(254).pipe(Email),
  buyerPhone: z
    .union([z.literal(''), CheckoutPhone])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type ActivateBody = z.infer<typeof ActivateBodySchema>;

export const ActivateResponseSchema = z.object({ card: z.object({ accessCode: z.string() }) });
export type ActivateResponse = z.infer<typeof ActivateResponseSchema>;
