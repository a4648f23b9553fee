import { Router } from 'express';
import { ReconciliationSummarySchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { reconciliationSummary } from './reconcile.ts';

/** What the reconciliation sweep did lately, for the admin's dashboard. */
export function reconciliationRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get(
    '/admin/reconciliation',
    requireRole('superadmin'),
    validate({ response: ReconciliationSummarySchema }, () => reconciliationSummary(db)),
  );
  return router;
}
