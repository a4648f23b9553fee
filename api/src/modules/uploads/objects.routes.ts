import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../../app-deps.ts';
import { uploads } from '../../db/schema/index.ts';

/** Stored images at /objects/uploads/{id}, with the type their bytes were checked to be. */
export function objectRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  router.get('/objects/uploads/:id', (req, res) => {
    const id = req.params.id;
    const row = /^[A-Za-z0-9_-]{8,64}$/.test(id) ? db.select().from(uploads).where(eq(uploads.id, id)).get() : undefined;
    const file = row ? path.join(config.uploadsDir, row.id) : '';
    if (!row || !existsSync(file)) {
      res.status(404).json({ error: 'Object not found', code: 'not_found' });
      return;
    }
    res.setHeader('Content-Type', row.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.sendFile(file);
  });
  return router;
}
