import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cards, emailOutbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeLocation, makeNonprofit, makeRestaurant } from '../../test/factories.ts';
import { signInAs, validCampaignBody } from '../admin/admin-test-helpers.ts';
import { pairedTablet } from '../kiosk/kiosk-test-helpers.ts';
import { redeemOffer } from '../counter/redeem.ts';

/**
 * Offers take an optional Spanish name and description (PRODUCT.md, "The owner's campaigns"):
 * kept with the campaign and copied to each card, shown to Spanish readers on the card, the
 * landing page, the kiosk and in e-mails; English wherever the restaurant gave none.
 */
describe('offers in Spanish', () => {
  it('from the form to the card, the e-mail and the kiosk, with English where none was given', async () => {
    const ctx = createTestApp();
    const restaurant = makeRestaurant(ctx.db);
    const nonprofit = makeNonprofit(ctx.db, restaurant.id);
    const downtown = makeLocation(ctx.db, restaurant.id, { name: 'Downtown' });
    const admin = await signInAs(ctx, 'superadmin');
    const body = validCampaignBody(nonprofit.id, {
      offers: [
        {
          name: 'Free Wings',
          description: 'Six wings with any entree',
          offerTypeEs: 'Alitas gratis',
          descriptionEs: 'Seis alitas con cualquier plato',
          quantity: 2,
          retailValue: 2000,
        },
        // A Spanish name without a Spanish description: each falls back on its own.
        {
          name: 'BOGO Pizza',
          description: 'Buy one pizza, get one free',
          offerTypeEs: '2x1 en pizza',
          quantity: 2,
          retailValue: 2000,
        },
        // Blank Spanish is none.
        {
          name: 'Free Dessert',
          description: 'Any dessert from the menu',
          offerTypeEs: '  ',
          descriptionEs: '',
          quantity: 2,
          retailValue: 2000,
        },
      ],
    });
    const created = await admin.agent.post('/api/admin/campaigns').send({ restaurantId: restaurant.id, ...body });
    expect(created.status, created.text).toBe(201);
    const { slug, offers } = created.body.campaign as { slug: string; offers: Array<Record<string, unknown>> };
    expect(offers.map((o) => [o.offerTypeEs, o.descriptionEs])).toEqual([
      ['Alitas gratis', 'Seis alitas con cualquier plato'],
      ['2x1 en pizza', null],
      [null, null],
    ]);
    // The landing page's read carries both languages (one cached answer for every reader).
    const landing = await ctx.request.get(`/api/campaigns/${slug}`);
    expect(landing.body.campaign.offers[0]).toMatchObject({ name: 'Free Wings', offerTypeEs: 'Alitas gratis' });

    // A Spanish buyer pays (demo provider).
    const intent = await ctx.request.post(`/api/campaigns/${slug}/create-payment-intent`).set('Accept-Language', 'es').send({});
    expect(intent.status, intent.text).toBe(200);
    const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
    await ctx.request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .set('Accept-Language', 'es')
      .send({ customerName: 'Lucía Gómez', customerEmail: 'lucia@example.com', clientSecret })
      .expect(200);
    await ctx.request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
    const card = ctx.db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get()!;

    // The card read, in each reader's language.
    const es = await ctx.request.get(`/api/cards/${card.accessCode}`).set('Accept-Language', 'es');
    expect(es.body.offers.map((o: { offerType: string; description: string }) => [o.offerType, o.description])).toEqual([
      ['Alitas gratis', 'Seis alitas con cualquier plato'],
      ['2x1 en pizza', 'Buy one pizza, get one free'],
      ['Free Dessert', 'Any dessert from the menu'],
    ]);
    const en = await ctx.request.get(`/api/cards/${card.accessCode}`).set('Accept-Language', 'en');
    expect(en.body.offers.map((o: { offerType: string }) => o.offerType)).toEqual(['Free Wings', 'BOGO Pizza', 'Free Dessert']);

    // The card e-mail, in the buyer's language.
    const mail = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'card-confirmation')).get()!;
    expect(mail.text).toContain('Alitas gratis: Seis alitas con cualquier plato');
    expect(mail.text).toContain('2x1 en pizza: Buy one pizza, get one free');
    expect(mail.text).not.toContain('Free Wings');

    // The kiosk answers in its own language: a Spanish tablet and an English one check codes.
    const owner = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    const { tablet } = await pairedTablet(ctx, owner.agent, downtown.id);
    const cardOfferIds = (es.body.offers as Array<{ id: number }>).map((o) => o.id);
    const first = redeemOffer(ctx.db, card.accessCode, cardOfferIds[0]!);
    const answer = await tablet.post('/api/kiosk/verify').set('Accept-Language', 'es').send({ code: first.code });
    expect(answer.body.offer).toEqual({ offerType: 'Alitas gratis', description: 'Seis alitas con cualquier plato' });
    const second = redeemOffer(ctx.db, card.accessCode, cardOfferIds[1]!);
    const english = await tablet.post('/api/kiosk/verify').set('Accept-Language', 'en').send({ code: second.code });
    expect(english.body.offer).toEqual({ offerType: 'BOGO Pizza', description: 'Buy one pizza, get one free' });
    const list = await tablet.get('/api/kiosk/redemptions').set('Accept-Language', 'es');
    expect(list.body.redemptions.map((r: { offerType: string }) => r.offerType)).toEqual(['2x1 en pizza', 'Alitas gratis']);
  });
});
