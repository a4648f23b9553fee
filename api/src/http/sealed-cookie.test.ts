import { sealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { createUnsealCache, readCookie, sealExpiry } from './sealed-cookie.ts';

const password = 'a-test-password-that-is-at-least-32-characters';

describe('readCookie', () => {
  it('finds one cookie among several, decoded, and nothing when it is absent', () => {
    expect(readCookie('a=1; dc_kiosk=Fe26.2*x%2Ay~2; b=2', 'dc_kiosk')).toBe('Fe26.2*x*y~2');
    expect(readCookie('xdc_kiosk=1; dc_kiosk_old=2', 'dc_kiosk')).toBeUndefined();
    expect(readCookie('dc_kiosk="quoted"', 'dc_kiosk')).toBe('quoted');
    expect(readCookie('dc_kiosk=%E0%A4%A', 'dc_kiosk')).toBe('%E0%A4%A');
    expect(readCookie(undefined, 'dc_kiosk')).toBeUndefined();
  });
});

describe('createUnsealCache', () => {
  it('reads what was sealed, keeps it until the seal expires, and hands out copies', async () => {
    const seal = await sealData({ deviceId: 7, secret: 's' }, { password, ttl: 3600 });
    const expiry = sealExpiry(seal)!;
    expect(expiry).toBeGreaterThan(Date.now() + 3500_000);
    let now = Date.now();
    const cache = createUnsealCache<{ deviceId: number; secret: string }>({ password, ttlSeconds: 3600, now: () => now });
    const first = await cache.unseal(seal);
    expect(first).toEqual({ deviceId: 7, secret: 's' });
    expect(cache.size).toBe(1);
    first.deviceId = 99;
    expect(await cache.unseal(seal)).toEqual({ deviceId: 7, secret: 's' });
    now = expiry + 1; // past the seal's own expiry the entry is dropped, never served
    await cache.unseal(seal);
    expect(cache.size).toBe(0);
  });

  it('never caches a forged, tampered or foreign seal, so junk cannot fill it', async () => {
    const cache = createUnsealCache<{ deviceId: number }>({ password, ttlSeconds: 3600 });
    const seal = await sealData({ deviceId: 7 }, { password, ttl: 3600 });
    const foreign = await sealData({ deviceId: 7 }, { password: 'another-password-that-is-32-characters-long', ttl: 3600 });
    const tampered = seal.replace(/\*([^*]+)~2$/, (_m, hmac: string) => `*${hmac.slice(0, -2)}AA~2`);
    for (const bad of [foreign, tampered, 'Fe26.2*1*a*b*c*9999999999999*d*e~2', 'junk']) {
      expect(await cache.unseal(bad)).toEqual({});
    }
    expect(cache.size).toBe(0);
  });

  it('stays within its bound, dropping the oldest entry first', async () => {
    const cache = createUnsealCache<{ n: number }>({ password, ttlSeconds: 3600, max: 2 });
    const seals = await Promise.all([1, 2, 3].map((n) => sealData({ n }, { password, ttl: 3600 })));
    for (const s of seals) await cache.unseal(s);
    expect(cache.size).toBe(2);
    expect(await cache.unseal(seals[0]!)).toEqual({ n: 1 }); // unsealed again, not lost
  });
});
