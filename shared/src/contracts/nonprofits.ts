import { z } from 'zod';
import { ADMIN_LIST_PAGE } from '../list-caps.ts';
import { NextPageSchema } from './common.ts';
import { BodyId, Email, LogoUrl, OptionalWebUrl, RequiredText, OptionalText } from '../fields.ts';
import { MESSAGES } from '../limits.ts';
export { NONPROFIT_MESSAGES } from '../messages/nonprofit-messages.ts';

export const NonprofitSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  /** When a dashboard link was last e-mailed to the nonprofit's contact, or null. */
  dashboardLinkSentAt: z.string().nullable(),
  /** Its coordinator, in the portal's list: invited (the link still open), expired, or accepted; null when never invited. */
  coordinator: z
    .object({ status: z.enum(['invited', 'expired', 'accepted']), email: z.string() })
    .nullable()
    .optional(),
});
export type Nonprofit = z.infer<typeof NonprofitSchema>;
/** A page of nonprofits by name (`?page=N`, ADMIN_LIST_PAGE a page); `nextPage` null on the last. */
export const NonprofitsResponseSchema = z.object({
  nonprofits: z.array(NonprofitSchema).max(ADMIN_LIST_PAGE),
  nextPage: NextPageSchema,
});
export type NonprofitsResponse = z.infer<typeof NonprofitsResponseSchema>;
export type NonprofitResponse = z.infer<typeof NonprofitResponseSchema>;
export const NonprofitResponseSchema = z.object({ nonprofit: NonprofitSchema });

export const NonprofitBodySchema = z.object({
  name: RequiredText(MESSAGES.nonprofitNameRequired),
  contactName: RequiredText(MESSAGES.contactNameRequired),
  contactEmail: z.string().trim().max(254).pipe(Email),
  contactPhone: OptionalText(40),
  website: OptionalWebUrl,
  logoUrl: LogoUrl,
  description: OptionalText(2000),
  /** Sent by a superadmin to name the restaurant; an owner's is ignored. */
  restaurantId: BodyId().optional(),
});
export type NonprofitBody = z.infer<typeof NonprofitBodySchema>;

/** `POST /api/nonprofits/{id}/dashboard-link`: 202 once the e-mail is queued. */
export const DashboardLinkResponseSchema = z.object({ sentTo: z.string(), sentAt: z.string(), expiresAt: z.string() });
export type DashboardLinkResponse = z.infer<typeof DashboardLinkResponseSchema>;
