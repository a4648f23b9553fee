import type { CardDetailResponse, FindCardsItem } from '@dealcard/shared';
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '../../lib/saved-cards.ts';
import { mergeCardLists, savedCardToItem } from './device-cards.ts';
import { CARD_STATE_CASES } from '@dealcard/shared/card-state.cases';
import { endOfDayIn, readCardState } from '@dealcard/shared/card-state';

const now = new Date('2026-11-22T12:00:00.000Z');

function saved(accessCode: string, over: Partial<CardDetailResponse['card']> = {}): SavedCard {
  return {
    savedAt: '2026-11-21T10:00:00.000Z',
    detail: {
      card: {
        id: accessCode.length,
        accessCode,
        campaignId: 1,
        nonprofitName: 'Lincoln Elementary PTA',
        customerFirstName: 'Jordan',
        expirationDate: '2027-11-01T00:00:00.000Z',
        purchaseDate: '2026-11-01T00:00:00.000Z',
        productType: 'CAMPAIGN',
        campaignStatus: 'approved',
        status: 'active',
        refundedAt: null,
        raisedCents: 1000,
        ...over,
      },
      offers: [],
      restaurant: { id: 1, name: 'Fowl Play Wings & Pizza', logoUrl: null, websiteUrl: null },
      nonprofit: null,
      locations: [],
      redemptions: [],
    },
  };
}

function found(accessCode: string, inactiveReason: FindCardsItem['inactiveReason'] = null): FindCardsItem {
  return {
    id: 99,
    restaurantName: 'Fowl Play Wings & Pizza',
    nonprofitName: 'Lincoln Elementary PTA',
    purchaseDate: '2026-10-01T00:00:00.000Z',
    expirationDate: '2027-10-01T00:00:00.000Z',
    expiresOn: '2027-09-30',
    accessCode,
    campaignStatus: inactiveReason ? 'archived' : 'approved',
    inactiveReason,
  };
}

describe('savedCardToItem', () => {
  it('gives the specification reason for an inactive saved card', () => {
    expect(savedCardToItem(saved('A', { campaignStatus: 'archived' }), now).inactiveReason).toBe('campaign_ended');
    expect(savedCardToItem(saved('B', { expirationDate: '2026-11-01T00:00:00.000Z' }), now).inactiveReason).toBe('expired');
    expect(savedCardToItem(saved('C'), now).inactiveReason).toBeNull();
  });

  it('a saved card that was refunded or is on hold says so before anything else, and an old copy without a status is active', () => {
    expect(savedCardToItem(saved('D', { status: 'refunded', campaignStatus: 'archived' }), now).inactiveReason).toBe('refunded');
    expect(savedCardToItem(saved('E', { status: 'on_hold' }), now).inactiveReason).toBe('on_hold');
    const old = saved('F');
    delete (old.detail.card as Partial<typeof old.detail.card>).status;
    expect(savedCardToItem(old, now).inactiveReason).toBeNull();
  });
});

describe('mergeCardLists', () => {
  it('lists device cards without any link, split into active and inactive', () => {
    const lists = mergeCardLists(undefined, [saved('ACTIVE'), saved('OLD', { expirationDate: '2026-01-01T00:00:00.000Z' })], now);
    expect(lists.activeCards.map((c) => [c.accessCode, c.onDeviceOnly])).toEqual([['ACTIVE', true]]);
    expect(lists.inactiveCards.map((c) => [c.accessCode, c.inactiveReason])).toEqual([['OLD', 'expired']]);
  });

  it('shows a card found by both once, with what the server said about it', () => {
    const lists = mergeCardLists({ activeCards: [], inactiveCards: [found('SAME', 'campaign_ended')] }, [saved('SAME')], now);
    expect(lists.activeCards).toEqual([]);
    expect(lists.inactiveCards).toHaveLength(1);
    expect(lists.inactiveCards[0]).toMatchObject({
      accessCode: 'SAME',
      onDeviceOnly: false,
      inactiveReason: 'campaign_ended',
    });
  });

  it('orders each list by purchase, newest first', () => {
    const lists = mergeCardLists({ activeCards: [found('LINKED')], inactiveCards: [] }, [saved('DEVICE')], now);
    expect(lists.activeCards.map((c) => c.accessCode)).toEqual(['DEVICE', 'LINKED']);
  });
});

describe('the card state table, on the phone', () => {
  // The saved card as a read of today carries it: its last day and the deployment's zone.
  for (const c of CARD_STATE_CASES.filter((c) => c.card.giftDeliverAt === undefined)) {
    it(`${c.zone}: ${c.name} → ${c.state}`, () => {
      const copy = saved('CASE', {
        status: c.card.status ?? undefined,
        expiresOn: c.card.expiresOn,
        timeZone: c.zone,
        // The spec's instant, which a phone in another zone would read as another day.
        expirationDate: c.card.expiresOn ? endOfDayIn(c.zone, c.card.expiresOn).toISOString() : '2099-01-01T00:00:00.000Z',
        campaignStatus: (c.card.campaignStatus ?? 'approved') as CardDetailResponse['card']['campaignStatus'],
      });
      if (c.card.status === undefined) delete (copy.detail.card as Partial<typeof copy.detail.card>).status;
      const item = savedCardToItem(copy, new Date(c.at));
      expect(item.inactiveReason ?? 'active').toBe(c.state);
      expect(readCardState(copy.detail.card, new Date(c.at)).state).toBe(c.state === 'campaign_ended' ? 'active' : c.state);
    });
  }
});
