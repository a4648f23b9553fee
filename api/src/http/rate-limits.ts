import type { ApiErrorBody, Message } from '@dealcard/shared';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { localized } from './language.ts';
import { API_MESSAGES } from '../messages.ts';

/** A school event can put many buyers behind one address; each purchase takes 4 to 6 calls. */
export const PURCHASE_LIMIT_PER_MINUTE = 150;

const passThrough: RequestHandler = (_req, _res, next) => next();

export interface RateLimits {
  /** Failed sign-ins per address. */
  login: RequestHandler;
  /** Failed sign-ins per account, whatever the address: an attacker rotating addresses still stops. */
  loginAccount: RequestHandler;
  signup: RequestHandler;
  findMyCard: RequestHandler;
  cardLookup: RequestHandler;
  redeem: RequestHandler;
  kioskVerify: RequestHandler;
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
      : passThrough;
  const minute = 60_000;
  return {
    login: make(15 * minute, 10, API_MESSAGES.tooManySignIns, {
      skipSuccessfulRequests: true,
    }),
    loginAccount: make(15 * minute, 10, API_MESSAGES.tooManySignInsForAccount, {
      skipSuccessfulRequests: true,
      keyGenerator: (req) => `account:${accountOf(req.body)}`,
    }),
    signup: make(60 * minute, 20, API_MESSAGES.tooManySignUps),
    findMyCard: make(15 * minute, 10, API_MESSAGES.tooManyCardSearches),
    cardLookup: make(minute, 60, API_MESSAGES.tooManyCardLookUps, {
      skipSuccessfulRequests: true,
    }),
    redeem: make(minute, 30, API_MESSAGES.tooManyRedemptions),
    kioskVerify: make(minute, 20, API_MESSAGES.tooManyWrongCodes, {
      skipSuccessfulRequests: true,
      keyGenerator: (req) => (req.kioskDevice ? `device:${req.kioskDevice.id}` : `ip:${ipKeyGenerator(req.ip ?? '')}`),
    }),
    kioskPair: make(15 * minute, 10, API_MESSAGES.tooManyPairings),
    purchase: make(minute, PURCHASE_LIMIT_PER_MINUTE, API_MESSAGES.tooManyPurchases),
    upload: make(minute, 30, API_MESSAGES.tooManyUploads),
    sellerSignUp: make(15 * minute, 10, API_MESSAGES.tooManySellerSignUps),
    fundraisingRead: make(minute, 120, API_MESSAGES.tooManyRequests),
  };
}
