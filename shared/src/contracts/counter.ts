import { z } from 'zod';
import { CARD_VOUCHERS_MAX, KIT_OFFERS_MAX, KIT_VOIDED_CARDS_MAX } from '../list-caps.ts';
import { SCAN_NONCE_MAX_LENGTH, SCAN_TOKEN_MAX_LENGTH, SYNC_MAX_SCANS } from '../counter-rules.ts';
import { BodyId } from '../fields.ts';
import { MAX_OFFERS } from '../limits.ts';
import { keyed } from '../messages/message.ts';
import { COUNTER_MESSAGES } from '../messages/counter-messages.ts';

export { COUNTER_MESSAGES };

/**
 * The counter, online and off: signed vouchers the holder's phone shows as QR codes, the kiosk's
 * scans of them (online, or queued offline and synced), undo and the redemption analytics.
 */

/** A voucher's signed payload (JSON, UTF-8): the fields are fixed, tablets and phones of every version read them. */
export const VoucherPayloadSchema = z.object({
  v: z.literal(1),
  /** Restaurant id: the kiosk accepts only its own restaurant's vouchers. */
  r: z.number().int(),
  /** Card id. */
  c: z.number().int(),
  /** Card offer id. */
  o: z.number().int(),
  /** Which use of the offer (1..quantity). */
  u: z.number().int(),
  /** The card's expiry day, YYYY-MM-DD. */
  e: z.string(),
  /** The holder's first name, for the server to greet. */
  n: z.string(),
});
export type VoucherPayload = z.infer<typeof VoucherPayloadSchema>;

/**
 * The card QR's signed payload: the voucher's format and key, `t: "card"`, no offer and no use.
 * It names the card; staff pick the offer at the counter. A voucher never reads as a card QR (it
 * has no `t`) and a card QR never as a voucher (it has no offer or use).
 */
export const CardTokenPayloadSchema = z.object({
  v: z.literal(1),
  t: z.literal('card'),
  r: z.number().int(),
  c: z.number().int(),
  e: z.string(),
  n: z.string(),
});
export type CardTokenPayload = z.infer<typeof CardTokenPayloadSchema>;

export const VoucherSchema = z.object({ offerId: z.number().int(), use: z.number().int(), token: z.string() });
export type Voucher = z.infer<typeof VoucherSchema>;
/**
 * `GET /api/cards/{accessCode}/vouchers`: one voucher per remaining use of each offer, and the
 * card QR (signed once and stored, like the vouchers) while the card can be served.
 */
/** One voucher per free use of each offer: at most MAX_OFFERS x MAX_OFFER_QUANTITY. */
export const VouchersResponseSchema = z.object({
  vouchers: z.array(VoucherSchema).max(CARD_VOUCHERS_MAX),
  cardToken: z.string().optional(),
});
export type VouchersResponse = z.infer<typeof VouchersResponseSchema>;

/** A voucher token as scanned: two base64url parts joined by a dot. */
export const VoucherTokenSchema = z
  .string()
  .trim()
  .max(SCAN_TOKEN_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, keyed(COUNTER_MESSAGES.notAVoucher));

export const ScanVoucherBodySchema = z.object({ token: VoucherTokenSchema });
export type ScanVoucherBody = z.infer<typeof ScanVoucherBodySchema>;
export const ScanStatusSchema = z.enum(['valid', 'already_used', 'not_found', 'voided', 'expired']);
export type ScanStatus = z.infer<typeof ScanStatusSchema>;
/** `POST /api/kiosk/vouchers`: the online check of a scanned voucher, which applies it when valid. */
export const ScanVoucherResponseSchema = z.object({
  status: ScanStatusSchema,
  offer: z.object({ offerType: z.string(), description: z.string() }).optional(),
  holderFirstName: z.string().optional(),
  redemptionId: z.number().int().optional(),
  usedAt: z.string().optional(),
  locationName: z.string().optional(),
});
export type ScanVoucherResponse = z.infer<typeof ScanVoucherResponseSchema>;

/** One of the restaurant's offers as the offline kit lists it: what staff pick from for a card QR scanned offline. */
export const KitOfferSchema = z.object({
  campaignOfferId: z.number().int(),
  campaignId: z.number().int(),
  offerType: z.string(),
  description: z.string(),
});
export type KitOffer = z.infer<typeof KitOfferSchema>;

/** `GET /api/kiosk/offline-kit`: what a tablet needs to accept vouchers and card QRs while offline. */
export const OfflineKitResponseSchema = z.object({
  publicKeyJwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() }),
  /** Newest first, at most KIT_VOIDED_CARDS_MAX (every scan is checked again at sync). */
  voidedCardIds: z.array(z.number().int()).max(KIT_VOIDED_CARDS_MAX),
  generatedAt: z.string(),
  /** The server's clock when it answered: the tablet judges expiry on it and warns when its own is off. */
  serverTime: z.string(),
  /** The deployment's zone: an offline tablet counts a card's last day on the same calendar. */
  timeZone: z.string(),
  /** The restaurant's offers (of campaigns whose cards may still be served), by the campaign's offer id. */
  offers: z.array(KitOfferSchema).max(KIT_OFFERS_MAX),
});
export type OfflineKitResponse = z.infer<typeof OfflineKitResponseSchema>;

export const SyncScanSchema = z.object({
  token: VoucherTokenSchema,
  scannedAt: z.iso.datetime(),
  /** The tablet's own id for this scan: the same nonce twice gives the same result and applies once. */
  nonce: z
    .string()
    .trim()
    .min(8)
    .max(SCAN_NONCE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_.:-]+$/, keyed(COUNTER_MESSAGES.notAScanId)),
  /** A card QR's scan names the offer staff picked: the campaign's offer (the kit's), not the card's own. */
  campaignOfferId: BodyId().optional(),
});
export type SyncScan = z.infer<typeof SyncScanSchema>;
/**
 * `POST /api/kiosk/sync`: scans accepted offline, uploaded when the tablet is back online, at most
 * SYNC_MAX_SCANS a call. Each scan is checked on its own by the server (SyncScanSchema): a broken
 * one is answered `invalid` and never fails its neighbours.
 */
export const SyncBodySchema = z.object({
  scans: z.array(z.unknown()).min(1).max(SYNC_MAX_SCANS, keyed(COUNTER_MESSAGES.tooManyScans)),
});
export type SyncBody = { scans: SyncScan[] };
export const SyncResultSchema = z.object({
  nonce: z.string(),
  status: z.enum(['applied', 'duplicate', 'invalid']),
  redemptionId: z.number().int().optional(),
  /** For a duplicate: when and where the voucher had been used already. */
  usedAt: z.string().optional(),
  locationName: z.string().optional(),
  /** For a duplicate: the offer's name, for the tablet's conflicts panel (a voucher does not carry it). */
  offerType: z.string().optional(),
});
export type SyncResult = z.infer<typeof SyncResultSchema>;
/** One result for each scan sent. */
export const SyncResponseSchema = z.object({ results: z.array(SyncResultSchema).max(SYNC_MAX_SCANS) });
export type SyncResponse = z.infer<typeof SyncResponseSchema>;

/** `POST /api/kiosk/card-scans`: a card QR scanned online, before staff pick the offer. */
export const CardScanBodySchema = z.object({ token: VoucherTokenSchema });
export type CardScanBody = z.infer<typeof CardScanBodySchema>;
/** One offer of the scanned card, by the card's own offer id, with the uses left. */
export const CardScanOfferSchema = z.object({
  offerId: z.number().int(),
  offerType: z.string(),
  description: z.string(),
  remaining: z.number().int(),
});
export type CardScanOffer = z.infer<typeof CardScanOfferSchema>;
export const CardScanResponseSchema = z.object({
  status: z.enum(['valid', 'voided', 'expired', 'not_found']),
  holderFirstName: z.string().optional(),
  offers: z.array(CardScanOfferSchema).max(MAX_OFFERS).optional(),
});
export type CardScanResponse = z.infer<typeof CardScanResponseSchema>;

/** `POST /api/kiosk/card-redemptions`: staff tapped one offer of a scanned card QR. */
export const CardRedemptionBodySchema = z.object({ token: VoucherTokenSchema, offerId: BodyId() });
export type CardRedemptionBody = z.infer<typeof CardRedemptionBodySchema>;
export const CardRedemptionResponseSchema = z.object({
  status: z.enum(['valid', 'none_left', 'voided', 'expired', 'not_found']),
  redemptionId: z.number().int().optional(),
  offer: CardScanOfferSchema.optional(),
  holderFirstName: z.string().optional(),
});
export type CardRedemptionResponse = z.infer<typeof CardRedemptionResponseSchema>;

export const UndoBodySchema = z.object({ reason: z.string().trim().min(1, keyed(COUNTER_MESSAGES.undoReasonRequired)).max(500) });
export type UndoBody = z.infer<typeof UndoBodySchema>;
/** Undo from the kiosk (15 minutes) or the portal (7 days). */
export const UndoResponseSchema = z.object({ redemption: z.object({ id: z.number().int(), undoneAt: z.string() }) });
export type UndoResponse = z.infer<typeof UndoResponseSchema>;

/** Where `GET /api/redemptions` goes on from: the last row shown, as `redeemedAt_id`. */
export const RedemptionsCursorSchema = z
  .string()
  .max(60)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_\d{1,15}$/, keyed(COUNTER_MESSAGES.notARedemptionsPage));
/** `GET /api/redemptions`: `?restaurantId=` (a superadmin names one) and `?before=` for the next page. */
export const RedemptionsQuerySchema = z.object({ before: RedemptionsCursorSchema.optional() });
/** One redemption as the portal lists it, for the owner to check it or undo it. */
export const PortalRedemptionSchema = z.object({
  id: z.number().int(),
  redeemedAt: z.string(),
  verifiedAt: z.string().nullable(),
  /** Where it was served (checked at a tablet, else redeemed at), when known. */
  locationName: z.string().nullable(),
  offerType: z.string(),
  holderFirstName: z.string(),
  /** Which use of the offer (1..quantity). */
  use: z.number().int(),
  /** Set once undone: when, by whom (a person, or a kiosk tablet) and why. */
  undone: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
});
export type PortalRedemption = z.infer<typeof PortalRedemptionSchema>;
/** How many redemptions `GET /api/redemptions` answers at a time. */
export const PORTAL_REDEMPTIONS_PAGE = 50;
export const PortalRedemptionsResponseSchema = z.object({
  redemptions: z.array(PortalRedemptionSchema).max(PORTAL_REDEMPTIONS_PAGE),
  /** The `before` of the next (older) page, or null on the last. */
  nextCursor: z.string().nullable(),
});
export type PortalRedemptionsResponse = z.infer<typeof PortalRedemptionsResponseSchema>;

/** How long after a redemption its kiosk may undo it, and the owner or an admin. */
export const KIOSK_UNDO_MINUTES = 15;
export const PORTAL_UNDO_DAYS = 7;
