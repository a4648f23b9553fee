import { Router } from 'express';
import {
  CashSaleBodySchema,
  CashSaleParamsSchema,
  CashSaleResponseSchema,
  CashSalesQuerySchema,
  CashSalesResponseSchema,
  NonprofitIdParamsSchema,
  VoidCashSaleBodySchema,
  VoidCashSaleResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { scopedNonprofit } from '../../http/nonprofit-scope.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { validate } from '../../http/validate.ts';
import { presentCashSale, presentCashSaleRow } from './cash-sales.presenter.ts';
import { listCashSales, recordCashSale, voidCashSale } from './cash-sales.service.ts';

/** Cash and check sales recorded at the table by the nonprofit's coordinator (or its owner, or an admin). */
export function cashSaleRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const coordinator = requireRole('coordinator', 'restaurant_owner', 'superadmin');

  router.get(
    '/nonprofits/:id/cash-sales',
    coordinator,
    validate(
      { params: NonprofitIdParamsSchema, query: CashSalesQuerySchema, response: CashSalesResponseSchema },
      ({ params, query, req, res }) => {
        res.set('Cache-Control', 'private, no-store');
        const now = new Date();
        return {
          sales: listCashSales(db, scopedNonprofit(db, req, params.id), query.campaignId).map((r) => presentCashSaleRow(r, now)),
        };
      },
    ),
  );

  router.post(
    '/nonprofits/:id/cash-sales',
    coordinator,
    validate(
      { params: NonprofitIdParamsSchema, body: CashSaleBodySchema, response: CashSaleResponseSchema },
      async ({ params, body, req, res }) => {
        const nonprofit = scopedNonprofit(db, req, params.id);
        const card = await recordCashSale(db, nonprofit, body, currentUser(req).id, siteUrlOf(req, config));
        res.status(201);
        return presentCashSale(card);
      },
    ),
  );

  router.post(
    '/nonprofits/:id/cash-sales/:cardId/void',
    coordinator,
    validate(
      { params: CashSaleParamsSchema, body: VoidCashSaleBodySchema, response: VoidCashSaleResponseSchema },
      async ({ params, body, req }) => {
        const card = await voidCashSale(db, scopedNonprofit(db, req, params.id), params.cardId, body.reason, currentUser(req).id);
        return { card: { id: card.id, status: 'refunded' as const } };
      },
    ),
  );

  return router;
}
