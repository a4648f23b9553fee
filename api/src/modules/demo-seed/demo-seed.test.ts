import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { campaigns, cards, redemptions, users } from '../../db/schema/index.ts';
import { seedDemoData } from './demo-seed.ts';

describe('demo seed', () => {
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
    expect(
      db
        .select()
        .from(users)
        .all()
        .map((u) => u.role)
        .sort(),
    ).toEqual(['restaurant_owner', 'superadmin']);
    expect(db.select().from(cards).all().length).toBeGreaterThanOrEqual(3);
    expect(db.select().from(redemptions).all().length).toBeGreaterThanOrEqual(3);
  });
});
