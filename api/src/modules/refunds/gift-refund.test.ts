import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toDateOnly } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { cards, emailOutbox } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import type { MailTransport, QueuedEmail } from '../../mail/transports.ts';
import { createMailWorker } from '../../mail/worker.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

/**
 * Refunding a gift: the money goes back to its buyer, who is told (not the recipient, who holds
 * the card); the recipient who already had the card e-mail is told the gift was cancelled; a gift
 * still waiting for its delivery day is taken back from the outbox and never reaches the recipient.
 */

const BUYER = { customerName: 'Rosa Abuela', customerEmail: 'rosa@example.com', customerPhone: '(555) 010-2030' };
const RECIPIENT = { recipientName: 'Lucas Nieto', recipientEmail: 'lucas@example.com' };
const logger = createLogger('silent');

const daysFromToday = (days: number) => toDateOnly(new Date(Date.now() + days * 86_400_000));

async function buyGift(ctx: TestContext, slug: string, deliverOn: string, language: 'en' | 'es') {
  const start = await ctx.request
    .post(`/api/campaigns/${slug}/create-payment-intent`)
    .set('Accept-Language', language)
    .send({ ...BUYER, gift: { ...RECIPIENT, deliverOn } });
  expect(start.status).toBe(200);
  const { paymentIntentId } = start.body as { paymentIntentId: string };
  await ctx.request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
  return ctx.db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get()!;
}

function recordingTransport(): MailTransport & { sent: QueuedEmail[] } {
  const sent: QueuedEmail[] = [];
  return {
    name: 'file',
    sent,
    async send(email) {
      sent.push(email);
    },
  };
}

const mailOf = (db: Db, kind: string) => db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).all();

describe('refunding a gift', () => {
  it('a delivered gift: the buyer is refunded and told in Spanish, the recipient is told it was cancelled', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db, { cardPrice: 2000 });
    const card = await buyGift(ctx, campaign.slug, daysFromToday(0), 'es');
    expect(card.customerEmail).toBe('lucas@example.com');
    // The recipient's card e-mail goes out.
    const transport = recordingTransport();
    await createMailWorker({ db: ctx.db, transport, logger }).runOnce();
    expect(transport.sent.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['card-confirmation', 'lucas@example.com'],
      ['gift-receipt', 'rosa@example.com'],
    ]);

    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'The buyer asked' });
    expect(res.status).toBe(200);
    expect(res.body.card.status).toBe('refunded');

    const refunded = mailOf(ctx.db, 'card-refunded');
    expect(refunded.map((m) => m.toAddress)).toEqual(['rosa@example.com']);
    expect(refunded[0]!.text).toContain('Hola, Rosa:');
    expect(refunded[0]!.text).toContain('Te reembolsamos los $20.00');
    expect(refunded[0]!.text).toContain('Era tu regalo para Lucas: le avisamos que se canceló.');
    expect(refunded[0]!.html).toContain('Era tu regalo para Lucas');
    expect(refunded[0]!.text).toContain('Se reembolsó la tarjeta de ofertas que apoya a');
    // The access code is the recipient's: never in the buyer's e-mail.
    expect(refunded[0]!.text).not.toContain(card.accessCode);
    expect(refunded[0]!.html).not.toContain(card.accessCode);

    const cancelled = mailOf(ctx.db, 'gift-cancelled');
    expect(cancelled.map((m) => m.toAddress)).toEqual(['lucas@example.com']);
    expect(cancelled[0]!.subject).toBe('Se canceló la tarjeta de ofertas que te regaló Rosa');
    expect(cancelled[0]!.text).toContain('Hola, Lucas:');
    expect(cancelled[0]!.text).toContain(card.accessCode);
    expect(cancelled[0]!.text).toContain('ya no se pueden usar sus ofertas');

    // Once each, whatever reports the refund again (the provider's notification).
    const again = await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'again' });
    expect(again.status).toBe(409);
    expect(mailOf(ctx.db, 'card-refunded')).toHaveLength(1);
    expect(mailOf(ctx.db, 'gift-cancelled')).toHaveLength(1);
  });

  it('a gift waiting for its day: its card e-mail is taken back, the buyer is told it will not be sent, the recipient hears nothing', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db, { cardPrice: 2000 });
    const card = await buyGift(ctx, campaign.slug, daysFromToday(5), 'en');
    const waiting = mailOf(ctx.db, 'card-confirmation');
    expect(waiting.map((m) => [m.toAddress, m.status])).toEqual([['lucas@example.com', 'pending']]);

    const { agent } = await signInAs(ctx, 'superadmin');
    expect((await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'Changed their mind' })).status).toBe(200);

    expect(mailOf(ctx.db, 'card-confirmation')).toEqual([]);
    expect(mailOf(ctx.db, 'gift-cancelled')).toEqual([]);
    const refunded = mailOf(ctx.db, 'card-refunded');
    expect(refunded.map((m) => m.toAddress)).toEqual(['rosa@example.com']);
    expect(refunded[0]!.text).toContain('Hi Rosa,');
    expect(refunded[0]!.text).toContain('It was your gift to Lucas and had not been delivered yet: it will not be sent.');

    // On the delivery day nothing goes to the recipient.
    const transport = recordingTransport();
    await createMailWorker({ db: ctx.db, transport, logger, now: () => new Date(Date.now() + 6 * 86_400_000) }).runOnce();
    expect(transport.sent.filter((m) => m.to === 'lucas@example.com')).toEqual([]);
    expect(transport.sent.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['card-refunded', 'rosa@example.com'],
      ['gift-receipt', 'rosa@example.com'],
    ]);
  });
});
