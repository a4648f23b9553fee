import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { MAX_OFFERS, MIN_OFFERS, MIN_TOTAL_RETAIL_VALUE_CENTS, totalValueCents } from '@dealcard/shared';
import { campaignOffers, campaigns, cards, redemptions, users } from '../../db/schema/index.ts';
import { seedDemoData } from './demo-seed.ts';

describe('demo seed', () => {
  it('every seeded campaign keeps the rules a new one must: 3 to 6 offers worth at least $100.00 in all', async () => {
    const db = openDatabase(':memory:');
    migrateDatabase(db);
    await seedDemoData(db);
    for (const campaign of db.select().from(campaigns).all()) {
      const offers = db.select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaign.id)).all();
      expect(offers.length, campaign.nonprofitName).toBeGreaterThanOrEqual(MIN_OFFERS);
      expect(offers.length, campaign.nonprofitName).toBeLessThanOrEqual(MAX_OFFERS);
      expect(totalValueCents(offers), campaign.nonprofitName).toBeGreaterThanOrEqual(MIN_TOTAL_RETAIL_VALUE_CENTS);
    }
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
