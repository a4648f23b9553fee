import { Router } from 'express';
import { AdminCardHistoryResponseSchema, IdParams } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentCardHistory } from './card-history.presenter.ts';
import { cardHistory } from './card-history.service.ts';

/** A superadmin opens one card and reads everything that happened to it. */
export function cardHistoryRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get(
    '/admin/cards/:id',
    requireRole('superadmin'),
    validate({ params: IdParams, response: AdminCardHistoryResponseSchema }, async ({ params }) =>
      presentCardHistory(await cardHistory(db, params.id)),
    ),
  );
  return router;
}
