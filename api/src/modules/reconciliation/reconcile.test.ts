import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, cards, emailOutbox, payments } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { createStripeTestApp } from '../../test/stripe-stand-in.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { createDemoProvider } from '../../payments/demo-provider.ts';
import { reconcilePayments, reconciliationSummary } from './reconcile.ts';

const BUYER = { customerName: 'Sam Lost', customerEmail: 'sam@example.com', customerPhone: '555-222-3333' };
const logger = createLogger('silent');

/** A paid demo payment whose card was never made: the server died between the two. */
async function paidWithoutCard(ctx: TestContext, slug: string): Promise<string> {
  const res = await ctx.request.post(`/api/campaigns/${slug}/create-payment-intent`).send({});
  const { paymentIntentId, clientSecret } = res.body as { paymentIntentId: string; clientSecret: string };
  await ctx.request
    .post(`/api/payments/${paymentIntentId}/buyer`)
    .send({ ...BUYER, clientSecret })
    .expect(200);
  ctx.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.paymentIntentId, paymentIntentId)).run();
  return paymentIntentId;
}

/** The demo provider keeps its whole state in the database: a second one on it is the same provider. */
const provider = (ctx: TestContext) => createDemoProvider(ctx.db);

describe('the reconciliation sweep', () => {
  it('makes the missing card and its e-mail once, audited, even when two sweeps run at once, and the dashboard counts it', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const lost = await paidWithoutCard(ctx, campaign.slug);
    await paidWithoutCard(ctx, campaign.slug);
    // Not paid: no card may come of it.
    await ctx.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send({});
    const deps = { db: ctx.db, payments: provider(ctx), logger, siteUrl: 'https://cards.example.org' };

    const [a, b] = await Promise.all([reconcilePayments(deps), reconcilePayments(deps)]);
    expect(a.recovered + b.recovered).toBe(2);
    expect(ctx.db.select().from(cards).all()).toHaveLength(2);
    const card = ctx.db.select().from(cards).where(eq(cards.stripePaymentIntentId, lost)).get()!;
    expect(card).toMatchObject({ customerEmail: 'sam@example.com', status: 'active' });
    const mail = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'card-confirmation')).all();
    expect(mail).toHaveLength(2);
    expect(mail[0]!.text).toContain(`https://cards.example.org/card/`);
    expect(ctx.db.select().from(auditLog).where(eq(auditLog.action, 'card_recovered')).all()).toHaveLength(2);

    // Again, later: nothing left to do.
    expect(await reconcilePayments(deps)).toEqual({ checked: 0, recovered: 0, failed: 0 });
    expect(reconciliationSummary(ctx.db)).toEqual({ recoveredLast7Days: 2, lastRunAt: expect.any(String) });
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.get('/api/admin/reconciliation');
    expect(res.body).toEqual({ recoveredLast7Days: 2, lastRunAt: expect.any(String) });
    const owner = await signInAs(ctx, 'restaurant_owner', campaign.restaurantId);
    expect((await owner.agent.get('/api/admin/reconciliation')).status).toBe(403);
  });

  it('with Stripe, lists the succeeded payments of the last 72 hours from the API and makes their missing cards', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const paid = async () => {
      const res = await app.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send({});
      const { paymentIntentId, clientSecret } = res.body as { paymentIntentId: string; clientSecret: string };
      await app.request
        .post(`/api/payments/${paymentIntentId}/buyer`)
        .send({ ...BUYER, clientSecret })
        .expect(200);
      app.standIn.succeed(paymentIntentId);
      return paymentIntentId;
    };
    const recent = await paid();
    const old = await paid();
    app.standIn.patch(old, { created: Math.floor(Date.now() / 1000) - 73 * 3600 });
    // Another shop's payment on the same account, and an unpaid one.
    app.standIn.insert({ amount: 2000, currency: 'usd', status: 'succeeded', metadata: {} });
    await app.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send({});

    const deps = { db: app.db, payments: app.provider, logger, siteUrl: 'http://localhost' };
    const result = await reconcilePayments(deps);
    expect(result).toEqual({ checked: 1, recovered: 1, failed: 0 });
    expect(app.db.select({ ref: cards.stripePaymentIntentId }).from(cards).all()).toEqual([{ ref: recent }]);
    const listed = app.standIn.requests.find((r) => r.method === 'GET' && r.path === '/v1/payment_intents');
    expect(listed).toBeDefined();
  });

  it('a paid payment that cannot make a card (no buyer) is left and counted, not fatal', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const res = await ctx.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send({});
    ctx.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.paymentIntentId, res.body.paymentIntentId)).run();
    const deps = { db: ctx.db, payments: provider(ctx), logger, siteUrl: 'http://localhost' };
    expect(await reconcilePayments(deps)).toEqual({ checked: 1, recovered: 0, failed: 1 });
    expect(ctx.db.select().from(cards).all()).toEqual([]);
  });
});
