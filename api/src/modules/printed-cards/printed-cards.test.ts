import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_LENGTH,
  PRINTED_MESSAGES,
  PrintedBatchResponseSchema,
  UNAMBIGUOUS_ALPHABET,
  formatActivationCode,
} from '@dealcard/shared';
import { campaigns, cards, emailOutbox, ledgerEntries, printedCards } from '../../db/schema/index.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { generateActivationCode } from '../cards/codes.ts';
import { activatePrintedCard } from './printed-cards.service.ts';
import { expiresOnFor, localZone } from '@dealcard/shared';

async function world(options: { env?: Record<string, string> } = {}) {
  const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org', ...options.env } });
  const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db, { cardPrice: 2001 });
  const { agent } = await signInAs(ctx, 'coordinator', null, nonprofit.id);
  const print = async (count: number, language?: 'en' | 'es') => {
    const res = await agent.post(`/api/campaigns/${campaign.id}/printed-batches`).send({ count, language });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.batch as { id: number; count: number };
  };
  const read = async (batchId: number) => {
    const res = await agent.get(`/api/printed-batches/${batchId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return PrintedBatchResponseSchema.parse(res.body);
  };
  const seller = async (name: string) =>
    (await agent.post(`/api/nonprofits/${nonprofit.id}/roster`).send({ campaignId: campaign.id, name }).expect(201)).body
      .seller as { id: number; code: string };
  const activate = (activationCode: string, extra: Record<string, unknown> = {}) =>
    ctx.request
      .post('/api/activate')
      .send({ activationCode, buyerName: 'Nora Neighbour', buyerEmail: 'Nora@Example.com', ...extra });
  return { ctx, campaign, nonprofit, restaurantId, agent, print, read, seller, activate };
}

const cardCount = (ctx: TestContext) => ctx.db.$client.prepare('SELECT count(*) FROM cards').pluck().get() as number;

describe('printed batches', () => {
  it('prints 1 to 500 unique 12-character codes of the access-code alphabet, each unsold, for a live campaign only', async () => {
    const { ctx, campaign, agent, print, read } = await world();
    const batch = await print(500, 'es');
    expect(batch.count).toBe(500);
    const { batch: detail, cards: printed } = await read(batch.id);
    expect(detail).toMatchObject({
      count: 500,
      language: 'es',
      voidedAt: null,
      totals: { unsold: 500, withSeller: 0, activated: 0, void: 0 },
      cardPriceCents: 2001,
      offersValueCents: ctx.db.$client
        .prepare('SELECT sum(quantity * retail_value) FROM campaign_offers WHERE campaign_id = ?')
        .pluck()
        .get(campaign.id),
      activateUrl: 'https://cards.example.org/activate',
    });
    expect(printed.map((c) => c.position)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    const alphabet = new RegExp(`^[${UNAMBIGUOUS_ALPHABET}]{${ACTIVATION_CODE_LENGTH}}$`);
    expect(printed.every((c) => alphabet.test(c.activationCode) && c.status === 'unsold')).toBe(true);
    const second = await read((await print(3)).id);
    expect(new Set([...printed, ...second.cards].map((c) => c.activationCode)).size).toBe(503);
    // A campaign's list shows both, newest first.
    const list = await agent.get(`/api/campaigns/${campaign.id}/printed-batches`).expect(200);
    expect(list.body.batches.map((b: { id: number }) => b.id)).toEqual([second.batch.id, batch.id]);

    for (const count of [0, 501, 2.5, '3']) {
      const bad = await agent.post(`/api/campaigns/${campaign.id}/printed-batches`).send({ count });
      expect(bad.status, String(count)).toBe(400);
    }
    ctx.db.update(campaigns).set({ isActive: 0 }).where(eq(campaigns.id, campaign.id)).run();
    const paused = await agent.post(`/api/campaigns/${campaign.id}/printed-batches`).send({ count: 5 });
    expect(paused.status).toBe(409);
    expect(paused.body.error).toBe(PRINTED_MESSAGES.batchCampaignNotLive.en);
    expect(ctx.db.$client.prepare('SELECT count(*) FROM printed_cards').pluck().get()).toBe(503);
  });

  it("handing cards another seller holds is 409 with their names until it is confirmed; the same seller's again is no question", async () => {
    const { ctx, agent, print, read, seller } = await world();
    const batch = await print(3);
    const mia = await seller('Mia Lopez');
    const noah = await seller('Noah Kim');
    const codes = (await read(batch.id)).cards.map((c) => c.activationCode);
    const assign = (body: Record<string, unknown>) => agent.post(`/api/printed-batches/${batch.id}/assign`).send(body);
    expect((await assign({ sellerCode: mia.code, activationCodes: [codes[0], codes[1]] })).body).toEqual({ assigned: 2 });
    expect((await assign({ sellerCode: mia.code, activationCodes: [codes[0]] })).status).toBe(200);

    const asked = await assign({ sellerCode: noah.code, activationCodes: [codes[1], codes[2]] }).set('Accept-Language', 'es');
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('held_by_other_seller');
    expect(asked.body.error).toBe(PRINTED_MESSAGES.codesWithOtherSeller(formatActivationCode(codes[1]!), 'Mia Lopez').es);
    const holders = () =>
      ctx.db.$client
        .prepare('SELECT s.name FROM printed_cards p LEFT JOIN sellers s ON s.id = p.seller_id ORDER BY p.id')
        .pluck()
        .all();
    expect(holders()).toEqual(['Mia Lopez', 'Mia Lopez', null]);

    const confirmed = await assign({ sellerCode: noah.code, activationCodes: [codes[1], codes[2]], reassign: true });
    expect(confirmed.body).toEqual({ assigned: 2 });
    expect(holders()).toEqual(['Mia Lopez', 'Noah Kim', 'Noah Kim']);
  });

  it('hands a stack to a seller of the campaign, all or none, and the batch page totals each state', async () => {
    const { ctx, campaign, nonprofit, agent, print, read, seller, activate } = await world();
    const batch = await print(6);
    const mia = await seller('Mia Lopez');
    const codes = (await read(batch.id)).cards.map((c) => c.activationCode);
    const assign = (body: Record<string, unknown>) => agent.post(`/api/printed-batches/${batch.id}/assign`).send(body);
    // Typed from paper: lower case and dashes are fine.
    const typed = [formatActivationCode(codes[0]!).toLowerCase(), codes[1], codes[2]];
    expect((await assign({ sellerCode: mia.code, activationCodes: typed })).body).toEqual({ assigned: 3 });

    // A code of another batch, an unknown seller, another campaign's seller: nothing changes.
    const other = await read((await print(1)).id);
    const foreign = await assign({ sellerCode: mia.code, activationCodes: [codes[3], other.cards[0]!.activationCode] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('codes_refused');
    expect((await assign({ sellerCode: 'ZZZZZZ', activationCodes: [codes[3]] })).status).toBe(400);
    const elsewhere = makeCampaign(ctx.db, { restaurantId: campaign.restaurantId, nonprofitId: nonprofit.id });
    const theirSeller = (
      await agent
        .post(`/api/nonprofits/${nonprofit.id}/roster`)
        .send({ campaignId: elsewhere.campaign.id, name: 'Zed' })
        .expect(201)
    ).body.seller as { code: string };
    const wrongCampaign = await assign({ sellerCode: theirSeller.code, activationCodes: [codes[3]] });
    expect(wrongCampaign.status).toBe(400);
    expect(wrongCampaign.body.code).toBe('unknown_seller');
    expect((await assign({ sellerCode: mia.code, activationCodes: [] })).status).toBe(400);

    expect((await activate(codes[1]!)).status).toBe(201);
    expect((await activate(codes[4]!)).status).toBe(201);
    // An activated code cannot be handed out again.
    const again = await assign({ sellerCode: mia.code, activationCodes: [codes[4], codes[5]] });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(codes[4]);

    const after = await read(batch.id);
    expect(after.batch.totals).toEqual({ unsold: 2, withSeller: 2, activated: 2, void: 0 });
    expect(after.cards.map((c) => c.status)).toEqual([
      'with_seller',
      'activated',
      'with_seller',
      'unsold',
      'activated',
      'unsold',
    ]);
    expect(after.cards[0]).toMatchObject({ sellerCode: mia.code, sellerName: 'Mia Lopez' });
    expect(after.cards[1]).toMatchObject({ sellerCode: mia.code, activatedBy: 'Nora Neighbour' });
    expect(after.cards[1]!.activatedAt).toBeTruthy();

    // A lost stack: voided, its codes not activated stop working at once; the activated stay.
    const voided = await agent.post(`/api/printed-batches/${batch.id}/void`).expect(200);
    expect(voided.body.batch.totals).toEqual({ unsold: 0, withSeller: 0, activated: 2, void: 4 });
    expect((await agent.post(`/api/printed-batches/${batch.id}/void`)).status).toBe(200);
    const refused = await activate(codes[0]!);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'activation_void', error: PRINTED_MESSAGES.activationVoid.en });
    expect((await assign({ sellerCode: mia.code, activationCodes: [codes[3]] })).body.code).toBe('batch_void');
    expect(cardCount(ctx)).toBe(2);
  });
});

describe('activation', () => {
  it("makes the card at once as a cash sale of the code's seller: e-mailed, counted in raised, leaderboard and the ledger as cash the nonprofit holds", async () => {
    const { ctx, campaign, nonprofit, agent, print, read, seller, activate } = await world();
    const batch = await print(2);
    const mia = await seller('Mia Lopez');
    const [first, second] = (await read(batch.id)).cards.map((c) => c.activationCode);
    await agent
      .post(`/api/printed-batches/${batch.id}/assign`)
      .send({ sellerCode: mia.code, activationCodes: [first] })
      .expect(200);

    const res = await activate(formatActivationCode(first!).toLowerCase(), { buyerPhone: '555-123-4567' }).set(
      'Accept-Language',
      'es',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const card = ctx.db.select().from(cards).where(eq(cards.accessCode, res.body.card.accessCode)).get()!;
    expect(card).toMatchObject({
      customerName: 'Nora Neighbour',
      customerEmail: 'nora@example.com',
      amountPaid: 2001,
      saleMethod: 'cash',
      sellerId: mia.id,
      language: 'es',
      recordedBy: null,
      status: 'active',
    });
    const [mail] = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'card-confirmation')).all();
    expect(mail!.toAddress).toBe('nora@example.com');
    expect(mail!.text).toContain(`https://cards.example.org/card/${card.accessCode}`);
    // Unassigned: the nonprofit's own cash sale.
    const own = await activate(second!);
    expect(own.status).toBe(201);
    expect(ctx.db.select().from(cards).where(eq(cards.accessCode, own.body.card.accessCode)).get()!.sellerId).toBeNull();

    expect(
      ctx.db
        .select()
        .from(ledgerEntries)
        .all()
        .map((e) => [e.kind, e.channel, e.amountCents, e.nonprofitCents]),
    ).toEqual([
      ['sale', 'cash', 2001, 1001],
      ['sale', 'cash', 2001, 1001],
    ]);
    const money = await agent.get(`/api/nonprofits/${nonprofit.id}/money`).expect(200);
    expect(money.body).toMatchObject({ earnedCents: 2002, cashHeldCents: 4002, dueCents: 2002 - 4002 });
    expect((await ctx.request.get(`/api/campaigns/${campaign.slug}`)).body.campaign).toMatchObject({
      raisedCents: 2002,
      cardsSold: 2,
    });
    const board = await ctx.request.get(`/api/campaigns/${campaign.slug}/leaderboard`).expect(200);
    expect(board.body.sellers).toEqual([{ displayName: 'Mia L.', cardsSold: 1, raisedCents: 1001 }]);
    const roster = await agent.get(`/api/nonprofits/${nonprofit.id}/roster?campaignId=${campaign.id}`).expect(200);
    expect(roster.body.sellers[0]).toMatchObject({ name: 'Mia Lopez', cardsSold: 1, raisedCents: 1001 });
    // The card reads like a bought one.
    expect((await ctx.request.get(`/api/cards/${card.accessCode}`)).body.card).toMatchObject({ status: 'active' });
  });

  it('counts the expiry from the activation, not from the printing', async () => {
    const { ctx, print, read } = await world();
    const [code] = (await read((await print(1)).id)).cards.map((c) => c.activationCode);
    const later = new Date(Date.now() + 20 * 86_400_000);
    const card = activatePrintedCard(
      ctx.db,
      { activationCode: code!, buyerName: 'Late Buyer', buyerEmail: 'late@example.com', buyerPhone: null },
      'en',
      'https://cards.example.org',
      later,
    );
    expect(card.purchaseDate).toBe(later.toISOString());
    // Twelve months from the day it was activated, not from the day it was printed.
    expect(card.expiresOn).toBe(expiresOnFor(later, 12, null, localZone()));
    expect(card.expiresOn).toBe(
      `${later.getFullYear() + 1}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`,
    );
  });

  it('a code activates once; unknown, void and ended each say so plainly, in both languages, without naming the holder', async () => {
    const { ctx, campaign, print, read, activate } = await world();
    const codes = (await read((await print(3)).id)).cards.map((c) => c.activationCode);
    expect((await activate(codes[0]!)).status).toBe(201);
    const used = await activate(codes[0]!, { buyerName: 'Someone Else', buyerEmail: 'else@example.com' });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'activation_used', error: PRINTED_MESSAGES.activationUsed.en });
    expect(JSON.stringify(used.body)).not.toMatch(/nora/i);
    const usedEs = await activate(codes[0]!).set('Accept-Language', 'es');
    expect(usedEs.body.error).toBe(PRINTED_MESSAGES.activationUsed.es);

    const unknown = await activate(generateActivationCode());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', error: PRINTED_MESSAGES.activationUnknown.en });
    const unknownEs = await activate(generateActivationCode()).set('Accept-Language', 'es');
    expect(unknownEs.body.error).toBe(PRINTED_MESSAGES.activationUnknown.es);

    const malformed = await activate('ABCD-EFGH-JKM0');
    expect(malformed.status).toBe(400);

    ctx.db.update(campaigns).set({ endDate: '2020-01-31', startDate: '2020-01-01' }).where(eq(campaigns.id, campaign.id)).run();
    const ended = await activate(codes[1]!);
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ code: 'campaign_ended', error: PRINTED_MESSAGES.activationEnded.en });
    ctx.db.update(campaigns).set({ endDate: null, startDate: null, isActive: 0 }).where(eq(campaigns.id, campaign.id)).run();
    const paused = await activate(codes[2]!).set('Accept-Language', 'es');
    expect(paused.status).toBe(409);
    expect(paused.body.error).toBe(PRINTED_MESSAGES.activationNotSelling.es);
    expect(cardCount(ctx)).toBe(1);
  });

  it('two activations of one code at once make one card', async () => {
    const { ctx, print, read, activate } = await world();
    const [code] = (await read((await print(1)).id)).cards.map((c) => c.activationCode);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => activate(code!, { buyerName: `Buyer ${i}`, buyerEmail: `b${i}@example.com` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(cardCount(ctx)).toBe(1);
    expect(ctx.db.$client.prepare("SELECT count(*) FROM ledger_entries WHERE kind = 'sale'").pluck().get()).toBe(1);
    // And the database itself refuses a second card for one code.
    const printed = ctx.db.select().from(printedCards).get()!;
    const other = ctx.db.$client.prepare('SELECT id FROM cards').pluck().get() as number;
    expect(() =>
      ctx.db.$client
        .prepare('INSERT INTO printed_cards (batch_id, position, activation_code, card_id) VALUES (?, 2, ?, ?)')
        .run(printed.batchId, generateActivationCode(), other),
    ).toThrow(/UNIQUE/);
  });

  it('is rate limited like Find My Card: a brute-force probe is cut off after 10 failed tries, even with a real code', async () => {
    const { ctx, print, read, activate } = await world({ env: { RATE_LIMIT: 'on' } });
    const codes = (await read((await print(12)).id)).cards.map((c) => c.activationCode);
    // Successful activations do not count against a family activating several cards.
    for (const code of codes.slice(0, 11)) expect((await activate(code)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await activate(generateActivationCode())).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const real = await activate(codes[11]!);
    expect(real.status).toBe(429);
    expect(real.body.code).toBe('rate_limited');
    expect(cardCount(ctx)).toBe(11);
  });
});

describe('printed cards belong to their nonprofit', () => {
  it("another nonprofit's coordinator, another restaurant's owner: 404 on every route; a customer 403; signed out 401", async () => {
    const { ctx, campaign, restaurantId, print, read } = await world();
    const batch = await print(2);
    const [code] = (await read(batch.id)).cards.map((c) => c.activationCode);
    const theirs = makeCampaign(ctx.db);
    const otherCoordinator = await signInAs(ctx, 'coordinator', null, theirs.nonprofit.id);
    const otherOwner = await signInAs(ctx, 'restaurant_owner', theirs.restaurantId);
    const customer = await signInAs(ctx, 'customer');
    const theirSeller = (
      await otherCoordinator.agent
        .post(`/api/nonprofits/${theirs.nonprofit.id}/roster`)
        .send({ campaignId: theirs.campaign.id, name: 'Ana' })
        .expect(201)
    ).body.seller as { code: string };
    const calls = (agent: ReturnType<TestContext['agent']>) => [
      agent.get(`/api/campaigns/${campaign.id}/printed-batches`),
      agent.post(`/api/campaigns/${campaign.id}/printed-batches`).send({ count: 1 }),
      agent.get(`/api/printed-batches/${batch.id}`),
      agent.post(`/api/printed-batches/${batch.id}/assign`).send({ sellerCode: theirSeller.code, activationCodes: [code] }),
      agent.post(`/api/printed-batches/${batch.id}/void`),
      agent.post(`/api/printed-batches/${batch.id}/void-cards`).send({ from: 1, to: 1 }),
    ];
    for (const [who, agent, status] of [
      ['other coordinator', otherCoordinator.agent, 404],
      ['other owner', otherOwner.agent, 404],
      ['customer', customer.agent, 403],
      ['signed out', ctx.agent(), 401],
    ] as const) {
      const answers = await Promise.all(calls(agent));
      expect(
        answers.map((a) => a.status),
        who,
      ).toEqual(Array(6).fill(status));
      // "Not found" reads the same as for a batch or campaign that does not exist.
      if (status === 404) {
        const missing = await agent.get('/api/printed-batches/999999');
        expect(answers[2]!.body.error).toBe(missing.body.error);
      }
    }
    // The owner of the campaign's restaurant and an admin may.
    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
    expect((await owner.agent.get(`/api/printed-batches/${batch.id}`)).status).toBe(200);
    expect((await owner.agent.post(`/api/campaigns/${campaign.id}/printed-batches`).send({ count: 1 })).status).toBe(201);
    const admin = await signInAs(ctx, 'superadmin');
    expect((await admin.agent.get(`/api/campaigns/${campaign.id}/printed-batches`)).status).toBe(200);
    // Nothing moved: still two codes unsold and no void.
    const after = await read(batch.id);
    expect(after.batch.totals).toEqual({ unsold: 2, withSeller: 0, activated: 0, void: 0 });
  });
});
