import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_LENGTH, REDEMPTION_CODE_MAX, REDEMPTION_CODE_MIN, UNAMBIGUOUS_ALPHABET } from '@dealcard/shared';
import { generateAccessCode, generateRedemptionCode, generateShortCode, normalizeAccessCode } from './codes.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';

describe('access codes', () => {
  it('the alphabet has no look-alike characters and 14 of its letters carry at least 60 bits', () => {
    expect(UNAMBIGUOUS_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(UNAMBIGUOUS_ALPHABET).size).toBe(UNAMBIGUOUS_ALPHABET.length);
    expect(ACCESS_CODE_LENGTH).toBe(14);
    expect(ACCESS_CODE_LENGTH * Math.log2(UNAMBIGUOUS_ALPHABET.length)).toBeGreaterThanOrEqual(60);
  });

  it('generated codes are 14 characters of the unambiguous alphabet, all different, using every letter', () => {
    const alphabet = new RegExp(`^[${UNAMBIGUOUS_ALPHABET}]{14}$`);
    const codes = Array.from({ length: 5000 }, generateAccessCode);
    for (const code of codes) expect(code).toMatch(alphabet);
    expect(new Set(codes).size).toBe(codes.length);
    // 70,000 draws from 31 letters: a letter never drawn would mean a broken generator.
    const seen = new Set(codes.join(''));
    expect(seen.size).toBe(UNAMBIGUOUS_ALPHABET.length);
    // No position is stuck: each of the 14 positions shows many different letters.
    for (let i = 0; i < ACCESS_CODE_LENGTH; i++) expect(new Set(codes.map((c) => c[i])).size).toBeGreaterThan(25);
  });

  it('a sold card gets such a code', () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { card } = makeCard(db, campaign.id);
    expect(card.accessCode).toMatch(new RegExp(`^[${UNAMBIGUOUS_ALPHABET}]{14}$`));
  });

  it('short codes are 8 characters of the same alphabet', () => {
    expect(generateShortCode()).toMatch(new RegExp(`^[${UNAMBIGUOUS_ALPHABET}]{8}$`));
  });

  it('normalizing ignores case, spaces and dashes', () => {
    expect(normalizeAccessCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
  });
});

describe('redemption codes', () => {
  it('are six digits from 100000 to 999999', () => {
    const codes = Array.from({ length: 5000 }, generateRedemptionCode);
    for (const code of codes) {
      expect(code).toMatch(/^\d{6}$/);
      expect(Number(code)).toBeGreaterThanOrEqual(REDEMPTION_CODE_MIN);
      expect(Number(code)).toBeLessThanOrEqual(REDEMPTION_CODE_MAX);
    }
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });
});
