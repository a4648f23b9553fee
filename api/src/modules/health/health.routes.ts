import { Router } from 'express';
import { HealthResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { validate } from '../../http/validate.ts';

export function healthRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  router.get(
    '/health',
    limits.anonymous,
    validate({ response: HealthResponseSchema }, () => {
      const row = db.$client.prepare('SELECT 1 AS ok').get() as { ok: number } | undefined;
      return { ok: row?.ok === 1 };
    }),
  );
  return router;
}
