import { PRINTED_MESSAGES, SYNC_CALLS_PER_MINUTE, type ApiErrorBody, type Message } from '@dealcard/shared';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { localized } from './language.ts';
import { tagAppLimiter, tagLimiter } from './safety-tags.ts';
import { API_MESSAGES } from '../messages.ts';

/** A school event can put many buyers behind one address; each purchase takes 4 to 6 calls. */
export const PURCHASE_LIMIT_PER_MINUTE = 150;
/**
 * Every /api call from one address, whatever the route (app.ts): a ceiling on floods, far above
 * what a school event's buyers behind one address make (each route's own limit is lower), and the
 * RateLimit headers on every answer that the API description promises (decision 030).
 */
export const API_CALLS_PER_MINUTE = 3000;
/** Apple's devices post a few lines when a pass update fails; 20 a minute per address is plenty. */
export const APPLE_LOG_PER_MINUTE = 20;

/** With limits off (tests, RATE_LIMIT=off): a pass-through, still named so the route walk sees it. */
const passThrough = (): RequestHandler => (_req, _res, next) => next();

export interface RateLimits {
  /** Every /api call per address (app.ts), apart from each route's own. */
  api: RequestHandler;
  /** Failed sign-ins per address. */
  login: RequestHandler;
  /**
   * Failed sign-ins per account, whatever the address: once an account is throttled, the addresses
   * that failed for it get 429, while one that has not (the owner's own) may still sign in.
   */
  loginAccount: RequestHandler;
  signup: RequestHandler;
  findMyCard: RequestHandler;
  /** Printed cards' activations that failed (unknown, used or void codes, bad input): guesses at a code. */
  activate: RequestHandler;
  cardLookup: RequestHandler;
  redeem: RequestHandler;
  /** Wrong six-digit codes typed at a tablet. */
  kioskVerify: RequestHandler;
  /** QR codes a tablet scanned that are nobody's: apart from typed codes, so a customer's junk QR codes never lock the keypad. */
  kioskScan: RequestHandler;
  /** Offline syncs per tablet, whatever their answers. */
  kioskSync: RequestHandler;
  kioskPair: RequestHandler;
  purchase: RequestHandler;
  upload: RequestHandler;
  /** Seller sign-ups and dashboard links: each sends an e-mail. */
  sellerSignUp: RequestHandler;
  /** The leaderboard, a seller's page and the nonprofit dashboard. */
  fundraisingRead: RequestHandler;
  /** Apple's pass web service log: anyone may post to it, so it is small and slow. */
  appleLog: RequestHandler;
  /** Other anonymous calls that are neither hot nor guesses (health, the dev outbox, sign-out). */
  anonymous: RequestHandler;
  /** What every page load reads (the app's config and user, public campaign pages, images): generous. */
  publicRead: RequestHandler;
  /** Stripe's webhook deliveries, per address (Stripe sends from a handful). */
  webhook: RequestHandler;
}

/** The e-mail a sign-in names, as the account look-up compares it. */
function accountOf(body: unknown): string {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * The per-account sign-in throttle. Counting failures per account stops an attacker who rotates
 * addresses, but refusing everyone once the count is reached would let anyone lock the owner out
 * with a few wrong guesses. So once an account has `limit` failures in the window, only the
 * addresses that failed for it are refused; a clean address still gets its try, and a wrong
 * password from it makes it one of the refused. The per-address limit still caps each address.
 */
export function accountThrottle(windowMs: number, limit: number, message: Message): RequestHandler {
  interface Account {
    resetAt: number;
    failures: number;
    failedFrom: Set<string>;
  }
  const accounts = new Map<string, Account>();
  let sweptAt = Date.now();
  return (req, res, next) => {
    const now = Date.now();
    if (now - sweptAt > windowMs) {
      for (const [key, entry] of accounts) if (entry.resetAt <= now) accounts.delete(key);
      sweptAt = now;
    }
    const key = accountOf(req.body);
    const address = ipKeyGenerator(req.ip ?? '');
    let entry = accounts.get(key);
    if (entry && entry.resetAt <= now) {
      accounts.delete(key);
      entry = undefined;
    }
    if (entry && entry.failures >= limit && entry.failedFrom.has(address)) {
      res.setHeader('Retry-After', String(Math.ceil((entry.resetAt - now) / 1000)));
      res.status(429).json({ error: localized(req, message), code: 'rate_limited' } satisfies ApiErrorBody);
      return;
    }
    res.on('finish', () => {
      if (res.statusCode < 400) return;
      const current = accounts.get(key) ?? { resetAt: Date.now() + windowMs, failures: 0, failedFrom: new Set<string>() };
      current.failures++;
      // A bound on what one account can hold: past it, the oldest failing address is forgotten.
      if (current.failedFrom.size >= 10_000) current.failedFrom.delete(current.failedFrom.values().next().value!);
      current.failedFrom.add(address);
      accounts.set(key, current);
    });
    next();
  };
}

/** Per-client limits on the calls people may try to guess or abuse. Built per app, so tests start clean. */
export function createRateLimits(enabled: boolean): RateLimits {
  const make = (windowMs: number, limit: number, message: Message, extra: Partial<Options> = {}): RequestHandler =>
    enabled
      ? rateLimit({
          windowMs,
          limit,
          standardHeaders: 'draft-8',
          legacyHeaders: false,
          // A handler may mark a 200 as a failed guess (res.locals.countsAsFailure), e.g. a kiosk "not_found".
          requestWasSuccessful: (_req, res) => res.statusCode < 400 && res.locals.countsAsFailure !== true,
          handler: (req, res) => {
            res.status(429).json({ error: localized(req, message), code: 'rate_limited' } satisfies ApiErrorBody);
          },
          ...extra,
        })
      : passThrough();
  const minute = 60_000;
  const limits: Omit<RateLimits, 'api'> = {
    login: make(15 * minute, 10, API_MESSAGES.tooManySignIns, {
      skipSuccessfulRequests: true,
    }),
    loginAccount: enabled ? accountThrottle(15 * minute, 10, API_MESSAGES.tooManySignInsForAccount) : passThrough(),
    signup: make(60 * minute, 20, API_MESSAGES.tooManySignUps),
    findMyCard: make(15 * minute, 10, API_MESSAGES.tooManyCardSearches),
    activate: make(15 * minute, 10, PRINTED_MESSAGES.tooManyActivations, {
      skipSuccessfulRequests: true,
    }),
    cardLookup: make(minute, 60, API_MESSAGES.tooManyCardLookUps, {
      skipSuccessfulRequests: true,
    }),
    redeem: make(minute, 30, API_MESSAGES.tooManyRedemptions),
    kioskVerify: make(minute, 20, API_MESSAGES.tooManyWrongCodes, {
      skipSuccessfulRequests: true,
      keyGenerator: (req) => (req.kioskDevice ? `device:${req.kioskDevice.id}` : `ip:${ipKeyGenerator(req.ip ?? '')}`),
    }),
    kioskScan: make(minute, 20, API_MESSAGES.tooManyUnknownQrCodes, {
      skipSuccessfulRequests: true,
      // A token the restaurant's key signed (marked by the counter's routes) is never refused here.
      skip: (_req, res) => res.locals.signedHere === true,
      keyGenerator: (req) => (req.kioskDevice ? `scan:${req.kioskDevice.id}` : `scan-ip:${ipKeyGenerator(req.ip ?? '')}`),
    }),
    kioskSync: make(minute, SYNC_CALLS_PER_MINUTE, API_MESSAGES.tooManySyncs, {
      keyGenerator: (req) => (req.kioskDevice ? `sync:${req.kioskDevice.id}` : `sync-ip:${ipKeyGenerator(req.ip ?? '')}`),
    }),
    kioskPair: make(15 * minute, 10, API_MESSAGES.tooManyPairings),
    purchase: make(minute, PURCHASE_LIMIT_PER_MINUTE, API_MESSAGES.tooManyPurchases),
    upload: make(minute, 30, API_MESSAGES.tooManyUploads),
    sellerSignUp: make(15 * minute, 10, API_MESSAGES.tooManySellerSignUps),
    fundraisingRead: make(minute, 120, API_MESSAGES.tooManyRequests),
    appleLog: make(minute, APPLE_LOG_PER_MINUTE, API_MESSAGES.tooManyRequests),
    anonymous: make(minute, 120, API_MESSAGES.tooManyRequests),
    publicRead: make(minute, 600, API_MESSAGES.tooManyRequests),
    webhook: make(minute, 600, API_MESSAGES.tooManyRequests),
  };
  for (const [name, handler] of Object.entries(limits)) tagLimiter(name, handler);
  return { ...limits, api: tagAppLimiter('api', make(minute, API_CALLS_PER_MINUTE, API_MESSAGES.tooManyRequests)) };
}
