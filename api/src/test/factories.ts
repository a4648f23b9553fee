import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@dealcard/shared';
import type { Db } from '../db/client.ts';
import { campaignOffers, campaigns, cardOffers, cards, locations, nonprofits, restaurants } from '../db/schema/index.ts';
import { createUser } from '../modules/auth/auth.service.ts';
import { generateShortCode } from '../modules/cards/codes.ts';
import { insertCard, type NewCardInput } from '../modules/cards/make-card.ts';
import { recordMoneyBack } from '../modules/refunds/card-money.ts';

const uniq = () => randomBytes(4).toString('hex');

export async function makeUser(
  db: Db,
  role: Role = 'customer',
  restaurantId: number | null = null,
  password = 'password-123',
  nonprofitId: number | null = null,
) {
  const email = `${role}-${uniq()}@example.com`;
  const user = await createUser(db, { email, password, role, restaurantId, nonprofitId });
  return { ...user, password };
}

export function makeRestaurant(db: Db, overrides: Partial<typeof restaurants.$inferInsert> = {}) {
  return db
    .insert(restaurants)
    .values({ name: `Restaurant ${uniq()}`, contactName: 'Casey Contact', contactEmail: `r-${uniq()}@example.com`, ...overrides })
    .returning()
    .get();
}

export function makeNonprofit(db: Db, restaurantId: number, overrides: Partial<typeof nonprofits.$inferInsert> = {}) {
  return db
    .insert(nonprofits)
    .values({
      restaurantId,
      name: `Nonprofit ${uniq()}`,
      contactName: 'Nia Nonprofit',
      contactEmail: `n-${uniq()}@example.org`,
      ...overrides,
    })
    .returning()
    .get();
}

export function makeLocation(db: Db, restaurantId: number, overrides: Partial<typeof locations.$inferInsert> = {}) {
  return db
    .insert(locations)
    .values({ restaurantId, name: `Location ${uniq()}`, ...overrides })
    .returning()
    .get();
}

export const DEFAULT_TEST_OFFERS = [
  { name: 'Free Fowl Balls', description: 'One order of fowl balls, free', quantity: 3, retailValue: 899 },
  { name: 'Free Appetizers', description: 'Any appetizer up to $9.99', quantity: 3, retailValue: 999 },
  { name: 'BOGO Pizza', description: 'Buy one pizza, get one free', quantity: 3, retailValue: 1599 },
  { name: 'Free Kids Meals', description: 'A free kids meal with an entree', quantity: 3, retailValue: 699 },
];

/** A restaurant, its nonprofit and a campaign with offers; approved and active unless told. */
export function makeCampaign(
  db: Db,
  overrides: Partial<typeof campaigns.$inferInsert> = {},
  offers: Array<{ name: string; description: string; quantity: number; retailValue: number }> = DEFAULT_TEST_OFFERS,
) {
  const restaurantId = overrides.restaurantId ?? makeRestaurant(db).id;
  const nonprofit = overrides.nonprofitId
    ? db.select().from(nonprofits).where(eq(nonprofits.id, overrides.nonprofitId)).get()!
    : makeNonprofit(db, restaurantId);
  const campaign = db
    .insert(campaigns)
    .values({
      restaurantId,
      nonprofitId: nonprofit.id,
      slug: `campaign-${uniq()}`,
      shortCode: generateShortCode(),
      nonprofitName: nonprofit.name,
      description: 'A test campaign that raises money for a good cause',
      cardPrice: 2000,
      expirationMonths: 12,
      status: 'approved',
      isActive: 1,
      ...overrides,
    })
    .returning()
    .get();
  db.insert(campaignOffers)
    .values(offers.map((o, i) => ({ ...o, campaignId: campaign.id, sortOrder: i })))
    .run();
  return { campaign, nonprofit, restaurantId };
}

/** A sold card on a campaign, with its offers. */
export function makeCard(db: Db, campaignId: number, overrides: Partial<NewCardInput> = {}) {
  const campaign = db.select().from(campaigns).where(eq(campaigns.id, campaignId)).get()!;
  const card = db.transaction(() =>
    insertCard(db, {
      campaignId,
      customerName: 'Jamie Holder',
      customerEmail: `holder-${uniq()}@example.com`,
      customerPhone: '(555) 123-4567',
      paymentReference: null,
      amountPaid: campaign.cardPrice,
      ...overrides,
    }),
  );
  const offers = db.select().from(cardOffers).where(eq(cardOffers.cardId, card.id)).all();
  return { card, offers };
}

/**
 * Refunds a card in full, as a refund the provider reported would: its ledger row, its refunded
 * status, the audit row and the buyer's e-mail.
 */
export function refundInFull(db: Db, cardId: number) {
  const card = db.select().from(cards).where(eq(cards.id, cardId)).get()!;
  return db.transaction(
    (tx) =>
      recordMoneyBack(tx, card, {
        kind: 'refund',
        reference: `re_test_${uniq()}`,
        amount: card.amountPaid - card.refundedCents,
        reason: null,
        actorUserId: null,
        endsCard: true,
      }).card,
  );
}
