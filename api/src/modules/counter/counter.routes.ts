import { Router, type RequestHandler } from 'express';
import { restaurantKey, verifyCardToken, verifyVoucher } from './voucher-keys.ts';
import {
  AccessCodeParamsSchema,
  CardRedemptionBodySchema,
  CardRedemptionResponseSchema,
  CardScanBodySchema,
  CardScanResponseSchema,
  IdParams,
  OfflineKitResponseSchema,
  PortalRedemptionsResponseSchema,
  RedeemBodySchema,
  RedeemResponseSchema,
  RedemptionsQuerySchema,
  ScanVoucherBodySchema,
  ScanVoucherResponseSchema,
  SyncBodySchema,
  SyncResponseSchema,
  UndoBodySchema,
  UndoResponseSchema,
  VerifyBodySchema,
  VerifyResponseSchema,
  VouchersResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { notFound } from '../../http/errors.ts';
import { sendJsonText, validate } from '../../http/validate.ts';
import { requestLanguage } from '../../http/language.ts';
import { RestaurantScopeQuery } from '../restaurants/portal-scope.ts';
import { redeemCardQr, scanCardQr } from './card-qr.ts';
import { storedVouchersJson } from './counter.fast.ts';
import { cardVouchers, offlineKit, portalRedemptions } from './counter.service.ts';
import { createRedeemQueue } from './redeem.ts';
import { scanVoucher } from './scan.ts';
import { syncScans } from './sync.ts';
import { undoRedemption } from './undo.ts';
import { verifyCode } from './verify.ts';

const portal = requireRole('restaurant_owner', 'superadmin');
const RedemptionsQuery = RestaurantScopeQuery.extend(RedemptionsQuerySchema.shape);

/**
 * The counter: every call that uses an offer or gives a use back (the holder's redeem, the
 * tablet's verify, voucher scan, card QR and sync, undo from the tablet or the portal) and what they read
 * first (the holder's vouchers, the tablet's offline kit, the portal's list to undo from). Every
 * one of them is decided by the shared rule (`decideUse`, shared/src/counter-rules.ts).
 */
export function counterRoutes({ db, limits, devices, logger }: AppDeps): Router {
  const router = Router();
  /**
   * A token this restaurant's key signed (a genuine card QR or voucher) is never refused by the
   * junk-scan limiter: junk QR codes a customer holds up count and are refused, but never block
   * the genuine scan or the tap that follows it. Checking a signature costs no query once the
   * key is loaded, and a checked token is remembered (voucher-keys.ts).
   */
  const signedHere: RequestHandler = (req, res, next) => {
    const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
    if (req.kioskDevice && typeof token === 'string' && token.length <= 4096) {
      const key = restaurantKey(db, req.kioskDevice.restaurantId);
      if (verifyCardToken(key, token) ?? verifyVoucher(key, token)) res.locals.signedHere = true;
    }
    next();
  };
  const redeem = createRedeemQueue(db);

  // The holder, by access code. 201: each successful call creates a redemption; redemptions
  // arriving together share a commit.
  router.post(
    '/cards/:accessCode/redeem',
    limits.redeem,
    validate(
      { params: AccessCodeParamsSchema, body: RedeemBodySchema, response: RedeemResponseSchema },
      async ({ params, body, res }) => {
        const result = await redeem(params.accessCode, body.offerId);
        res.status(201);
        return result;
      },
    ),
  );

  router.get(
    '/cards/:accessCode/vouchers',
    limits.cardLookup,
    validate({ params: AccessCodeParamsSchema, response: VouchersResponseSchema }, ({ params, res }) => {
      // Each token redeems an offer: no shared cache may keep them.
      res.set('Cache-Control', 'private, no-store');
      const stored = storedVouchersJson(db, params.accessCode);
      if (stored === undefined) throw notFound('Card');
      if (stored !== null) return sendJsonText(res, stored);
      return cardVouchers(db, params.accessCode);
    }),
  );

  // The tablet: a device cookie, never a person's session.
  router.post(
    '/kiosk/verify',
    devices.requireDevice,
    limits.kioskVerify,
    validate({ body: VerifyBodySchema, response: VerifyResponseSchema }, ({ body, req, res }) => {
      const answer = verifyCode(db, req.kioskDevice!, body.code, new Date(), requestLanguage(req));
      // A wrong code is a failed guess: a burst of them from one tablet ends in a 429.
      if (answer.status === 'not_found') res.locals.countsAsFailure = true;
      return answer;
    }),
  );

  router.post(
    '/kiosk/vouchers',
    devices.requireDevice,
    signedHere,
    limits.kioskScan,
    validate({ body: ScanVoucherBodySchema, response: ScanVoucherResponseSchema }, ({ body, req, res }) => {
      const answer = scanVoucher(db, req.kioskDevice!, body.token, new Date(), requestLanguage(req));
      // A voucher that is not this restaurant's (or a forged one) is a failed guess, counted apart from typed codes.
      if (answer.status === 'not_found') res.locals.countsAsFailure = true;
      return answer;
    }),
  );

  // The card QR: scanned (the card's offers, what is left of each), then the offer staff tapped.
  router.post(
    '/kiosk/card-scans',
    devices.requireDevice,
    signedHere,
    limits.kioskScan,
    validate({ body: CardScanBodySchema, response: CardScanResponseSchema }, ({ body, req, res }) => {
      const answer = scanCardQr(db, req.kioskDevice!, body.token, new Date(), requestLanguage(req));
      if (answer.status === 'not_found') res.locals.countsAsFailure = true;
      return answer;
    }),
  );

  router.post(
    '/kiosk/card-redemptions',
    devices.requireDevice,
    signedHere,
    limits.kioskScan,
    validate({ body: CardRedemptionBodySchema, response: CardRedemptionResponseSchema }, ({ body, req, res }) => {
      const answer = redeemCardQr(db, req.kioskDevice!, body.token, body.offerId, new Date(), requestLanguage(req));
      if (answer.status === 'not_found') res.locals.countsAsFailure = true;
      return answer;
    }),
  );

  router.get(
    '/kiosk/offline-kit',
    devices.requireDevice,
    validate({ response: OfflineKitResponseSchema }, ({ req, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return offlineKit(db, req.kioskDevice!, new Date(), requestLanguage(req));
    }),
  );

  router.post(
    '/kiosk/sync',
    devices.requireDevice,
    limits.kioskSync,
    validate({ body: SyncBodySchema, response: SyncResponseSchema }, ({ body, req }) =>
      syncScans(db, req.kioskDevice!, body.scans, logger),
    ),
  );

  router.post(
    '/kiosk/redemptions/:id/undo',
    devices.requireDevice,
    validate({ params: IdParams, body: UndoBodySchema, response: UndoResponseSchema }, ({ params, body, req }) =>
      undoRedemption(db, params.id, { kind: 'device', device: req.kioskDevice! }, body.reason),
    ),
  );

  // The portal's list to undo from: the owner's own restaurant's (a superadmin names one with
  // `?restaurantId=`, like the report), the last 7 days, 50 at a time (`?before=` its nextCursor).
  router.get(
    '/redemptions',
    portal,
    validate({ query: RedemptionsQuery, response: PortalRedemptionsResponseSchema }, ({ query, req }) =>
      portalRedemptions(db, scopedRestaurantId(req, query.restaurantId), query.before, requestLanguage(req)),
    ),
  );
  router.post(
    '/redemptions/:id/undo',
    portal,
    validate({ params: IdParams, body: UndoBodySchema, response: UndoResponseSchema }, ({ params, body, req }) =>
      undoRedemption(db, params.id, { kind: 'user', user: currentUser(req) }, body.reason),
    ),
  );
  return router;
}
