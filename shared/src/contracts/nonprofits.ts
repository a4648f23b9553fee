import { z } from 'zod';
import { Email, LogoUrl, OptionalWebUrl, RequiredText } from '../fields.ts';
import { MESSAGES } from '../limits.ts';
import { defineMessages } from '../messages/message.ts';

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
});
export type Nonprofit = z.infer<typeof NonprofitSchema>;
export const NonprofitsResponseSchema = z.object({ nonprofits: z.array(NonprofitSchema) });
export type NonprofitsResponse = z.infer<typeof NonprofitsResponseSchema>;
export type NonprofitResponse = z.infer<typeof NonprofitResponseSchema>;
export const NonprofitResponseSchema = z.object({ nonprofit: NonprofitSchema });

export const NonprofitBodySchema = z.object({
  name: RequiredText(MESSAGES.nonprofitNameRequired),
  contactName: RequiredText(MESSAGES.contactNameRequired),
  contactEmail: z.string().trim().pipe(Email),
  contactPhone: z
    .string()
    .trim()
    .max(40)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  website: OptionalWebUrl,
  logoUrl: LogoUrl,
  description: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** Sent by a superadmin to name the restaurant; an owner's is ignored. */
  restaurantId: z.number().int().positive().optional(),
});
export type NonprofitBody = z.infer<typeof NonprofitBodySchema>;

export const NONPROFIT_MESSAGES = defineMessages('nonprofits', {
  /** Why a nonprofit partner that campaigns name cannot be deleted: said before the confirmation, and by the server. */
  deleteBlocked: (campaignCount: number) => ({
    en: `This nonprofit partner has ${campaignCount} campaign${campaignCount === 1 ? '' : 's'} and cannot be deleted: its campaigns and the cards sold from them would lose their partner.`,
    es: `Esta organización tiene ${campaignCount} ${campaignCount === 1 ? 'campaña' : 'campañas'} y no se puede eliminar: sus campañas y las tarjetas vendidas perderían a su organización.`,
  }),
});

/** `POST /api/nonprofits/{id}/dashboard-link`: 202 once the e-mail is queued. */
export const DashboardLinkResponseSchema = z.object({ sentTo: z.string(), sentAt: z.string(), expiresAt: z.string() });
export type DashboardLinkResponse = z.infer<typeof DashboardLinkResponseSchema>;
