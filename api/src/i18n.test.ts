import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CARD_NOT_FOUND_MESSAGE,
  FIND_CARD_LINK_MINUTES,
  MESSAGES,
  languageFromHeader,
  localizeMessage,
  nonprofitDeleteBlockedMessage,
  spanishOf,
} from '@dealcard/shared';
import { eq } from 'drizzle-orm';
import { cards, emailOutbox } from './db/schema/index.ts';
import { createTestApp } from './test/harness.ts';
import { makeCampaign } from './test/factories.ts';
import { CROSS_ORIGIN_MESSAGE } from './http/same-origin.ts';
import { MALFORMED_BODY_MESSAGE, MALFORMED_PATH_MESSAGE } from './http/errors.ts';
import { DEVICE_REVOKED_MESSAGE, NOT_PAIRED_MESSAGE } from './http/device-session.ts';
import { PAIRING_MESSAGES } from './modules/kiosk/kiosk.service.ts';
import { ALREADY_OWNS_MESSAGE } from './modules/restaurants/restaurants.service.ts';
import { FIND_MY_CARD_ANSWER, LINK_EXPIRED, LINK_INVALID } from './modules/find-my-card/find-my-card.service.ts';
import { OFFER_NOT_ON_CARD } from './modules/counter/redeem.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The server's start-up configuration: its messages go to the operator's log, in English. */
const CONFIG = path.join(root, 'api/src/config.ts');

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'migrations', 'test'].includes(entry.name)) sources(full, out);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && full !== CONFIG) out.push(full);
  }
  return out;
}

/**
 * Every fixed message written as a literal where the server makes an error or a schema makes a
 * message: `new AppError(status, '…')`, `notFound('Thing')`, zod's `.min(n, '…')` and the like,
 * the rate limits' texts. Messages with a value in them are checked below with values.
 */
function literalMessages(): string[] {
  const found = new Set<string>();
  const patterns = [
    /new AppError\(\s*\d+,\s*'([^']+)'/g,
    /\.(?:min|max|regex|refine|length)\([^()]*?,\s*'([^']+)'\s*\)/g,
    /make\(\s*[^,]+,\s*[^,]+,\s*'([^']+)'/g,
    /(?:notRefundable|paymentMismatch)\(\s*'([^']+)'/g,
  ];
  // The server's own named messages (a sentence: cookie names and test card numbers have no
  // space) and the success messages its services return, such as a campaign's new status.
  const serverOnly = [/export const [A-Z_]+ = '([^']* [^']*)';/g, /return '([A-Z][^']* [^']*)';/g];
  const server = sources(path.join(root, 'api/src'));
  for (const file of [...server, ...sources(path.join(root, 'shared/src'))]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const re of [...patterns, ...(server.includes(file) ? serverOnly : [])])
      for (const m of text.matchAll(re)) found.add(m[1]!);
    for (const m of text.matchAll(/notFound\(\s*'([^']+)'/g)) found.add(`${m[1]} not found`);
  }
  return [...found];
}

describe('the API in Spanish', () => {
  it('has the Spanish of every message it can send', () => {
    const messages = [
      ...literalMessages(),
      ...Object.values(PAIRING_MESSAGES),
      DEVICE_REVOKED_MESSAGE,
      NOT_PAIRED_MESSAGE,
      ALREADY_OWNS_MESSAGE,
      CROSS_ORIGIN_MESSAGE,
      MALFORMED_BODY_MESSAGE,
      MALFORMED_PATH_MESSAGE,
      LINK_EXPIRED,
      LINK_INVALID,
      OFFER_NOT_ON_CARD,
      CARD_NOT_FOUND_MESSAGE,
      FIND_MY_CARD_ANSWER.message,
      nonprofitDeleteBlockedMessage(1),
      nonprofitDeleteBlockedMessage(3),
      'A redemption can be undone here only within 15 minutes of it',
      'A redemption can be undone here only within 7 days of it',
      'Only pending campaigns can be approved; this campaign is archived',
      'Only approved or rejected campaigns can be archived; this campaign is pending',
      'Only approved campaigns can be paused or activated; this campaign is rejected',
      'This card was paid with the demo provider, but this server uses stripe: refund it where it was paid',
      'Keep your name under 60 characters',
      `offers.0.name: ${MESSAGES.offerNameMin}`,
    ];
    // The scan finds the literals (about 60) besides the named constants; the message objects are typed.
    expect(messages.length).toBeGreaterThan(80);
    const missing = messages.filter((m) => spanishOf(m) === undefined);
    expect(missing).toEqual([]);
  });

  it('reads the language from Accept-Language, by weight, with English when none is ours', () => {
    expect(languageFromHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromHeader('fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(languageFromHeader('de')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
    expect(localizeMessage(MESSAGES.cardExpired, 'en')).toBe('This card has expired');
  });

  it('answers an error in Spanish when the request asks for it, and in the specification English otherwise', async () => {
    const { request } = createTestApp();
    const es = await request.get('/api/cards/ABCDEFGHJKMNPQ').set('Accept-Language', 'es-US,es;q=0.9');
    expect(es.status).toBe(404);
    expect(es.body).toEqual({ error: 'No se encontró la tarjeta', code: 'not_found' });
    const en = await request.get('/api/cards/ABCDEFGHJKMNPQ').set('Accept-Language', 'en-US');
    expect(en.body).toEqual({ error: 'Card not found', code: 'not_found' });
  });

  it('puts each field’s validation message in Spanish, and the remembered choice wins over the browser', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const res = await request
      .post(`/api/campaigns/${campaign.slug}/sellers`)
      .set('Accept-Language', 'en-US')
      .set('Cookie', 'lang=es')
      .send({ name: 'A', email: 'not an e-mail', showOnLeaderboard: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.issues.name).toEqual(['Escribe tu nombre']);
    expect(res.body.issues.email).toEqual(['Se necesita un correo electrónico válido']);
    expect(res.body.error).toBe('name: Escribe tu nombre');
  });

  it('answers Find My Card in Spanish', async () => {
    const { request } = createTestApp();
    const res = await request.post('/api/find-my-card').set('Accept-Language', 'es').send({ email: 'nobody@example.com' });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(
      `Si tenemos tarjetas con lo que escribiste, enviamos un enlace al correo registrado. Funciona durante ${FIND_CARD_LINK_MINUTES} minutos.`,
    );
  });

  it("writes the card and its e-mails in the buyer's language at checkout, whatever language asks later", async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const intent = await request
      .post(`/api/campaigns/${campaign.slug}/create-payment-intent`)
      .set('Accept-Language', 'es-MX')
      .send();
    const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
    await request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .set('Accept-Language', 'es-MX')
      .send({ customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', clientSecret })
      .expect(200);
    // The demo confirmation comes in English: the card keeps the checkout's Spanish.
    await request
      .post(`/api/demo-payments/${paymentIntentId}/confirm`)
      .set('Accept-Language', 'en')
      .send({ cardNumber: '4242424242424242' })
      .expect(200);
    const card = db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get()!;
    expect(card.language).toBe('es');
    const mail = db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ana@example.com')).get()!;
    expect(mail.subject).toBe(`Tu tarjeta de ofertas que apoya a ${card.nonprofitName}`);
    expect(mail.html).toContain('<html lang="es-US">');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Código de acceso: ' + card.accessCode);

    // An English checkout still gets the specification's English.
    const en = await request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send();
    const enIntent = en.body as { paymentIntentId: string; clientSecret: string };
    await request
      .post(`/api/payments/${enIntent.paymentIntentId}/buyer`)
      .send({ customerName: 'Sam Lee', customerEmail: 'sam@example.com', clientSecret: enIntent.clientSecret })
      .expect(200);
    await request
      .post(`/api/demo-payments/${enIntent.paymentIntentId}/confirm`)
      .send({ cardNumber: '4242424242424242' })
      .expect(200);
    const enMail = db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'sam@example.com')).get()!;
    expect(enMail.subject).toBe(`Your deal card supporting ${card.nonprofitName}`);
    expect(enMail.html).toContain('<html lang="en-US">');
  });

  it('sends the Find My Card e-mail in the language of the person searching', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const intent = await request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send();
    const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
    await request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', clientSecret });
    await request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
    await request.post('/api/find-my-card').set('Cookie', 'lang=es').send({ email: 'ana@example.com' }).expect(202);
    const mail = db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'find-my-card')).get()!;
    expect(mail.subject).toBe('El enlace de tus tarjetas');
    expect(mail.text).toContain('Alguien pidió ver las tarjetas de ofertas compradas con este correo electrónico.');
  });
});
