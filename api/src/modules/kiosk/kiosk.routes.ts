import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  CardRedemptionBodySchema,
  CardRedemptionResponseSchema,
  CardScanBodySchema,
  CardScanResponseSchema,
  Id,
  IdParams,
  OfflineKitResponseSchema,
  ScanVoucherBodySchema,
  ScanVoucherResponseSchema,
  SyncBodySchema,
  SyncResponseSchema,
  UndoBodySchema,
  UndoResponseSchema,
  VerifyBodySchema,
  VerifyResponseSchema,
  KioskDeviceResponseSchema,
  KioskDevicesResponseSchema,
  KioskRedemptionsResponseSchema,
  PairBodySchema,
  PairingCodeBodySchema,
  PairingCodeResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { requestLanguage } from '../../http/language.ts';
import { validate } from '../../http/validate.ts';
import { hashDeviceSecret, newDeviceSecret } from '../../http/device-session.ts';
import { restaurantKey, verifyCardToken, verifyVoucher } from '../cards/voucher-keys.ts';
import { redeemCardQr, scanCardQr } from '../counter/card-qr.ts';
import { offlineKit } from '../counter/counter.service.ts';
import { scanVoucher } from '../counter/scan.ts';
import { syncScans } from '../counter/sync.ts';
import { undoRedemption } from '../counter/undo.ts';
import { verifyCode } from '../counter/verify.ts';
import { createPairingCode, getDevice, listDevices, pairDevice, recentRedemptions, revokeKioskDevice } from './kiosk.service.ts';

const RestaurantQuery = z.object({ restaurantId: Id.optional() });

export function kioskRoutes({ db, limits, devices, logger }: AppDeps): Router {
  const router = Router();
  /**
   * A token this restaurant's key signed (a genuine card QR or voucher) is never refused by the
   * junk-scan limiter: junk QR codes a customer holds up count and are refused, but never block
   * the genuine scan or the tap that follows it. Checking a signature costs no query once the
   * key is loaded, and a checked token is remembered (cards/voucher-keys.ts).
   */
  const signedHere: RequestHandler = (req, res, next) => {
    const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
    if (req.kioskDevice && typeof token === 'string' && token.length <= 4096) {
      const key = restaurantKey(db, req.kioskDevice.restaurantId);
      if (verifyCardToken(key, token) ?? verifyVoucher(key, token)) res.locals.signedHere = true;
    }
    next();
  };
  const owner = requireRole('restaurant_owner', 'superadmin');

  // The portal side: people pair and revoke tablets.
  router.post(
    '/kiosk/pairing-codes',
    owner,
    validate({ body: PairingCodeBodySchema, response: PairingCodeResponseSchema }, ({ body, req, res }) => {
      const restaurantId = scopedRestaurantId(req, body.restaurantId);
      const created = createPairingCode(db, currentUser(req), restaurantId, body.locationId);
      res.status(201);
      return created;
    }),
  );

  router.get(
    '/kiosk/devices',
    owner,
    validate({ query: RestaurantQuery, response: KioskDevicesResponseSchema }, ({ query, req }) => ({
      devices: listDevices(db, scopedRestaurantId(req, query.restaurantId)),
    })),
  );

  router.delete(
    '/kiosk/devices/:id',
    owner,
    validate({ params: IdParams, response: KioskDeviceResponseSchema }, ({ params, req }) => ({
      device: revokeKioskDevice(db, currentUser(req), params.id),
    })),
  );

  // The tablet side: a device cookie, never a person's session.
  router.post(
    '/kiosk/pair',
    limits.kioskPair,
    validate({ body: PairBodySchema, response: KioskDeviceResponseSchema }, async ({ body, req, res }) => {
      const secret = newDeviceSecret();
      const previous = await devices.currentDeviceId(req);
      const device = await pairDevice(db, body.pairingCode, hashDeviceSecret(secret), previous);
      await devices.save(req, res, device.id, secret);
      res.status(201);
      return { device };
    }),
  );

  router.get(
    '/kiosk/me',
    devices.requireDevice,
    validate({ response: KioskDeviceResponseSchema }, ({ req }) => ({ device: getDevice(db, req.kioskDevice!) })),
  );

  router.get(
    '/kiosk/redemptions',
    devices.requireDevice,
    validate({ response: KioskRedemptionsResponseSchema }, ({ req }) => ({
      redemptions: recentRedemptions(db, req.kioskDevice!, requestLanguage(req)),
    })),
  );

  // The counter at the tablet: each call asks the counter's rule (counter/), by the device cookie.
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
    validate({ body: ScanVoucherBodySchema, response: ScanVoucherResponseSchema }, async ({ body, req, res }) => {
      const answer = await scanVoucher(db, req.kioskDevice!, body.token, new Date(), requestLanguage(req));
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
    validate({ body: CardRedemptionBodySchema, response: CardRedemptionResponseSchema }, async ({ body, req, res }) => {
      const answer = await redeemCardQr(db, req.kioskDevice!, body.token, body.offerId, new Date(), requestLanguage(req));
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

  return router;
}
