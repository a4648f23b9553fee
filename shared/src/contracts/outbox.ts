import { z } from 'zod';
import { OUTBOX_LIST_LIMIT } from '../list-caps.ts';
import { Id } from '../fields.ts';

/**
 * The development-only outbox viewer (`GET /api/dev/outbox`, `GET /api/dev/outbox/{id}`): lets a
 * person trying the product read the e-mails it sent and follow their links. 404 in production;
 * `GET /api/config` says `outboxViewer: true` when it is available.
 */
export const OutboxEmailStatusSchema = z.enum(['pending', 'sent', 'failed']);
export type OutboxEmailStatus = z.infer<typeof OutboxEmailStatusSchema>;

export const OutboxEmailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: OutboxEmailStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type OutboxEmailSummary = z.infer<typeof OutboxEmailSummarySchema>;

/** Newest first. */
/** The newest OUTBOX_LIST_LIMIT. */
export const OutboxListResponseSchema = z.object({ emails: z.array(OutboxEmailSummarySchema).max(OUTBOX_LIST_LIMIT) });
export type OutboxListResponse = z.infer<typeof OutboxListResponseSchema>;

export const OutboxEmailSchema = OutboxEmailSummarySchema.extend({ html: z.string(), text: z.string() });
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;
export const OutboxEmailResponseSchema = z.object({ email: OutboxEmailSchema });
export type OutboxEmailResponse = z.infer<typeof OutboxEmailResponseSchema>;

export const OutboxEmailParamsSchema = z.object({ id: Id });
