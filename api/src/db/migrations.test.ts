import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client.ts';

describe('database', () => {
  it('every migration applies to an empty database, with WAL and foreign keys on', () => {
    const db = openDatabase(':memory:');
    migrateDatabase(db);
    const tables = db.$client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'restaurants',
        'nonprofits',
        'locations',
        'campaigns',
        'campaign_offers',
        'cards',
        'card_offers',
        'redemptions',
        'payments',
        'kiosk_devices',
        'kiosk_pairing_codes',
        'email_outbox',
        'audit_log',
      ]),
    );
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    // applying again is a no-op
    migrateDatabase(db);
  });
});
