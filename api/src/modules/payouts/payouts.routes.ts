import { Router } from 'express';
import { PayoutBodySchema, PayoutResponseSchema, PayoutsResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentPayout, presentPayouts } from './payouts.presenter.ts';
import { listPayouts, recordPayout } from './payouts.service.ts';

/** What each nonprofit has earned, been paid and is due; a superadmin records a payout. */
export function payoutRoutes({ db }: AppDeps): Router {
  const router = Router();
  const admin = requireRole('superadmin');
  router.get(
    '/admin/payouts',
    admin,
    validate({ response: PayoutsResponseSchema }, () => presentPayouts(listPayouts(db))),
  );
  router.post(
    '/admin/payouts',
    admin,
    validate({ body: PayoutBodySchema, response: PayoutResponseSchema }, ({ body, req, res }) => {
      res.status(201);
      return { payout: presentPayout(recordPayout(db, body, currentUser(req).id)) };
    }),
  );
  return router;
}
