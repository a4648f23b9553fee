import { Router } from 'express';
import { AccessCodeParamsSchema, IdParams, UndoBodySchema, UndoResponseSchema, VouchersResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { cardVouchers, undoRedemption } from './counter.service.ts';

/** The holder's vouchers (by access code, like the card) and the portal's undo. */
export function counterRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  router.get(
    '/cards/:accessCode/vouchers',
    limits.cardLookup,
    validate({ params: AccessCodeParamsSchema, response: VouchersResponseSchema }, ({ params, res }) => {
      // Each token redeems an offer: no shared cache may keep them.
      res.set('Cache-Control', 'private, no-store');
      return { vouchers: cardVouchers(db, params.accessCode) };
    }),
  );
  router.post(
    '/redemptions/:id/undo',
    requireRole('restaurant_owner', 'superadmin'),
    validate({ params: IdParams, body: UndoBodySchema, response: UndoResponseSchema }, ({ params, body, req }) =>
      undoRedemption(db, params.id, { kind: 'user', user: currentUser(req) }, body.reason),
    ),
  );
  return router;
}
