import { Router } from 'express';
import {
  CoordinatorDashboardResponseSchema,
  DashboardLinkResponseSchema,
  DashboardTokenParamsSchema,
  IdParams,
  NonprofitDashboardResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { requestLanguage } from '../../http/language.ts';
import { validate } from '../../http/validate.ts';
import { scopedNonprofit } from '../../http/nonprofit-scope.ts';
import { presentNonprofitDashboard, presentNonprofitResults } from './nonprofit-dashboard.presenter.ts';
import { nonprofitDashboard, nonprofitResults, sendDashboardLink } from './nonprofit-dashboard.service.ts';

/** The nonprofit's account-free dashboard: the link an owner or admin sends, and what it opens. */
export function nonprofitDashboardRoutes({ db, limits, config }: AppDeps): Router {
  const router = Router();
  router.post(
    '/nonprofits/:id/dashboard-link',
    requireRole('restaurant_owner', 'superadmin'),
    limits.sellerSignUp,
    validate({ params: IdParams, response: DashboardLinkResponseSchema }, ({ params, req, res }) => {
      res.status(202);
      return sendDashboardLink(db, currentUser(req), params.id, siteUrlOf(req, config), requestLanguage(req));
    }),
  );
  router.get(
    '/nonprofits/:id/dashboard',
    requireRole('coordinator', 'restaurant_owner', 'superadmin'),
    validate({ params: IdParams, response: CoordinatorDashboardResponseSchema }, ({ params, req, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return presentNonprofitResults(nonprofitResults(db, scopedNonprofit(db, req, params.id).id));
    }),
  );
  router.get(
    '/nonprofit-dashboard/:token',
    limits.fundraisingRead,
    validate({ params: DashboardTokenParamsSchema, response: NonprofitDashboardResponseSchema }, ({ params, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return presentNonprofitDashboard(nonprofitDashboard(db, params.token));
    }),
  );
  return router;
}
