import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

/** One structured line per API request: id, method, path, status, duration. */
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
        { reqId: req.id, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
