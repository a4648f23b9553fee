import { Router } from 'express';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../../app-deps.ts';
import { uploads } from '../../db/schema/index.ts';
import { localized } from '../../http/language.ts';
import { NotJson, validate } from '../../http/validate.ts';
import { API_MESSAGES } from '../../messages.ts';

/** Stored images at /objects/uploads/{id}, with the type their bytes were checked to be. */
const ObjectIdParamsSchema = z.object({ id: z.string() });

export function objectRoutes({ db, config, limits }: AppDeps): Router {
  const router = Router();
  router.get(
    '/objects/uploads/:id',
    limits.publicRead,
    validate({ params: ObjectIdParamsSchema, response: NotJson }, ({ params, req, res }) => {
      const id = params.id;
      const row = /^[A-Za-z0-9_-]{8,64}$/.test(id) ? db.select().from(uploads).where(eq(uploads.id, id)).get() : undefined;
      const file = row ? path.join(config.uploadsDir, row.id) : '';
      if (!row || !existsSync(file)) {
        res.status(404).json({ error: localized(req, API_MESSAGES.notFound('Object')), code: 'not_found' });
        return;
      }
      res.setHeader('Content-Type', row.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.sendFile(file);
    }),
  );
  return router;
}
