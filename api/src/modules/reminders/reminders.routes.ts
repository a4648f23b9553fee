import { Router } from 'express';
import { UnsubscribeParamsSchema, UnsubscribeResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { validate } from '../../http/validate.ts';
import { unsubscribe } from './unsubscribe.service.ts';

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
  router.get('/unsubscribe/:token', limits.cardLookup, (req, res) => {
    res.redirect(302, `/unsubscribe/${encodeURIComponent(String(req.params.token))}`);
  });
  return router;
}
