import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCampaign, makeCard } from './factories.ts';
import { migrateDatabase, openDatabase, type Db } from '../db/client.ts';
import { redeemOffer } from '../modules/counter/redeem.ts';
import { recordMoneyBack } from '../modules/refunds/card-money.ts';
import { cards } from '../db/schema/index.ts';

/** The totals as the triggers keep them, and as counting every row says they must be. */
function totalsAndTruth(db: Db) {
  const kept = db.$client
    .prepare(
      `SELECT campaign_id AS campaignId, cards_sold AS cards, revenue, redemptions, cards_refunded AS cardsRefunded,
              refunded, nonprofit_share AS nonprofitShare
         FROM campaign_totals ORDER BY campaign_id`,
    )
    .all();
  const truth = db.$client
    .prepare(
      `SELECT c.id AS campaignId,
              (SELECT count(*) FROM cards WHERE campaign_id = c.id) AS cards,
              (SELECT coalesce(sum(amount_paid), 0) FROM cards WHERE campaign_id = c.id) AS revenue,
              (SELECT count(*) FROM redemptions WHERE campaign_id = c.id) AS redemptions,
              (SELECT count(*) FROM cards WHERE campaign_id = c.id AND status = 'refunded') AS cardsRefunded,
              (SELECT coalesce(-sum(amount_cents), 0) FROM ledger_entries
                WHERE campaign_id = c.id AND kind IN ('refund', 'dispute_lost')) AS refunded,
              (SELECT coalesce(sum(nonprofit_cents), 0) FROM ledger_entries WHERE campaign_id = c.id) AS nonprofitShare
         FROM campaigns c ORDER BY c.id`,
    )
    .all();
  return { kept, truth };
}

type Op =
  | { kind: 'sell'; campaign: number; amount: number }
  | { kind: 'redeem'; card: number }
  | { kind: 'deleteCard'; card: number }
  | { kind: 'refund'; card: number; amount: number; dispute: boolean }
  | { kind: 'deleteRedemption'; redemption: number }
  | { kind: 'reprice'; card: number; amount: number }
  | { kind: 'moveCard'; card: number; campaign: number }
  | { kind: 'failedSale'; campaign: number; amount: number }
  | { kind: 'newCampaign' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      campaign: fc.nat(9),
      amount: fc.integer({ min: 0, max: 1_000_000 }),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('redeem' as const), card: fc.nat(200) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteCard' as const), card: fc.nat(200) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      card: fc.nat(200),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      dispute: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteRedemption' as const), redemption: fc.nat(200) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reprice' as const),
      card: fc.nat(200),
      amount: fc.integer({ min: 0, max: 1_000_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('moveCard' as const), card: fc.nat(200), campaign: fc.nat(9) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('failedSale' as const),
      campaign: fc.nat(9),
      amount: fc.integer({ min: 0, max: 1_000_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'newCampaign' as const }) },
);

const nth = <T>(xs: readonly T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

function apply(db: Db, op: Op): void {
  const campaignIds = db.$client.prepare('SELECT id FROM campaigns ORDER BY id').pluck().all() as number[];
  const cardIds = db.$client.prepare('SELECT id FROM cards ORDER BY id').pluck().all() as number[];
  switch (op.kind) {
    case 'sell':
      makeCard(db, nth(campaignIds, op.campaign)!, { amountPaid: op.amount });
      return;
    case 'redeem': {
      const card = nth(cardIds, op.card);
      if (card === undefined) return;
      const { access_code: code, offer } = db.$client
        .prepare(
          "SELECT c.access_code, (SELECT id FROM card_offers WHERE card_id = c.id AND quantity_remaining > 0 AND c.status = 'active' LIMIT 1) AS offer FROM cards c WHERE c.id = ?",
        )
        .get(card) as { access_code: string; offer: number | null };
      if (offer !== null) redeemOffer(db, code, offer);
      return;
    }
    case 'deleteCard': {
      // A sold card is in the append-only ledger: deleting it is refused and changes nothing.
      const card = nth(cardIds, op.card);
      if (card !== undefined) expect(() => db.$client.prepare('DELETE FROM cards WHERE id = ?').run(card)).toThrow(/FOREIGN KEY/);
      return;
    }
    case 'refund': {
      const id = nth(cardIds, op.card);
      if (id === undefined) return;
      const card = db.select().from(cards).where(eq(cards.id, id)).get()!;
      const left = card.amountPaid - card.refundedCents;
      db.transaction((tx) =>
        recordMoneyBack(tx, card, {
          kind: op.dispute ? 'dispute_lost' : 'refund',
          reference: `re_${randomUUID()}`,
          amount: Math.min(left, op.amount),
          reason: null,
          actorUserId: null,
          endsCard: op.dispute,
        }),
      );
      return;
    }
    case 'deleteRedemption': {
      const ids = db.$client.prepare('SELECT id FROM redemptions ORDER BY id').pluck().all() as number[];
      const id = nth(ids, op.redemption);
      if (id !== undefined) db.$client.prepare('DELETE FROM redemptions WHERE id = ?').run(id);
      return;
    }
    case 'reprice': {
      // Never below what was refunded already (the database refuses that).
      const card = nth(cardIds, op.card);
      if (card !== undefined)
        db.$client.prepare('UPDATE cards SET amount_paid = max(?, refunded_cents) WHERE id = ?').run(op.amount, card);
      return;
    }
    case 'moveCard': {
      // Not something the product does; the totals must follow all the same. (A refunded card and
      // its ledger rows stay where they were sold: a refund is never moved.)
      const card = db.$client
        .prepare("SELECT id FROM cards WHERE id = ? AND status = 'active'")
        .pluck()
        .get(nth(cardIds, op.card) ?? -1) as number | undefined;
      const to = nth(campaignIds, op.campaign)!;
      if (card === undefined) return;
      db.$client.transaction(() => {
        db.$client.prepare('UPDATE cards SET campaign_id = ? WHERE id = ?').run(to, card);
        db.$client.prepare('UPDATE redemptions SET campaign_id = ? WHERE card_id = ?').run(to, card);
      })();
      return;
    }
    case 'failedSale': {
      // A sale whose transaction rolls back leaves no trace in the totals either.
      expect(() =>
        db.$client.transaction(() => {
          makeCard(db, nth(campaignIds, op.campaign)!, { amountPaid: op.amount });
          throw new Error('payment record failed');
        })(),
      ).toThrow('payment record failed');
      return;
    }
    case 'newCampaign':
      makeCampaign(db);
      return;
  }
}

describe('campaign_totals', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('equal the counts of the rows themselves after any sequence of sales, redemptions, deletions and edits', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 60 }), (ops) => {
        const db = openDatabase(':memory:');
        migrateDatabase(db);
        makeCampaign(db);
        for (const op of ops) {
          apply(db, op);
          const { kept, truth } = totalsAndTruth(db);
          expect(kept).toEqual(truth);
        }
        db.$client.close();
      }),
      { numRuns: 40 },
    );
  });

  it('are filled for the cards and redemptions already there when the migration runs', () => {
    // A database as it stood before the totals (migrations 0000 and 0001), with sales in it.
    const dir = mkdtempSync(path.join(tmpdir(), 'totals-migration-'));
    dirs.push(dir);
    const full = path.join(import.meta.dirname, '../db/migrations');
    const before = path.join(dir, 'migrations');
    cpSync(full, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0002_'));
    expect(upTo).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, upTo);
    writeFileSync(journalFile, JSON.stringify(journal));

    const db = openDatabase(path.join(dir, 'app.db'));
    migrate(db, { migrationsFolder: before });
    const sqlite = db.$client;
    const restaurant = sqlite
      .prepare(
        "INSERT INTO restaurants (name, contact_name, contact_email, is_active) VALUES ('Old Place', 'Lee Old', 'lee@example.com', 1)",
      )
      .run().lastInsertRowid;
    const nonprofit = sqlite
      .prepare("INSERT INTO nonprofits (restaurant_id, name) VALUES (?, 'Old Cause')")
      .run(restaurant).lastInsertRowid;
    const campaign = (i: number) =>
      sqlite
        .prepare(
          `INSERT INTO campaigns (restaurant_id, nonprofit_id, slug, short_code, nonprofit_name, description, card_price, expiration_months, status, is_active)
           VALUES (?, ?, ?, ?, 'Old Cause', 'A campaign from before the totals', 2000, 12, 'approved', 1)`,
        )
        .run(restaurant, nonprofit, `old-${i}`, `OLD${i}`).lastInsertRowid;
    const [a, b, empty] = [campaign(1), campaign(2), campaign(3)];
    const expiryColumn = () =>
      sqlite.prepare("SELECT count(*) FROM pragma_table_info('cards') WHERE name = 'expires_on'").pluck().get()
        ? 'expires_on'
        : 'expiration_date';
    const sell = (campaignId: bigint | number, amount: number, i: number) =>
      sqlite
        .prepare(
          // The card's expiry column is renamed by a later migration (0023): whichever this database has.
          `INSERT INTO cards (campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, ${expiryColumn()}, amount_paid)
           VALUES (?, ?, ?, 'Old Cause', 'Pat Old', 'pat@example.com', '2027-12-31', ?)`,
        )
        .run(campaignId, restaurant, `OLDCARD${i}`, amount).lastInsertRowid;
    const cardA1 = sell(a, 2000, 1);
    sell(a, 2500, 2);
    sell(b, 1000, 3);
    const offer = sqlite
      .prepare(
        "INSERT INTO card_offers (card_id, offer_type, description, quantity_total, quantity_remaining) VALUES (?, 'Free Drinks', 'A drink', 3, 1)",
      )
      .run(cardA1).lastInsertRowid;
    for (const code of ['111111', '222222']) {
      sqlite
        .prepare(
          "INSERT INTO redemptions (card_id, offer_id, restaurant_id, campaign_id, code, customer_name) VALUES (?, ?, ?, ?, ?, 'Pat Old')",
        )
        .run(cardA1, offer, restaurant, a, code);
    }

    migrateDatabase(db);
    const { kept, truth } = totalsAndTruth(db);
    expect(kept).toEqual(truth);
    // The ledger (0004, 0005) starts with one sale row per card sold before it, half for the nonprofit.
    const none = { cardsRefunded: 0, refunded: 0 };
    expect(kept).toEqual([
      { campaignId: Number(a), cards: 2, revenue: 4500, redemptions: 2, ...none, nonprofitShare: 1000 + 1250 },
      { campaignId: Number(b), cards: 1, revenue: 1000, redemptions: 0, ...none, nonprofitShare: 500 },
      { campaignId: Number(empty), cards: 0, revenue: 0, redemptions: 0, ...none, nonprofitShare: 0 },
    ]);
    expect(sqlite.prepare("SELECT count(*) FROM ledger_entries WHERE kind = 'sale'").pluck().get()).toBe(3);
    // And from then on the triggers keep them.
    sell(b, 3000, 4);
    expect(totalsAndTruth(db).kept).toEqual(totalsAndTruth(db).truth);
    sqlite.close();
  });
});
