import { describe, expect, it } from 'vitest';
import { checkoutPath, normalizeSellerCode, rememberSellerCode, sellerCodeFor, sellerStorageKey } from './seller-code.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const blocked = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
};

describe('a share link carried from the campaign page to checkout', () => {
  it('reads a code as the server does (trimmed, upper case) and drops anything else', () => {
    expect(normalizeSellerCode(' ab12cd ')).toBe('AB12CD');
    expect(normalizeSellerCode('AB12C')).toBeNull();
    expect(normalizeSellerCode('AB12CDE')).toBeNull();
    expect(normalizeSellerCode('AB-2CD')).toBeNull();
    expect(normalizeSellerCode('')).toBeNull();
    expect(normalizeSellerCode(null)).toBeNull();
  });

  it("prefers the link's own code, else the one remembered for that campaign only", () => {
    const storage = memoryStorage({ [sellerStorageKey('pta')]: 'OLD111' });
    expect(sellerCodeFor('pta', 'new222', storage)).toBe('NEW222');
    expect(sellerCodeFor('pta', null, storage)).toBe('OLD111');
    expect(sellerCodeFor('pta', 'not a code', storage)).toBe('OLD111');
    expect(sellerCodeFor('robotics', null, storage)).toBeNull();
  });

  it("remembers a link's code per campaign under seller:{slug}, and never a bad one", () => {
    const storage = memoryStorage();
    rememberSellerCode('pta', 'ab12cd', storage);
    rememberSellerCode('pta', '<script>', storage);
    rememberSellerCode('robotics', null, storage);
    expect(Object.fromEntries(storage.items)).toEqual({ 'seller:pta': 'AB12CD' });
    expect(sellerCodeFor('pta', null, storage)).toBe('AB12CD');
  });

  it('goes on without a seller when storage is blocked or missing', () => {
    expect(() => rememberSellerCode('pta', 'AB12CD', blocked)).not.toThrow();
    expect(sellerCodeFor('pta', null, blocked)).toBeNull();
    expect(sellerCodeFor('pta', 'AB12CD', blocked)).toBe('AB12CD');
    expect(sellerCodeFor('pta', null, null)).toBeNull();
  });

  it('links to checkout with ?s= only when there is a code', () => {
    expect(checkoutPath('lincoln-pta', 'AB12CD')).toBe('/checkout/lincoln-pta?s=AB12CD');
    expect(checkoutPath('lincoln-pta', null)).toBe('/checkout/lincoln-pta');
    expect(checkoutPath('a b', null)).toBe('/checkout/a%20b');
  });
});
