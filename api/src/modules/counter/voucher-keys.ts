import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { VoucherPayloadSchema, type VoucherPayload } from '@dealcard/shared';
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

/** `base64url(payload) + "." + base64url(Ed25519 signature over the payload bytes)`. */
export function signVoucher(key: RestaurantKey, payload: VoucherPayload): string {
  const bytes = Buffer.from(JSON.stringify(payload), 'utf8');
  return `${bytes.toString('base64url')}.${sign(null, bytes, key.privateKey).toString('base64url')}`;
}

/** The payload a token carries, without checking who signed it (to find which key to check with). */
export function readVoucher(token: string): { payload: VoucherPayload; bytes: Buffer; signature: Buffer } | null {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  try {
    const bytes = Buffer.from(body, 'base64url');
    const parsed = VoucherPayloadSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? { payload: parsed.data, bytes, signature: Buffer.from(sig, 'base64url') } : null;
  } catch {
    return null;
  }
}

/**
 * Tokens this process has already verified, per key: a signature that checked once checks
 * forever, and a server scanning the same QR twice (or a tablet resending it) skips the curve
 * arithmetic. Bounded: the oldest entries go first.
 */
const verified = new WeakMap<KeyObject, Map<string, VoucherPayload>>();
const VERIFIED_KEPT = 20_000;

/** The payload, when the restaurant's key signed exactly these bytes; null for anything else. */
export function verifyVoucher(key: RestaurantKey, token: string): VoucherPayload | null {
  let known = verified.get(key.publicKey);
  if (!known) verified.set(key.publicKey, (known = new Map()));
  const hit = known.get(token);
  if (hit) return hit;
  const read = readVoucher(token);
  if (!read || !verify(null, read.bytes, key.publicKey, read.signature)) return null;
  if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
  known.set(token, read.payload);
  return read.payload;
}
