import { z } from 'zod';
import { OptionalText, OptionalStateCode, RequiredText } from '../fields.ts';
import { MESSAGES } from '../limits.ts';

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
export const LocationsResponseSchema = z.object({ locations: z.array(LocationSchema) });
export type LocationsResponse = z.infer<typeof LocationsResponseSchema>;
export type LocationResponse = z.infer<typeof LocationResponseSchema>;
export const LocationResponseSchema = z.object({ location: LocationSchema });

/** The location form: the schema without restaurantId, which the server supplies. */
export const LocationBodySchema = z.object({
  name: RequiredText(MESSAGES.locationNameRequired),
  address: OptionalText(200),
  city: OptionalText(100),
  state: OptionalStateCode,
  zipCode: OptionalText(10),
});
export type LocationBody = z.infer<typeof LocationBodySchema>;
