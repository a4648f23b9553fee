import { Router } from 'express';
import { z } from 'zod';
import {
  Id,
  IdParams,
  KioskDeviceResponseSchema,
  KioskDevicesResponseSchema,
  KioskRedemptionsResponseSchema,
  OfflineKitResponseSchema,
  PairBodySchema,
  PairingCodeBodySchema,
  PairingCodeResponseSchema,
  ScanVoucherBodySchema,
  ScanVoucherResponseSchema,
  SyncBodySchema,
  SyncResponseSchema,
  UndoBodySchema,
  UndoResponseSchema,
  VerifyBodySchema,
  VerifyResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { offlineKit, scanVoucher, syncScans, undoRedemption } from '../counter/counter.service.ts';
import { currentUser, requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { createDeviceSessions, hashDeviceSecret, newDeviceSecret } from './device-session.ts';
import {
  createPairingCode,
  getDevice,
  listDevices,
  pairDevice,
  recentRedemptions,
  revokeKioskDevice,
  verifyCode,
} from './kiosk.service.ts';

const RestaurantQuery = z.object({ restaurantId: Id.optional() });

export function kioskRoutes({ db, config, limits }: AppDeps): Router {
  const router = Router();
  const devices = createDeviceSessions(db, config.sessionSecret);
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
      const device = pairDevice(db, body.pairingCode, hashDeviceSecret(secret), previous);
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

  router.post(
    '/kiosk/verify',
    devices.requireDevice,
    limits.kioskVerify,
    validate({ body: VerifyBodySchema, response: VerifyResponseSchema }, ({ body, req, res }) => {
      const answer = verifyCode(db, req.kioskDevice!, body.code);
      // A wrong code is a failed guess: a burst of them from one tablet ends in a 429.
      if (answer.status === 'not_found') res.locals.countsAsFailure = true;
      return answer;
    }),
  );

  router.post(
    '/kiosk/vouchers',
    devices.requireDevice,
    limits.kioskVerify,
    validate({ body: ScanVoucherBodySchema, response: ScanVoucherResponseSchema }, ({ body, req, res }) => {
      const answer = scanVoucher(db, req.kioskDevice!, body.token);
      // A voucher that is not this restaurant's (or a forged one) is a failed guess like a wrong code.
      if (answer.status === 'not_found') res.locals.countsAsFailure = true;
      return answer;
    }),
  );

  router.get(
    '/kiosk/offline-kit',
    devices.requireDevice,
    validate({ response: OfflineKitResponseSchema }, ({ req, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return offlineKit(db, req.kioskDevice!);
    }),
  );

  router.post(
    '/kiosk/sync',
    devices.requireDevice,
    validate({ body: SyncBodySchema, response: SyncResponseSchema }, ({ body, req }) =>
      syncScans(db, req.kioskDevice!, body.scans),
    ),
  );

  router.post(
    '/kiosk/redemptions/:id/undo',
    devices.requireDevice,
    validate({ params: IdParams, body: UndoBodySchema, response: UndoResponseSchema }, ({ params, body, req }) =>
      undoRedemption(db, params.id, { kind: 'device', device: req.kioskDevice! }, body.reason),
    ),
  );

  router.get(
    '/kiosk/redemptions',
    devices.requireDevice,
    validate({ response: KioskRedemptionsResponseSchema }, ({ req }) => ({
      redemptions: recentRedemptions(db, req.kioskDevice!),
    })),
  );

  return router;
}
