import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RestaurantReportSchema, toDateOnly } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import { campaigns, cardOffers, cards, emailOutbox, emailPreferences } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { makeCampaign, makeCard, makeLocation, makeUser, refundInFull } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { queryPlanOf } from '../../test/statement-recorder.ts';
import { RENEWAL_HOLDERS_SQL } from './reminders.queries.ts';
import { runReminderSweeps } from './reminders.sweep.ts';

const DAY = 86_400_000;
const logger = createLogger('silent');
const SITE = 'https://cards.example.org';

function mail(db: Db, kind?: string) {
  return db
    .select()
    .from(emailOutbox)
    .orderBy(emailOutbox.id)
    .all()
    .filter((m) => !kind || m.kind === kind);
}

/** A card expiring `days` from now, bought `boughtDaysAgo` ago (long enough to be reminded unless told). */
function cardExpiringIn(db: Db, campaignId: number, days: number, email: string, name = 'Jamie Holder', boughtDaysAgo = 60) {
  const made = makeCard(db, campaignId, { customerEmail: email, customerName: name });
  db.update(cards)
    .set({
      expiresOn: toDateOnly(new Date(Date.now() + days * DAY)),
      purchaseDate: new Date(Date.now() - boughtDaysAgo * DAY).toISOString(),
    })
    .where(eq(cards.id, made.card.id))
    .run();
  return made;
}

function tokenOf(text: string): string {
  return /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

describe('expiry reminders', () => {
  it('reminds a card 14 days before it expires with what is left and where, once, with one-click unsubscribe headers', async () => {
    const { db } = createTestApp();
    const { campaign, restaurantId } = makeCampaign(db);
    makeLocation(db, restaurantId, { name: 'Main Street', address: '12 Main St', city: 'Springfield', state: 'IL' });
    const due = cardExpiringIn(db, campaign.id, 10, 'due@example.com', 'Dana Due');
    db.update(cardOffers).set({ quantityRemaining: 0 }).where(eq(cardOffers.id, due.offers[0]!.id)).run();
    db.update(cardOffers).set({ quantityRemaining: 1 }).where(eq(cardOffers.id, due.offers[1]!.id)).run();
    cardExpiringIn(db, campaign.id, 20, 'later@example.com');
    cardExpiringIn(db, campaign.id, -1, 'expired@example.com');
    const usedUp = cardExpiringIn(db, campaign.id, 5, 'usedup@example.com');
    db.update(cardOffers).set({ quantityRemaining: 0 }).where(eq(cardOffers.cardId, usedUp.card.id)).run();
    const refunded = cardExpiringIn(db, campaign.id, 5, 'refunded@example.com');
    refundInFull(db, refunded.card.id);
    const held = cardExpiringIn(db, campaign.id, 5, 'held@example.com');
    db.update(cards).set({ status: 'on_hold' }).where(eq(cards.id, held.card.id)).run();
    const before = mail(db).length;

    expect(await runReminderSweeps({ db, logger, siteUrl: SITE })).toEqual({ reminders: 1, announcements: 0 });
    const reminders = mail(db, 'card-reminder');
    expect(reminders.map((m) => m.toAddress)).toEqual(['due@example.com']);
    const reminder = reminders[0]!;
    expect(reminder.text).toContain('Hi Dana,');
    expect(reminder.text).not.toContain(due.offers[0]!.offerType);
    expect(reminder.text).toContain(`- 1x ${due.offers[1]!.offerType}`);
    expect(reminder.text).toContain('Main Street: 12 Main St, Springfield, IL');
    expect(reminder.text).toContain(`${SITE}/card/${due.card.accessCode}`);
    expect(reminder.subject).toMatch(/^Your deal card expires on .+: 7 uses left$/);
    const token = tokenOf(reminder.text);
    expect(reminder.html).toContain(`${SITE}/unsubscribe/${token}`);
    expect(reminder.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/api/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Never twice for one card, whoever sweeps: a second process on the same database included.
    expect(await runReminderSweeps({ db, logger, siteUrl: SITE })).toEqual({ reminders: 0, announcements: 0 });
    const other = openDatabase(db.$client.name);
    try {
      expect(await runReminderSweeps({ db: other, logger, siteUrl: SITE })).toEqual({ reminders: 0, announcements: 0 });
    } finally {
      other.$client.close();
    }
    expect(mail(db)).toHaveLength(before + 1);
  });

  it('never reminds a card bought within the last 14 days (a short campaign’s), and does once it has been held 14 days', async () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    // Bought 3 days ago, its last day 12 days ahead: inside the reminder window, but just bought.
    cardExpiringIn(db, campaign.id, 12, 'new@example.com', 'Nora New', 3);
    // Bought 13 days ago, its last day 5 days ahead: still within its first 14 days.
    cardExpiringIn(db, campaign.id, 5, 'fortnight@example.com', 'Finn Fortnight', 13);
    // Bought 15 days ago, its last day 5 days ahead: reminded.
    cardExpiringIn(db, campaign.id, 5, 'older@example.com', 'Olga Older', 15);
    expect(await runReminderSweeps({ db, logger, siteUrl: SITE })).toEqual({ reminders: 1, announcements: 0 });
    expect(mail(db, 'card-reminder').map((m) => m.toAddress)).toEqual(['older@example.com']);

    // Two days on, the fortnight card has been held 15 days and still has 3 left: reminded; the
    // new one (held 5 days) is not.
    expect(await runReminderSweeps({ db, logger, siteUrl: SITE }, new Date(Date.now() + 2 * DAY))).toEqual({
      reminders: 1,
      announcements: 0,
    });
    expect(mail(db, 'card-reminder').map((m) => m.toAddress)).toEqual(['older@example.com', 'fortnight@example.com']);
    // Eleven days on, the new card has been held 14 days and has 1 day left: reminded.
    expect(await runReminderSweeps({ db, logger, siteUrl: SITE }, new Date(Date.now() + 11 * DAY + 60_000))).toEqual({
      reminders: 1,
      announcements: 0,
    });
    expect(mail(db, 'card-reminder').map((m) => m.toAddress)).toContain('new@example.com');
  });

  it('queues at most the run’s limit, and the next run goes on where it stopped', async () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    for (let i = 0; i < 5; i++) cardExpiringIn(db, campaign.id, 3 + i, `many-${i}@example.com`);
    expect(await runReminderSweeps({ db, logger, siteUrl: SITE }, new Date(), 3)).toEqual({ reminders: 3, announcements: 0 });
    expect(await runReminderSweeps({ db, logger, siteUrl: SITE }, new Date(), 3)).toEqual({ reminders: 2, announcements: 0 });
    expect(mail(db, 'card-reminder').map((m) => m.toAddress)).toEqual([0, 1, 2, 3, 4].map((i) => `many-${i}@example.com`));
  });

  it('is written in the card’s language', async () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    cardExpiringIn(db, campaign.id, 3, 'es@example.com');
    db.update(cards).set({ language: 'es' }).run();
    await runReminderSweeps({ db, logger, siteUrl: SITE });
    const [reminder] = mail(db, 'card-reminder');
    expect(reminder!.subject).toContain('Tu tarjeta de ofertas vence el');
    expect(reminder!.text).toContain('Dejar de recibir recordatorios y anuncios');
  });
});

describe('one-click unsubscribe', () => {
  it('one POST, no sign-in, stops reminders and announcements for that address; receipts still go', async () => {
    const { db, request } = createTestApp();
    const { campaign } = makeCampaign(db);
    cardExpiringIn(db, campaign.id, 10, 'stop@example.com');
    await runReminderSweeps({ db, logger, siteUrl: SITE });
    const token = tokenOf(mail(db, 'card-reminder')[0]!.text);
    // The page's read changes nothing.
    expect((await request.get(`/api/unsubscribe/${token}/status`)).body).toEqual({
      email: 's***@example.com',
      unsubscribed: false,
    });
    expect((await request.get(`/api/unsubscribe/${token}/status`)).body.unsubscribed).toBe(false);
    expect(db.select().from(emailPreferences).get()!.unsubscribedAt).toBeNull();

    // What a mail program sends (RFC 8058): a form body, no cookie, no Origin.
    const res = await request
      .post(`/api/unsubscribe/${token}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, email: 's***@example.com' });
    expect(db.select().from(emailPreferences).get()!.unsubscribedAt).not.toBeNull();
    expect((await request.post(`/api/unsubscribe/${token}`)).status).toBe(200);
    // The page opened after the mail program's POST says so.
    expect((await request.get(`/api/unsubscribe/${token}/status`)).body).toEqual({
      email: 's***@example.com',
      unsubscribed: true,
    });
    expect((await request.get('/api/unsubscribe/nope/status')).status).toBe(404);

    // A second card of the same address, expiring soon: no reminder.
    cardExpiringIn(db, campaign.id, 5, 'stop@example.com');
    expect((await runReminderSweeps({ db, logger, siteUrl: SITE })).reminders).toBe(0);

    // Nor an announcement of next year's card.
    const next = makeCampaign(db, { restaurantId: campaign.restaurantId, nonprofitId: campaign.nonprofitId });
    expect(next.campaign.id).toBeGreaterThan(campaign.id);
    expect((await runReminderSweeps({ db, logger, siteUrl: SITE })).announcements).toBe(0);

    // A purchase still sends its card e-mail.
    const start = await request
      .post(`/api/campaigns/${campaign.slug}/create-payment-intent`)
      .send({ customerName: 'Stop Holder', customerEmail: 'stop@example.com' });
    await request.post(`/api/demo-payments/${start.body.paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' });
    expect(mail(db, 'card-confirmation').map((m) => m.toAddress)).toContain('stop@example.com');
  });

  it('an unknown token is 404 in the reader’s language, and a GET only leads to the page', async () => {
    const { request } = createTestApp();
    const unknown = await request.post('/api/unsubscribe/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('This unsubscribe link is not valid.');
    const spanish = await request.post('/api/unsubscribe/nope').set('Accept-Language', 'es');
    expect(spanish.body.error).toBe('Este enlace para darse de baja no es válido.');
    const page = await request.get('/api/unsubscribe/abc_123');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/unsubscribe/abc_123');
  });
});

describe('next year’s card', () => {
  it('announces a restaurant’s new campaign for the same nonprofit to its earlier holders, once per campaign and address', async () => {
    const { db, agent } = createTestApp();
    const old = makeCampaign(db, { approvedAt: new Date(Date.now() - 400 * DAY).toISOString() });
    const { restaurantId } = old;
    makeCard(db, old.campaign.id, { customerEmail: 'ana@example.com', customerName: 'Ana Uno' });
    makeCard(db, old.campaign.id, { customerEmail: 'ana@example.com', customerName: 'Ana Uno' });
    makeCard(db, old.campaign.id, { customerEmail: 'ben@example.com', customerName: 'Ben Dos' });
    const gone = makeCard(db, old.campaign.id, { customerEmail: 'refunded@example.com' });
    refundInFull(db, gone.card.id);
    // Another nonprofit's holders at the same restaurant hear nothing.
    const otherCause = makeCampaign(db, { restaurantId });
    makeCard(db, otherCause.campaign.id, { customerEmail: 'other@example.com' });
    // Nothing is announced while no new campaign is live.
    expect((await runReminderSweeps({ db, logger, siteUrl: SITE })).announcements).toBe(0);

    const fresh = makeCampaign(db, {
      restaurantId,
      nonprofitId: old.nonprofit.id,
      status: 'pending',
      isActive: 0,
    });
    // Someone who already bought the new card is not told about it.
    makeCard(db, fresh.campaign.id, { customerEmail: 'ben@example.com' });
    expect((await runReminderSweeps({ db, logger, siteUrl: SITE })).announcements).toBe(0);
    db.update(campaigns)
      .set({ status: 'approved', isActive: 1, approvedAt: new Date().toISOString() })
      .where(eq(campaigns.id, fresh.campaign.id))
      .run();

    expect((await runReminderSweeps({ db, logger, siteUrl: SITE })).announcements).toBe(1);
    const [announcement] = mail(db, 'renewal-announcement');
    expect(announcement!.toAddress).toBe('ana@example.com');
    expect(announcement!.text).toContain('Hi Ana,');
    expect(announcement!.text).toContain(`${SITE}/campaign/${fresh.campaign.slug}`);
    expect(announcement!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect((await runReminderSweeps({ db, logger, siteUrl: SITE })).announcements).toBe(0);

    // Ana buys the new card: the restaurant's report counts her.
    await new Promise((resolve) => setTimeout(resolve, 5));
    makeCard(db, fresh.campaign.id, { customerEmail: 'ana@example.com' });
    const owner = await makeUser(db, 'restaurant_owner', restaurantId);
    const session = agent();
    await session.post('/api/auth/login').send({ email: owner.email, password: owner.password }).expect(200);
    const report = RestaurantReportSchema.parse((await session.get('/api/restaurants/reports').expect(200)).body);
    expect(report.renewals).toEqual([{ campaignId: fresh.campaign.id, announced: 1, boughtAgain: 1 }]);
  });
});

describe('the sweeps’ plans', () => {
  it('asks whether an address already holds the new campaign’s card in one index probe, however many cards the address has', () => {
    const { db } = createTestApp();
    const plan = queryPlanOf(db, RENEWAL_HOLDERS_SQL).join('\n');
    // By address alone, an address with 30,000 cards (a coordinator's, on every cash sale) made
    // this a 30,000-row walk per holder: the bench's sweep took 74 s instead of 1 s.
    expect(plan).toMatch(/SEARCH n USING (COVERING )?INDEX cards_email_campaign_idx \(customer_email=\? AND campaign_id=\?\)/);
  });
});
