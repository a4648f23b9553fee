import { z } from 'zod';

/** A change that has nothing more to say (a delete, a sign-out). */
export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** GET /api/health: whether the database answers. */
export const HealthResponseSchema = z.object({ ok: z.boolean() });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** A Stripe webhook, acknowledged. */
export const WebhookAckSchema = z.object({ received: z.literal(true) });
