import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';

export function healthRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    const row = db.$client.prepare('SELECT 1 AS ok').get() as { ok: number } | undefined;
    res.json({ ok: row?.ok === 1 });
  });
  return router;
}
