import { Router, type Express } from 'express';
import type { AppDeps } from '../app-deps.ts';
import { NotJson, validate } from '../http/validate.ts';
import { buildOpenApiDocument } from './document.ts';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of every call (decision 030). Built from the
 * app's own routes on the first call and kept for the life of the process (the routes do not
 * change while it runs). The server is PUBLIC_URL as configured (https in production, where it is
 * required), never the request's Host, which anyone may set.
 */
export function openApiRoutes({ config, limits }: AppDeps): Router {
  const router = Router();
  let json: string | undefined;
  router.get(
    '/openapi.json',
    limits.publicRead,
    validate({ response: NotJson }, ({ req, res }) => {
      json ??= JSON.stringify(
        buildOpenApiDocument(req.app as Express, {
          url: config.publicUrl ?? `http://localhost:${config.port}`,
          production: config.isProduction,
        }),
      );
      res.set('Cache-Control', 'public, max-age=300');
      res.type('json').send(json);
    }),
  );
  return router;
}
