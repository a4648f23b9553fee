import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client.ts';
import { seedDemoData } from './seed-demo.ts';
import { campaigns, cards, redemptions, users } from './schema/index.ts';

describe('database', () => {
  it('every migration applies to an empty database, with WAL and foreign keys on', () => {
    const db = openDatabase(':memory:');
    migrateDatabase(db);
    const tables = db.$client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'restaurants', 'nonprofits', 'locations', 'campaigns', 'campaign_offers', 'cards', 'card_offers', 'redemptions', 'payments', 'kiosk_devices', 'kiosk_pairing_codes', 'email_outbox', 'audit_log']),
    );
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    // applying again is a no-op
    migrateDatabase(db);
  });

  it('the demo seed fills an empty database once, with campaigns in every state', async () => {
    const db = openDatabase(':memory:');
    migrateDatabase(db);
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const statuses = db.select({ status: campaigns.status, isActive: campaigns.isActive }).from(campaigns).all();
    expect(statuses).toEqual(
      expect.arrayContaining([
        { status: 'approved', isActive: 1 },
        { status: 'approved', isActive: 0 },
        { status: 'pending', isActive: 0 },
        { status: 'rejected', isActive: 0 },
        { status: 'archived', isActive: 0 },
      ]),
    );
    expect(db.select().from(users).all().map((u) => u.role).sort()).toEqual(['restaurant_owner', 'superadmin']);
    expect(db.select().from(cards).all().length).toBeGreaterThanOrEqual(3);
    expect(db.select().from(redemptions).all().length).toBeGreaterThanOrEqual(3);
  });
});
