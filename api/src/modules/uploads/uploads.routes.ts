import { Router } from 'express';
import { z } from 'zod';
import { LOGO_MAX_BYTES, UploadResultSchema, UploadUrlResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../http/guards.ts';
import { rawBody } from '../../http/safety-tags.ts';
import { validate } from '../../http/validate.ts';
import { checkUploadUrl, createUploadUrl, storeUpload } from './uploads.service.ts';

/** POST /api/objects/upload: a signed, single-use URL for one image (signed-in users only). */
export function uploadUrlRoutes({ db, config, limits }: AppDeps): Router {
  const router = Router();
  router.post(
    '/objects/upload',
    requireUser,
    limits.upload,
    validate({ response: UploadUrlResponseSchema }, ({ req }) => ({
      uploadURL: createUploadUrl(db, config.sessionSecret, currentUser(req).id),
    })),
  );
  return router;
}

const UploadTokenParamsSchema = z.object({ token: z.string() });

/** PUT /api/objects/upload/{token}: the raw bytes; mounted before the JSON parser. */
export function uploadPutRoutes({ db, config, limits }: AppDeps): Router {
  const router = Router();
  router.put(
    '/objects/upload/:token',
    limits.upload,
    (req, res, next) => {
      // The URL is checked before the body is read, so a dead URL costs no upload.
      res.locals.uploadUserId = checkUploadUrl(
        db,
        config.sessionSecret,
        typeof req.params.token === 'string' ? req.params.token : '',
        req.query.expires,
        req.query.signature,
      );
      next();
    },
    rawBody(LOGO_MAX_BYTES + 1),
    validate({ params: UploadTokenParamsSchema, response: UploadResultSchema }, async ({ params, req, res }) => {
      const objectPath = await storeUpload(db, config.uploadsDir, params.token, String(res.locals.uploadUserId), req.body);
      res.status(201);
      return { objectPath };
    }),
  );
  return router;
}
