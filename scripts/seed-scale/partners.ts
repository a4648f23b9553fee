// The scale seed's restaurants, their nonprofits and locations, and 1,000 campaigns with offers.
import type { Database } from 'better-sqlite3';
import { addDays, subDays } from 'date-fns';
import { SHORT_CODE_LENGTH, toDateOnly } from '@dealcard/shared';
import { CAUSES, CITIES, FIRST, FOOD, LAST, OFFERS, PLACE } from './names.ts';
import type { Draws } from './random.ts';

export const SCALE = { restaurants: 200, campaigns: 1000, cardsPerTransaction: 10_000 } as const;

export interface CampaignOffer {
  id: number;
  name: string;
  description: string;
  quantity: number;
  retailValue: number;
  sortOrder: number;
}
export interface SeedCampaign {
  id: number;
  restaurantId: number;
  nonprofitName: string;
  cardPrice: number;
  expirationMonths: number;
  /** Cards expire by this day at the latest (YYYY-MM-DD). */
  cardExpirationDate: string;
  offers: CampaignOffer[];
  sells: boolean;
}

export interface Partners {
  campaigns: SeedCampaign[];
  locationsByRestaurant: Map<number, number[]>;
}

/** Inserts the restaurants, nonprofits, locations, campaigns and their offers in one transaction. */
export function seedPartners(
  sqlite: Database,
  { rnd, pick, int }: Draws,
  code: (length: number) => string,
  adminId: string,
  now: Date,
): Partners {
  const insRestaurant = sqlite.prepare(
    `INSERT INTO restaurants (id, name, contact_name, contact_email, contact_phone, address, city, state, zip_code, website_url, description, is_active, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  const insNonprofit = sqlite.prepare(
    'INSERT INTO nonprofits (id, restaurant_id, name, contact_name, contact_email, website, description, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insLocation = sqlite.prepare(
    'INSERT INTO locations (id, restaurant_id, name, address, city, state, zip_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insCampaign = sqlite.prepare(
    `INSERT INTO campaigns (id, restaurant_id, nonprofit_id, slug, short_code, product_type, nonprofit_name, description, card_price, expiration_months,
       start_date, end_date, card_expiration_date, status, is_active, created_at, approved_at, approved_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insCampaignOffer = sqlite.prepare(
    'INSERT INTO campaign_offers (id, campaign_id, name, description, quantity, retail_value, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  const nonprofitsByRestaurant = new Map<number, Array<{ id: number; name: string }>>();
  const locationsByRestaurant = new Map<number, number[]>();
  const campaigns: SeedCampaign[] = [];
  sqlite.transaction(() => {
    let nonprofitId = 0;
    let locationId = 0;
    for (let r = 1; r <= SCALE.restaurants; r++) {
      const [city, state, zip] = pick(CITIES);
      const name = `${pick(FOOD)} ${pick(PLACE)} #${r}`;
      const created = subDays(now, int(400, 900)).toISOString();
      insRestaurant.run(
        r,
        name,
        `${pick(FIRST)} ${pick(LAST)}`,
        `owner${r}@restaurants.example.com`,
        `(555) ${int(200, 999)}-${int(1000, 9999)}`,
        `${int(1, 999)} Main Street`,
        city,
        state,
        zip,
        `https://r${r}.example.com`,
        `Neighbourhood ${name.toLowerCase()} since ${int(1980, 2020)}.`,
        created,
      );
      const partners: Array<{ id: number; name: string }> = [];
      for (let n = int(1, 3); n > 0; n--) {
        const npName = `${city} ${pick(CAUSES)} ${++nonprofitId}`;
        insNonprofit.run(
          nonprofitId,
          r,
          npName,
          `${pick(FIRST)} ${pick(LAST)}`,
          `np${nonprofitId}@causes.example.org`,
          `https://np${nonprofitId}.example.org`,
          `Every card sold helps the ${npName}.`,
          created,
        );
        partners.push({ id: nonprofitId, name: npName });
      }
      nonprofitsByRestaurant.set(r, partners);
      const locs: number[] = [];
      for (let l = int(1, 4); l > 0; l--) {
        insLocation.run(
          ++locationId,
          r,
          `${pick(['Downtown', 'Riverside', 'Mall', 'Airport', 'Uptown', 'Harbor'])} ${locationId}`,
          `${int(1, 999)} Oak Avenue`,
          city,
          state,
          zip,
          created,
        );
        locs.push(locationId);
      }
      locationsByRestaurant.set(r, locs);
    }
    let offerId = 0;
    for (let c = 1; c <= SCALE.campaigns; c++) {
      // Restaurant 1 (the bench owner's) always has a live campaign; the rest spread at random.
      const restaurantId = c <= 3 ? 1 : int(1, SCALE.restaurants);
      const partner = pick(nonprofitsByRestaurant.get(restaurantId)!);
      const roll = rnd();
      const status = c <= 3 || roll < 0.8 ? 'approved' : roll < 0.88 ? 'pending' : roll < 0.93 ? 'rejected' : 'archived';
      const isActive = status === 'approved' && (c <= 3 || rnd() < 0.85) ? 1 : 0;
      const created = subDays(now, int(30, 400));
      const expirationMonths = pick([12, 12, 12, 6, 24]);
      const cardPrice = pick([1500, 2000, 2000, 2500, 3000]);
      const slug = `${partner.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${c}`;
      const approved = status === 'approved' || status === 'archived';
      const cardExpirationDate = toDateOnly(addDays(now, 400));
      insCampaign.run(
        c,
        restaurantId,
        partner.id,
        slug,
        code(SHORT_CODE_LENGTH),
        pick(['CAMPAIGN', 'CAMPAIGN', 'CAMPAIGN', 'BONUS', 'CLUB']),
        partner.name,
        `Eat well and support the ${partner.name}: half of every card goes to the cause.`,
        cardPrice,
        expirationMonths,
        toDateOnly(created),
        toDateOnly(addDays(now, int(10, 120))),
        cardExpirationDate,
        status,
        isActive,
        created.toISOString(),
        approved ? addDays(created, 1).toISOString() : null,
        approved ? adminId : null,
      );
      const offers: CampaignOffer[] = [];
      const kinds = [...OFFERS].sort(() => rnd() - 0.5).slice(0, int(4, 6));
      kinds.forEach(([name, description], i) => {
        const offer = { id: ++offerId, name, description, quantity: int(1, 4), retailValue: int(5, 20) * 100 - 1, sortOrder: i };
        insCampaignOffer.run(offer.id, c, offer.name, offer.description, offer.quantity, offer.retailValue, offer.sortOrder);
        offers.push(offer);
      });
      campaigns.push({
        id: c,
        restaurantId,
        nonprofitName: partner.name,
        cardPrice,
        expirationMonths,
        cardExpirationDate,
        offers,
        sells: approved,
      });
    }
  })();
  return { campaigns, locationsByRestaurant };
}
