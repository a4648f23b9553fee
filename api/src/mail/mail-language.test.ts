// Issue 39: the invitation and the dashboard link go out in the language of the portal that sent
// them, and a Spanish greeting ("Hola, Rosa:") is followed by a sentence that starts with a capital.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, nonprofits } from '../db/schema/index.ts';
import { makeCampaign } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { signInAs } from '../modules/admin/admin-test-helpers.ts';
import { cardConfirmationEmail } from './templates/card-confirmation.ts';
import { cardRefundedEmail } from './templates/card-refunded.ts';
import { cardReminderEmail } from './templates/card-reminder.ts';
import { coordinatorInviteEmail } from './templates/coordinator-invite.ts';
import { giftReceiptEmail } from './templates/gift-receipt.ts';
import { nonprofitDashboardEmail } from './templates/nonprofit-dashboard.ts';
import { renewalAnnouncementEmail } from './templates/renewal-announcement.ts';
import { sellerWelcomeEmail } from './templates/seller-welcome.ts';
import type { OutgoingEmail } from './outbox.ts';

const unsubscribe = { pageUrl: 'https://x.example/unsubscribe/t', oneClickUrl: 'https://x.example/api/unsubscribe/t' };
const offer = {
  offerType: 'Free Appetizers',
  offerTypeEs: 'Entradas gratis',
  description: 'One appetizer',
  descriptionEs: 'Una entrada',
};

/** Every e-mail that greets a person by name, in one language. */
function everyGreetingEmail(language: 'en' | 'es'): OutgoingEmail[] {
  const base = { nonprofitName: 'Lincoln PTA', restaurantName: 'Fowl Play', language };
  return [
    cardConfirmationEmail({
      ...base,
      cardId: 1,
      customerName: 'Rosa Díaz',
      customerEmail: 'rosa@example.com',
      accessCode: 'ABCD1234',
      expiresOn: '2027-12-05',
      offers: [{ ...offer, quantityTotal: 2, retailValue: 1000 }],
      cardUrl: 'https://x.example/card/ABCD1234',
      raisedCents: 1000,
    }),
    cardRefundedEmail({
      ...base,
      cardId: 1,
      customerName: 'Rosa Díaz',
      customerEmail: 'rosa@example.com',
      accessCode: 'ABCD1234',
      refundedCents: 2000,
      refundedAt: '2026-12-05T10:00:00Z',
      byDispute: false,
    }),
    cardReminderEmail({
      ...base,
      cardId: 1,
      holderName: 'Rosa Díaz',
      to: 'rosa@example.com',
      expiresOn: '2026-12-05',
      offers: [{ ...offer, quantityRemaining: 1 }],
      locations: [{ name: 'Downtown', address: '1 Main St', city: 'Springfield', state: 'IL' }],
      cardUrl: 'https://x.example/card/ABCD1234',
      unsubscribe,
    }),
    coordinatorInviteEmail({
      ...base,
      to: 'lee@example.org',
      contactName: 'Rosa Díaz',
      link: 'https://x.example/invite/t',
      expiresAt: '2026-12-05T10:00:00Z',
    }),
    giftReceiptEmail({
      ...base,
      cardId: 1,
      buyerName: 'Rosa Díaz',
      buyerEmail: 'rosa@example.com',
      recipientName: 'Ana',
      recipientEmail: 'ana@example.com',
      message: null,
      deliverOn: '2026-12-05',
      amountPaid: 2000,
      expiresOn: '2027-12-05',
      offers: [{ ...offer, quantityTotal: 2 }],
      raisedCents: 1000,
    }),
    nonprofitDashboardEmail({
      ...base,
      to: 'lee@example.org',
      contactName: 'Rosa Díaz',
      link: 'https://x.example/nonprofit/t',
      expiresAt: '2026-12-05T10:00:00Z',
    }),
    renewalAnnouncementEmail({
      ...base,
      campaignId: 1,
      to: 'rosa@example.com',
      holderName: 'Rosa Díaz',
      cardPrice: 2000,
      campaignUrl: 'https://x.example/c/fowl',
      unsubscribe,
    }),
    sellerWelcomeEmail({
      ...base,
      name: 'Rosa Díaz',
      email: 'rosa@example.com',
      code: 'ROSA1',
      shareUrl: 'https://x.example/s/ROSA1',
      statsUrl: 'https://x.example/seller/t',
    }),
  ];
}

/** What follows each greeting in a text: the words after "Hola, Rosa:" (same line, or the next that is not blank). */
function afterGreetings(text: string, greeting: RegExp): string[] {
  const plain = text.replace(/<[^>]+>/g, '\n');
  const found: string[] = [];
  for (const m of plain.matchAll(new RegExp(greeting.source, 'g'))) {
    const rest = plain.slice(m.index + m[0].length).replace(/^\s+/, '');
    found.push(rest.slice(0, 40));
  }
  return found;
}

describe('greetings in the e-mails', () => {
  it('in Spanish, "Hola, Rosa:" is followed by a sentence that starts with a capital, in the text and the HTML', () => {
    for (const mail of everyGreetingEmail('es')) {
      for (const body of [mail.text, mail.html]) {
        const after = afterGreetings(body, /Hola, Rosa:/);
        expect(after.length, `${mail.kind}: a greeting`).toBeGreaterThan(0);
        for (const next of after) expect(next, mail.kind).toMatch(/^[¡¿]?[A-ZÁÉÍÓÚÑ]/);
      }
    }
  });

  it('in English, a greeting on its own line is followed by a capital too', () => {
    for (const mail of everyGreetingEmail('en')) {
      const lines = mail.text.split('\n');
      const at = lines.indexOf('Hi Rosa,');
      if (at < 0) continue;
      const next = lines.slice(at + 1).find((l) => l.trim() !== '')!;
      expect(next, mail.kind).toMatch(/^[A-Z]/);
    }
  });
});

describe('e-mails another person causes', () => {
  const sent = (ctx: ReturnType<typeof createTestApp>, kind: string) =>
    ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).all().at(-1)!;

  it('go out in the language of the portal that sent them (the Accept-Language its calls carry)', async () => {
    const ctx = createTestApp();
    const { nonprofit, restaurantId } = makeCampaign(ctx.db);
    ctx.db
      .update(nonprofits)
      .set({ contactEmail: 'lee@example.org', contactName: 'Rosa Díaz' })
      .where(eq(nonprofits.id, nonprofit.id))
      .run();
    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);

    await owner.agent.post(`/api/nonprofits/${nonprofit.id}/dashboard-link`).set('Accept-Language', 'es').expect(202);
    const link = sent(ctx, 'nonprofit-dashboard');
    expect(link.subject).toContain('panel');
    expect(link.text.startsWith('Hola, Rosa:\n')).toBe(true);

    await owner.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`).set('Accept-Language', 'es').expect(202);
    const invite = sent(ctx, 'coordinator-invite');
    expect(invite.subject).toBe(`Coordine las ventas de tarjetas de ofertas de ${nonprofit.name}`);
    expect(invite.text.startsWith('Hola, Rosa:\n')).toBe(true);

    await owner.agent.post(`/api/nonprofits/${nonprofit.id}/dashboard-link`).set('Accept-Language', 'en').expect(202);
    expect(sent(ctx, 'nonprofit-dashboard').text.startsWith('Hi Rosa,\n')).toBe(true);
  });
});
