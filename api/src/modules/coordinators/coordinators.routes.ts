import { Router } from 'express';
import {
  AcceptInviteBodySchema,
  CoordinatorInviteResponseSchema,
  InviteResponseSchema,
  InviteTokenParamsSchema,
  NonprofitIdParamsSchema,
  UserResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { requestLanguage } from '../../http/language.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { validate } from '../../http/validate.ts';
import { presentUser } from '../auth/auth.presenter.ts';
import { acceptInvite, readInvite, sendCoordinatorInvite } from './coordinators.service.ts';

/** The nonprofit's coordinator: invited by the owner (or an admin), accepted from the e-mailed link. */
export function coordinatorRoutes({ db, sessions, limits, config }: AppDeps): Router {
  const router = Router();

  router.post(
    '/nonprofits/:id/coordinator-invite',
    requireRole('restaurant_owner', 'superadmin'),
    limits.sellerSignUp,
    validate({ params: NonprofitIdParamsSchema, response: CoordinatorInviteResponseSchema }, ({ params, req, res }) => {
      res.status(202);
      return sendCoordinatorInvite(db, currentUser(req), params.id, siteUrlOf(req, config), requestLanguage(req));
    }),
  );

  router.get(
    '/invites/:token',
    limits.fundraisingRead,
    validate({ params: InviteTokenParamsSchema, response: InviteResponseSchema }, ({ params, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return { invite: readInvite(db, params.token) };
    }),
  );

  router.post(
    '/invites/:token/accept',
    limits.signup,
    validate(
      { params: InviteTokenParamsSchema, body: AcceptInviteBodySchema, response: UserResponseSchema },
      async ({ params, body, req, res }) => {
        const user = await acceptInvite(db, params.token, body, req.user);
        await sessions.signIn(req, res, user.id);
        return { user: presentUser(user) };
      },
    ),
  );

  return router;
}
