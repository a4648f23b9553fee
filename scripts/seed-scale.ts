// npm run seed:scale -- --cards N [--force]
// Fills the database in DATA_DIR (default data/) with a realistic large data set for the bench:
// 200 restaurants, 1,000 campaigns, N cards with their offers and about three redemptions each.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, subDays } from 'date-fns';
import { ACCESS_CODE_LENGTH, cardExpirationFrom, SHORT_CODE_LENGTH, toDateOnly, UNAMBIGUOUS_ALPHABET } from '@dealcard/shared';
import { loadConfig } from '../api/src/config.ts';
import { migrateDatabase, openDatabase } from '../api/src/db/client.ts';
import { nonprofitShareSql } from '../api/src/db/nonprofit-share.ts';
import { createUser } from '../api/src/modules/auth/auth.service.ts';

export const SCALE = { restaurants: 200, campaigns: 1000, cardsPerTransaction: 10_000 } as const;
export const BENCH_USERS = {
  admin: { email: 'bench-admin@example.com', password: 'bench-admin-2026' },
  owner: { email: 'bench-owner@example.com', password: 'bench-owner-2026' },
} as const;

export interface BenchFixture {
  cards: number;
  createdAt: string;
  databasePath: string;
  admin: { email: string; password: string };
  owner: { email: string; password: string; restaurantId: number };
  /** The kiosk bench pairs a device to this location through the API (the device cookie is the kiosk module's business). */
  kioskLocationId: number;
  campaignSlugs: string[];
  /** Unexpired cards spread over the whole table, with their offers' ids. */
  sampleCards: Array<{ accessCode: string; offerIds: number[] }>;
  /** Unverified redemption codes of the owner's restaurant, for the kiosk verify bench. */
  kioskCodes: string[];
}

export interface SeedResult {
  fixturePath: string;
  databasePath: string;
  seconds: number;
  cardsPerSecond: number;
  bytes: number;
  rows: Record<string, number>;
}

/** Small, fast, seeded: the same shape of data on every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Access codes from the OS generator in bulk (rejection sampling keeps the alphabet uniform). */
function codeSource() {
  let buf = randomBytes(65536);
  let pos = 0;
  const limit = 256 - (256 % UNAMBIGUOUS_ALPHABET.length);
  return (length: number) => {
    let out = '';
    while (out.length < length) {
      if (pos >= buf.length) {
        buf = randomBytes(65536);
        pos = 0;
      }
      const b = buf[pos++]!;
      if (b < limit) out += UNAMBIGUOUS_ALPHABET[b % UNAMBIGUOUS_ALPHABET.length];
    }
    return out;
  };
}

const FIRST = [
  'Jordan',
  'Sam',
  'Taylor',
  'Alex',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Drew',
  'Parker',
  'Maria',
  'Wei',
  'Priya',
  'Omar',
  'Lena',
  'Kofi',
  'Sofia',
  'Diego',
];
const LAST = [
  'Rivera',
  'Chen',
  'Brooks',
  'Patel',
  'Nguyen',
  'Smith',
  'Garcia',
  'Kim',
  'Okafor',
  'Muller',
  'Rossi',
  'Haddad',
  'Johnson',
  'Lopez',
  'Ivanova',
  'Sato',
];
const FOOD = ['Wings', 'Pizza', 'Noodle', 'Taco', 'Burger', 'Curry', 'Sushi', 'Grill', 'Bakery', 'Diner', 'BBQ', 'Pho'];
const PLACE = ['House', 'Kitchen', 'Corner', 'Shack', 'Bar', 'Co.', 'Spot', 'Garden'];
const CAUSES = [
  'Elementary PTA',
  'Animal Rescue',
  'Food Bank',
  'Youth Soccer League',
  'Library Friends',
  'Marching Band',
  'Scout Troop',
  'Community Garden',
];
const OFFERS = [
  ['Free Appetizers', 'Any appetizer up to $9.99, free with an entree'],
  ['BOGO Pizza', 'Buy one large pizza, get a second one free'],
  ['Free Kids Meals', 'One free kids meal with each adult entree'],
  ['Free Dessert', 'One dessert of your choice with any entree'],
  ['Free Drink', 'One fountain drink or iced tea with any meal'],
  ['Half-Price Entree', 'Half off one entree when you buy two'],
  ['Free Fowl Balls', 'One order of our signature fowl balls, on the house'],
] as const;
const CITIES = [
  ['Springfield', 'IL', '62701'],
  ['Bayview', 'CA', '94016'],
  ['Riverton', 'WY', '82501'],
  ['Fairview', 'TX', '75069'],
  ['Madison', 'WI', '53703'],
] as const;

interface CampaignOffer {
  id: number;
  name: string;
  description: string;
  quantity: number;
  retailValue: number;
  sortOrder: number;
}
interface SeedCampaign {
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

export async function seedScale(options: {
  cards: number;
  force: boolean;
  dataDir?: string;
  log?: (line: string) => void;
}): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = loadConfig({ ...process.env, ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) });
  const file = config.databasePath;
  if (existsSync(file) && statSync(file).size > 0) {
    if (!options.force) throw new Error(`${file} already holds a database; pass --force to delete it and seed a new one`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  const started = performance.now();
  const db = openDatabase(file);
  migrateDatabase(db);
  const admin = await createUser(db, { ...BENCH_USERS.admin, role: 'superadmin', firstName: 'Bench', lastName: 'Admin' });

  const sqlite = db.$client;
  // A bulk load into a fresh file: nothing to protect, so no journal, no fsync, no per-row FK checks.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  // The whole working set in memory (the machine has room): index builds then sort without spilling.
  sqlite.pragma('cache_size = -2000000');
  sqlite.pragma('threads = 2');
  // Secondary indexes of the big tables are built once at the end (a sort), not row by row.
  const bulkTables = ['cards', 'card_offers', 'redemptions', 'ledger_entries'];
  const indexSql = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${bulkTables.map(() => '?').join(',')})`,
    )
    .all(...bulkTables) as Array<{ name: string; sql: string }>;
  for (const ix of indexSql) sqlite.exec(`DROP INDEX "${ix.name}"`);

  const rnd = mulberry32(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const now = new Date();

  // ---- restaurants, nonprofits, locations, campaigns, offers ----
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

  const code = codeSource();
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
        approved ? admin.id : null,
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

  // Popular campaigns sell more: a weight per selling campaign, drawn once.
  const selling = campaigns.filter((c) => c.sells);
  const cumulative: number[] = [];
  let total = 0;
  for (const c of selling) cumulative.push((total += c === selling[0] ? 3 : 0.2 + rnd() * 2));
  const pickCampaign = () => {
    const x = rnd() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return selling[lo]!;
  };

  // ---- cards, card offers, redemptions ----
  const insCard = sqlite.prepare(
    `INSERT INTO cards (id, campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, customer_phone, customer_phone_digits,
       expiration_date, purchase_date, amount_paid, stripe_payment_intent_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const insCardOffer = sqlite.prepare(
    'INSERT INTO card_offers (id, card_id, campaign_offer_id, offer_type, description, quantity_total, quantity_remaining, retail_value, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insRedemption = sqlite.prepare(
    `INSERT INTO redemptions (id, card_id, offer_id, restaurant_id, campaign_id, location_id, code, customer_name, redeemed_at, verified_at, verified_location_id, use)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const usedCodes = new Map<number, Set<number>>();
  const redemptionCode = (restaurantId: number) => {
    let set = usedCodes.get(restaurantId);
    if (!set) usedCodes.set(restaurantId, (set = new Set()));
    for (;;) {
      const n = 100000 + Math.floor(rnd() * 900000);
      if (!set.has(n)) {
        set.add(n);
        return String(n);
      }
    }
  };

  const SAMPLE = 5000;
  /** Every 33rd card is refunded (about 3%): reports and raised figures are read net of them. */
  const REFUND_EVERY = 33;
  const REFUND_REMAINDER = 7;
  const isRefunded = (id: number) => id % REFUND_EVERY === REFUND_REMAINDER;
  const sampleCards: BenchFixture['sampleCards'] = [];
  const kioskCodes: string[] = [];
  let cardId = 0;
  let cardOfferId = 0;
  let redemptionId = 0;
  const nowMs = now.getTime();
  const batch = sqlite.transaction((count: number) => {
    for (let i = 0; i < count; i++) {
      const campaign = pickCampaign();
      const id = ++cardId;
      const purchase = new Date(nowMs - Math.floor(rnd() * 330 * 86400_000));
      // The product's rule: the months from purchase, and never past the campaign's date.
      const expiration = cardExpirationFrom(purchase, campaign.expirationMonths, campaign.cardExpirationDate);
      const first = pick(FIRST);
      const last = pick(LAST);
      const name = `${first} ${last}`;
      const phoneDigits = rnd() < 0.8 ? `555${String(int(0, 9999999)).padStart(7, '0')}` : null;
      const accessCode = code(ACCESS_CODE_LENGTH);
      insCard.run(
        id,
        campaign.id,
        campaign.restaurantId,
        accessCode,
        campaign.nonprofitName,
        name,
        `${first.toLowerCase()}.${last.toLowerCase()}${id}@example.com`,
        phoneDigits ? `(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}` : null,
        phoneDigits,
        expiration.toISOString(),
        purchase.toISOString(),
        campaign.cardPrice,
      );
      const offers = campaign.offers.map((o) => ({ id: ++cardOfferId, source: o, remaining: o.quantity }));
      // About three redemptions per card, never more than the card holds.
      const wanted = Math.min(
        int(0, 6),
        offers.reduce((s, o) => s + o.remaining, 0),
      );
      const redemptions: Array<[number, number, string, string | null, number | null, number, number]> = [];
      const locs = locationsByRestaurant.get(campaign.restaurantId)!;
      const spanMs = Math.max(nowMs - purchase.getTime(), 60_000);
      for (let k = 0; k < wanted; k++) {
        let offer = offers[int(0, offers.length - 1)]!;
        if (offer.remaining === 0) offer = offers.find((o) => o.remaining > 0)!;
        offer.remaining--;
        const at = purchase.getTime() + Math.floor(rnd() * spanMs);
        const verified = at < nowMs - 86400_000 && rnd() < 0.9;
        const location = pick(locs);
        redemptions.push([
          offer.id,
          at,
          redemptionCode(campaign.restaurantId),
          verified ? new Date(at + 120_000).toISOString() : null,
          verified ? location : null,
          location,
          // Uses of an offer are numbered 1, 2, ... in the order they are taken.
          offer.source.quantity - offer.remaining,
        ]);
      }
      for (const o of offers) {
        insCardOffer.run(
          o.id,
          id,
          o.source.id,
          o.source.name,
          o.source.description,
          o.source.quantity,
          o.remaining,
          o.source.retailValue,
          o.source.sortOrder,
        );
      }
      for (const [offerId, at, rcode, verifiedAt, verifiedLocation, location, use] of redemptions) {
        insRedemption.run(
          ++redemptionId,
          id,
          offerId,
          campaign.restaurantId,
          campaign.id,
          location,
          rcode,
          name,
          new Date(at).toISOString(),
          verifiedAt,
          verifiedLocation,
          use,
        );
        if (campaign.restaurantId === 1 && !verifiedAt && !isRefunded(id) && kioskCodes.length < SAMPLE) kioskCodes.push(rcode);
      }
      // Reservoir sample of unexpired cards with something left, spread over the whole table.
      if (!isRefunded(id) && expiration.getTime() > nowMs + 30 * 86400_000 && offers.some((o) => o.remaining > 0)) {
        const entry = { accessCode, offerIds: offers.filter((o) => o.remaining > 0).map((o) => o.id) };
        if (sampleCards.length < SAMPLE) sampleCards.push(entry);
        else {
          const j = Math.floor(rnd() * id);
          if (j < SAMPLE) sampleCards[j] = entry;
        }
      }
    }
  });

  const loadStarted = performance.now();
  let lastPrint = 0;
  while (cardId < options.cards) {
    batch(Math.min(SCALE.cardsPerTransaction, options.cards - cardId));
    const t = performance.now();
    if (t - lastPrint > 2000 || cardId === options.cards) {
      lastPrint = t;
      const rate = Math.round(cardId / ((t - loadStarted) / 1000));
      log(
        `  ${cardId.toLocaleString('en-US')} / ${options.cards.toLocaleString('en-US')} cards (${rate.toLocaleString('en-US')} cards/s)`,
      );
    }
  }
  const insertSeconds = (performance.now() - loadStarted) / 1000;

  // About 3% of cards refunded in full, with their ledger rows; the triggers move the totals.
  const refundStarted = performance.now();
  const refunds = sqlite.transaction(() => {
    sqlite
      .prepare(
        `INSERT INTO ledger_entries (kind, reference, amount_cents, nonprofit_cents, restaurant_id, nonprofit_id, campaign_id, card_id, reason, created_at)
         SELECT 'refund', 're_scale_' || c.id, -c.amount_paid, -${nonprofitShareSql('c.amount_paid')}, c.restaurant_id, cp.nonprofit_id, c.campaign_id, c.id,
                'Scale seed', c.purchase_date
           FROM cards c JOIN campaigns cp ON cp.id = c.campaign_id WHERE c.id % ? = ?`,
      )
      .run(REFUND_EVERY, REFUND_REMAINDER);
    return sqlite
      .prepare("UPDATE cards SET status = 'refunded', refunded_cents = amount_paid, refunded_at = purchase_date WHERE id % ? = ?")
      .run(REFUND_EVERY, REFUND_REMAINDER).changes;
  })();
  log(`  refunded ${refunds.toLocaleString('en-US')} cards in ${((performance.now() - refundStarted) / 1000).toFixed(1)} s`);

  // The bench's owner signs in to restaurant 1's portal; a kiosk pairs to its first location.
  await createUser(db, {
    ...BENCH_USERS.owner,
    role: 'restaurant_owner',
    restaurantId: 1,
    firstName: 'Bench',
    lastName: 'Owner',
  });

  const indexStarted = performance.now();
  for (const ix of indexSql) sqlite.exec(ix.sql);
  log(`  built ${indexSql.length} indexes in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  // Statistics for the planner, as `PRAGMA optimize` keeps them on a long-lived database.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.exec('ANALYZE');

  // The normal pragmas, as the server sets them.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const fkStarted = performance.now();
  const fkProblems = sqlite.pragma('foreign_key_check') as unknown[];
  if (fkProblems.length) throw new Error(`foreign key check found ${fkProblems.length} problems`);
  log(`  foreign key check ok (${((performance.now() - fkStarted) / 1000).toFixed(1)} s)`);

  const rows: Record<string, number> = {};
  for (const table of [
    'restaurants',
    'nonprofits',
    'locations',
    'campaigns',
    'campaign_offers',
    'cards',
    'card_offers',
    'redemptions',
    'users',
  ]) {
    rows[table] = (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  }
  const slugs = (
    sqlite.prepare("SELECT slug FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id").all() as Array<{
      slug: string;
    }>
  ).map((r) => r.slug);
  const kioskLocationId = locationsByRestaurant.get(1)![0]!;
  db.$client.close();

  const seconds = (performance.now() - started) / 1000;
  const bytes = statSync(file).size;
  const fixture: BenchFixture = {
    cards: options.cards,
    createdAt: new Date().toISOString(),
    databasePath: file,
    admin: { ...BENCH_USERS.admin },
    owner: { ...BENCH_USERS.owner, restaurantId: 1 },
    kioskLocationId,
    campaignSlugs: slugs,
    sampleCards,
    kioskCodes,
  };
  const fixturePath = path.join(config.dataDir, 'bench-fixture.json');
  writeFileSync(fixturePath, JSON.stringify(fixture));
  const cardsPerSecond = Math.round(options.cards / insertSeconds);
  log(
    `  rows: ${Object.entries(rows)
      .map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`)
      .join(', ')}`,
  );
  const cpu = process.cpuUsage();
  log(
    `  ${options.cards.toLocaleString('en-US')} cards inserted in ${insertSeconds.toFixed(1)} s (${cardsPerSecond.toLocaleString('en-US')} cards/s); whole seed ${seconds.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (the gap is time the shared machine gave to others)`,
  );
  log(`  database ${file}: ${(bytes / 1048576).toFixed(1)} MB; fixture ${fixturePath}`);
  return { fixturePath, databasePath: file, seconds, cardsPerSecond, bytes, rows };
}

async function main() {
  const { values } = parseArgs({
    options: { cards: { type: 'string', default: '100000' }, force: { type: 'boolean', default: false } },
  });
  const cards = Number(values.cards);
  if (!Number.isInteger(cards) || cards < 1) {
    console.error('usage: npm run seed:scale -- --cards N [--force]   (N a positive whole number)');
    process.exit(2);
  }
  console.log(`Seeding ${cards.toLocaleString('en-US')} cards into ${loadConfig().databasePath}`);
  await seedScale({ cards, force: values.force });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
