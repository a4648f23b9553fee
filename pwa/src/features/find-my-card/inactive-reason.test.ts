import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { inactiveCardReason } from '@dealcard/shared/dates';
import { inactiveReasonLabel } from './inactive-reason.ts';

describe('why a card cannot be used, in the person language', () => {
  it('names, in English, each reason inactiveCardReason() gives, word for word', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const past = '2020-01-01';
    const reasons = [
      inactiveCardReason({ status: 'refunded', campaignStatus: 'approved', expirationDate: past }),
      inactiveCardReason({ status: 'on_hold', campaignStatus: 'approved', expirationDate: past }),
      inactiveCardReason({ status: 'active', campaignStatus: 'archived', expirationDate: past }),
      inactiveCardReason({ status: 'active', campaignStatus: 'approved', expirationDate: past }),
    ];
    expect(reasons).toEqual(['Refunded', 'On hold', 'Campaign no longer active', 'Expired']);
    for (const reason of reasons) expect(inactiveReasonLabel(reason!)).toBe(reason);
  });
});
