import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { cardOffers, redemptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';
import { createRedeemQueue, redeemOffer } from './redeem.ts';
import { API_MESSAGES } from '../../messages.ts';

function soldCard(db: Db) {
  const { campaign } = makeCampaign(db);
  return makeCard(db, campaign.id);
}

const state = (db: Db, cardId: number) => ({
  offers: db.select().from(cardOffers).where(eq(cardOffers.cardId, cardId)).all(),
  redemptions: db.select().from(redemptions).where(eq(redemptions.cardId, cardId)).all(),
});

const remaining = (db: Db, offerId: number) =>
  db.select().from(cardOffers).where(eq(cardOffers.id, offerId)).get()!.quantityRemaining;

describe('redeem queue (group commit)', () => {
  it('redemptions that arrive together each get their own code, and nothing is stored before their commit', async () => {
    const { db } = createTestApp();
    const { card, offers } = soldCard(db);
    const redeem = createRedeemQueue(db);

    const calls = offers.slice(0, 3).map((o) => redeem(card.accessCode, o.id));
    expect(state(db, card.id).redemptions).toHaveLength(0);
    const results = await Promise.all(calls);

    expect(results.map((r) => r.offer.id)).toEqual(offers.slice(0, 3).map((o) => o.id));
    expect(new Set(results.map((r) => r.code)).size).toBe(3);
    const after = state(db, card.id);
    expect(after.redemptions.map((r) => r.code).sort()).toEqual(results.map((r) => r.code).sort());
    expect(after.redemptions.map((r) => r.id).sort()).toEqual(results.map((r) => r.redemptionId).sort());
    for (const o of offers.slice(0, 3)) expect(remaining(db, o.id)).toBe(o.quantityTotal - 1);
  });

  it('a redemption that fails rejects only its own caller; the others in the batch are stored', async () => {
    const { db } = createTestApp();
    const { card, offers } = soldCard(db);
    const { card: other } = soldCard(db);
    const usedUp = offers[1]!;
    for (let i = 0; i < usedUp.quantityTotal; i++) redeemOffer(db, card.accessCode, usedUp.id);
    const redeem = createRedeemQueue(db);

    const settled = await Promise.allSettled([
      redeem(card.accessCode, offers[0]!.id),
      redeem(card.accessCode, usedUp.id),
      redeem('ZZZZZZZZ', offers[0]!.id),
      redeem(other.accessCode, offers[2]!.id), // an offer of another card
      redeem(card.accessCode, offers[2]!.id),
    ]);

    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected', 'fulfilled']);
    const reasons = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as AppError] : []));
    expect(reasons.map((e) => [e.status, e.message])).toEqual([
      [409, MESSAGES.noRemainingQuantity.en],
      [404, 'Card not found'],
      [404, API_MESSAGES.offerNotOnCard.en],
    ]);
    expect(remaining(db, offers[0]!.id)).toBe(offers[0]!.quantityTotal - 1);
    expect(remaining(db, offers[2]!.id)).toBe(offers[2]!.quantityTotal - 1);
    expect(remaining(db, usedUp.id)).toBe(0);
    expect(state(db, card.id).redemptions).toHaveLength(usedUp.quantityTotal + 2);
    expect(state(db, other.id).redemptions).toHaveLength(0);
  });

  it('when SQLite ends the transaction, every caller of the batch gets the error and none of it is stored', async () => {
    const { db } = createTestApp();
    const { card, offers } = soldCard(db);
    let calls = 0;
    // The third redemption hits an error after which SQLite has rolled the transaction back (as a
    // full disk or an I/O error does): the first two ran before it, in the same transaction.
    const redeem = createRedeemQueue(db, () => {
      calls++;
      if (calls === 3) {
        db.$client.exec('ROLLBACK');
        throw new Error('disk I/O error');
      }
      return String(100000 + calls);
    });

    const settled = await Promise.allSettled(offers.slice(0, 4).map((o) => redeem(card.accessCode, o.id)));

    expect(settled.every((s) => s.status === 'rejected' && (s.reason as Error).message === 'disk I/O error')).toBe(true);
    expect(calls).toBe(3); // the fourth never ran outside the transaction
    expect(state(db, card.id).redemptions).toHaveLength(0);
    for (const o of offers) expect(remaining(db, o.id)).toBe(o.quantityTotal);
    expect(db.$client.inTransaction).toBe(false);

    // The queue carries on with the next batch.
    const next = await redeem(card.accessCode, offers[0]!.id);
    expect(next.offer.quantityRemaining).toBe(offers[0]!.quantityTotal - 1);
  });

  it('a lone redemption and redemptions in later turns each commit', async () => {
    const { db } = createTestApp();
    const { card, offers } = soldCard(db);
    const redeem = createRedeemQueue(db);
    const offer = offers[0]!;
    for (let i = 1; i <= offer.quantityTotal; i++) {
      const r = await redeem(card.accessCode, offer.id);
      expect(r.offer.quantityRemaining).toBe(offer.quantityTotal - i);
    }
    await expect(redeem(card.accessCode, offer.id)).rejects.toMatchObject({ status: 409 });
    expect(state(db, card.id).redemptions).toHaveLength(offer.quantityTotal);
  });
});
