import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { foldersBefore } from '../test/migrations-before.ts';
import { migrateDatabase, openDatabase } from './client.ts';

describe('migration selling_in_person', () => {
  it('rebuilds the ledger, payouts and sellers of a database in use, keeping every row, reference and trigger', () => {
    const db = openDatabase(':memory:');
    migrate(db, { migrationsFolder: foldersBefore('_selling_in_person') });
    const run = (sql: string) => db.$client.exec(sql);
    run(`INSERT INTO restaurants (id, name, contact_name, contact_email) VALUES (1, 'R', 'C', 'r@example.com');
         INSERT INTO nonprofits (id, restaurant_id, name, contact_name, contact_email) VALUES (1, 1, 'N', 'C', 'n@example.org');
         INSERT INTO campaigns (id, restaurant_id, nonprofit_id, slug, short_code, nonprofit_name, description, card_price, expiration_months, status, is_active)
           VALUES (1, 1, 1, 'c', 'ABCDEFGH', 'N', 'A campaign for the test', 2001, 12, 'approved', 1);
         INSERT INTO sellers (id, campaign_id, code, stats_token, name, email) VALUES (7, 1, 'ABCDEF', 'tok', 'Sam Seller', 's@example.com');
         INSERT INTO cards (id, campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expiration_date, amount_paid, stripe_payment_intent_id, seller_id)
           VALUES (3, 1, 1, 'CODE1', 'N', 'B', 'b@example.com', '2027-01-01', 2001, 'pi_1', 7);
         INSERT INTO payouts (id, nonprofit_id, amount_cents, paid_on, reference) VALUES (1, 1, 500, '2026-11-01', 'Check 1');
         INSERT INTO ledger_entries (kind, reference, amount_cents, nonprofit_cents, restaurant_id, nonprofit_id) VALUES ('payout', 'payout:1', -500, 0, 1, 1);`);
    migrateDatabase(db);
    const all = (sql: string) => db.$client.prepare(sql).all();
    expect(all('SELECT id, email, team FROM sellers')).toEqual([{ id: 7, email: 's@example.com', team: null }]);
    expect(all('SELECT seller_id AS sellerId, sale_method AS method FROM cards')).toEqual([{ sellerId: 7, method: 'online' }]);
    expect(all('SELECT nonprofit_id AS n, restaurant_id AS r FROM payouts')).toEqual([{ n: 1, r: null }]);
    expect(all('SELECT kind, amount_cents AS a, nonprofit_cents AS n, channel FROM ledger_entries ORDER BY id')).toEqual([
      { kind: 'sale', a: 2001, n: 1001, channel: 'online' },
      { kind: 'payout', a: -500, n: 0, channel: 'online' },
    ]);
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
    // The triggers are back: the ledger refuses edits, a new cash card records its sale as cash held.
    expect(() => run('DELETE FROM ledger_entries')).toThrow(/append-only/);
    run(`INSERT INTO cards (campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expires_on, amount_paid, sale_method)
           VALUES (1, 1, 'CODE2', 'N', 'B', 'b@example.com', '2027-01-01', 2001, 'cash')`);
    expect(all('SELECT nonprofit_share AS share, cash_held AS cash FROM campaign_totals')).toEqual([{ share: 2002, cash: 2001 }]);
    expect(() =>
      run(`INSERT INTO cards (campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expires_on, amount_paid, sale_method)
           VALUES (1, 1, 'CODE3', 'N', 'B', 'b@example.com', '2027-01-01', 2001, 'barter')`),
    ).toThrow(/sale_method/);
  });
});
