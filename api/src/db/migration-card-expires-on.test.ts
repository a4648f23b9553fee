import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { foldersBefore } from '../test/migrations-before.ts';
import { migrateDatabase, openDatabase } from './client.ts';

const TZ = process.env.TZ;
afterEach(() => {
  if (TZ === undefined) delete process.env.TZ;
  else process.env.TZ = TZ;
});

describe('migration card_expires_on', () => {
  it("turns each card's stored instant into the day its face shows on the server's calendar, drops the tokens that carry the old day, and updates wallet passes", () => {
    process.env.TZ = 'America/Chicago';
    const db = openDatabase(':memory:');
    migrate(db, { migrationsFolder: foldersBefore('_card_expires_on') });
    db.$client.exec(`
      INSERT INTO restaurants (id, name, contact_name, contact_email) VALUES (1, 'R', 'C', 'r@example.com');
      INSERT INTO nonprofits (id, restaurant_id, name, contact_name, contact_email) VALUES (1, 1, 'N', 'C', 'n@example.org');
      INSERT INTO campaigns (id, restaurant_id, nonprofit_id, slug, short_code, nonprofit_name, description, card_price, expiration_months, status, is_active)
        VALUES (1, 1, 1, 'c', 'ABCDEFGH', 'N', 'A campaign for the test', 2000, 12, 'approved', 1);
      -- Bought at 19:30 in Chicago on March 14, 2026 (already March 15 in UTC): 12 months on.
      INSERT INTO cards (id, campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expiration_date, amount_paid)
        VALUES (1, 1, 1, 'CODE1', 'N', 'B', 'b@example.com', '2027-03-15T00:30:00.000Z', 2000);
      -- Capped by a campaign's last day: the end of that day in Chicago.
      INSERT INTO cards (id, campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expiration_date, amount_paid)
        VALUES (2, 1, 1, 'CODE2', 'N', 'B', 'b@example.com', '2027-01-01T05:59:59.999Z', 2000);
      INSERT INTO card_tokens (card_id, token) VALUES (1, 'old-card-qr');
      INSERT INTO wallet_passes (card_id, apple_auth_token, updated_at) VALUES (1, 'apple-token-1', '2026-11-01T00:00:00.000Z');`);
    migrateDatabase(db);
    expect(db.$client.prepare('SELECT id, expires_on AS expiresOn FROM cards ORDER BY id').all()).toEqual([
      { id: 1, expiresOn: '2027-03-14' },
      { id: 2, expiresOn: '2026-12-31' },
    ]);
    expect(db.$client.prepare('SELECT count(*) FROM card_tokens').pluck().get()).toBe(0);
    expect(db.$client.prepare('SELECT card_id FROM wallet_updates').pluck().all()).toEqual([1]);
    // The card read's instant is the end of that day in the zone again.
    expect(db.$client.prepare("SELECT card_end_of_day('2027-03-14')").pluck().get()).toBe('2027-03-15T04:59:59.999Z');
  });
});
