import { Router } from 'express';
import { UnsubscribeParamsSchema, UnsubscribeResponseSchema, UnsubscribeStatusResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { validate } from '../../http/validate.ts';
import { unsubscribe, unsubscribeStatus } from './unsubscribe.service.ts';

/**
 * The one-click unsubscribe of reminders and announcements (RFC 8058): a mail program POSTs to the
 * List-Unsubscribe link with `List-Unsubscribe=One-Click` (read as nothing: the token is the whole
 * request). A GET of the same link (an older mail program, or a scanner) only leads to the page,
 * whose button makes the POST, so nothing that merely fetches links unsubscribes anyone.
 */
export function reminderRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  router.post(
    '/unsubscribe/:token',
    limits.findMyCard,
    validate({ params: UnsubscribeParamsSchema, response: UnsubscribeResponseSchema }, ({ params }) => ({
      ok: true as const,
      ...unsubscribe(db, params.token),
    })),
  );
  // The page's own read: changes nothing, so a reload after either POST still says "unsubscribed".
  router.get(
    '/unsubscribe/:token/status',
    limits.fundraisingRead,
    validate({ params: UnsubscribeParamsSchema, response: UnsubscribeStatusResponseSchema }, ({ params, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return unsubscribeStatus(db, params.token);
    }),
  );
  router.get('/unsubscribe/:token', limits.cardLookup, (req, res) => {
    res.redirect(302, `/unsubscribe/${encodeURIComponent(String(req.params.token))}`);
  });
  return router;
}
