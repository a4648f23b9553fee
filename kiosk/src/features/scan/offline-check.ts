import {
  CARD_AS_A_WHOLE,
  decideUse,
  localZone,
  offlineAnswer,
  type OfflineKitResponse,
  type VoucherPayload,
} from '@dealcard/shared';
import { voucherKey } from '../../lib/offline-queue.ts';
import type { ParsedCardQr, ParsedVoucher } from './voucher-token.ts';

/**
 * The check a tablet makes without the server: the restaurant's signature, the restaurant, the
 * cards not to serve, the card's expiry and this tablet's own list of scanned vouchers. What it
 * accepts is queued and checked again by the server when the connection returns.
 */
export type OfflineVerdict =
  | { status: 'accepted' }
  /** No offline kit for this restaurant yet: nothing to check the signature with. */
  | { status: 'no_kit' }
  /** This browser cannot check Ed25519 signatures. */
  | { status: 'unsupported' }
  | { status: 'other_restaurant' }
  /** The signature does not match: a forged or altered code. */
  | { status: 'not_genuine' }
  | { status: 'voided' }
  | { status: 'expired' }
  /** This tablet scanned the same voucher before. */
  | { status: 'already_scanned'; scannedAt: string };

export interface OfflineRulesInput {
  payload: VoucherPayload;
  signatureValid: boolean;
  restaurantId: number;
  voidedCardIds: readonly number[];
  /** The deployment's zone, from the kit: a card's last day ends there, wherever the tablet's clock says it is. */
  zone: string;
  /** The time the use is judged at: the tablet's clock set right by the server's, as of the last sync. */
  now: Date;
  /** When this tablet scanned this voucher before, if it did. */
  scannedAt: string | undefined;
}

/**
 * What the tablet knows of a voucher, put to the counter's one rule (shared/src/counter-rules.ts).
 * It knows the card from the signed payload, a refund or dispute from the kit's voided list, and
 * the uses it served itself; an offer's quantity, another counter's uses and an undo reach it only
 * through the server, which judges the scan again when it syncs.
 */
/** The kit's zone; a kit saved before kits named one is read in the tablet's own zone. */
export const kitZone = (kit: Pick<OfflineKitResponse, 'timeZone'>): string => (kit.timeZone as string | undefined) ?? localZone();

export function offlineRules({
  payload,
  signatureValid,
  restaurantId,
  voidedCardIds,
  zone,
  now,
  scannedAt,
}: OfflineRulesInput): OfflineVerdict {
  const verdict = decideUse({
    zone,
    restaurantId,
    card: { restaurantId: payload.r, status: voidedCardIds.includes(payload.c) ? 'voided' : 'active', expiry: payload.e },
    genuine: signatureValid,
    offer: { total: Number.MAX_SAFE_INTEGER },
    use: payload.u,
    heldBy: scannedAt !== undefined ? { at: scannedAt } : undefined,
    at: now,
  });
  const status = offlineAnswer(verdict);
  if (status === 'already_scanned') return { status, scannedAt: scannedAt! };
  return { status };
}

const keys = new Map<string, Promise<CryptoKey>>();

/** Whether the restaurant's public key signed exactly these payload bytes. Throws where Ed25519 is missing. */
export async function verifyVoucherSignature(
  voucher: Pick<ParsedVoucher, 'payloadBytes' | 'signature'>,
  publicKeyJwk: OfflineKitResponse['publicKeyJwk'],
): Promise<boolean> {
  let key = keys.get(publicKeyJwk.x);
  if (!key) {
    key = crypto.subtle.importKey('jwk', { ...publicKeyJwk }, { name: 'Ed25519' }, false, ['verify']);
    keys.set(publicKeyJwk.x, key);
    key.catch(() => keys.delete(publicKeyJwk.x));
  }
  return crypto.subtle.verify({ name: 'Ed25519' }, await key, voucher.signature, voucher.payloadBytes);
}

export interface OfflineCheckInput {
  voucher: ParsedVoucher;
  /** The tablet's restaurant (from its device session). */
  restaurantId: number;
  /** The last offline kit fetched for that restaurant, if any. */
  kit: OfflineKitResponse | null | undefined;
  now: Date;
  /** This tablet's scanned vouchers: when it scanned the one with this key, if it did. */
  scanned: (key: string) => string | undefined | Promise<string | undefined>;
}

/** The whole offline check of a scanned voucher. */
export async function checkVoucherOffline({
  voucher,
  restaurantId,
  kit,
  now,
  scanned,
}: OfflineCheckInput): Promise<OfflineVerdict> {
  if (voucher.payload.r !== restaurantId) return { status: 'other_restaurant' };
  if (!kit) return { status: 'no_kit' };
  let signatureValid: boolean;
  try {
    signatureValid = await verifyVoucherSignature(voucher, kit.publicKeyJwk);
  } catch {
    return { status: 'unsupported' };
  }
  return offlineRules({
    payload: voucher.payload,
    signatureValid,
    restaurantId,
    voidedCardIds: kit.voidedCardIds,
    zone: kitZone(kit),
    now,
    scannedAt: signatureValid ? await scanned(voucherKey(voucher.payload.o, voucher.payload.u)) : undefined,
  });
}

/**
 * A card QR scanned offline, put to the same rule for the card as a whole: the restaurant, the
 * signature, the kit's voided list and the card's last day. Staff then pick the offer from the
 * kit; what is left of it only the server knows, and the sync settles it (a duplicate when none).
 */
export async function checkCardQrOffline({
  cardQr,
  restaurantId,
  kit,
  now,
}: {
  cardQr: ParsedCardQr;
  restaurantId: number;
  kit: OfflineKitResponse | null | undefined;
  now: Date;
}): Promise<OfflineVerdict> {
  const { payload } = cardQr;
  if (payload.r !== restaurantId) return { status: 'other_restaurant' };
  if (!kit) return { status: 'no_kit' };
  let signatureValid: boolean;
  try {
    signatureValid = await verifyVoucherSignature(cardQr, kit.publicKeyJwk);
  } catch {
    return { status: 'unsupported' };
  }
  const verdict = decideUse({
    zone: kitZone(kit),
    restaurantId,
    card: { restaurantId: payload.r, status: kit.voidedCardIds.includes(payload.c) ? 'voided' : 'active', expiry: payload.e },
    genuine: signatureValid,
    offer: CARD_AS_A_WHOLE,
    at: now,
  });
  const status = offlineAnswer(verdict);
  // A card QR names no use: the tablet's scanned list does not apply to it.
  return status === 'already_scanned' ? { status: 'accepted' } : { status };
}
