import { describe, expect, it } from 'vitest';
import { samplePayload, testRestaurantKey, toBase64Url } from './voucher-fixtures.ts';
import { base64UrlToBytes, parseVoucherToken, voucherTokenFromQr } from './voucher-token.ts';

describe('parseVoucherToken', () => {
  it('reads the payload, the signed bytes and the signature of a token the server signed', async () => {
    const key = await testRestaurantKey();
    const payload = samplePayload({ n: 'José' });
    const token = await key.sign(payload);
    const parsed = parseVoucherToken(token)!;
    expect(parsed.token).toBe(token);
    expect(parsed.payload).toEqual(payload);
    expect(new TextDecoder().decode(parsed.payloadBytes)).toBe(JSON.stringify(payload));
    expect(parsed.signature).toHaveLength(64);
  });

  it('accepts the token with spaces around it, or inside a link', async () => {
    const token = await (await testRestaurantKey()).sign(samplePayload());
    expect(parseVoucherToken(`  ${token}\n`)?.token).toBe(token);
    expect(parseVoucherToken(`https://deals.example/v#${token}`)?.token).toBe(token);
    expect(parseVoucherToken(`https://deals.example/voucher?v=${token}`)?.token).toBe(token);
  });

  it('refuses what is not a voucher', async () => {
    const good = await (await testRestaurantKey()).sign(samplePayload());
    const [body, sig] = good.split('.') as [string, string];
    const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
    expect(parseVoucherToken('')).toBeNull();
    expect(parseVoucherToken('https://deals.example/campaign/pta-spring')).toBeNull();
    expect(parseVoucherToken('123456')).toBeNull();
    expect(parseVoucherToken(body)).toBeNull();
    expect(parseVoucherToken(`${body}.${sig}.${sig}`)).toBeNull();
    expect(parseVoucherToken(`${body}+.${sig}`)).toBeNull();
    // A signature that is not 64 bytes long.
    expect(parseVoucherToken(`${body}.${sig.slice(0, 40)}`)).toBeNull();
    // Not JSON, not UTF-8, or JSON of another shape.
    expect(parseVoucherToken(`${toBase64Url(new TextEncoder().encode('hello'))}.${sig}`)).toBeNull();
    expect(parseVoucherToken(`${toBase64Url(new Uint8Array([0xff, 0xfe, 0x7b]))}.${sig}`)).toBeNull();
    expect(parseVoucherToken(`${encode({ ...samplePayload(), v: 2 })}.${sig}`)).toBeNull();
    expect(parseVoucherToken(`${encode({ ...samplePayload(), o: '5402' })}.${sig}`)).toBeNull();
    expect(parseVoucherToken(`${encode({ ...samplePayload(), e: '31/12/2026' })}.${sig}`)).toBeNull();
    const { n: _n, ...withoutName } = samplePayload();
    expect(parseVoucherToken(`${encode(withoutName)}.${sig}`)).toBeNull();
  });
});

describe('base64UrlToBytes', () => {
  it('decodes with or without padding, and refuses other alphabets', () => {
    expect(Array.from(base64UrlToBytes('_-8')!)).toEqual([0xff, 0xef]);
    expect(Array.from(base64UrlToBytes('AQI=')!)).toEqual([1, 2]);
    expect(base64UrlToBytes('AQI')).not.toBeNull();
    expect(base64UrlToBytes('a+b/')).toBeNull();
    expect(base64UrlToBytes('A')).toBeNull();
  });
});

describe('voucherTokenFromQr', () => {
  it('gives null for links that carry no token', () => {
    expect(voucherTokenFromQr('https://deals.example/?v=abc')).toBeNull();
    expect(voucherTokenFromQr('not a link at all')).toBeNull();
  });
});
