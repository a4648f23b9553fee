import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cardOffers, redemptions } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';

describe('concurrent redemption', () => {
  it('50 simultaneous redemptions of an offer with 3 remaining give exactly 3 different codes and leave 0', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { card, offers } = makeCard(db, campaign.id);
    const offer = offers[0]!;
    expect(offer.quantityRemaining).toBe(3);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offer.id })),
    );

    const won = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status !== 201);
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.error).toBe('No remaining quantity');
    }
    const codes = won.map((r) => r.body.code as string);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) {
      expect(code).toMatch(/^\d{6}$/);
      expect(Number(code)).toBeGreaterThanOrEqual(100000);
      expect(Number(code)).toBeLessThanOrEqual(999999);
    }
    expect(won.map((r) => r.body.offer.quantityRemaining).sort()).toEqual([0, 1, 2]);

    expect(db.select().from(cardOffers).where(eq(cardOffers.id, offer.id)).get()!.quantityRemaining).toBe(0);
    const rows = db.select().from(redemptions).where(eq(redemptions.offerId, offer.id)).all();
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.code).sort()).toEqual([...codes].sort());
    // The other offers on the card are untouched.
    const others = db
      .select()
      .from(cardOffers)
      .where(eq(cardOffers.cardId, card.id))
      .all()
      .filter((o) => o.id !== offer.id);
    expect(others.every((o) => o.quantityRemaining === o.quantityTotal)).toBe(true);
  });
});
