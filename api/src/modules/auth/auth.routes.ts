import { Router } from 'express';
import { LoginBodySchema, OkResponseSchema, ReturnToSchema, SignupBodySchema, UserResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { NotJson, validate } from '../../http/validate.ts';
import { presentUser } from './auth.presenter.ts';
import { authenticate, createUser, getUser } from './auth.service.ts';
import { assertStrongPassword } from './password-policy.ts';
import { API_MESSAGES } from '../../messages.ts';

/** Same-site path to go back to after signing in: ?returnTo=, else the page that sent the user. */
function returnPath(query: unknown, referer: string | undefined, host: string | undefined): string {
  const raw = typeof query === 'string' ? query : undefined;
  if (raw && ReturnToSchema.safeParse(raw).success) return raw;
  if (referer && host) {
    try {
      const url = new URL(referer);
      if (url.host === host && !url.pathname.startsWith('/login')) return url.pathname + url.search;
    } catch {
      // an unreadable Referer is ignored
    }
  }
  return '/';
}

export function authRoutes({ db, sessions, limits }: AppDeps): Router {
  const router = Router();

  router.post(
    '/auth/signup',
    limits.signup,
    validate({ body: SignupBodySchema, response: UserResponseSchema }, async ({ body, req, res }) => {
      await assertStrongPassword(body.password, body.email, [body.firstName ?? '', body.lastName ?? '']);
      const user = await createUser(db, { ...body, role: 'customer' });
      await sessions.signIn(req, res, user.id);
      res.status(201);
      return { user: presentUser(user) };
    }),
  );

  router.post(
    '/auth/login',
    limits.login,
    limits.loginAccount,
    validate({ body: LoginBodySchema, response: UserResponseSchema }, async ({ body, req, res }) => {
      const user = await authenticate(db, body.email, body.password);
      await sessions.signIn(req, res, user.id);
      return { user: presentUser(user) };
    }),
  );

  router.post(
    '/auth/logout',
    limits.anonymous,
    validate({ response: OkResponseSchema }, async ({ req, res }) => {
      await sessions.signOut(req, res);
      return { ok: true as const };
    }),
  );

  // Browser navigations: links and redirects, not fetches.
  router.get(
    '/login',
    limits.anonymous,
    validate({ response: NotJson }, ({ req, res }) => {
      const to = returnPath(req.query.returnTo, req.get('referer'), req.get('host'));
      res.redirect(302, `/login?returnTo=${encodeURIComponent(to)}`);
    }),
  );

  router.get(
    '/logout',
    limits.anonymous,
    validate({ response: NotJson }, async ({ req, res }) => {
      await sessions.signOut(req, res);
      res.redirect(302, '/');
    }),
  );

  router.get(
    '/user',
    limits.publicRead,
    validate({ response: UserResponseSchema }, ({ req }) => {
      if (!req.user) throw new AppError(401, API_MESSAGES.notSignedIn, 'unauthorized');
      const row = getUser(db, req.user.id);
      if (!row) throw new AppError(401, API_MESSAGES.notSignedIn, 'unauthorized');
      return { user: presentUser(row) };
    }),
  );

  return router;
}
