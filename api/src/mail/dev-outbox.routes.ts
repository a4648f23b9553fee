import { Router } from 'express';
import { desc, eq } from 'drizzle-orm';
import {
  OUTBOX_LIST_LIMIT,
  OutboxEmailParamsSchema,
  OutboxEmailResponseSchema,
  OutboxListResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../app-deps.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { AppError, notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { outboxViewerAvailable } from './outbox-viewer.ts';
import { presentSummary, presentEmail } from './dev-outbox.presenter.ts';
import { API_MESSAGES } from '../messages.ts';

export function devOutboxRoutes({ db, config, limits }: AppDeps): Router {
  const router = Router();
  // In production the paths do not exist, and for anyone not on this machine they answer as if
  // they did not: the API's JSON 404.
  if (config.isProduction) return router;
  router.use('/dev/outbox', limits.anonymous, (req, _res, next) => {
    next(
      outboxViewerAvailable(config, req)
        ? undefined
        : new AppError(404, API_MESSAGES.noApiRoute(req.method, `${req.baseUrl}${req.path}`), 'not_found'),
    );
  });

  router.get(
    '/dev/outbox',
    validate({ response: OutboxListResponseSchema }, () => {
      const rows = db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(OUTBOX_LIST_LIMIT).all();
      return { emails: rows.map(presentSummary) };
    }),
  );
  router.get(
    '/dev/outbox/:id',
    validate({ params: OutboxEmailParamsSchema, response: OutboxEmailResponseSchema }, ({ params }) => {
      const row = db.select().from(emailOutbox).where(eq(emailOutbox.id, params.id)).get();
      if (!row) throw notFound('E-mail');
      return { email: presentEmail(row) };
    }),
  );
  return router;
}
