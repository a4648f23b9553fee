import { z } from 'zod';
import { APPLE_SERIALS_MAX } from '../list-caps.ts';

// Apple's pass web service (the calls a phone's Wallet makes to `{webServiceURL}/v1/...`): its
// shapes are Apple's. Sizes are bounded well above what Apple sends.

/** Apple's device library identifiers and pass type ids are short printable ASCII. */
const AppleId = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/);
/** Our serial numbers are card ids. */
const SerialNumber = z.string().regex(/^[1-9][0-9]{0,11}$/);

export const AppleDeviceParamsSchema = z.object({ deviceLibraryIdentifier: AppleId, passTypeIdentifier: AppleId });
export const AppleRegistrationParamsSchema = AppleDeviceParamsSchema.extend({ serialNumber: SerialNumber });
export const ApplePassParamsSchema = z.object({ passTypeIdentifier: AppleId, serialNumber: SerialNumber });

/** An APNs device token: hexadecimal (64 characters today). */
export const AppleRegisterBodySchema = z.object({
  pushToken: z
    .string()
    .max(200)
    .regex(/^[0-9a-fA-F]{16,200}$/),
});
export type AppleRegisterBody = z.infer<typeof AppleRegisterBodySchema>;

/** `passesUpdatedSince` is the `lastUpdated` tag of an earlier answer. */
export const AppleUpdatedQuerySchema = z.object({ passesUpdatedSince: z.iso.datetime().optional() });

/** At most APPLE_SERIALS_MAX, oldest change first; the device asks again from `lastUpdated` for the rest. */
export const AppleSerialNumbersResponseSchema = z.object({
  serialNumbers: z.array(z.string()).max(APPLE_SERIALS_MAX),
  lastUpdated: z.string(),
});
export type AppleSerialNumbersResponse = z.infer<typeof AppleSerialNumbersResponseSchema>;

/** Wallet's error log for the pass's author. */
export const AppleLogBodySchema = z.object({ logs: z.array(z.string().max(2000)).max(100) });
