import { z } from 'zod';
import { MAX_KIOSK_DEVICES, RECENT_REDEMPTIONS_LIMIT } from '../list-caps.ts';
import { BodyId } from '../fields.ts';
import { keyed } from '../messages/message.ts';
import { COUNTER_MESSAGES } from '../messages/counter-messages.ts';

export const PairingCodeBodySchema = z.object({ locationId: BodyId(), restaurantId: BodyId().optional() });
export const PairingCodeResponseSchema = z.object({ pairingCode: z.string(), expiresAt: z.string() });
export type PairingCodeResponse = z.infer<typeof PairingCodeResponseSchema>;

export const KioskDeviceSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  restaurantName: z.string().nullable(),
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  pairedAt: z.string(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type KioskDevice = z.infer<typeof KioskDeviceSchema>;
/** At most MAX_KIOSK_DEVICES: pairing one more is refused. */
export const KioskDevicesResponseSchema = z.object({ devices: z.array(KioskDeviceSchema).max(MAX_KIOSK_DEVICES) });
export type KioskDevicesResponse = z.infer<typeof KioskDevicesResponseSchema>;
export type KioskDeviceResponse = z.infer<typeof KioskDeviceResponseSchema>;
export const KioskDeviceResponseSchema = z.object({ device: KioskDeviceSchema });

export const PairBodySchema = z.object({ pairingCode: z.string().trim().min(1).max(32) });
export const VerifyBodySchema = z.object({
  code: z
    .string()
    .trim()
    .max(6, keyed(COUNTER_MESSAGES.enterSixDigitCode))
    .regex(/^\d{6}$/, keyed(COUNTER_MESSAGES.enterSixDigitCode)),
});
export type VerifyBody = z.infer<typeof VerifyBodySchema>;

export const VerifyResponseSchema = z.object({
  /** voided: the code's redemption was undone, or its card was refunded or is on hold; the offer must not be served. */
  status: z.enum(['valid', 'already_verified', 'not_found', 'voided']),
  /** For a voided code: why. */
  voidedBecause: z.enum(['undone', 'refunded', 'on_hold']).optional(),
  offer: z.object({ offerType: z.string(), description: z.string() }).optional(),
  holderFirstName: z.string().optional(),
  redeemedAt: z.string().optional(),
  verifiedAt: z.string().optional(),
  locationName: z.string().optional(),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

export const KioskRedemptionSchema = z.object({
  id: z.number().int(),
  offerType: z.string(),
  holderFirstName: z.string(),
  redeemedAt: z.string(),
  verifiedAt: z.string().nullable(),
  locationName: z.string().nullable(),
  /** Undone redemptions stay in the list, struck through. */
  undoneAt: z.string().nullable(),
  /** The card was refunded after this use: staff should know the meal was served on a card paid back since. */
  cardRefunded: z.boolean(),
});
export type KioskRedemptionsResponse = z.infer<typeof KioskRedemptionsResponseSchema>;
export type KioskRedemption = z.infer<typeof KioskRedemptionSchema>;
/** The newest RECENT_REDEMPTIONS_LIMIT. */
export const KioskRedemptionsResponseSchema = z.object({
  redemptions: z.array(KioskRedemptionSchema).max(RECENT_REDEMPTIONS_LIMIT),
});
