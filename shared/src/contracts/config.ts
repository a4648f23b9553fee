import { z } from 'zod';

/** `GET /api/config`: which payment provider the checkout talks to. */
export const ConfigResponseSchema = z.object({
  paymentProvider: z.enum(['stripe', 'demo']),
  stripePublishableKey: z.string().optional(),
  outboxViewer: z.boolean(),
});
export type ConfigResponse = z.infer<typeof ConfigResponseSchema>;
