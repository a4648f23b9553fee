import { SYNC_CALLS_PER_MINUTE, type ApiErrorBody } from '@dealcard/shared';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { localized } from './language.ts';

/** A school event can put many buyers behind one address; each purchase takes 4 to 6 calls. */
export const PURCHASE_LIMIT_PER_MINUTE = 150;

const passThrough: RequestHandler = (_req, _res, next) => next();

export interface RateLimits {
  /** Failed sign-ins per address. */
  login: RequestHandler;
  /**
   * Failed sign-ins per account, whatever the address: once an account is throttled, the addresses
   * that failed for it get 429, while one that has not (the owner's own) may still sign in.
   */
  loginAccount: RequestHandler;
  signup: RequestHandler;
  findMyCard: RequestHandler;
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
export function accountThrottle(windowMs: number, limit: number, message: string): RequestHandler {
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
  const make = (windowMs: number, limit: number, message: string, extra: Partial<Options> = {}): RequestHandler =>
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
      : passThrough;
  const minute = 60_000;
  return {
    login: make(15 * minute, 10, 'Too many sign-in attempts. Please wait a few minutes and try again.', {
      skipSuccessfulRequests: true,
    }),
    loginAccount: enabled
      ? accountThrottle(15 * minute, 10, 'Too many sign-in attempts for this account. Please wait a few minutes and try again.')
      : passThrough,
    signup: make(60 * minute, 20, 'Too many sign-ups from this connection. Please try again later.'),
    findMyCard: make(15 * minute, 10, 'Too many card searches. Please wait a few minutes and try again.'),
    cardLookup: make(minute, 60, 'Too many card look-ups. Please wait a minute and try again.', {
      skipSuccessfulRequests: true,
    }),
    redeem: make(minute, 30, 'Too many redemption attempts. Please wait a minute and try again.'),
    kioskVerify: make(minute, 20, 'Too many wrong codes. Wait a minute, then try again.', {
      skipSuccessfulRequests: true,
      keyGenerator: (req) => (req.kioskDevice ? `device:${req.kioskDevice.id}` : `ip:${ipKeyGenerator(req.ip ?? '')}`),
    }),
    kioskScan: make(minute, 20, 'Too many unknown QR codes. Wait a minute, then try again.', {
      skipSuccessfulRequests: true,
      keyGenerator: (req) => (req.kioskDevice ? `scan:${req.kioskDevice.id}` : `scan-ip:${ipKeyGenerator(req.ip ?? '')}`),
    }),
    kioskSync: make(minute, SYNC_CALLS_PER_MINUTE, 'Too many syncs from this tablet. It will try again in a minute.', {
      keyGenerator: (req) => (req.kioskDevice ? `sync:${req.kioskDevice.id}` : `sync-ip:${ipKeyGenerator(req.ip ?? '')}`),
    }),
    kioskPair: make(15 * minute, 10, 'Too many pairing attempts. Please wait a few minutes and try again.'),
    purchase: make(minute, PURCHASE_LIMIT_PER_MINUTE, 'Too many purchase attempts. Please wait a minute and try again.'),
    upload: make(minute, 30, 'Too many uploads. Please wait a minute and try again.'),
    sellerSignUp: make(15 * minute, 10, 'Too many sign-ups from this connection. Please wait a few minutes and try again.'),
    fundraisingRead: make(minute, 120, 'Too many requests. Please wait a minute and try again.'),
  };
}
