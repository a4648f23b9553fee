import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardState, readCardState, type CardStateName, type FindCardsResponse } from '@dealcard/shared';
import { CARD_STATE_CASES } from '@dealcard/shared/card-state.cases';
import { campaigns, cards, emailOutbox } from '../../db/schema/index.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { walletCardView } from '../../wallet/card-view.ts';

/**
 * The card's table of states (shared/src/card-state.cases.ts) put to the server: each case's card
 * made in a database of a server whose `TZ` is the case's zone, at the case's moment, then asked
 * by the counter (the holder's redeem), the card read (as the phone judges it), Find My Card and
 * the wallet pass. They must all agree with the table.
 */
const TZ = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  if (TZ === undefined) delete process.env.TZ;
  else process.env.TZ = TZ;
});

/** What the wallet pass says for each state of a card with uses left. */
const WALLET: Record<CardStateName, string> = {
  active: 'active',
  expired: 'expired',
  refunded: 'voided',
  on_hold: 'voided',
  gift_pending: 'active',
  campaign_ended: 'active',
};

describe('the server agrees with the card state table in every zone', () => {
  // A gift before its delivery is no one's card yet: its code reaches no one until then (gifts).
  for (const c of CARD_STATE_CASES.filter((k) => k.card.giftDeliverAt === undefined)) {
    it(`${c.zone}: ${c.name} → ${c.state}`, async () => {
      process.env.TZ = c.zone;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(c.at));
      const ctx = createTestApp();
      const { campaign } = makeCampaign(ctx.db);
      const email = 'case-holder@example.com';
      const { card, offers } = makeCard(ctx.db, campaign.id, { customerEmail: email });
      ctx.db
        .update(cards)
        .set({ expiresOn: c.card.expiresOn!, status: c.card.status ?? 'active' })
        .where(eq(cards.id, card.id))
        .run();
      if (c.card.campaignStatus)
        ctx.db
          .update(campaigns)
          .set({ status: c.card.campaignStatus as 'archived' })
          .where(eq(campaigns.id, campaign.id))
          .run();
      // The counter and the card never look at the campaign: its cards stay good to their last day.
      const withoutCampaign = cardState({ status: c.card.status, expiresOn: c.card.expiresOn }, new Date(c.at), c.zone);

      // The card read: its last day, the zone, and the phone's judgement on them.
      const read = await ctx.request.get(`/api/cards/${card.accessCode}`);
      expect(read.status).toBe(200);
      expect(read.body.card).toMatchObject({ expiresOn: c.card.expiresOn, timeZone: c.zone });
      expect(readCardState(read.body.card, new Date(c.at)).state).toBe(withoutCampaign);

      // The counter: the holder asks for a code.
      const redeem = await ctx.request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[0]!.id });
      if (withoutCampaign === 'active') expect(redeem.status, JSON.stringify(redeem.body)).toBe(201);
      else expect(redeem.body.code, JSON.stringify(redeem.body)).toBe(`card_${withoutCampaign}`);

      // Find My Card: the e-mailed link's list, with the reason as a code.
      await ctx.request.post('/api/find-my-card').send({ email }).expect(202);
      const mail = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'find-my-card')).get()!;
      const token = /find-my-card\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      const found = (await ctx.request.get(`/api/find-my-card/${token}`)).body as FindCardsResponse;
      const listed = [...found.activeCards, ...found.inactiveCards].find((x) => x.id === card.id)!;
      expect(listed.inactiveReason ?? 'active').toBe(c.state);
      expect(listed.expiresOn).toBe(c.card.expiresOn);

      // The wallet pass.
      expect(walletCardView(ctx.db, card.id, new Date(c.at))!.state).toBe(WALLET[withoutCampaign]);
    });
  }
});
