import { Router } from 'express';
import {
  AdminCardSearchQuerySchema,
  AdminCardsResponseSchema,
  IdParams,
  RefundBodySchema,
  RefundResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentAdminCard, presentRefundedCard } from './refunds.presenter.ts';
import { refundCard, searchCards } from './refunds.service.ts';

/** Money given back, for superadmins: find a card and refund it. */
export function refundRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const admin = requireRole('superadmin');
  router.get(
    '/admin/cards',
    admin,
    validate({ query: AdminCardSearchQuerySchema, response: AdminCardsResponseSchema }, ({ query }) => ({
      cards: searchCards(db, query.q).map((row) => presentAdminCard(row.card, row.restaurantName, row.paymentProvider)),
    })),
  );
  router.post(
    '/admin/cards/:id/refund',
    admin,
    validate({ params: IdParams, body: RefundBodySchema, response: RefundResponseSchema }, async ({ params, body, req }) =>
      presentRefundedCard(await refundCard(deps, params.id, body.reason, currentUser(req).id)),
    ),
  );
  return router;
}
