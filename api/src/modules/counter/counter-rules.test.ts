import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { toDateOnly } from '@dealcard/shared';
import { COUNTER_CASES, type CounterCase, type CounterSituation } from '@dealcard/shared/counter-rules.cases';
import { cardOffers, cards } from '../../db/schema/index.ts';
import { makeCampaign, makeCard, makeLocation, refundInFull } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { pairedTablet } from '../kiosk/kiosk-test-helpers.ts';
import { signedIn } from '../restaurants/portal-test-helpers.ts';
import { redeemOffer } from './redeem.ts';
import { restaurantKey, signVoucher } from '../cards/voucher-keys.ts';

/**
 * The table of the counter's cases (shared/src/counter-rules.cases.ts), each built in a real
 * database and put to the real routes: the holder's redeem, the tablet's verify, voucher scan and
 * sync. The kiosk's tests run the same table on the tablet's offline check.
 */

type Agent = ReturnType<TestContext['agent']>;
const DAY = 86_400_000;

interface World {
  ctx: TestContext;
  own: { restaurantId: number; campaignId: number };
  other: { restaurantId: number; campaignId: number };
  owner: Agent;
  /** This counter's tablet, and another of the same restaurant (the "elsewhere"). */
  here: Agent;
  elsewhere: Agent;
}

let world: World;
// A world for each case (the harness closes its database after each test).
beforeEach(async () => {
  const ctx = createTestApp();
  const own = makeCampaign(ctx.db);
  const other = makeCampaign(ctx.db);
  const downtown = makeLocation(ctx.db, own.restaurantId, { name: 'Downtown' });
  const riverside = makeLocation(ctx.db, own.restaurantId, { name: 'Riverside' });
  const { agent: owner } = await signedIn(ctx, 'restaurant_owner', own.restaurantId);
  world = {
    ctx,
    own: { restaurantId: own.restaurantId, campaignId: own.campaign.id },
    other: { restaurantId: other.restaurantId, campaignId: other.campaign.id },
    owner,
    here: (await pairedTablet(ctx, owner, downtown.id)).tablet,
    elsewhere: (await pairedTablet(ctx, owner, riverside.id)).tablet,
  };
});

/** A card in the situation's state: its restaurant, quantity, uses taken by codes, last day and status. */
function cardFor(s: CounterSituation, now: Date) {
  const { ctx } = world;
  const owner = s.restaurant === 'other' ? world.other : world.own;
  const boughtAt = new Date(now.getTime() - 45 * DAY);
  const { card, offers } = makeCard(ctx.db, owner.campaignId, { purchaseDate: boughtAt });
  const offer = offers[0]!;
  const quantity = s.offer && s.offer !== 'not_on_card' ? s.offer : { total: 3, taken: 0 };
  ctx.db
    .update(cardOffers)
    .set({ quantityTotal: quantity.total, quantityRemaining: quantity.total })
    .where(eq(cardOffers.id, offer.id))
    .run();
  for (let i = 0; i < quantity.taken; i++) redeemOffer(ctx.db, card.accessCode, offer.id, now);
  const lastDay = toDateOnly(new Date(now.getTime() + (s.expiry === 'today' ? 0 : s.expiry === 'yesterday' ? -DAY : 30 * DAY)));
  ctx.db.update(cards).set({ expiresOn: lastDay }).where(eq(cards.id, card.id)).run();
  // An offer of another card, for "not on this card".
  const foreignOffer = s.offer === 'not_on_card' ? makeCard(ctx.db, owner.campaignId).offers[0]!.id : undefined;
  return { card, offerId: foreignOffer ?? offer.id, restaurantId: owner.restaurantId, boughtAt };
}

function setStatus(s: CounterSituation, cardId: number) {
  if (s.card === 'refunded') refundInFull(world.ctx.db, cardId);
  if (s.card === 'on_hold') world.ctx.db.update(cards).set({ status: 'on_hold' }).where(eq(cards.id, cardId)).run();
}

async function redeemAnswerOf(s: CounterSituation): Promise<string> {
  const now = new Date();
  const { card, offerId } = cardFor(s, now);
  setStatus(s, card.id);
  const accessCode = s.card === 'missing' ? 'ZZZZZZZZZZZZZZ' : card.accessCode;
  const res = await world.ctx.request.post(`/api/cards/${accessCode}/redeem`).send({ offerId });
  if (res.status === 201) return 'code';
  const byCode: Record<string, string> = {
    card_refunded: 'refunded',
    card_on_hold: 'on_hold',
    card_expired: 'expired',
    no_remaining_quantity: 'none_left',
  };
  if (res.status === 404) return /Offer/.test(res.body.error) ? 'offer_not_found' : 'card_not_found';
  return byCode[res.body.code] ?? `${res.status} ${res.body.code}`;
}

async function verifyAnswerOf(s: CounterSituation): Promise<string> {
  const now = new Date();
  const { card, offerId } = cardFor(s, now);
  const { code, redemptionId } = redeemOffer(world.ctx.db, card.accessCode, offerId, now);
  if (s.code === 'verified' || s.code === 'verified_then_undone') {
    // Checked at the other counter of the restaurant (another restaurant's code is checked there by its own).
    expect((await world.elsewhere.post('/api/kiosk/verify').send({ code })).body.status).toBe(
      s.restaurant === 'other' ? 'not_found' : 'valid',
    );
  }
  if (s.code === 'undone' || s.code === 'verified_then_undone') {
    await world.owner.post(`/api/redemptions/${redemptionId}/undo`).send({ reason: 'Tapped the wrong offer' }).expect(200);
  }
  setStatus(s, card.id);
  const res = await world.here.post('/api/kiosk/verify').send({ code });
  expect(res.status).toBe(200);
  return res.body.status;
}

/** The voucher the server would give for that use, signed with the card's restaurant key (altered when tampered). */
function voucherFor(s: CounterSituation, c: ReturnType<typeof cardFor>): string {
  const token = signVoucher(restaurantKey(world.ctx.db, c.restaurantId), {
    v: 1,
    r: c.restaurantId,
    c: c.card.id,
    o: c.offerId,
    u: s.use!.n,
    e: c.card.expiresOn,
    n: 'Jamie',
  });
  if (s.token !== 'tampered') return token;
  const [body, signature] = token.split('.');
  const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
  return `${Buffer.from(JSON.stringify({ ...payload, u: payload.u + 1 })).toString('base64url')}.${signature}`;
}

/** A card and its voucher in the situation: its use held here, elsewhere, or held and undone since. */
async function voucherSituation(s: CounterSituation, now: Date) {
  const c = cardFor(s, now);
  const cardRow = world.ctx.db.select().from(cards).where(eq(cards.id, c.card.id)).get()!;
  const token = voucherFor(s, { ...c, card: cardRow });
  const held = s.use?.held;
  if (held) {
    const first = held === 'here' ? world.here : world.elsewhere;
    const res = await first.post('/api/kiosk/vouchers').send({ token });
    expect(res.body.status).toBe('valid');
    if (held === 'undone') {
      await world.owner.post(`/api/redemptions/${res.body.redemptionId}/undo`).send({ reason: 'Wrong guest' }).expect(200);
    }
  }
  setStatus(s, c.card.id);
  return { token, boughtAt: c.boughtAt };
}

async function voucherAnswerOf(s: CounterSituation): Promise<string> {
  const { token } = await voucherSituation(s, new Date());
  const res = await world.here.post('/api/kiosk/vouchers').send({ token });
  expect(res.status).toBe(200);
  return res.body.status;
}

let nonces = 0;
async function syncAnswerOf(s: CounterSituation): Promise<string> {
  const now = new Date();
  const { token, boughtAt } = await voucherSituation(s, now);
  const scannedAt = {
    now: new Date(now.getTime() - 1000),
    future: new Date(now.getTime() + 3600_000),
    yesterday: new Date(now.getTime() - DAY),
    before_purchase: new Date(boughtAt.getTime() - 3600_000),
    too_old: new Date(now.getTime() - 31 * DAY),
  }[s.scanned ?? 'now'];
  const nonce = `case-${++nonces}-nonce`;
  const res = await world.here.post('/api/kiosk/sync').send({ scans: [{ token, scannedAt: scannedAt.toISOString(), nonce }] });
  expect(res.status).toBe(200);
  expect(res.body.results).toHaveLength(1);
  return res.body.results[0].status;
}

/** The card's QR as the server would give it, signed with its restaurant's key (naming another card when tampered). */
function cardQrFor(s: CounterSituation, c: ReturnType<typeof cardFor>): string {
  const cardRow = world.ctx.db.select().from(cards).where(eq(cards.id, c.card.id)).get()!;
  const payload = {
    v: 1,
    t: 'card',
    r: c.restaurantId,
    c: c.card.id,
    e: cardRow.expiresOn,
    n: 'Jamie',
  } as const;
  const token = signVoucher(restaurantKey(world.ctx.db, c.restaurantId), payload);
  if (s.token !== 'tampered') return token;
  const signature = token.split('.')[1];
  return `${Buffer.from(JSON.stringify({ ...payload, c: payload.c + 1 })).toString('base64url')}.${signature}`;
}

/** A card in the situation and its QR; `offerId` is the card's own offer (another card's when "not on card"). */
function cardQrSituation(s: CounterSituation, now: Date) {
  const c = cardFor(s, now);
  const token = cardQrFor(s, c);
  setStatus(s, c.card.id);
  return { ...c, token };
}

async function cardScanAnswerOf(s: CounterSituation): Promise<string> {
  const { token, offerId } = cardQrSituation(s, new Date());
  const res = await world.here.post('/api/kiosk/card-scans').send({ token });
  expect(res.status).toBe(200);
  if (res.body.status === 'valid') {
    // The card's offers, each with what is left, and the holder's first name.
    expect(res.body.holderFirstName).toBe('Jamie');
    const quantity = s.offer && s.offer !== 'not_on_card' ? s.offer : { total: 3, taken: 0 };
    expect(res.body.offers.find((o: { offerId: number }) => o.offerId === offerId)?.remaining).toBe(
      quantity.total - quantity.taken,
    );
  }
  return res.body.status;
}

async function cardRedemptionAnswerOf(s: CounterSituation): Promise<string> {
  const { token, offerId } = cardQrSituation(s, new Date());
  const res = await world.here.post('/api/kiosk/card-redemptions').send({ token, offerId });
  expect(res.status).toBe(200);
  return res.body.status;
}

async function cardSyncAnswerOf(s: CounterSituation): Promise<string> {
  const now = new Date();
  const { token, offerId, boughtAt } = cardQrSituation(s, now);
  // The campaign's offer the tablet picked from its kit; "not on the card" is another campaign's.
  const campaignOfferId =
    s.offer === 'not_on_card'
      ? makeCard(
          world.ctx.db,
          makeCampaign(world.ctx.db, { restaurantId: world.own.restaurantId }, [
            { name: 'Free Dessert', description: 'Not an offer of this card', quantity: 1, retailValue: 500 },
          ]).campaign.id,
        ).offers[0]!.campaignOfferId!
      : world.ctx.db.select().from(cardOffers).where(eq(cardOffers.id, offerId)).get()!.campaignOfferId!;
  const scannedAt = {
    now: new Date(now.getTime() - 1000),
    future: new Date(now.getTime() + 3600_000),
    yesterday: new Date(now.getTime() - DAY),
    before_purchase: new Date(boughtAt.getTime() - 3600_000),
    too_old: new Date(now.getTime() - 31 * DAY),
  }[s.scanned ?? 'now'];
  const nonce = `card-case-${++nonces}-nonce`;
  const res = await world.here
    .post('/api/kiosk/sync')
    .send({ scans: [{ token, campaignOfferId, scannedAt: scannedAt.toISOString(), nonce }] });
  expect(res.status).toBe(200);
  expect(res.body.results).toHaveLength(1);
  return res.body.results[0].status;
}

type ServerPath = 'redeem' | 'verify' | 'voucher' | 'sync' | 'cardScan' | 'cardRedemption' | 'cardSync';
const paths: Record<ServerPath, (s: CounterSituation) => Promise<string>> = {
  redeem: redeemAnswerOf,
  verify: verifyAnswerOf,
  voucher: voucherAnswerOf,
  sync: syncAnswerOf,
  cardScan: cardScanAnswerOf,
  cardRedemption: cardRedemptionAnswerOf,
  cardSync: cardSyncAnswerOf,
};

describe('the server answers every case of the counter’s table', () => {
  const serverPaths = (c: CounterCase) =>
    (['redeem', 'verify', 'voucher', 'sync', 'cardScan', 'cardRedemption', 'cardSync'] as const).filter((p) => c.answers[p]);
  for (const c of COUNTER_CASES.filter((k) => serverPaths(k).length > 0)) {
    it(c.name, async () => {
      for (const path of serverPaths(c)) {
        expect({ path, answer: await paths[path](c.situation) }).toEqual({ path, answer: c.answers[path] });
      }
    });
  }
});
