import { z } from 'zod';
import { ADMIN_LIST_PAGE } from '../list-caps.ts';
import { NextPageSchema } from './common.ts';
import {
  Email,
  hasNoHiddenCharacters,
  LogoUrl,
  NO_HIDDEN_CHARACTERS_MESSAGE,
  OptionalWebUrl,
  RequiredText,
  StateCode,
  ZipCode,
  phoneDigits,
  OptionalText,
  OptionalStateCode,
} from '../fields.ts';
import { MESSAGES, MIN_PHONE_LENGTH, MIN_SETTINGS_NAME_LENGTH } from '../limits.ts';
import { keyed } from '../messages/message.ts';

export const RestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.number().int(),
  createdAt: z.string(),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;
export const RestaurantResponseSchema = z.object({ restaurant: RestaurantSchema });
export type RestaurantResponse = z.infer<typeof RestaurantResponseSchema>;
/** DELETE /api/admin/restaurants/{id} deactivates; it does not delete. */
export const RestaurantDeactivatedResponseSchema = z.object({ restaurant: RestaurantSchema, message: z.string() });
export type RestaurantDeactivatedResponse = z.infer<typeof RestaurantDeactivatedResponseSchema>;
/** A page of restaurants (`?page=N`, ADMIN_LIST_PAGE a page); `nextPage` null on the last. */
export const RestaurantsResponseSchema = z.object({
  restaurants: z.array(RestaurantSchema).max(ADMIN_LIST_PAGE),
  nextPage: NextPageSchema,
});
export type RestaurantsResponse = z.infer<typeof RestaurantsResponseSchema>;

/** The onboarding form; the admin dialog uses the same rules. */
export const OnboardBodySchema = z.object({
  name: RequiredText(MESSAGES.restaurantNameRequired),
  contactName: RequiredText(MESSAGES.contactNameRequired),
  contactEmail: z.string().trim().max(254).pipe(Email),
  contactPhone: RequiredText(MESSAGES.contactPhoneRequired, 40),
  address: RequiredText(MESSAGES.addressRequired),
  city: RequiredText(MESSAGES.cityRequired, 100),
  state: StateCode,
  zipCode: ZipCode,
  description: OptionalText(2000),
});
export type OnboardBody = z.infer<typeof OnboardBodySchema>;

/**
 * The admin's restaurant dialog requires what a restaurant record requires: its name and who to
 * contact (name and e-mail). Phone and address are optional there; given, they keep the form rules.
 */
export const AdminRestaurantBodySchema = z.object({
  name: RequiredText(MESSAGES.restaurantNameRequired),
  contactName: RequiredText(MESSAGES.contactNameRequired),
  contactEmail: z.string().trim().max(254).pipe(Email),
  contactPhone: OptionalText(40),
  address: OptionalText(200),
  city: OptionalText(100),
  state: z
    .string()
    .trim()
    .max(2, keyed(MESSAGES.stateTwoLetters))
    .refine((v) => v === '' || v.length === 2, keyed(MESSAGES.stateTwoLetters))
    .optional()
    .nullable()
    .transform((v) => (v ? v.toUpperCase() : null)),
  zipCode: z
    .string()
    .trim()
    .max(10)
    .refine((v) => v === '' || v.length >= 5, keyed(MESSAGES.zipRequired))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  description: OptionalText(2000),
  websiteUrl: OptionalWebUrl,
  logoUrl: LogoUrl,
  isActive: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type AdminRestaurantBody = z.infer<typeof AdminRestaurantBodySchema>;

/** The settings form's rules: names of 2 characters or more, a phone of 10 or more. */
export const RestaurantSettingsBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(MIN_SETTINGS_NAME_LENGTH, keyed(MESSAGES.settingsNameMin))
    .max(200)
    .refine(hasNoHiddenCharacters, NO_HIDDEN_CHARACTERS_MESSAGE),
  contactName: z
    .string()
    .trim()
    .min(MIN_SETTINGS_NAME_LENGTH, keyed(MESSAGES.settingsContactNameMin))
    .max(200)
    .refine(hasNoHiddenCharacters, NO_HIDDEN_CHARACTERS_MESSAGE),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email(keyed(MESSAGES.invalidEmail)))
    .transform((v) => v.toLowerCase()),
  contactPhone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || v.length >= MIN_PHONE_LENGTH, keyed(MESSAGES.settingsPhoneMin))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  address: OptionalText(200),
  city: OptionalText(100),
  state: OptionalStateCode,
  zipCode: OptionalText(10),
  websiteUrl: OptionalWebUrl,
  logoUrl: LogoUrl,
  description: OptionalText(2000),
});
export type RestaurantSettingsBody = z.infer<typeof RestaurantSettingsBodySchema>;

export { phoneDigits };
