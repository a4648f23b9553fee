import express, { type RequestHandler } from 'express';

/**
 * Marks on middleware functions, so the router-walking safety test (http/anonymous-routes.test.ts)
 * can see which routes are guarded by a session or a paired tablet, which have a rate limiter and
 * how large a body each may read. Marks cost nothing at run time: they are properties of the
 * function, read only by the test.
 */
const LIMITER = Symbol.for('dealcard.limiter');
const BODY_LIMIT = Symbol.for('dealcard.bodyLimit');
const GUARD = Symbol.for('dealcard.guard');
const CONTRACT = Symbol.for('dealcard.contract');
const APP_LIMITER = Symbol.for('dealcard.appLimiter');

/** The schemas a route's `validate` parses with and answers by (http/validate.ts), read by the OpenAPI document. */
export interface RouteContract {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  response: unknown;
}

type Tagged = RequestHandler & {
  [LIMITER]?: string;
  [BODY_LIMIT]?: number;
  [GUARD]?: 'session' | 'device';
  [CONTRACT]?: RouteContract;
  [APP_LIMITER]?: string;
};

/** A rate limiter, named. */
export function tagLimiter<T extends RequestHandler>(name: string, handler: T): T {
  (handler as Tagged)[LIMITER] = name;
  return handler;
}

/** Refuses callers without a session (any role) or without a paired tablet. */
export function tagGuard<T extends RequestHandler>(kind: 'session' | 'device', handler: T): T {
  (handler as Tagged)[GUARD] = kind;
  return handler;
}

/** A body reader that reads at most `bytes`. */
export function tagBodyLimit<T extends RequestHandler>(bytes: number, handler: T): T {
  (handler as Tagged)[BODY_LIMIT] = bytes;
  return handler;
}

/**
 * The limiter in front of every /api call (app.ts): marked apart from the routes' own, so the
 * safety test still asks each anonymous route for its own limiter.
 */
export function tagAppLimiter<T extends RequestHandler>(name: string, handler: T): T {
  (handler as Tagged)[APP_LIMITER] = name;
  return handler;
}

/** A route's handler, with the schemas it validates with. */
export function tagContract<T extends RequestHandler>(contract: RouteContract, handler: T): T {
  (handler as Tagged)[CONTRACT] = contract;
  return handler;
}

export const limiterOf = (handler: unknown): string | undefined => (handler as Tagged | undefined)?.[LIMITER];
export const guardOf = (handler: unknown): 'session' | 'device' | undefined => (handler as Tagged | undefined)?.[GUARD];
export const bodyLimitOf = (handler: unknown): number | undefined => (handler as Tagged | undefined)?.[BODY_LIMIT];
export const appLimiterOf = (handler: unknown): string | undefined => (handler as Tagged | undefined)?.[APP_LIMITER];
export const contractOf = (handler: unknown): RouteContract | undefined => (handler as Tagged | undefined)?.[CONTRACT];

/** A size as body-parser reads it: a byte count, or "16kb", "1mb". */
export function byteCount(size: number | string): number {
  if (typeof size === 'number') return size;
  const match = /^(\d+)(b|kb|mb)$/i.exec(size.trim());
  if (!match) throw new Error(`not a size: ${size}`);
  const unit = { b: 1, kb: 1024, mb: 1024 * 1024 }[match[2]!.toLowerCase() as 'b' | 'kb' | 'mb'];
  return Number(match[1]) * unit;
}

/** express.json with its byte limit marked. */
export function jsonBody(size: number | string): RequestHandler {
  const bytes = byteCount(size);
  return tagBodyLimit(bytes, express.json({ limit: bytes, strict: true }));
}

/** express.raw (any content type) with its byte limit marked. */
export function rawBody(size: number | string): RequestHandler {
  const bytes = byteCount(size);
  return tagBodyLimit(bytes, express.raw({ type: () => true, limit: bytes }));
}
