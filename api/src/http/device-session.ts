import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { getIronSession, type SessionOptions } from 'iron-session';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { kioskDevices } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { tagGuard } from './safety-tags.ts';
import { API_MESSAGES } from '../messages.ts';
import { createUnsealCache, readCookie, withoutCookie } from './sealed-cookie.ts';

/** The statements of every tablet call (the device check, the last-seen touch), prepared once per handle. */
const statements = preparedPerDb((db) => ({
  deviceCredentials: db
    .select({
      id: kioskDevices.id,
      restaurantId: kioskDevices.restaurantId,
      locationId: kioskDevices.locationId,
      secretHash: kioskDevices.secretHash,
      lastSeenAt: kioskDevices.lastSeenAt,
      revokedAt: kioskDevices.revokedAt,
    })
    .from(kioskDevices)
    .where(eq(kioskDevices.id, sql.placeholder('id')))
    .prepare(),
  touchDevice: db
    .update(kioskDevices)
    .set({ lastSeenAt: sql`${sql.placeholder('nowIso')}` })
    .where(
      and(
        eq(kioskDevices.id, sql.placeholder('id')),
        or(isNull(kioskDevices.lastSeenAt), lt(kioskDevices.lastSeenAt, sql.placeholder('staleBefore'))),
      ),
    )
    .prepare(),
}));

function findDeviceCredentials(db: Db, id: number) {
  return statements(db).deviceCredentials.get({ id });
}

/** Writes last_seen_at only when it is older than `staleBefore`, so busy tablets do not write on every call. */
function touchDevice(db: Db, id: number, nowIso: string, staleBefore: string): boolean {
  return statements(db).touchDevice.run({ id, nowIso, staleBefore }).changes > 0;
}

/** The tablet's own cookie: a device is not a person, so it never shares the person's session. */
export const DEVICE_COOKIE = 'dc_kiosk';
const DEVICE_COOKIE_PATH = '/api/kiosk';
/** Browsers cap cookies at 400 days; every minute of use re-seals it, so an active tablet stays paired. */
const DEVICE_TTL_SECONDS = 400 * 86400;
const LAST_SEEN_EVERY_MS = 60_000;

interface DeviceCookie {
  deviceId?: number;
  secret?: string;
}

export const hashDeviceSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newDeviceSecret = () => randomBytes(32).toString('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface DeviceSessions {
  /** Loads req.kioskDevice or answers 401 (code device_revoked for a revoked or unknown device). */
  requireDevice: RequestHandler;
  /** The device id of a valid cookie, if any, without refusing the request. */
  currentDeviceId(req: Request): Promise<number | undefined>;
  save(req: Request, res: Response, deviceId: number, secret: string): Promise<void>;
}

export function createDeviceSessions(db: Db, password: string): DeviceSessions {
  const options = (req: Request): SessionOptions => ({
    cookieName: DEVICE_COOKIE,
    password,
    ttl: DEVICE_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: req.secure, path: DEVICE_COOKIE_PATH },
  });
  const seals = createUnsealCache<DeviceCookie>({ password, ttlSeconds: DEVICE_TTL_SECONDS });
  /**
   * For writing the cookie (pairing, the once-a-minute re-seal, clearing it); reads go through the
   * cache. A cookie that is not a seal counts as none (iron-session would throw on it).
   */
  const open = async (req: Request, res: Response) => {
    const seal = readCookie(req.headers.cookie, DEVICE_COOKIE);
    if (seal !== undefined && Object.keys(await seals.unseal(seal)).length === 0) {
      req.headers.cookie = withoutCookie(req.headers.cookie, DEVICE_COOKIE);
    }
    return getIronSession<DeviceCookie>(req, res, options(req));
  };

  const authenticate = async (req: Request) => {
    const seal = readCookie(req.headers.cookie, DEVICE_COOKIE);
    if (seal === undefined) return { hasCookie: false, device: undefined };
    const { deviceId, secret } = await seals.unseal(seal);
    if (typeof deviceId !== 'number' || typeof secret !== 'string') return { hasCookie: true, device: undefined };
    const device = findDeviceCredentials(db, deviceId);
    if (!device || device.revokedAt || !sameHash(device.secretHash, hashDeviceSecret(secret))) {
      return { hasCookie: true, device: undefined };
    }
    return { hasCookie: true, device };
  };

  return {
    requireDevice: tagGuard('device', async (req, res, next) => {
      const { hasCookie, device } = await authenticate(req);
      if (!hasCookie) return next(new AppError(401, API_MESSAGES.notPaired, 'not_paired'));
      if (!device) {
        (await open(req, res)).destroy();
        return next(new AppError(401, API_MESSAGES.deviceRevoked, 'device_revoked'));
      }
      req.kioskDevice = { id: device.id, restaurantId: device.restaurantId, locationId: device.locationId };
      const now = Date.now();
      if (touchDevice(db, device.id, new Date(now).toISOString(), new Date(now - LAST_SEEN_EVERY_MS).toISOString())) {
        // Re-sealed with a fresh expiry: the pairing lasts while the tablet is used.
        await (await open(req, res)).save();
      }
      next();
    }),
    async currentDeviceId(req) {
      return (await authenticate(req)).device?.id;
    },
    async save(req, res, deviceId, secret) {
      const session = await open(req, res);
      session.deviceId = deviceId;
      session.secret = secret;
      await session.save();
    },
  };
}
