import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { CARD_TERMS, PRODUCT_TYPES } from '@dealcard/shared/limits';
import { cardTerms, productTypeLabel } from './card-words.ts';

describe('the card words shown in the person language', () => {
  it('are, in English, the specification words of the shared constants', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(cardTerms()).toEqual([...CARD_TERMS]);
    expect(PRODUCT_TYPES.map(productTypeLabel)).toEqual(['Campaign', 'Bonus', 'Club']);
  });
});
