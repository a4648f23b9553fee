import { describe, expect, it } from 'vitest';
import { GiftSchema, MESSAGES, NameText, RosterSellerFieldsSchema } from '@dealcard/shared';
import { makeCampaign } from './factories.ts';
import { createTestApp } from './harness.ts';

/**
 * PRODUCT.md, "Safety, tightened again": names and gift messages refuse, besides control and
 * direction characters, unpaired surrogates and text made only of invisible characters; a gift
 * message keeps its line breaks.
 */
const LONE = ['\ud800', '\udfff', `Ana\ud83d`, `\ude00Ana`, '\ud83d'.repeat(120)];
// (Trimming already empties spaces, U+FEFF and the separators alone; these survive it.)
const INVISIBLE_ONLY = [
  '\u200b',
  '\u200b\u200c\u200d',
  '\u00ad\u00ad',
  '\u2060',
  ' \u200b ',
  '\u200b\u2028\u200b',
  '\u00ad\u2029\ufeff\u00ad',
];
const NUL_AND_BIDI = ['Ana\u0000', 'Ana\u202e', '\u2066Ana'];

describe('names and gift messages refuse what shows nothing or is not text', () => {
  it('the shared name rule: lone surrogates, invisible-only names and separators are refused; real names pass', () => {
    const name = NameText(120);
    for (const bad of [...LONE, ...INVISIBLE_ONLY, ...NUL_AND_BIDI, 'Ana\u2028Lopez']) {
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['Ana López', 'Zoë 🙂', '李小龍', 'Ana\u00adMaria', 'Jean-Luc', '👩‍👩‍👧']) {
      expect(name.safeParse(good).success, good).toBe(true);
    }
    expect(RosterSellerFieldsSchema.safeParse({ name: '\u200b\u200b' }).success).toBe(false);
  });

  it('a gift message keeps its line breaks but refuses NUL, overrides, lone surrogates and invisible-only text', () => {
    const gift = (message: string) =>
      GiftSchema.safeParse({ recipientName: 'Lucas', recipientEmail: 'lucas@example.com', message });
    const kept = gift('Happy birthday!\nLove,\r\nAna 🙂');
    expect(kept.success).toBe(true);
    expect(kept.data?.message).toBe('Happy birthday!\nLove,\r\nAna 🙂');
    for (const bad of ['Hi\u0000', 'Hi\u202e', 'Hi\ud800', '\u200b\u200b', '\u00ad', 'Hi\u2028there']) {
      const res = gift(bad);
      expect(res.success, JSON.stringify(bad)).toBe(false);
      expect(res.error?.issues[0]?.path).toEqual(['message']);
    }
  });

  it('over the API: 400 naming the field, nothing stored', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    for (const bad of ['\u200b\u200b\u200b', '\ud83d'.repeat(120)]) {
      const seller = await request
        .post(`/api/campaigns/${campaign.slug}/sellers`)
        .send({ name: bad, email: 'seller@example.com' });
      expect(seller.status).toBe(400);
      expect(seller.body.issues.name).toContain(MESSAGES.noHiddenCharacters.en);
      const gift = await request
        .post(`/api/campaigns/${campaign.slug}/create-payment-intent`)
        .send({ gift: { recipientName: 'Lucas', recipientEmail: 'lucas@example.com', message: bad } });
      expect(gift.status).toBe(400);
      expect(Object.keys(gift.body.issues)).toContain('gift.message');
    }
  });
});
