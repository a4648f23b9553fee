import { describe, expect, it } from 'vitest';
import { sellerCodeFor as checkoutSellerCode } from './seller-code.ts';

const storageWith = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe("checkout's seller code", () => {
  it("takes checkout's own ?s= first, read as the server reads it", () => {
    expect(checkoutSellerCode('pta', ' ab12cd', storageWith({ 'seller:pta': 'OLD111' }))).toBe('AB12CD');
  });

  it('falls back to the code the campaign page remembered for this campaign', () => {
    const storage = storageWith({ 'seller:pta': 'OLD111', 'seller:robotics': 'ROB222' });
    expect(checkoutSellerCode('pta', null, storage)).toBe('OLD111');
    expect(checkoutSellerCode('pta', 'nonsense!', storage)).toBe('OLD111');
    expect(checkoutSellerCode('chess', null, storage)).toBeNull();
  });

  it('is no seller, never an error, when storage is blocked, missing or holds junk', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(checkoutSellerCode('pta', null, blocked)).toBeNull();
    expect(checkoutSellerCode('pta', null, null)).toBeNull();
    expect(checkoutSellerCode('pta', null, storageWith({ 'seller:pta': 'x'.repeat(500) }))).toBeNull();
  });
});
