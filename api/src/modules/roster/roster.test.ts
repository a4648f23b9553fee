import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LeaderboardResponseSchema, RosterResponseSchema, SELLING_MESSAGES, UNAMBIGUOUS_ALPHABET } from '@dealcard/shared';
import { emailOutbox, sellers } from '../../db/schema/index.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

async function world() {
  const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
  const { campaign, nonprofit } = makeCampaign(ctx.db, { cardPrice: 2000 });
  const { agent } = await signInAs(ctx, 'coordinator', null, nonprofit.id);
  const base = `/api/nonprofits/${nonprofit.id}`;
  const importCsv = (csv: string, dryRun = false) =>
    agent.post(`${base}/roster/import`).send({ campaignId: campaign.id, csv, dryRun });
  const roster = async () => RosterResponseSchema.parse((await agent.get(`${base}/roster?campaignId=${campaign.id}`)).body);
  return { ctx, campaign, nonprofit, agent, base, importCsv, roster };
}

describe('the roster', () => {
  it('adds a child by name and team, without e-mail: a code, a share link, a private stats link', async () => {
    const { ctx, campaign, agent, base, roster } = await world();
    const res = await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Mia Lopez', team: 'Room 12' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { seller } = res.body as { seller: { id: number; code: string; shareUrl: string; statsUrl: string } };
    expect(seller.code).toHaveLength(6);
    for (const ch of seller.code) expect(UNAMBIGUOUS_ALPHABET).toContain(ch);
    expect(seller.shareUrl).toBe(`https://cards.example.org/campaign/${campaign.slug}?s=${seller.code}`);
    expect(seller.statsUrl).toMatch(/^https:\/\/cards\.example\.org\/seller\/[A-Za-z0-9_-]{20,}$/);
    expect(ctx.db.select().from(sellers).get()).toMatchObject({
      name: 'Mia Lopez',
      team: 'Room 12',
      email: null,
      showOnLeaderboard: 1,
    });
    expect(ctx.db.select().from(emailOutbox).all()).toEqual([]);
    // The stats link opens the seller's page like a self-signed-up seller's.
    const token = seller.statsUrl.split('/seller/')[1]!;
    expect((await ctx.request.get(`/api/sellers/${token}`)).body.seller).toMatchObject({
      displayName: 'Mia L.',
      code: seller.code,
    });
    expect((await roster()).sellers).toEqual([
      expect.objectContaining({ id: seller.id, name: 'Mia Lopez', team: 'Room 12', email: null, cardsSold: 0, raisedCents: 0 }),
    ]);
    // With an e-mail: the links go to it, and the same e-mail twice is a 409.
    await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Ben Adult', email: 'Ben@Example.com' }).expect(201);
    expect(
      ctx.db
        .select()
        .from(emailOutbox)
        .all()
        .map((m) => m.toAddress),
    ).toEqual(['ben@example.com']);
    const twice = await agent
      .post(`${base}/roster`)
      .send({ campaignId: campaign.id, name: 'Ben Again', email: 'ben@example.com' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('seller_email_taken');
    expect((await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Bad\u202eName' })).status).toBe(400);
  });

  it('imports a class from CSV: a dry run saves nothing, a clean file adds every row', async () => {
    const { ctx, importCsv, roster } = await world();
    const csv =
      '\ufeffName,Team,Email\r\nMia Lopez,Room 12,\r\n"Lee, Jr.",Room 12,lee@example.com\r\nAva Chen,Room 14\r\n\r\nNoah Kim,,\r\n';
    const dry = await importCsv(csv, true);
    expect(dry.body).toEqual({ added: 0, rows: 4, errors: [], queuedEmails: 0 });
    expect(ctx.db.select().from(sellers).all()).toEqual([]);
    const res = await importCsv(csv);
    expect(res.body).toEqual({ added: 4, rows: 4, errors: [], queuedEmails: 0 });
    const { sellers: listed, teams } = await roster();
    expect(listed.map((s) => [s.name, s.team, s.email])).toEqual(
      expect.arrayContaining([
        ['Mia Lopez', 'Room 12', null],
        ['Lee, Jr.', 'Room 12', 'lee@example.com'],
        ['Ava Chen', 'Room 14', null],
        ['Noah Kim', null, null],
      ]),
    );
    expect(new Set(listed.map((s) => s.code)).size).toBe(4);
    expect(teams).toEqual([
      { team: 'Room 12', cardsSold: 0, raisedCents: 0 },
      { team: 'Room 14', cardsSold: 0, raisedCents: 0 },
    ]);
  });

  it('marks every bad row by number and saves nothing while any row is wrong', async () => {
    const { ctx, campaign, agent, base, importCsv } = await world();
    await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Taken', email: 'taken@example.com' }).expect(201);
    const csv = [
      'name,team,email',
      'Good One,A,',
      ',A,',
      `${'x'.repeat(61)},A,`,
      'Bad Mail,A,not-an-email',
      'Twice,A,twice@example.com',
      'Twice Again,A,TWICE@example.com',
      'Already,A,taken@example.com',
      'Too,Many,cols@example.com,extra',
      `Long Team,${'t'.repeat(61)},`,
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(0);
    expect(res.body.errors).toEqual([
      { row: 2, error: SELLING_MESSAGES.csvNameMissing.en },
      { row: 3, error: SELLING_MESSAGES.csvNameTooLong.en },
      { row: 4, error: SELLING_MESSAGES.csvEmailInvalid.en },
      { row: 6, error: SELLING_MESSAGES.csvEmailTwice.en },
      { row: 7, error: SELLING_MESSAGES.sellerEmailTaken.en },
      { row: 8, error: SELLING_MESSAGES.csvColumns.en },
      { row: 9, error: SELLING_MESSAGES.csvTeamTooLong.en },
    ]);
    expect(ctx.db.select().from(sellers).all()).toHaveLength(1);
    // In Spanish when asked.
    const es = await agent
      .post(`${base}/roster/import`)
      .set('Accept-Language', 'es')
      .send({ campaignId: campaign.id, csv: 'name,team\n,A', dryRun: true });
    expect(es.body.errors).toEqual([{ row: 1, error: SELLING_MESSAGES.csvNameMissing.es }]);
  });

  it('refuses a file without the header, an empty one, more than 1,000 rows and broken CSV, as row 0', async () => {
    const { ctx, importCsv } = await world();
    const fileError = async (csv: string) => (await importCsv(csv)).body.errors;
    expect(await fileError('first,last\nMia,Lopez')).toEqual([{ row: 0, error: SELLING_MESSAGES.csvHeader.en }]);
    expect(await fileError('name,team\n')).toEqual([{ row: 0, error: SELLING_MESSAGES.csvEmpty.en }]);
    expect(await fileError('name,team\n"Mia,A')).toEqual([{ row: 0, error: SELLING_MESSAGES.csvUnreadable.en }]);
    const rows = (n: number) =>
      ['name,team,email', ...Array.from({ length: n }, (_, i) => `Seller ${i},Team ${i % 7},s${i}@example.com`)].join('\n');
    expect(await fileError(rows(1001))).toEqual([{ row: 0, error: SELLING_MESSAGES.csvTooManyRows.en }]);
    expect(ctx.db.select().from(sellers).all()).toEqual([]);
    // 1,000 rows with e-mails fit in one request and are all saved.
    const full = await importCsv(rows(1000));
    expect(full.body).toMatchObject({ added: 1000, errors: [] });
    expect(ctx.db.select().from(sellers).all()).toHaveLength(1000);
  });

  it('the leaderboard adds team totals, and a hidden seller is neither listed nor counted in a team there', async () => {
    const { ctx, campaign, agent, base, importCsv, roster } = await world();
    await importCsv('name,team\nMia Lopez,Room 12\nAva Chen,Room 12\nNoah Kim,Room 14').expect(200);
    const codes = Object.fromEntries((await roster()).sellers.map((s) => [s.name, s]));
    for (const [name, count] of [
      ['Mia Lopez', 2],
      ['Ava Chen', 1],
      ['Noah Kim', 1],
    ] as const)
      for (let i = 0; i < count; i++)
        await agent
          .post(`${base}/cash-sales`)
          .send({
            campaignId: campaign.id,
            buyerName: 'Pat Parent',
            buyerEmail: 'pat@example.com',
            method: 'cash',
            sellerCode: codes[name]!.code,
          })
          .expect(201);
    const board = LeaderboardResponseSchema.parse((await ctx.request.get(`/api/campaigns/${campaign.slug}/leaderboard`)).body);
    expect(board.sellers[0]).toEqual({ displayName: 'Mia L.', cardsSold: 2, raisedCents: 2000 });
    expect(board.teams).toEqual([
      { team: 'Room 12', cardsSold: 3, raisedCents: 3000 },
      { team: 'Room 14', cardsSold: 1, raisedCents: 1000 },
    ]);
    await agent.patch(`${base}/roster/${codes['Noah Kim']!.id}`).send({ showOnLeaderboard: false }).expect(200);
    const after = LeaderboardResponseSchema.parse((await ctx.request.get(`/api/campaigns/${campaign.slug}/leaderboard`)).body);
    expect(after.sellers.map((s) => s.displayName)).toEqual(['Mia L.', 'Ava C.']);
    expect(after.teams).toEqual([{ team: 'Room 12', cardsSold: 3, raisedCents: 3000 }]);
    // The coordinator's own view still counts everyone.
    expect((await roster()).teams).toEqual([
      { team: 'Room 12', cardsSold: 3, raisedCents: 3000 },
      { team: 'Room 14', cardsSold: 1, raisedCents: 1000 },
    ]);
    const dashboard = await agent.get(`${base}/dashboard`);
    expect(dashboard.body.campaigns[0].teams).toHaveLength(2);
    expect(ctx.db.select().from(sellers).where(eq(sellers.showOnLeaderboard, 0)).all()).toHaveLength(1);
  });
});
