import { z } from 'zod';
import { MAX_LOCATIONS } from '../list-caps.ts';
import { OptionalText, OptionalStateCode, RequiredText } from '../fields.ts';
import { MESSAGES } from '../limits.ts';
import { keyed } from '../messages/message.ts';

/** A coordinate in degrees, or null (absent) for none. */
const Degrees = (limit: number, message: string) =>
  z
    .number(message)
    .min(-limit, message)
    .max(limit, message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const LocationSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  createdAt: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;
/** A location as its restaurant's portal sees it: also where it is, for wallet passes (both or neither). */
export const PortalLocationSchema = LocationSchema.extend({ latitude: z.number().nullable(), longitude: z.number().nullable() });
export type PortalLocation = z.infer<typeof PortalLocationSchema>;
/** At most MAX_LOCATIONS: creating one more is refused. */
export const LocationsResponseSchema = z.object({ locations: z.array(PortalLocationSchema).max(MAX_LOCATIONS) });
export type LocationsResponse = z.infer<typeof LocationsResponseSchema>;
export type LocationResponse = z.infer<typeof LocationResponseSchema>;
export const LocationResponseSchema = z.object({ location: PortalLocationSchema });

/** The location form: the schema without restaurantId, which the server supplies. */
export const LocationBodySchema = z
  .object({
    name: RequiredText(MESSAGES.locationNameRequired),
    address: OptionalText(200),
    city: OptionalText(100),
    state: OptionalStateCode,
    zipCode: OptionalText(10),
    latitude: Degrees(90, keyed(MESSAGES.latitudeRange)),
    longitude: Degrees(180, keyed(MESSAGES.longitudeRange)),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === null) !== (value.longitude === null)) {
      const missing = value.latitude === null ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', message: keyed(MESSAGES.coordinatesBoth), path: [missing] });
    }
  });
export type LocationBody = z.infer<typeof LocationBodySchema>;
