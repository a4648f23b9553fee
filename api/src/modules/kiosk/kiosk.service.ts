import { randomInt } from 'node:crypto';
import {
  KIOSK_PAIRING_CODE_LENGTH,
  KIOSK_PAIRING_CODE_MINUTES,
  MAX_KIOSK_DEVICES,
  RECENT_REDEMPTIONS_LIMIT,
  UNAMBIGUOUS_ALPHABET,
  type KioskDevice,
  type KioskRedemption,
  type Language,
  type PairingCodeResponse,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { API_MESSAGES } from '../../messages.ts';
import type { AuthUser, KioskDeviceAuth } from '../../types.d.ts';
import {
  countActiveDevices,
  findDevice,
  findLocation,
  findPairingCode,
  insertDevice,
  insertPairingCode,
  listActiveDevices,
  listRecentRedemptions,
  revokeDevice,
  takePairingCode,
} from './kiosk.queries.ts';
import { presentDevice, presentRedemption } from './kiosk.presenter.ts';
import { transaction } from '../../db/transaction.ts';

/** At most MAX_KIOSK_DEVICES paired at once: checked when the code is made and again when it is used. */
const tabletsFull = () => new AppError(409, API_MESSAGES.tabletsFull, 'tablets_full');

/** Pairing codes are typed by hand on a tablet: compare without case, spaces or dashes. */
export function normalizePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

function generatePairingCode(): string {
  let out = '';
  for (let i = 0; i < KIOSK_PAIRING_CODE_LENGTH; i++) out += UNAMBIGUOUS_ALPHABET[randomInt(UNAMBIGUOUS_ALPHABET.length)];
  return out;
}

export function createPairingCode(
  db: Db,
  user: AuthUser,
  restaurantId: number,
  locationId: number,
  now: Date = new Date(),
): PairingCodeResponse {
  const location = findLocation(db, locationId);
  if (!location || location.restaurantId !== restaurantId) throw notFound('Location');
  if (countActiveDevices(db, restaurantId) >= MAX_KIOSK_DEVICES) throw tabletsFull();
  const expiresAt = new Date(now.getTime() + KIOSK_PAIRING_CODE_MINUTES * 60_000).toISOString();
  for (let attempt = 0; ; attempt++) {
    const code = generatePairingCode();
    try {
      insertPairingCode(db, { code, restaurantId, locationId, createdBy: user.id, expiresAt });
      return { pairingCode: code, expiresAt };
    } catch (err) {
      const clash = err instanceof Error && /UNIQUE constraint failed: kiosk_pairing_codes\.code/.test(err.message);
      if (!clash || attempt >= 10) throw err;
    }
  }
}

/**
 * Exchanges a pairing code for a new device. The code is taken (checked and marked used) and the
 * device stored in one transaction; a tablet that pairs again replaces its previous device.
 */
export async function pairDevice(
  db: Db,
  rawCode: string,
  secretHash: string,
  previousDeviceId: number | undefined,
  now: Date = new Date(),
): Promise<KioskDevice> {
  const code = normalizePairingCode(rawCode);
  const nowIso = now.toISOString();
  const deviceId = await transaction(db, (tx) => {
    const taken = takePairingCode(tx, code, nowIso);
    if (!taken) {
      const known = findPairingCode(tx, code);
      if (!known) throw new AppError(400, API_MESSAGES.pairingCodeWrong, 'pairing_code_invalid');
      if (known.usedAt) throw new AppError(410, API_MESSAGES.pairingCodeUsed, 'pairing_code_used');
      throw new AppError(410, API_MESSAGES.pairingCodeExpired, 'pairing_code_expired');
    }
    if (previousDeviceId != null) revokeDevice(tx, previousDeviceId, null, nowIso);
    if (countActiveDevices(tx, taken.restaurantId) >= MAX_KIOSK_DEVICES) throw tabletsFull();
    return insertDevice(tx, { restaurantId: taken.restaurantId, locationId: taken.locationId, secretHash, pairedAt: nowIso }).id;
  });
  return presentDevice(findDevice(db, deviceId)!);
}

export function listDevices(db: Db, restaurantId: number): KioskDevice[] {
  return listActiveDevices(db, restaurantId).map(presentDevice);
}

/** An owner revokes only their own restaurant's tablets; anything else is "not found". */
export function revokeKioskDevice(db: Db, user: AuthUser, deviceId: number, now: Date = new Date()): KioskDevice {
  const scope = user.role === 'superadmin' ? null : user.restaurantId;
  if (user.role !== 'superadmin' && scope == null) throw notFound('Tablet');
  const revoked = revokeDevice(db, deviceId, scope, now.toISOString());
  if (!revoked) throw notFound('Tablet');
  return presentDevice(findDevice(db, revoked.id)!);
}

export function getDevice(db: Db, device: KioskDeviceAuth): KioskDevice {
  const row = findDevice(db, device.id);
  if (!row) throw new AppError(401, API_MESSAGES.tabletUnpaired, 'device_revoked');
  return presentDevice(row);
}

export function recentRedemptions(db: Db, device: KioskDeviceAuth, language: Language = 'en'): KioskRedemption[] {
  return listRecentRedemptions(db, device.restaurantId, RECENT_REDEMPTIONS_LIMIT).map((row) => presentRedemption(row, language));
}
