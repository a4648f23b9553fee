import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeLocation } from '../../test/factories.ts';
import { redeemOffer } from '../counter/redeem.ts';
import { queryPlanOf as planOf, recordStatements } from '../../test/statement-recorder.ts';

/** A database with many cards, offers, redemptions and locations, and statistics gathered. */
function populated(db: Db) {
  // One outer transaction only to keep the set-up fast; the factories nest as savepoints.
  const target = db.$client.transaction(() => populate(db))();
  db.$client.exec('ANALYZE');
  return target;
}

function populate(db: Db) {
  const campaigns = Array.from({ length: 5 }, () => makeCampaign(db));
  for (const c of campaigns) for (let i = 0; i < 3; i++) makeLocation(db, c.restaurantId);
  for (let i = 0; i < 400; i++) {
    const { campaign } = campaigns[i % campaigns.length]!;
    const { card, offers } = makeCard(db, campaign.id);
    if (i % 4 === 0) redeemOffer(db, card.accessCode, offers[i % offers.length]!.id);
  }
  return makeCard(db, campaigns[0]!.campaign.id);
}

describe('card read and redeem use indexes, with a fixed number of statements', () => {
  it('GET /api/cards/:accessCode runs 1 statement, every table found by an index, never a table scan', async () => {
    const { request, db } = createTestApp();
    const { card, offers } = populated(db);
    redeemOffer(db, card.accessCode, offers[0]!.id);
    const { result: res, statements } = await recordStatements(db, () => request.get(`/api/cards/${card.accessCode}`));
    expect(res.status).toBe(200);
    expect(res.body.redemptions).toHaveLength(1);
    expect(statements).toHaveLength(1);
    const plan = planOf(db, statements[0]!);
    const lookups = plan.filter((step) => /^(SEARCH|SCAN) /.test(step));
    expect(
      lookups.filter((step) => /^SCAN /.test(step)),
      plan.join('\n'),
    ).toEqual([]);
    for (const step of lookups) expect(step).toMatch(/^SEARCH \S+ USING (INDEX|COVERING INDEX|INTEGER PRIMARY KEY)/);
    const text = plan.join('\n');
    expect(text).toMatch(/^SEARCH c USING INDEX cards_access_code_unique \(access_code=\?\)/);
    expect(text).toMatch(/SEARCH o USING INDEX card_offers_card_idx \(card_id=\?\)/);
    expect(text).toMatch(/SEARCH l USING INDEX locations_restaurant_idx \(restaurant_id=\?\)/);
    expect(text).toMatch(/SEARCH rd USING INDEX redemptions_card_idx \(card_id=\? AND rowid>\?\)/);
  });

  it('the redeem call runs 3 statements (card with its offer, guarded decrement, insert taking the lowest free use), each by an index', async () => {
    const { request, db } = createTestApp();
    const { card, offers } = populated(db);
    const { result: res, statements } = await recordStatements(db, () =>
      request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[1]!.id }),
    );
    expect(res.status).toBe(201);
    expect(statements).toHaveLength(3);
    const [select, update, insert] = statements;
    expect(select).toMatch(/^select .*\s+from cards c left join card_offers o/is);
    expect(update).toMatch(/^update card_offers/i);
    expect(update).toMatch(/quantity_remaining > 0/);
    expect(insert).toMatch(/^insert into redemptions/i);
    expect(planOf(db, select!.replace(/:\w+/g, '?')).join('\n')).toMatch(
      /^SEARCH c USING INDEX cards_access_code_unique \(access_code=\?\)\nSEARCH o USING INTEGER PRIMARY KEY \(rowid=\?\)( LEFT-JOIN)?$/,
    );
    expect(planOf(db, update!.replace(/:\w+/g, '?')).join('\n')).toMatch(
      /^SEARCH card_offers USING INTEGER PRIMARY KEY \(rowid=\?\)$/,
    );
    // The uses held are looked up on the unique index of live uses, never by scanning redemptions.
    const insertPlan = planOf(db, insert!.replace(/:\w+/g, '?')).join('\n');
    expect(insertPlan).not.toMatch(/SCAN (r|x|redemptions)\b/);
    expect(insertPlan).toMatch(/redemptions_offer_live_use_uq/);
  });

  it("a card offer's redemptions are found by an index, so deleting a card offer never scans them", () => {
    const { db } = createTestApp();
    populated(db);
    const plan = planOf(db, 'SELECT 1 FROM "redemptions" WHERE "offer_id" = ?').join('\n');
    expect(plan).toMatch(/SEARCH redemptions USING COVERING INDEX redemptions_offer_live_use_uq \(offer_id=\?\)/);
    const { card, offers } = makeCard(db, makeCampaign(db).campaign.id);
    redeemOffer(db, card.accessCode, offers[0]!.id);
    db.$client.prepare('DELETE FROM card_offers WHERE card_id = ?').run(card.id);
    expect(db.$client.prepare('SELECT count(*) AS n FROM redemptions WHERE card_id = ?').get(card.id)).toEqual({ n: 0 });
  });
});
