import { Router } from 'express';
import {
  AdminCardSearchQuerySchema,
  AdminCardsResponseSchema,
  IdParams,
  PayoutBodySchema,
  PayoutResponseSchema,
  PayoutsResponseSchema,
  ReconciliationSummarySchema,
  RefundBodySchema,
  RefundResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { listPayouts, recordPayout } from '../payouts/payouts.service.ts';
import { reconciliationSummary } from '../reconciliation/reconcile.ts';
import { refundCard, searchCards } from './refunds.service.ts';

/** Money after the sale, for superadmins: find a card, refund it, pay nonprofits, watch the sweep. */
export function adminMoneyRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const admin = Router();
  admin.use(requireRole('superadmin'));

  admin.get(
    '/cards',
    validate({ query: AdminCardSearchQuerySchema, response: AdminCardsResponseSchema }, ({ query }) => ({
      cards: searchCards(db, query.q),
    })),
  );
  admin.post(
    '/cards/:id/refund',
    validate({ params: IdParams, body: RefundBodySchema, response: RefundResponseSchema }, ({ params, body, req }) =>
      refundCard(deps, params.id, body.reason, currentUser(req).id),
    ),
  );
  admin.get(
    '/payouts',
    validate({ response: PayoutsResponseSchema }, () => listPayouts(db)),
  );
  admin.post(
    '/payouts',
    validate({ body: PayoutBodySchema, response: PayoutResponseSchema }, ({ body, req, res }) => {
      res.status(201);
      return recordPayout(db, body, currentUser(req).id);
    }),
  );
  admin.get(
    '/reconciliation',
    validate({ response: ReconciliationSummarySchema }, () => reconciliationSummary(db)),
  );

  const router = Router();
  router.use('/admin', admin);
  return router;
}
