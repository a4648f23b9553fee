import { z } from 'zod';

/** `GET /api/config`: which payment provider the checkout talks to, and which wallets are on. */
export const ConfigResponseSchema = z.object({
  paymentProvider: z.enum(['stripe', 'demo']),
  stripePublishableKey: z.string().optional(),
  outboxViewer: z.boolean(),
  /** Which wallet passes the card page may offer (each only when fully configured). */
  wallets: z.object({ apple: z.boolean(), google: z.boolean() }),
});
export type ConfigResponse = z.infer<typeof ConfigResponseSchema>;
