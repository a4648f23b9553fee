import type { CardTokenPayload, OfflineKitResponse, VoucherPayload } from '@dealcard/shared';
import { localZone } from '@dealcard/shared/card-state';

/** For tests only: a restaurant key pair and vouchers signed with it, as the server makes them. */

export const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export interface TestRestaurantKey {
  kit: OfflineKitResponse;
  sign(payload: VoucherPayload | CardTokenPayload): Promise<string>;
}

export async function testRestaurantKey(voidedCardIds: number[] = []): Promise<TestRestaurantKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    kit: {
      publicKeyJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x! },
      voidedCardIds,
      generatedAt: '2026-11-20T12:00:00.000Z',
      serverTime: '2026-11-20T12:00:00.000Z',
      // The tests judge by the machine's calendar, as a tablet in the deployment's own zone would.
      timeZone: localZone(),
      offers: [
        { campaignOfferId: 41, campaignId: 9, offerType: 'Free Appetizer', description: 'Any appetizer' },
        { campaignOfferId: 42, campaignId: 9, offerType: '10% Off', description: 'The whole bill' },
      ],
    },
    sign: async (payload) => {
      const bytes = new TextEncoder().encode(JSON.stringify(payload));
      const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, bytes));
      return `${toBase64Url(bytes)}.${toBase64Url(signature)}`;
    },
  };
}

export const samplePayload = (over: Partial<VoucherPayload> = {}): VoucherPayload => ({
  v: 1,
  r: 7,
  c: 1201,
  o: 5402,
  u: 2,
  e: '2026-12-31',
  n: 'Ana',
  ...over,
});

export const sampleCardPayload = (over: Partial<CardTokenPayload> = {}): CardTokenPayload => ({
  v: 1,
  t: 'card',
  r: 7,
  c: 1201,
  e: '2026-12-31',
  n: 'Ana',
  ...over,
});
