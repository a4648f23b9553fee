import { z } from 'zod';

/** A change that has nothing more to say (a delete, a sign-out). */
export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** GET /api/health: whether the database answers. */
export const HealthResponseSchema = z.object({ ok: z.boolean() });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** A Stripe webhook, acknowledged. */
export const WebhookAckSchema = z.object({ received: z.literal(true) });

/** The highest page number a paged list accepts; past the last page the list is empty. */
export const LIST_MAX_PAGE = 10_000;
const LIST_PAGE_MESSAGE = `page must be a whole number from 1 to ${LIST_MAX_PAGE}`;
/** `?page=N` of a paged list (decision 030, "Caps on lists"): no page is the first page. */
export const ListPageQuerySchema = z.object({
  page: z
    .string(LIST_PAGE_MESSAGE)
    .regex(/^[1-9][0-9]{0,4}$/, LIST_PAGE_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, LIST_PAGE_MESSAGE).max(LIST_MAX_PAGE, LIST_PAGE_MESSAGE))
    .default(1),
});
export type ListPageQuery = z.infer<typeof ListPageQuerySchema>;
/** The page to ask for next, null on the last. */
export const NextPageSchema = z.number().int().nullable();
