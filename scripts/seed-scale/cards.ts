// The scale seed's bulk of rows: N cards with their offers and about three redemptions each,
// about 3% of them refunded (with their ledger rows; the triggers move the totals).
import type { Database } from 'better-sqlite3';
import { ACCESS_CODE_LENGTH, addDaysTo, dayIn, expiresOnFor, localZone } from '@dealcard/shared';
import { nonprofitShareSql } from '../../api/src/db/nonprofit-share.ts';
import { FIRST, LAST } from './names.ts';
import { SCALE, type Partners } from './partners.ts';
import type { Draws } from './random.ts';

/** Every 33rd card is refunded (about 3%): reports and raised figures are read net of them. */
const REFUND_EVERY = 33;
const REFUND_REMAINDER = 7;
const isRefunded = (id: number) => id % REFUND_EVERY === REFUND_REMAINDER;

export interface LoadedCards {
  /** Unexpired cards spread over the whole table, with their offers' ids. */
  sampleCards: Array<{ accessCode: string; offerIds: number[] }>;
  /** Unverified redemption codes of restaurant 1, for the kiosk verify bench. */
  kioskCodes: string[];
  insertSeconds: number;
}

/** Inserts `count` cards, their offers and redemptions, in transactions of SCALE.cardsPerTransaction. */
export function seedCards(
  sqlite: Database,
  { rnd, pick, int }: Draws,
  code: (length: number) => string,
  { campaigns, locationsByRestaurant }: Partners,
  options: { count: number; now: Date; log: (line: string) => void },
): LoadedCards {
  const { now, log } = options;
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
       expires_on, purchase_date, amount_paid, stripe_payment_intent_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
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
  const sampleCards: LoadedCards['sampleCards'] = [];
  const kioskCodes: string[] = [];
  let cardId = 0;
  let cardOfferId = 0;
  let redemptionId = 0;
  const nowMs = now.getTime();
  // The cards' last days, in the deployment's zone as the product makes them (card-state.ts).
  const zone = localZone();
  const monthAhead = addDaysTo(dayIn(zone, now), 30);
  const batch = sqlite.transaction((count: number) => {
    for (let i = 0; i < count; i++) {
      const campaign = pickCampaign();
      const id = ++cardId;
      const purchase = new Date(nowMs - Math.floor(rnd() * 330 * 86400_000));
      // The product's rule: the months from purchase, and never past the campaign's date.
      const expiresOn = expiresOnFor(purchase, campaign.expirationMonths, campaign.cardExpirationDate, zone);
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
        expiresOn,
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
      if (!isRefunded(id) && expiresOn > monthAhead && offers.some((o) => o.remaining > 0)) {
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
  while (cardId < options.count) {
    batch(Math.min(SCALE.cardsPerTransaction, options.count - cardId));
    const t = performance.now();
    if (t - lastPrint > 2000 || cardId === options.count) {
      lastPrint = t;
      const rate = Math.round(cardId / ((t - loadStarted) / 1000));
      log(
        `  ${cardId.toLocaleString('en-US')} / ${options.count.toLocaleString('en-US')} cards (${rate.toLocaleString('en-US')} cards/s)`,
      );
    }
  }
  const insertSeconds = (performance.now() - loadStarted) / 1000;
  return { sampleCards, kioskCodes, insertSeconds };
}

/** Refunds about 3% of the cards in full, with their ledger rows; returns how many. */
export function refundSome(sqlite: Database): number {
  return sqlite.transaction(() => {
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
}
