import { Router } from 'express';
import { z } from 'zod';
import {
  Id,
  IdParams,
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
import { createPairingCode, getDevice, listDevices, pairDevice, recentRedemptions, revokeKioskDevice } from './kiosk.service.ts';

const RestaurantQuery = z.object({ restaurantId: Id.optional() });

export function kioskRoutes({ db, limits, devices }: AppDeps): Router {
  const router = Router();
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

  router.get(
    '/kiosk/redemptions',
    devices.requireDevice,
    validate({ response: KioskRedemptionsResponseSchema }, ({ req }) => ({
      redemptions: recentRedemptions(db, req.kioskDevice!, requestLanguage(req)),
    })),
  );

  return router;
}
