import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FIND_CARD_LINK_MINUTES } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { campaigns, cards, emailOutbox, findCardTokens, restaurants } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';
import { prepareFindMyCardLinks } from './find-my-card.service.ts';
import { queryPlanOf, recordStatements } from '../../test/statement-recorder.ts';
import { expirationDateOf } from '../cards/card-days.ts';

const HOLDER = 'pat.holder@example.com';

function outbox(db: Db) {
  return db.select().from(emailOutbox).all();
}

function tokenFrom(text: string): { link: string; token: string } {
  const match = text.match(/(\S+\/find-my-card\?token=([A-Za-z0-9_-]+))/);
  if (!match) throw new Error(`no link in:\n${text}`);
  return { link: match[1]!, token: match[2]! };
}

/** The holder's cards: one active, one expired, one on an archived campaign; plus someone else's. */
function holderWithCards(db: Db) {
  const { campaign } = makeCampaign(db);
  const active = makeCard(db, campaign.id, { customerEmail: HOLDER, customerPhone: '(555) 201-7788' }).card;
  const expired = makeCard(db, campaign.id, {
    customerEmail: HOLDER,
    purchaseDate: new Date(Date.now() - 2 * 365 * 86400000),
  }).card;
  const archived = makeCampaign(db, { status: 'archived', isActive: 0 });
  const onArchived = makeCard(db, archived.campaign.id, { customerEmail: HOLDER }).card;
  const someoneElse = makeCard(db, campaign.id, { customerEmail: 'other@example.com', customerPhone: '555 201 9999' }).card;
  return { campaign, active, expired, onArchived, someoneElse };
}

describe('POST /api/find-my-card', () => {
  it('answers a known and an unknown e-mail identically, and queues one link only for the known one', async () => {
    const { request, db } = createTestApp();
    holderWithCards(db);
    const known = await request.post('/api/find-my-card').send({ email: HOLDER });
    const unknown = await request.post('/api/find-my-card').send({ email: 'nobody-here@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.text).toBe(known.text);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(known.body).toEqual({ message: expect.stringContaining('e-mailed a link') });

    const mail = outbox(db);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'find-my-card', toAddress: HOLDER, status: 'pending' });
    expect(db.select().from(findCardTokens).all()).toHaveLength(1);
  });

  it('the e-mail carries a 30-minute link in HTML and text, and only a hash of its token is stored', async () => {
    const { request, db } = createTestApp();
    holderWithCards(db);
    const before = Date.now();
    await request.post('/api/find-my-card').send({ email: 'Pat.Holder@Example.com ' }).expect(202);
    const [mail] = outbox(db);
    const { link, token } = tokenFrom(mail!.text);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/find-my-card\?token=/);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain(`${FIND_CARD_LINK_MINUTES} minutes`);
    expect(mail!.subject).toBe('Your Deal Card link');

    const [row] = db.select().from(findCardTokens).all();
    expect(row!.email).toBe(HOLDER);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const ttl = new Date(row!.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(FIND_CARD_LINK_MINUTES * 60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(FIND_CARD_LINK_MINUTES * 60_000 + 60_000);
  });

  it('a phone search e-mails the link to the address of the cards bought with that phone', async () => {
    const { request, db } = createTestApp();
    const { active, someoneElse } = holderWithCards(db);
    const res = await request.post('/api/find-my-card').send({ phone: '555.201.7788' });
    expect(res.status).toBe(202);
    const mail = outbox(db);
    expect(mail.map((m) => m.toAddress)).toEqual([HOLDER]);
    expect(mail[0]!.text).toContain('ending in 7788');
    const { token } = tokenFrom(mail[0]!.text);
    const cardsRes = await request.get(`/api/find-my-card/${token}`);
    expect(cardsRes.status).toBe(200);
    expect(cardsRes.body.activeCards.map((c: { id: number }) => c.id)).toEqual([active.id]);
    expect(JSON.stringify(cardsRes.body)).not.toContain(someoneElse.accessCode);

    const unknown = await request.post('/api/find-my-card').send({ phone: '(999) 000-1111' });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(res.body);
    expect(outbox(db)).toHaveLength(1);
  });

  it('a phone matches with or without the country code 1, by one indexed look-up', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    makeCard(db, campaign.id, { customerEmail: 'ten@example.com', customerPhone: '(555) 404-1000' });
    makeCard(db, campaign.id, { customerEmail: 'eleven@example.com', customerPhone: '+1 555 404 2000' });
    await request.post('/api/find-my-card').send({ phone: '+1 (555) 404-1000' }).expect(202);
    await request.post('/api/find-my-card').send({ phone: '555-404-2000' }).expect(202);
    expect(outbox(db).map((m) => m.toAddress)).toEqual(['ten@example.com', 'eleven@example.com']);
    const { statements } = await recordStatements(db, () =>
      prepareFindMyCardLinks(db, { phone: '555 404 1000' }, 'https://x.test'),
    );
    expect(statements).toHaveLength(1);
    const plan = queryPlanOf(db, statements[0]!);
    expect(plan.join('\n')).toMatch(/SEARCH cards USING (COVERING )?INDEX cards_phone_idx \(customer_phone_digits=\?\)/);
    expect(plan.filter((step) => /^SCAN /.test(step))).toEqual([]);
  });

  it('a new request clears links that expired more than a week ago, and keeps recent ones', async () => {
    const { request, db } = createTestApp();
    holderWithCards(db);
    const day = 86400000;
    db.insert(findCardTokens)
      .values([
        { tokenHash: 'a'.repeat(64), email: HOLDER, expiresAt: new Date(Date.now() - 8 * day).toISOString() },
        { tokenHash: 'b'.repeat(64), email: HOLDER, expiresAt: new Date(Date.now() - 1 * day).toISOString() },
      ])
      .run();
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    const hashes = db
      .select()
      .from(findCardTokens)
      .all()
      .map((t) => t.tokenHash);
    expect(hashes).toHaveLength(2);
    expect(hashes).toContain('b'.repeat(64));
    expect(hashes).not.toContain('a'.repeat(64));
  });

  it('a phone shared by two addresses sends one link to each', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    makeCard(db, campaign.id, { customerEmail: 'a@example.com', customerPhone: '555-303-1212' });
    makeCard(db, campaign.id, { customerEmail: 'a@example.com', customerPhone: '5553031212' });
    makeCard(db, campaign.id, { customerEmail: 'b@example.com', customerPhone: '(555) 303-1212' });
    await request.post('/api/find-my-card').send({ phone: '555 303 1212' }).expect(202);
    expect(
      outbox(db)
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(['a@example.com', 'b@example.com']);
    expect(db.select().from(findCardTokens).all()).toHaveLength(2);
  });

  it('uses PUBLIC_URL for the link when it is set', async () => {
    const { request, db } = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org/' } });
    holderWithCards(db);
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    expect(tokenFrom(outbox(db)[0]!.text).link).toMatch(/^https:\/\/cards\.example\.org\/find-my-card\?token=/);
  });

  it('needs exactly one of e-mail or phone, valid', async () => {
    const { request, db } = createTestApp();
    for (const body of [{}, { email: 'not-an-email' }, { phone: '12345' }, { email: HOLDER, phone: '5552017788' }]) {
      const res = await request.post('/api/find-my-card').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect(outbox(db)).toHaveLength(0);
  });
});

describe('GET /api/find-my-card/:token', () => {
  it('lists the holder’s active and inactive cards with reasons, and works more than once', async () => {
    const { request, db } = createTestApp();
    const { active, expired, onArchived, someoneElse } = holderWithCards(db);
    const restaurantName = db.select().from(restaurants).where(eq(restaurants.id, active.restaurantId)).get()!.name;
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    const { token } = tokenFrom(outbox(db)[0]!.text);

    const res = await request.get(`/api/find-my-card/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.activeCards).toEqual([
      {
        id: active.id,
        restaurantName,
        nonprofitName: active.nonprofitName,
        purchaseDate: active.purchaseDate,
        expirationDate: expirationDateOf(active.expiresOn),
        expiresOn: active.expiresOn,
        accessCode: active.accessCode,
        campaignStatus: 'approved',
        inactiveReason: null,
      },
    ]);
    const inactive = Object.fromEntries(
      res.body.inactiveCards.map((c: { id: number; inactiveReason: string }) => [c.id, c.inactiveReason]),
    );
    expect(inactive).toEqual({ [expired.id]: 'expired', [onArchived.id]: 'campaign_ended' });
    expect(JSON.stringify(res.body)).not.toContain(someoneElse.accessCode);

    const again = await request.get(`/api/find-my-card/${token}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
  });

  it('a refunded card is inactive with the reason "Refunded", and one on hold with "On hold", before any other reason', async () => {
    const { request, db } = createTestApp();
    const { active, expired } = holderWithCards(db);
    db.update(cards).set({ status: 'refunded' }).where(eq(cards.id, active.id)).run();
    db.update(cards).set({ status: 'on_hold' }).where(eq(cards.id, expired.id)).run();
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    const { token } = tokenFrom(outbox(db)[0]!.text);
    const res = await request.get(`/api/find-my-card/${token}`);
    expect(res.body.activeCards).toEqual([]);
    const reason = (id: number) => res.body.inactiveCards.find((c: { id: number }) => c.id === id).inactiveReason;
    expect(reason(active.id)).toBe('refunded');
    expect(reason(expired.id)).toBe('on_hold');
  });

  it('an archived campaign outranks expiry as the reason', async () => {
    const { request, db } = createTestApp();
    const { expired, campaign } = holderWithCards(db);
    db.update(campaigns).set({ status: 'archived' }).where(eq(campaigns.id, campaign.id)).run();
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    const { token } = tokenFrom(outbox(db)[0]!.text);
    const res = await request.get(`/api/find-my-card/${token}`);
    expect(res.body.activeCards).toEqual([]);
    expect(res.body.inactiveCards.find((c: { id: number }) => c.id === expired.id).inactiveReason).toBe('campaign_ended');
    expect(res.body.inactiveCards.every((c: { inactiveReason: string }) => c.inactiveReason === 'campaign_ended')).toBe(true);
  });

  it('a link older than 30 minutes is refused with 410 and a clear message', async () => {
    const { request, db } = createTestApp();
    holderWithCards(db);
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    const { token } = tokenFrom(outbox(db)[0]!.text);
    // 29 minutes on: still good.
    db.update(findCardTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000).toISOString() })
      .run();
    expect((await request.get(`/api/find-my-card/${token}`)).status).toBe(200);
    // 31 minutes on: expired.
    db.update(findCardTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .run();
    const res = await request.get(`/api/find-my-card/${token}`);
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ error: 'This link has expired. Ask for a new one.', code: 'link_expired' });
  });

  it('an unknown token is a 404 that lists nothing', async () => {
    const { request, db } = createTestApp();
    holderWithCards(db);
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    const { token } = tokenFrom(outbox(db)[0]!.text);
    const hash = createHash('sha256').update(token).digest('hex');
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, hash]) {
      const res = await request.get(`/api/find-my-card/${wrong}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'This link is not valid. Ask for a new one.', code: 'link_invalid' });
    }
  });

  it('lists cards by the address the link names, not by anything in the request', async () => {
    const { request, db } = createTestApp();
    holderWithCards(db);
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    const { token } = tokenFrom(outbox(db)[0]!.text);
    // A card bought later with the same address shows up too: the link names the holder.
    const { campaign } = makeCampaign(db);
    const later = makeCard(db, campaign.id, { customerEmail: HOLDER }).card;
    const res = await request.get(`/api/find-my-card/${token}?email=other@example.com`);
    expect(res.body.activeCards.map((c: { id: number }) => c.id)).toContain(later.id);
    expect(db.select().from(cards).where(eq(cards.customerEmail, HOLDER)).all()).toHaveLength(4);
  });
});

describe('find-my-card does the same work before answering, hit or miss', () => {
  it('a search runs one indexed look-up on both paths; the token and e-mail are written only after the answer', async () => {
    const { db } = createTestApp();
    holderWithCards(db);
    const hit = await recordStatements(db, () => prepareFindMyCardLinks(db, { email: HOLDER }, 'https://x.test'));
    const miss = await recordStatements(db, () => prepareFindMyCardLinks(db, { email: 'nobody@example.com' }, 'https://x.test'));
    expect(hit.statements).toEqual(miss.statements);
    expect(hit.statements).toHaveLength(1);
    expect(queryPlanOf(db, hit.statements[0]!).join('\n')).toMatch(
      /SEARCH cards USING (COVERING )?INDEX cards_email_campaign_idx \(customer_email=\?\)/,
    );
    // Nothing is written until the route has answered and runs the returned work.
    expect(outbox(db)).toHaveLength(0);
    expect(db.select().from(findCardTokens).all()).toHaveLength(0);
    await hit.result();
    await miss.result();
    expect(outbox(db).map((m) => m.toAddress)).toEqual([HOLDER]);
    expect(db.select().from(findCardTokens).all()).toHaveLength(1);
  });

  it("the holder's cards come from one statement joining cards, campaigns and restaurants by index", async () => {
    const { request, db } = createTestApp();
    holderWithCards(db);
    await request.post('/api/find-my-card').send({ email: HOLDER }).expect(202);
    const { token } = tokenFrom(outbox(db)[0]!.text);
    const { result: res, statements } = await recordStatements(db, () => request.get(`/api/find-my-card/${token}`));
    expect(res.status).toBe(200);
    // The token by its hash, then every card with its campaign and restaurant.
    expect(statements).toHaveLength(2);
    const plans = statements.map((sql) => queryPlanOf(db, sql));
    expect(plans[0]!.join('\n')).toMatch(/SEARCH find_card_tokens USING INDEX \S+ \(token_hash=\?\)/);
    expect(plans[1]!.join('\n')).toMatch(/SEARCH cards USING INDEX cards_email_campaign_idx \(customer_email=\?\)/);
    expect(plans[1]!.join('\n')).toMatch(/SEARCH campaigns USING INTEGER PRIMARY KEY/);
    expect(plans[1]!.join('\n')).toMatch(/SEARCH restaurants USING INTEGER PRIMARY KEY/);
    expect(plans.flat().filter((step) => /^SCAN /.test(step))).toEqual([]);
  });
});

describe('find-my-card rate limits', () => {
  it('too many searches from one client are a 429, known address or not', async () => {
    const { request, db } = createTestApp({ env: { RATE_LIMIT: 'on' } });
    holderWithCards(db);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await request.post('/api/find-my-card').send({ email: `x${i}@example.com` })).status);
    expect(statuses.every((s) => s === 202)).toBe(true);
    const res = await request.post('/api/find-my-card').send({ email: HOLDER });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/Too many card searches/);
    expect(outbox(db)).toHaveLength(0);
  });

  it('a burst of wrong link tokens is a 429', async () => {
    const { request } = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await request.get(`/api/find-my-card/guess-${i}`)).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
