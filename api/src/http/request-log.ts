import type { Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

/**
 * The route pattern a request matched (`/api/cards/:accessCode`), never the path itself: paths
 * carry access codes, find-my-card and seller tokens, which a log must not keep.
 */
export function routeOf(req: Request, res: Response): string {
  // Set by validate(), which every route goes through; a guard that refused before it leaves the
  // router's own record, whose mount path is gone by then.
  if (typeof res.locals.route === 'string') return res.locals.route;
  const route = req.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : '(no route)';
}

/** One structured line per API request: id, method, route pattern, status, duration. */
export function requestLog(logger: Logger): RequestHandler {
  const enabled = logger.isLevelEnabled('info');
  return (req, res, next) => {
    req.id = (req.get('x-request-id') ?? '').slice(0, 64) || randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (!enabled || !req.path.startsWith('/api/')) return next();
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info(
        { reqId: req.id, method: req.method, route: routeOf(req, res), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
