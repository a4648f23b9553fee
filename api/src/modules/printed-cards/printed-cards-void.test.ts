import { describe, expect, it } from 'vitest';
import { PRINTED_MESSAGES, PrintedBatchResponseSchema, VoidPrintedCardsResponseSchema } from '@dealcard/shared';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

async function world() {
  const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
  const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db, { cardPrice: 2001 });
  const { agent } = await signInAs(ctx, 'coordinator', null, nonprofit.id);
  const print = async (count: number) =>
    (await agent.post(`/api/campaigns/${campaign.id}/printed-batches`).send({ count }).expect(201)).body.batch as {
      id: number;
    };
  const read = async (batchId: number) =>
    PrintedBatchResponseSchema.parse((await agent.get(`/api/printed-batches/${batchId}`).expect(200)).body);
  const voidCards = (batchId: number, body: object) => agent.post(`/api/printed-batches/${batchId}/void-cards`).send(body);
  const activate = (activationCode: string, i = 0) =>
    ctx.request.post('/api/activate').send({ activationCode, buyerName: `Buyer ${i}`, buyerEmail: `b${i}@example.com` });
  return { ctx, campaign, nonprofit, restaurantId, agent, print, read, voidCards, activate };
}

const cardCount = (ctx: TestContext) => ctx.db.$client.prepare('SELECT count(*) FROM cards').pluck().get() as number;

describe('voiding printed cards one by one or by range', () => {
  it('voids one card: it shows void, counts as void, cannot be activated (409 void, both languages) nor handed out', async () => {
    const { ctx, nonprofit, agent, print, read, voidCards, activate } = await world();
    const batch = await print(3);
    const codes = (await read(batch.id)).cards.map((c) => c.activationCode);
    const res = await voidCards(batch.id, { from: 2, to: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = VoidPrintedCardsResponseSchema.parse(res.body);
    expect(body).toMatchObject({ voided: 1, skippedActivated: 0 });
    expect(body.batch).toMatchObject({
      id: batch.id,
      voidedAt: null,
      totals: { unsold: 2, withSeller: 0, activated: 0, void: 1 },
    });
    expect((await read(batch.id)).cards.map((c) => c.status)).toEqual(['unsold', 'void', 'unsold']);
    const audit = ctx.db.$client.prepare("SELECT count(*) FROM audit_log WHERE action = 'printed_cards_voided'").pluck().get();
    expect(audit).toBe(1);

    const refused = await activate(codes[1]!);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'activation_void', error: PRINTED_MESSAGES.activationVoid.en });
    const refusedEs = await activate(codes[1]!).set('Accept-Language', 'es');
    expect(refusedEs.body.error).toBe(PRINTED_MESSAGES.activationVoid.es);
    expect(cardCount(ctx)).toBe(0);

    // A voided card cannot be handed to a seller; the batch's other cards still can.
    const mia = (
      await agent
        .post(`/api/nonprofits/${nonprofit.id}/roster`)
        .send({ campaignId: body.batch.campaignId, name: 'Mia' })
        .expect(201)
    ).body.seller as { code: string };
    const assign = (activationCodes: string[]) =>
      agent.post(`/api/printed-batches/${batch.id}/assign`).send({ sellerCode: mia.code, activationCodes });
    const handed = await assign([codes[0]!, codes[1]!]);
    expect(handed.status).toBe(409);
    expect(handed.body.code).toBe('codes_refused');
    expect((await read(batch.id)).cards.map((c) => c.status)).toEqual(['unsold', 'void', 'unsold']);
    expect((await assign([codes[0]!])).body).toEqual({ assigned: 1 });

    // Voiding it again changes nothing; the untouched card still activates.
    expect((await voidCards(batch.id, { from: 2, to: 2 })).body).toMatchObject({ voided: 0, skippedActivated: 0 });
    expect((await activate(codes[2]!)).status).toBe(201);
  });

  it('voids a range: the activated card in it is left alone and counted apart; the held card stops working', async () => {
    const { ctx, nonprofit, agent, print, read, voidCards, activate } = await world();
    const batch = await print(6);
    const codes = (await read(batch.id)).cards.map((c) => c.activationCode);
    const campaignId = (await read(batch.id)).batch.campaignId;
    const mia = (await agent.post(`/api/nonprofits/${nonprofit.id}/roster`).send({ campaignId, name: 'Mia' }).expect(201)).body
      .seller as { code: string };
    await agent
      .post(`/api/printed-batches/${batch.id}/assign`)
      .send({ sellerCode: mia.code, activationCodes: [codes[2]] })
      .expect(200);
    expect((await activate(codes[3]!)).status).toBe(201);

    const res = await voidCards(batch.id, { from: 2, to: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ voided: 3, skippedActivated: 1 });
    expect(res.body.batch.totals).toEqual({ unsold: 2, withSeller: 0, activated: 1, void: 3 });
    const after = await read(batch.id);
    expect(after.cards.map((c) => c.status)).toEqual(['unsold', 'void', 'void', 'activated', 'void', 'unsold']);
    expect(after.batch.totals).toEqual(res.body.batch.totals);
    expect((await activate(codes[2]!)).body.code).toBe('activation_void');
    expect((await activate(codes[0]!)).status).toBe(201);
    expect(cardCount(ctx)).toBe(2);
  });

  it('refuses bad ranges with 400 and changes nothing', async () => {
    const { print, read, voidCards } = await world();
    const batch = await print(3);
    for (const body of [
      { from: 0, to: 1 },
      { from: 3, to: 2 },
      { from: 1, to: 4 },
      { from: 1.5, to: 2 },
      { from: '1', to: 2 },
      { from: 1 },
      {},
    ]) {
      const res = await voidCards(batch.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const outside = await voidCards(batch.id, { from: 1, to: 4 });
    expect(outside.body.error).toBe(PRINTED_MESSAGES.voidRangeOutside(3).en);
    expect((await read(batch.id)).batch.totals).toEqual({ unsold: 3, withSeller: 0, activated: 0, void: 0 });
  });

  it('an activation and a void of the same code at once: either the card is made or the code is void, never both', async () => {
    const { ctx, print, read, voidCards, activate } = await world();
    const batch = await print(20);
    const codes = (await read(batch.id)).cards.map((c) => c.activationCode);
    const answers = await Promise.all(
      codes.map(async (code, i) => {
        const [a, v] = await Promise.all([activate(code, i), voidCards(batch.id, { from: i + 1, to: i + 1 })]);
        return { a, v };
      }),
    );
    const rows = ctx.db.$client
      .prepare(
        'SELECT position, card_id AS cardId, voided_at AS voidedAt FROM printed_cards WHERE batch_id = ? ORDER BY position',
      )
      .all(batch.id) as { position: number; cardId: number | null; voidedAt: string | null }[];
    let made = 0;
    answers.forEach(({ a, v }, i) => {
      const row = rows[i]!;
      expect(row.cardId === null || row.voidedAt === null, `position ${row.position}`).toBe(true);
      expect(v.status).toBe(200);
      if (row.cardId !== null) {
        made++;
        expect(a.status).toBe(201);
        expect(v.body).toMatchObject({ voided: 0, skippedActivated: 1 });
      } else {
        expect(row.voidedAt).not.toBeNull();
        expect(a.status).toBe(409);
        expect(a.body.code).toBe('activation_void');
        expect(v.body).toMatchObject({ voided: 1, skippedActivated: 0 });
      }
    });
    expect(cardCount(ctx)).toBe(made);
    // The database never holds a code both activated and void.
    expect(
      ctx.db.$client
        .prepare('SELECT count(*) FROM printed_cards WHERE card_id IS NOT NULL AND voided_at IS NOT NULL')
        .pluck()
        .get(),
    ).toBe(0);
  });
});
