import type { Request } from 'express';
import type { Config } from '../config.ts';

/**
 * Whoever asks is on this machine: the connection comes from loopback and no proxy forwarded it
 * for someone else (a reverse proxy on the same host connects from loopback too).
 */
export function isLoopbackClient(req: Request): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

/**
 * The development outbox viewer: lets a person trying the product on their own machine read what
 * it e-mailed (links to cards included), so it never answers in production or anyone else.
 */
export function outboxViewerAvailable(config: Config, req: Request): boolean {
  return !config.isProduction && isLoopbackClient(req);
}
