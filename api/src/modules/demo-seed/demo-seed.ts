import { randomBytes, randomInt } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { addDays, subDays, subMonths } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import { SELLER_CODE_LENGTH, UNAMBIGUOUS_ALPHABET, toDateOnly } from '@dealcard/shared';
import { createUser } from '../auth/auth.service.ts';
import { generateShortCode } from '../cards/codes.ts';
import { redeemOffer } from '../counter/redeem.ts';
import { insertCard } from '../cards/make-card.ts';
import { statsLinkColumns, unshownStatsLinkColumns, type StatsLinkKey } from '../sellers/stats-link.ts';
import type { Db } from '../../db/client.ts';
import { apiRoot } from '../../paths.ts';
import {
  campaignOffers,
  campaigns,
  cardOffers,
  locations,
  nonprofits,
  redemptions,
  restaurants,
  sellers,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { transaction } from '../../db/transaction.ts';

export const DEMO_SIGN_INS = [
  { role: 'superadmin', email: 'admin@example.com', password: 'demo-admin-2026' },
  { role: 'restaurant_owner', email: 'owner@example.com', password: 'demo-owner-2026' },
] as const;

/** The four demo offers (fowl balls, appetizers, pizza, kids meals), 3 of each. */
export const DEMO_OFFERS = [
  { name: 'Free Fowl Balls', description: 'One order of our signature fowl balls, on the house', quantity: 3, retailValue: 899 },
  { name: 'Free Appetizers', description: 'Any appetizer up to $9.99, free with an entree', quantity: 3, retailValue: 999 },
  { name: 'BOGO Pizza', description: 'Buy one large pizza, get a second one free', quantity: 3, retailValue: 1599 },
  { name: 'Free Kids Meals', description: 'One free kids meal with each adult entree', quantity: 3, retailValue: 699 },
];

function storeLogo(db: Db, uploadsDir: string, asset: string): string {
  mkdirSync(uploadsDir, { recursive: true });
  const id = randomBytes(12).toString('base64url');
  copyFileSync(path.join(apiRoot, 'src/modules/demo-seed/assets', asset), path.join(uploadsDir, id));
  db.insert(uploads).values({ id, contentType: 'image/png', size: 0 }).run();
  return `/objects/uploads/${id}`;
}

/**
 * Fills an empty database with a small, believable restaurant so every screen has something
 * real to show. Does nothing when any user exists. Returns whether it seeded. With the server's
 * stats-link key, the demo seller's private link is one the roster can show.
 */
export async function seedDemoData(db: Db, uploadsDir?: string, statsKey?: StatsLinkKey): Promise<boolean> {
  const existing = db.select({ n: count() }).from(users).get();
  if ((existing?.n ?? 0) > 0) return false;
  const now = new Date();
  const logo = (asset: string) => (uploadsDir ? storeLogo(db, uploadsDir, asset) : null);

  const admin = await createUser(db, { ...DEMO_SIGN_INS[0], role: 'superadmin', firstName: 'Avery', lastName: 'Admin' });
  const ownerPassword = DEMO_SIGN_INS[1];

  const restaurant = db
    .insert(restaurants)
    .values({
      name: 'Fowl Play Wings & Pizza',
      contactName: 'Olivia Owner',
      contactEmail: 'hello@fowlplay.example.com',
      contactPhone: '(555) 201-4410',
      address: '120 Main Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      websiteUrl: 'https://fowlplay.example.com',
      description: 'Wings, pizza and fowl balls since 2009.',
      logoUrl: logo('restaurant-logo.png'),
    })
    .returning()
    .get();
  const other = db
    .insert(restaurants)
    .values({
      name: 'Harbor Noodle House',
      contactName: 'Hana Harbor',
      contactEmail: 'hana@harbornoodle.example.com',
      contactPhone: '(555) 870-1200',
      address: '9 Dock Road',
      city: 'Bayview',
      state: 'CA',
      zipCode: '94016',
      websiteUrl: 'https://harbornoodle.example.com',
    })
    .returning()
    .get();

  await createUser(db, {
    ...ownerPassword,
    role: 'restaurant_owner',
    restaurantId: restaurant.id,
    firstName: 'Olivia',
    lastName: 'Owner',
  });

  db.insert(locations)
    .values([
      {
        restaurantId: restaurant.id,
        name: 'Downtown',
        address: '120 Main Street',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
      },
      {
        restaurantId: restaurant.id,
        name: 'Riverside',
        address: '48 River Road',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62704',
      },
      { restaurantId: other.id, name: 'Harbor Front', address: '9 Dock Road', city: 'Bayview', state: 'CA', zipCode: '94016' },
    ])
    .run();

  const school = db
    .insert(nonprofits)
    .values({
      restaurantId: restaurant.id,
      name: 'Lincoln Elementary PTA',
      contactName: 'Pat Parent',
      contactEmail: 'pta@lincoln.example.org',
      contactPhone: '(555) 330-0101',
      website: 'https://lincoln-pta.example.org',
      description: 'Field trips, books and playground upgrades for Lincoln Elementary.',
      logoUrl: logo('nonprofit-school.png'),
    })
    .returning()
    .get();
  const rescue = db
    .insert(nonprofits)
    .values({
      restaurantId: restaurant.id,
      name: 'Riverside Animal Rescue',
      contactName: 'Robin Rescue',
      contactEmail: 'hello@riverside-rescue.example.org',
      website: 'https://riverside-rescue.example.org',
      description: 'Shelter, vet care and adoption for cats and dogs in Springfield.',
      logoUrl: logo('nonprofit-rescue.png'),
    })
    .returning()
    .get();
  const harborCharity = db
    .insert(nonprofits)
    .values({
      restaurantId: other.id,
      name: 'Bayview Food Bank',
      contactName: 'Frank Food',
      contactEmail: 'info@bayviewfood.example.org',
    })
    .returning()
    .get();

  const dates = {
    startDate: toDateOnly(subDays(now, 10)),
    endDate: toDateOnly(addDays(now, 60)),
    cardExpirationDate: toDateOnly(addDays(now, 425)),
  };
  let stamp = now.getTime();
  const makeCampaign = (
    partner: typeof school,
    restaurantId: number,
    status: 'pending' | 'approved' | 'rejected' | 'archived',
    isActive: 0 | 1,
    description: string,
    offers = DEMO_OFFERS,
    goalCents: number | null = null,
    window = dates,
  ) => {
    const slugBase = partner.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const row = db
      .insert(campaigns)
      .values({
        restaurantId,
        nonprofitId: partner.id,
        slug: `${slugBase}-${stamp++}`,
        shortCode: generateShortCode(),
        productType: 'CAMPAIGN',
        nonprofitName: partner.name,
        description,
        cardPrice: 2000,
        expirationMonths: 12,
        goalCents,
        ...window,
        status,
        isActive,
        // Last year's campaign was made and approved last year.
        approvedAt:
          status === 'approved' || status === 'archived' ? subDays(now, window === dates ? 9 : 402).toISOString() : null,
        approvedBy: status === 'approved' || status === 'archived' ? admin.id : null,
        createdAt: subDays(now, window === dates ? 12 : 405).toISOString(),
      })
      .returning()
      .get();
    db.insert(campaignOffers)
      .values(offers.map((o, i) => ({ ...o, campaignId: row.id, sortOrder: i })))
      .run();
    return row;
  };

  const active = makeCampaign(
    school,
    restaurant.id,
    'approved',
    1,
    'Eat well and send Lincoln Elementary on field trips: half of every card goes to the PTA.',
    DEMO_OFFERS,
    50_000,
  );
  // A parent selling cards for the PTA through a share link, on the leaderboard.
  const sellerCode = Array.from(
    { length: SELLER_CODE_LENGTH },
    () => UNAMBIGUOUS_ALPHABET[randomInt(UNAMBIGUOUS_ALPHABET.length)],
  ).join('');
  const seller = db
    .insert(sellers)
    .values({
      campaignId: active.id,
      code: sellerCode,
      ...(statsKey ? statsLinkColumns(statsKey, sellerCode, 0) : unshownStatsLinkColumns()),
      name: 'Avery Johnson',
      email: 'avery@example.com',
      showOnLeaderboard: 1,
    })
    .returning()
    .get();
  const paused = makeCampaign(
    rescue,
    restaurant.id,
    'approved',
    0,
    'Wings for whiskers: every card helps Riverside Animal Rescue feed and house pets.',
  );
  makeCampaign(
    rescue,
    restaurant.id,
    'pending',
    0,
    'A spring card for the rescue: new offers, same good cause, awaiting review.',
  );
  makeCampaign(school, restaurant.id, 'rejected', 0, 'An early draft of the PTA card with offers that did not add up.');
  const archived = makeCampaign(
    school,
    restaurant.id,
    'archived',
    0,
    "Last year's PTA fundraiser, which raised enough for the new library shelves.",
    DEMO_OFFERS,
    null,
    // Last year's: it sold a year ago, and its cards last until a few weeks from now.
    {
      startDate: toDateOnly(subDays(now, 400)),
      endDate: toDateOnly(subDays(now, 330)),
      cardExpirationDate: toDateOnly(addDays(now, 40)),
    },
  );
  makeCampaign(
    harborCharity,
    other.id,
    'approved',
    1,
    'Noodles that feed neighbours: half of each card goes to the Bayview Food Bank.',
    [
      { name: 'Free Dumplings', description: 'A plate of six pork or veggie dumplings', quantity: 3, retailValue: 899 },
      { name: 'BOGO Ramen', description: 'Buy one bowl of ramen, get a second one free', quantity: 4, retailValue: 1499 },
      { name: 'Free Bubble Tea', description: 'One regular bubble tea with any entree', quantity: 4, retailValue: 599 },
    ],
  );

  const buyers = [
    { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(555) 410-2233', daysAgo: 20, redeem: 3, viaSeller: false },
    { name: 'Sam Chen', email: 'sam@example.com', phone: '(555) 410-7788', daysAgo: 5, redeem: 1, viaSeller: true },
    { name: 'Taylor Brooks', email: 'taylor@example.com', phone: null, daysAgo: 1, redeem: 0, viaSeller: true },
  ];
  for (const b of buyers) {
    const purchaseDate = subDays(now, b.daysAgo);
    const card = await transaction(db, (tx) =>
      insertCard(tx, {
        campaignId: active.id,
        customerName: b.name,
        customerEmail: b.email,
        customerPhone: b.phone,
        paymentReference: null,
        amountPaid: active.cardPrice,
        purchaseDate,
        sellerId: b.viaSeller ? seller.id : null,
      }),
    );
    const offers = db.select().from(cardOffers).where(eq(cardOffers.cardId, card.id)).all();
    for (let i = 0; i < b.redeem; i++) {
      const offer = offers[i % offers.length];
      if (offer) redeemOffer(db, card.accessCode, offer.id, addDays(purchaseDate, i + 1));
    }
  }
  // Jordan's first code was shown to a server and checked at the Downtown tablet.
  const downtown = db.select().from(locations).where(eq(locations.restaurantId, restaurant.id)).get();
  const first = db.select().from(redemptions).orderBy(redemptions.id).get();
  if (first && downtown) {
    db.update(redemptions)
      .set({ verifiedAt: new Date(new Date(first.redeemedAt).getTime() + 60_000).toISOString(), verifiedLocationId: downtown.id })
      .where(eq(redemptions.id, first.id))
      .run();
  }
  // An expired card from last year's campaign, for the inactive list.
  await transaction(db, (tx) =>
    insertCard(tx, {
      campaignId: archived.id,
      customerName: 'Jordan Rivera',
      customerEmail: 'jordan@example.com',
      customerPhone: '(555) 410-2233',
      paymentReference: null,
      amountPaid: 2000,
      purchaseDate: subMonths(now, 13),
    }),
  );
  // One sale on the paused campaign, so its report row is not empty.
  await transaction(db, (tx) =>
    insertCard(tx, {
      campaignId: paused.id,
      customerName: 'Sam Chen',
      customerEmail: 'sam@example.com',
      customerPhone: '(555) 410-7788',
      paymentReference: null,
      amountPaid: 2000,
      purchaseDate: subDays(now, 30),
    }),
  );
  return true;
}
