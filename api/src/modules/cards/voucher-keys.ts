import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CardTokenPayloadSchema, VoucherPayloadSchema, type CardTokenPayload, type VoucherPayload } from '@dealcard/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { restaurantKeys } from '../../db/schema/index.ts';

export interface RestaurantKey {
  /** The raw public key, base64url: the JWK's `x`. */
  x: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
}

/** Keys already read, per database handle: signing and verifying never reread or reparse them. */
const cache = new WeakMap<object, Map<number, RestaurantKey>>();

function fromRow(row: { publicKey: string; privateKey: string }): RestaurantKey {
  const privateKey = createPrivateKey({ key: Buffer.from(row.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  return { x: row.publicKey, privateKey, publicKey: createPublicKey(privateKey) };
}

/**
 * The restaurant's Ed25519 key pair, made on first use. node:crypto does Ed25519 natively; the
 * private key is kept in the database and used only here.
 */
export function restaurantKey(db: Db | Tx, restaurantId: number): RestaurantKey {
  const client = (db as { $client?: object }).$client ?? db;
  let byRestaurant = cache.get(client);
  if (!byRestaurant) cache.set(client, (byRestaurant = new Map()));
  const known = byRestaurant.get(restaurantId);
  if (known) return known;
  let row = db.select().from(restaurantKeys).where(eq(restaurantKeys.restaurantId, restaurantId)).get();
  if (!row) {
    const pair = generateKeyPairSync('ed25519');
    const jwk = pair.publicKey.export({ format: 'jwk' });
    db.insert(restaurantKeys)
      .values({
        restaurantId,
        publicKey: String(jwk.x),
        privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      })
      // Two first uses at once: whichever wrote first is the key.
      .onConflictDoNothing()
      .run();
    row = db.select().from(restaurantKeys).where(eq(restaurantKeys.restaurantId, restaurantId)).get()!;
  }
  const key = fromRow(row);
  byRestaurant.set(restaurantId, key);
  return key;
}

/** `base64url(payload) + "." + base64url(Ed25519 signature over the payload bytes)`: a voucher or a card QR. */
export function signVoucher(key: RestaurantKey, payload: VoucherPayload | CardTokenPayload): string {
  const bytes = Buffer.from(JSON.stringify(payload), 'utf8');
  return `${bytes.toString('base64url')}.${sign(null, bytes, key.privateKey).toString('base64url')}`;
}

function readToken<P>(schema: z.ZodType<P>, token: string): { payload: P; bytes: Buffer; signature: Buffer } | null {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  try {
    const bytes = Buffer.from(body, 'base64url');
    const parsed = schema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? { payload: parsed.data, bytes, signature: Buffer.from(sig, 'base64url') } : null;
  } catch {
    return null;
  }
}

/** The payload a token carries, without checking who signed it (to find which key to check with). */
export function readVoucher(token: string): { payload: VoucherPayload; bytes: Buffer; signature: Buffer } | null {
  return readToken(VoucherPayloadSchema, token);
}

/** A card QR's payload, unchecked; null for anything else (a voucher included). */
export function readCardToken(token: string): { payload: CardTokenPayload; bytes: Buffer; signature: Buffer } | null {
  return readToken(CardTokenPayloadSchema, token);
}

/**
 * Tokens this process has already verified, per key: a signature that checked once checks
 * forever, and a server scanning the same QR twice (or a tablet resending it) skips the curve
 * arithmetic. Bounded: the oldest entries go first.
 */
const verified = new WeakMap<KeyObject, Map<string, VoucherPayload | CardTokenPayload>>();
const VERIFIED_KEPT = 20_000;

function verifyToken<P extends VoucherPayload | CardTokenPayload>(
  key: RestaurantKey,
  token: string,
  read: (token: string) => { payload: P; bytes: Buffer; signature: Buffer } | null,
  isKind: (payload: VoucherPayload | CardTokenPayload) => payload is P,
): P | null {
  let known = verified.get(key.publicKey);
  if (!known) verified.set(key.publicKey, (known = new Map()));
  const hit = known.get(token);
  if (hit) return isKind(hit) ? hit : null;
  const found = read(token);
  if (!found || !verify(null, found.bytes, key.publicKey, found.signature)) return null;
  if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
  known.set(token, found.payload);
  return found.payload;
}

const isCardPayload = (p: VoucherPayload | CardTokenPayload): p is CardTokenPayload => 't' in p && p.t === 'card';
const isVoucherPayload = (p: VoucherPayload | CardTokenPayload): p is VoucherPayload => !isCardPayload(p);

/** The payload, when the restaurant's key signed exactly these bytes; null for anything else. */
export function verifyVoucher(key: RestaurantKey, token: string): VoucherPayload | null {
  return verifyToken(key, token, readVoucher, isVoucherPayload);
}

/** A card QR's payload, when the restaurant's key signed exactly these bytes; null for anything else. */
export function verifyCardToken(key: RestaurantKey, token: string): CardTokenPayload | null {
  return verifyToken(key, token, readCardToken, isCardPayload);
}
