import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_MESSAGES,
  FIND_CARD_LINK_MINUTES,
  FUNDRAISING_MESSAGES,
  LoginBodySchema,
  MESSAGES,
  MONEY_MESSAGES,
  NONPROFIT_MESSAGES,
  UPLOAD_ERRORS,
  fixedMessages,
  issueText,
  keyed,
  languageFromHeader,
  messageText,
  parseIn,
  type Message,
} from '@dealcard/shared';
import { eq } from 'drizzle-orm';
import { cards, emailOutbox } from './db/schema/index.ts';
import { createTestApp } from './test/harness.ts';
import { makeCampaign } from './test/factories.ts';
import { API_MESSAGES } from './messages.ts';
import { MAIL_MESSAGES } from './mail/mail-messages.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The server's start-up configuration: its messages go to the operator's log, in English. */
const CONFIG = path.join(root, 'api/src/config.ts');

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Not the product's: test support, including the outside checks' cases (mail/outside/).
      if (!['node_modules', 'migrations', 'test', 'outside'].includes(entry.name)) sources(full, out);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && full !== CONFIG) out.push(full);
  }
  return out;
}

/** Every parameterised message, with values: the catalogues' types say which there are. */
const WITH_VALUES: Message[] = [
  API_MESSAGES.notFound('Card'),
  API_MESSAGES.notFound('E-mail'),
  API_MESSAGES.noApiRoute('GET', '/api/nothing'),
  API_MESSAGES.onlyPendingApproved('archived'),
  API_MESSAGES.onlyPendingRejected('approved'),
  API_MESSAGES.onlyApprovedToggled('rejected'),
  API_MESSAGES.onlySettledArchived('pending'),
  API_MESSAGES.providerMismatch('demo', 'stripe'),
  API_MESSAGES.undoTooLate(15, 'minute'),
  API_MESSAGES.undoTooLate(7, 'day'),
  NONPROFIT_MESSAGES.deleteBlocked(1),
  NONPROFIT_MESSAGES.deleteBlocked(3),
  ...Object.values(MAIL_MESSAGES).flatMap((catalogue) =>
    Object.values(catalogue).map((entry) =>
      typeof entry === 'function' ? (entry as (...values: string[]) => Message)('Ana', 'Lincoln PTA') : entry,
    ),
  ),
];

describe('the API in Spanish', () => {
  it('has the Spanish of every message it can send, and every message has a key of its own', () => {
    // Referenced so that every catalogue is loaded and registered before fixedMessages() is read.
    const catalogues = [MESSAGES, MONEY_MESSAGES, FUNDRAISING_MESSAGES, UPLOAD_ERRORS, COUNTER_MESSAGES, API_MESSAGES];
    expect(catalogues.length).toBe(6);
    const all = [...fixedMessages(), ...WITH_VALUES];
    expect(all.length).toBeGreaterThan(150);
    const untranslated = all.filter((m) => !m.es.trim() || m.es === m.en).map((m) => m.key);
    expect(untranslated).toEqual([]);
    const keys = fixedMessages().map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes no message of the server or the schemas as English text: each is a key of a catalogue', () => {
    const literal = [
      // An error, a rate limit or an answer built from a string literal.
      /new AppError\(\s*\d+,\s*['`"]/,
      /\b(?:error|message):\s*['`"][A-Z]/,
      /localized\(\s*req,\s*['`"]/,
      // A schema's message written as text: zod's .min(n, 'Text'), .refine(fn, 'Text'), ({ error: 'Text' }).
      /\.(?:min|max|length|regex|refine|positive|int|email|url)\([^()]*(?:\([^()]*\)[^()]*)*,\s*['`"][A-Z]/,
    ];
    const offenders: string[] = [];
    for (const file of [...sources(path.join(root, 'api/src')), ...sources(path.join(root, 'shared/src'))]) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (literal.some((re) => re.test(line))) offenders.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it("renders a schema's keyed message in the reader's language, and leaves any other text as it is", () => {
    expect(issueText(keyed(MESSAGES.cardExpired), 'en')).toBe('This card has expired');
    expect(issueText(keyed(MESSAGES.cardExpired), 'es')).toBe('Esta tarjeta ya venció');
    expect(issueText('Entrada inválida', 'en')).toBe('Entrada inválida');
    expect(messageText(API_MESSAGES.notFound('Card'), 'es')).toBe('No se encontró la tarjeta');
  });

  it('reads the language from Accept-Language, by weight, with English when none is ours', () => {
    expect(languageFromHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromHeader('fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(languageFromHeader('de')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });

  it('has zod write its own messages in the language of each parse, whatever parses run beside it', () => {
    const es = LoginBodySchema.safeParse({}, parseIn('es'));
    const en = LoginBodySchema.safeParse({}, parseIn('en'));
    const esAgain = LoginBodySchema.safeParse({ email: 42, password: 'x' }, parseIn('es'));
    expect(es.error?.issues[0]?.message).toBe('Entrada inválida: se esperaba texto, recibido indefinido');
    expect(en.error?.issues[0]?.message).toBe('Invalid input: expected string, received undefined');
    expect(esAgain.error?.issues[0]?.message).toBe('Entrada inválida: se esperaba texto, recibido número');
  });

  it("answers a request that zod refuses in the request's language: the error and each field's issues", async () => {
    const { request } = createTestApp();
    // Both languages at once: the language is the parse's, never the process's.
    const [es, en, cookie] = await Promise.all([
      request.post('/api/auth/login').set('Accept-Language', 'es-US,es;q=0.9').send({}),
      request.post('/api/auth/login').set('Accept-Language', 'en-US').send({}),
      request.post('/api/auth/login').set('Cookie', 'lang=es').send({ email: 'ana@example.com', password: 7 }),
    ]);
    expect(es.status).toBe(400);
    expect(es.body).toEqual({
      error: 'email: Entrada inválida: se esperaba texto, recibido indefinido',
      code: 'validation_failed',
      issues: {
        email: ['Entrada inválida: se esperaba texto, recibido indefinido'],
        password: ['Entrada inválida: se esperaba texto, recibido indefinido'],
      },
    });
    expect(en.body).toEqual({
      error: 'email: Invalid input: expected string, received undefined',
      code: 'validation_failed',
      issues: {
        email: ['Invalid input: expected string, received undefined'],
        password: ['Invalid input: expected string, received undefined'],
      },
    });
    expect(cookie.body.issues).toEqual({ password: ['Entrada inválida: se esperaba texto, recibido número'] });
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
