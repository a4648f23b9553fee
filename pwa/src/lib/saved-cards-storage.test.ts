import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSavedCopy, SAVED_CARDS_STORAGE_KEY } from './saved-cards-storage.ts';

function storageWith(value: string | null) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === SAVED_CARDS_STORAGE_KEY ? value : null) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hasSavedCopy', () => {
  const saved = JSON.stringify({
    state: { cards: { ABCD2345EFGH67: { detail: {}, savedAt: '2026-11-23T10:00:00.000Z' } } },
    version: 1,
  });

  it('finds a card saved under its code, typed in any case or with spaces, as useSavedCard does', () => {
    storageWith(saved);
    expect(hasSavedCopy('ABCD2345EFGH67')).toBe(true);
    expect(hasSavedCopy(' abcd2345efgh67 ')).toBe(true);
    expect(hasSavedCopy('ZZZZ2345EFGH67')).toBe(false);
  });

  it('is not fooled by the names every object has', () => {
    storageWith(saved);
    for (const code of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(hasSavedCopy(code), code).toBe(false);
  });

  it('says no for empty, unreadable or blocked storage', () => {
    storageWith(null);
    expect(hasSavedCopy('ABCD2345EFGH67')).toBe(false);
    storageWith('{not json');
    expect(hasSavedCopy('ABCD2345EFGH67')).toBe(false);
    storageWith(JSON.stringify({ state: null }));
    expect(hasSavedCopy('ABCD2345EFGH67')).toBe(false);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(hasSavedCopy('ABCD2345EFGH67')).toBe(false);
  });
});
