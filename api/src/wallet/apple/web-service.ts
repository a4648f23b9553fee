import { timingSafeEqual } from 'node:crypto';
import { APPLE_SERIALS_MAX } from '@dealcard/shared';
import type { AppleWalletConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { AppError } from '../../http/errors.ts';
import { API_MESSAGES } from '../../messages.ts';
import { transaction } from '../../db/transaction.ts';

const statements = preparedPerDb((db) => ({
  pass: db.$client.prepare<[number], { cardId: number; appleAuthToken: string; updatedAt: string }>(
    `SELECT card_id AS cardId, apple_auth_token AS appleAuthToken, updated_at AS updatedAt FROM wallet_passes WHERE card_id = ?`,
  ),
  register: db.$client.prepare<{ device: string; cardId: number; pushToken: string; at: string }>(
    `INSERT INTO apple_device_registrations (device_library_id, card_id, push_token, created_at)
     VALUES (:device, :cardId, :pushToken, :at)
     ON CONFLICT (device_library_id, card_id) DO NOTHING`,
  ),
  // A device's push token can change; the latest registration call carries the current one.
  refreshToken: db.$client.prepare<{ device: string; cardId: number; pushToken: string }>(
    `UPDATE apple_device_registrations SET push_token = :pushToken WHERE device_library_id = :device AND card_id = :cardId`,
  ),
  // The newest registrations stay; rowid breaks ties of one millisecond.
  keepNewest: db.$client.prepare<{ cardId: number; keep: number }>(
    `DELETE FROM apple_device_registrations
      WHERE card_id = :cardId
        AND rowid NOT IN (SELECT rowid FROM apple_device_registrations WHERE card_id = :cardId
                           ORDER BY created_at DESC, rowid DESC LIMIT :keep)`,
  ),
  unregister: db.$client.prepare<{ device: string; cardId: number }>(
    `DELETE FROM apple_device_registrations WHERE device_library_id = :device AND card_id = :cardId`,
  ),
  updatedFor: db.$client.prepare<{ device: string; since: string; limit: number }, { cardId: number; updatedAt: string }>(
    `SELECT wp.card_id AS cardId, wp.updated_at AS updatedAt
       FROM apple_device_registrations r JOIN wallet_passes wp ON wp.card_id = r.card_id
      WHERE r.device_library_id = :device AND wp.updated_at > :since
      ORDER BY wp.updated_at, wp.card_id LIMIT :limit`,
  ),
  pushTokens: db.$client.prepare<[number], { deviceLibraryId: string; pushToken: string }>(
    `SELECT device_library_id AS deviceLibraryId, push_token AS pushToken FROM apple_device_registrations WHERE card_id = ?`,
  ),
  forgetPushToken: db.$client.prepare<{ cardId: number; pushToken: string }>(
    `DELETE FROM apple_device_registrations WHERE card_id = :cardId AND push_token = :pushToken`,
  ),
}));

/** Every web service call 404s while Apple Wallet is off. */
export function appleConfigOrNotFound(config: AppleWalletConfig | null): AppleWalletConfig {
  if (!config) throw new AppError(404, API_MESSAGES.appleWalletOff, 'not_found');
  return config;
}

/** `Authorization: ApplePass {token}` */
export function applePassToken(header: string | undefined): string | undefined {
  const match = /^ApplePass ([A-Za-z0-9]{16,128})$/.exec(header ?? '');
  return match?.[1];
}

/**
 * The wallet row of the pass named by the path, when the caller holds its token. Anything else
 * (another pass type, a card never put in a wallet, another card's token) is the same 401.
 */
export function authorizedPass(
  db: Db,
  config: AppleWalletConfig,
  passTypeIdentifier: string,
  serialNumber: string,
  authorization: string | undefined,
): { cardId: number; updatedAt: string } {
  const token = applePassToken(authorization);
  const row = statements(db).pass.get(Number(serialNumber));
  const matches =
    token !== undefined &&
    row !== undefined &&
    passTypeIdentifier === config.passTypeId &&
    token.length === row.appleAuthToken.length &&
    timingSafeEqual(Buffer.from(token), Buffer.from(row.appleAuthToken));
  if (!matches) throw new AppError(401, API_MESSAGES.applePassUnauthorized, 'unauthorized');
  return { cardId: row.cardId, updatedAt: row.updatedAt };
}

/** A card keeps at most this many Apple devices (PRODUCT.md, "Safety, tightened again"): each update pushes to each. */
export const APPLE_DEVICES_PER_CARD = 10;

/**
 * Registers a device for a pass's pushes: true when new (201), false when it was already (200).
 * A new one past the cap makes the oldest registrations of that card go.
 */
export async function registerDevice(
  db: Db,
  device: string,
  cardId: number,
  pushToken: string,
  now = new Date(),
): Promise<boolean> {
  const q = statements(db);
  return await transaction(db, () => {
    const added = q.register.run({ device, cardId, pushToken, at: now.toISOString() }).changes === 1;
    if (!added) q.refreshToken.run({ device, cardId, pushToken });
    else q.keepNewest.run({ cardId, keep: APPLE_DEVICES_PER_CARD });
    return added;
  });
}

export function unregisterDevice(db: Db, device: string, cardId: number): void {
  statements(db).unregister.run({ device, cardId });
}

/**
 * The serial numbers of a device's passes changed since the tag, and the new tag; undefined when
 * none. At most APPLE_SERIALS_MAX, oldest change first: the tag is the last one given, so the
 * device's next call gets the rest.
 */
export function passesUpdatedSince(
  db: Db,
  config: AppleWalletConfig,
  device: string,
  passTypeIdentifier: string,
  since: string | undefined,
): { serialNumbers: string[]; lastUpdated: string } | undefined {
  if (passTypeIdentifier !== config.passTypeId) return undefined;
  let rows = statements(db).updatedFor.all({ device, since: since ?? '', limit: APPLE_SERIALS_MAX + 1 });
  if (rows.length === 0) return undefined;
  if (rows.length > APPLE_SERIALS_MAX) {
    const cut = rows[APPLE_SERIALS_MAX]!.updatedAt;
    const before = rows.filter((r) => r.updatedAt < cut);
    // Passes changed at the instant of the cut wait for the next call (more than APPLE_SERIALS_MAX
    // changed at one instant: the rest wait for their next change).
    rows = before.length > 0 ? before.slice(0, APPLE_SERIALS_MAX) : rows.slice(0, APPLE_SERIALS_MAX);
  }
  const lastUpdated = rows.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), '');
  return { serialNumbers: rows.map((r) => String(r.cardId)), lastUpdated };
}

export function pushTokensOf(db: Db, cardId: number): { deviceLibraryId: string; pushToken: string }[] {
  return statements(db).pushTokens.all(cardId);
}

/** APNs said the token is no longer valid for the topic (410): its registrations go. */
export function forgetPushToken(db: Db, cardId: number, pushToken: string): void {
  statements(db).forgetPushToken.run({ cardId, pushToken });
}
