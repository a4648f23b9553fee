import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  KIOSK_UNDO_MINUTES,
  PORTAL_REDEMPTIONS_PAGE,
  PORTAL_UNDO_DAYS,
  toDateOnly,
  type OfflineKitResponse,
  type PortalRedemptionsResponse,
  type ScanVoucherResponse,
  type SyncResponse,
  type SyncResult,
  type SyncScan,
  type UndoResponse,
  type Voucher,
} from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cardOffers, cards, kioskScans, locations, redemptions, vouchers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { API_MESSAGES } from '../../messages.ts';
import type { AuthUser, KioskDeviceAuth } from '../../types.d.ts';
import { firstNameOf } from '../cards/cards.presenter.ts';
import { generateRedemptionCode, normalizeAccessCode } from '../cards/codes.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import { scanWithoutWriting } from './counter.fast.ts';
import { presentPortalRedemption } from './counter.presenter.ts';
import { listPortalRedemptions } from './counter.queries.ts';
import { readVoucher, restaurantKey, signVoucher, verifyVoucher } from './voucher-keys.ts';

/**
 * The vouchers of a card: one per use of each offer that no live redemption holds, each signed
 * the first time it is asked for and stored, so asking again signs nothing. A card that cannot
 * redeem (refunded, on hold, expired) has none.
 */
export function cardVouchers(db: Db, accessCode: string, now = new Date()): Voucher[] {
  const card = db
    .select()
    .from(cards)
    .where(eq(cards.accessCode, normalizeAccessCode(accessCode)))
    .get();
  if (!card) throw notFound('Card');
  const expiry = card.expirationDate.slice(0, 10);
  if (card.status !== 'active' || expiry < toDateOnly(now)) return [];
  const offers = db
    .select()
    .from(cardOffers)
    .where(eq(cardOffers.cardId, card.id))
    .orderBy(asc(cardOffers.sortOrder), asc(cardOffers.id))
    .all();
  if (offers.length === 0) return [];
  const ids = offers.map((o) => o.id);
  const held = new Set(
    db
      .select({ offerId: redemptions.offerId, use: redemptions.use })
      .from(redemptions)
      .where(and(inArray(redemptions.offerId, ids), isNull(redemptions.undoneAt)))
      .all()
      .map((r) => `${r.offerId}:${r.use}`),
  );
  const stored = storedTokens(db, ids);
  const wanted: Voucher[] = [];
  const missing: Array<{ cardOfferId: number; use: number; token: string }> = [];
  let key: ReturnType<typeof restaurantKey> | undefined;
  for (const offer of offers) {
    for (let use = 1; use <= offer.quantityTotal; use++) {
      const id = `${offer.id}:${use}`;
      if (held.has(id)) continue;
      let token = stored.get(id);
      if (!token) {
        key ??= restaurantKey(db, card.restaurantId);
        token = signVoucher(key, {
          v: 1,
          r: card.restaurantId,
          c: card.id,
          o: offer.id,
          u: use,
          e: expiry,
          n: firstNameOf(card.customerName),
        });
        missing.push({ cardOfferId: offer.id, use, token });
      }
      wanted.push({ offerId: offer.id, use, token });
    }
  }
  if (missing.length) {
    // Two phones asking at once: the first stored token wins and both get it back next time.
    db.insert(vouchers).values(missing).onConflictDoNothing().run();
    const kept = storedTokens(db, ids);
    for (const v of wanted) v.token = kept.get(`${v.offerId}:${v.use}`) ?? v.token;
  }
  return wanted;
}

/** The vouchers stored for these offers, by "offer:use". */
function storedTokens(db: Db, offerIds: number[]): Map<string, string> {
  return new Map(
    db
      .select()
      .from(vouchers)
      .where(inArray(vouchers.cardOfferId, offerIds))
      .all()
      .map((v) => [`${v.cardOfferId}:${v.use}`, v.token]),
  );
}

/** What a tablet needs to accept vouchers offline: the public key and the cards not to serve. */
export function offlineKit(db: Db, device: KioskDeviceAuth, now = new Date()): OfflineKitResponse {
  const key = restaurantKey(db, device.restaurantId);
  const voided = db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.restaurantId, device.restaurantId), sql`${cards.status} != 'active'`))
    .all()
    .map((c) => c.id);
  return { publicKeyJwk: { kty: 'OKP', crv: 'Ed25519', x: key.x }, voidedCardIds: voided, generatedAt: now.toISOString() };
}

type Applied =
  | {
      status: 'valid';
      redemptionId: number;
      offerType: string;
      description: string;
      holder: string;
      usedAt: string;
      locationName?: string;
    }
  | {
      status: 'already_used';
      redemptionId: number;
      offerType: string;
      description: string;
      holder: string;
      usedAt: string;
      locationName?: string;
    }
  | { status: 'not_found' | 'voided' | 'expired'; offerType?: string; description?: string; holder?: string };

/**
 * A redemption with when and where it was used (where it was checked, else where it was made):
 * what a scan or a sync of an already used voucher answers.
 */
function usedWhere(tx: Tx, where: SQL | undefined) {
  const row = tx
    .select({
      id: redemptions.id,
      redeemedAt: redemptions.redeemedAt,
      verifiedAt: redemptions.verifiedAt,
      locationName: locations.name,
    })
    .from(redemptions)
    .leftJoin(locations, sql`${locations.id} = coalesce(${redemptions.verifiedLocationId}, ${redemptions.locationId})`)
    .where(where)
    .get();
  return row ? { id: row.id, usedAt: row.verifiedAt ?? row.redeemedAt, locationName: row.locationName } : undefined;
}

/**
 * Checks a scanned voucher for this tablet's restaurant and applies it: the redemption (that
 * use of that offer, verified at once here) and the guarded decrement, in the caller's transaction.
 * A use already held, by any path and in any order, is "already_used" with when and where.
 */
function applyVoucher(tx: Tx, device: KioskDeviceAuth, token: string, at: Date): Applied {
  const payload = verifyVoucher(restaurantKey(tx, device.restaurantId), token);
  if (!payload || payload.r !== device.restaurantId) return { status: 'not_found' };
  const offer = tx
    .select({ offer: cardOffers, card: cards })
    .from(cardOffers)
    .innerJoin(cards, eq(cards.id, cardOffers.cardId))
    .where(and(eq(cardOffers.id, payload.o), eq(cards.id, payload.c)))
    .get();
  if (!offer || payload.u < 1 || payload.u > offer.offer.quantityTotal) return { status: 'not_found' };
  const about = {
    offerType: offer.offer.offerType,
    description: offer.offer.description,
    holder: firstNameOf(offer.card.customerName),
  };
  if (offer.card.status !== 'active') return { status: 'voided', ...about };
  if (payload.e < toDateOnly(at)) return { status: 'expired', ...about };
  const held = usedWhere(
    tx,
    and(eq(redemptions.offerId, payload.o), eq(redemptions.use, payload.u), isNull(redemptions.undoneAt)),
  );
  if (held) {
    return {
      status: 'already_used',
      redemptionId: held.id,
      usedAt: held.usedAt,
      ...(held.locationName ? { locationName: held.locationName } : {}),
      ...about,
    };
  }
  const taken = tx
    .update(cardOffers)
    .set({ quantityRemaining: sql`${cardOffers.quantityRemaining} - 1` })
    .where(and(eq(cardOffers.id, payload.o), sql`${cardOffers.quantityRemaining} > 0`))
    .run();
  if (taken.changes !== 1) return { status: 'already_used', redemptionId: 0, usedAt: at.toISOString(), ...about };
  const iso = at.toISOString();
  for (let attempt = 1; ; attempt++) {
    try {
      const row = tx
        .insert(redemptions)
        .values({
          cardId: offer.card.id,
          offerId: payload.o,
          restaurantId: device.restaurantId,
          campaignId: offer.card.campaignId,
          locationId: device.locationId,
          code: generateRedemptionCode(),
          customerName: offer.card.customerName,
          redeemedAt: iso,
          verifiedAt: iso,
          verifiedLocationId: device.locationId,
          verifiedDeviceId: device.id,
          use: payload.u,
        })
        .returning({ id: redemptions.id })
        .get();
      const location = tx.select({ name: locations.name }).from(locations).where(eq(locations.id, device.locationId)).get();
      return {
        status: 'valid',
        redemptionId: row.id,
        usedAt: iso,
        ...(location ? { locationName: location.name } : {}),
        ...about,
      };
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      // A six-digit code clash: draw another. Anything else (the use taken meanwhile) is an error
      // the transaction rolls back, decrement included.
      if (!/redemptions\.restaurant_id, redemptions\.code/.test(message) || attempt >= 20) throw err;
    }
  }
}

function answerOf(applied: Applied): ScanVoucherResponse {
  return {
    status: applied.status,
    ...(applied.offerType ? { offer: { offerType: applied.offerType, description: applied.description ?? '' } } : {}),
    ...(applied.holder ? { holderFirstName: applied.holder } : {}),
    ...('redemptionId' in applied && applied.redemptionId ? { redemptionId: applied.redemptionId } : {}),
    ...('usedAt' in applied ? { usedAt: applied.usedAt } : {}),
    ...('locationName' in applied && applied.locationName ? { locationName: applied.locationName } : {}),
  };
}

const isUseTaken = (err: unknown) => err instanceof Error && /redemptions\.offer_id, redemptions\.use/.test(err.message);

/** `POST /api/kiosk/vouchers`: the online check; a valid voucher is applied at once. */
export function scanVoucher(db: Db, device: KioskDeviceAuth, token: string, now = new Date()): ScanVoucherResponse {
  // Most scans need no write (a second look at a used voucher, a foreign one): answered by reads.
  const read = scanWithoutWriting(db, device, token, now);
  if (read) return read;
  for (;;) {
    try {
      return answerOf(db.transaction((tx) => applyVoucher(tx, device, token, now), { behavior: 'immediate' }));
    } catch (err) {
      // Another tablet took this use between our read and our insert: read again, it is "already used".
      if (!isUseTaken(err)) throw err;
    }
  }
}

/**
 * `POST /api/kiosk/sync`: scans accepted offline, each applied once by its nonce (a resent
 * nonce gets its first answer back). A voucher already used elsewhere is a duplicate: the
 * conflict is kept for the kiosk and the portal with both times and places.
 */
export function syncScans(db: Db, device: KioskDeviceAuth, scans: SyncScan[], now = new Date()): SyncResponse {
  const results: SyncResult[] = [];
  for (const scan of scans) {
    results.push(
      db.transaction(
        (tx): SyncResult => {
          const known = tx.select().from(kioskScans).where(eq(kioskScans.nonce, scan.nonce)).get();
          if (known) {
            if (known.deviceId !== device.id) return { nonce: scan.nonce, status: 'invalid' };
            const held = known.redemptionId ? usedWhere(tx, eq(redemptions.id, known.redemptionId)) : undefined;
            return {
              nonce: scan.nonce,
              status: known.status,
              ...(known.redemptionId ? { redemptionId: known.redemptionId } : {}),
              ...(known.status === 'duplicate' && held
                ? { usedAt: held.usedAt, ...(held.locationName ? { locationName: held.locationName } : {}) }
                : {}),
            };
          }
          const scannedAt = new Date(scan.scannedAt);
          // A tablet's clock may run ahead: never record a use in the future.
          const at = scannedAt.getTime() > now.getTime() ? now : scannedAt;
          let applied: Applied;
          try {
            applied = tx.transaction((inner) => applyVoucher(inner, device, scan.token, at));
          } catch (err) {
            if (!isUseTaken(err)) throw err;
            applied = applyVoucher(tx, device, scan.token, at);
          }
          const status: SyncResult['status'] =
            applied.status === 'valid' ? 'applied' : applied.status === 'already_used' ? 'duplicate' : 'invalid';
          const payloadIds = status === 'invalid' ? null : (readVoucher(scan.token)?.payload ?? null);
          tx.insert(kioskScans)
            .values({
              nonce: scan.nonce,
              deviceId: device.id,
              restaurantId: device.restaurantId,
              cardOfferId: payloadIds?.o ?? null,
              use: payloadIds?.u ?? null,
              scannedAt: at.toISOString(),
              receivedAt: now.toISOString(),
              status,
              redemptionId: 'redemptionId' in applied && applied.redemptionId ? applied.redemptionId : null,
              locationId: device.locationId,
            })
            .run();
          return {
            nonce: scan.nonce,
            status,
            ...('redemptionId' in applied && applied.redemptionId ? { redemptionId: applied.redemptionId } : {}),
            ...(status === 'duplicate' && 'usedAt' in applied ? { usedAt: applied.usedAt } : {}),
            ...(status === 'duplicate' && 'locationName' in applied && applied.locationName
              ? { locationName: applied.locationName }
              : {}),
          };
        },
        { behavior: 'immediate' },
      ),
    );
  }
  return { results };
}

export type UndoActor = { kind: 'device'; device: KioskDeviceAuth } | { kind: 'user'; user: AuthUser };

/**
 * Undoes a mistaken redemption: the use goes back to the offer, the redemption stays on record as
 * undone (who, when, why), and the audit log has it. The kiosk of that restaurant may within 15
 * minutes, its owner or an admin within 7 days; another restaurant's redemption is "not found".
 */
export function undoRedemption(db: Db, id: number, actor: UndoActor, reason: string, now = new Date()): UndoResponse {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(redemptions).where(eq(redemptions.id, id)).get();
      const restaurantId =
        actor.kind === 'device' ? actor.device.restaurantId : actor.user.role === 'superadmin' ? null : actor.user.restaurantId;
      if (!row || (restaurantId !== null && row.restaurantId !== restaurantId)) throw notFound('Redemption');
      if (row.undoneAt) throw new AppError(409, API_MESSAGES.alreadyUndone, 'already_undone');
      const windowMs = actor.kind === 'device' ? KIOSK_UNDO_MINUTES * 60_000 : PORTAL_UNDO_DAYS * 24 * 60 * 60_000;
      if (now.getTime() - new Date(row.redeemedAt).getTime() > windowMs) {
        const late =
          actor.kind === 'device'
            ? API_MESSAGES.undoTooLate(KIOSK_UNDO_MINUTES, 'minute')
            : API_MESSAGES.undoTooLate(PORTAL_UNDO_DAYS, 'day');
        throw new AppError(409, late, 'undo_too_late');
      }
      const undoneAt = now.toISOString();
      tx.update(redemptions)
        .set({
          undoneAt,
          undoReason: reason,
          undoneByUserId: actor.kind === 'user' ? actor.user.id : null,
          undoneByDeviceId: actor.kind === 'device' ? actor.device.id : null,
        })
        .where(and(eq(redemptions.id, id), isNull(redemptions.undoneAt)))
        .run();
      tx.update(cardOffers)
        .set({ quantityRemaining: sql`${cardOffers.quantityRemaining} + 1` })
        .where(and(eq(cardOffers.id, row.offerId), sql`${cardOffers.quantityRemaining} < ${cardOffers.quantityTotal}`))
        .run();
      insertAudit(tx, {
        actorUserId: actor.kind === 'user' ? actor.user.id : null,
        action: 'redemption_undone',
        entityType: 'redemption',
        entityId: id,
        beforeStatus: 'redeemed',
        afterStatus: 'undone',
        details: { reason, ...(actor.kind === 'device' ? { deviceId: actor.device.id } : {}) },
      });
      return { redemption: { id, undoneAt } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * `GET /api/redemptions`: the restaurant's redemptions of the last 7 days (the portal's undo
 * window), newest first, a page at a time, undone ones with who, when and why. `before` is the
 * previous page's `nextCursor` (`redeemedAt_id` of its last row).
 */
export function portalRedemptions(
  db: Db,
  restaurantId: number,
  before: string | undefined,
  now = new Date(),
): PortalRedemptionsResponse {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  const since = new Date(now.getTime() - PORTAL_UNDO_DAYS * 24 * 60 * 60_000).toISOString();
  const cut = before ? before.lastIndexOf('_') : -1;
  const after = before ? { redeemedAt: before.slice(0, cut), id: Number(before.slice(cut + 1)) } : null;
  const rows = listPortalRedemptions(db, restaurantId, since, after, PORTAL_REDEMPTIONS_PAGE + 1);
  const page = rows.slice(0, PORTAL_REDEMPTIONS_PAGE);
  const last = page.at(-1);
  return {
    redemptions: page.map(presentPortalRedemption),
    nextCursor: rows.length > PORTAL_REDEMPTIONS_PAGE && last ? `${last.redeemedAt}_${last.id}` : null,
  };
}
