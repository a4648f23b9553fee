import type { APIRequestContext, Browser } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { buyCard, liveCampaign, ownerCampaigns } from './buy-card.ts';
import { openAppDb } from './card-db.ts';
import { DEMO_ADMIN, DEMO_OWNER, expect } from './fixtures.ts';

/** What the page checks visit: the demo's live campaign and one of each thing a page shows. */
export interface PageData {
  slug: string;
  campaignId: number;
  nonprofitId: number;
  accessCode: string;
  /** One of the card's offers, as its button names it. */
  offerType: string;
  sellerPath: string;
  dashboardPath: string;
  invitePath: string;
  unsubscribeToken: string;
  outboxId: number;
  batchId: number;
  activationCode: string;
  purchaseQuery: string;
  locationId: number;
  /** Signed-in sessions (storage states) of each role. */
  sessions: Record<'owner' | 'admin' | 'coordinator' | 'newcomer', Awaited<ReturnType<APIRequestContext['storageState']>>>;
}

function lastMailLink(dataDir: string, kind: string, pattern: RegExp): string {
  const db = openAppDb(dataDir);
  try {
    const row = db.prepare('SELECT text FROM email_outbox WHERE kind = ? ORDER BY id DESC LIMIT 1').get(kind) as { text: string };
    return pattern.exec(row.text)![0];
  } finally {
    db.close();
  }
}

async function session(browser: Browser, baseURL: string, sign: (r: APIRequestContext) => Promise<unknown>) {
  const context = await browser.newContext({ baseURL });
  await sign(context.request);
  const state = await context.storageState();
  await context.close();
  return state;
}

const ok = async (response: Promise<import('@playwright/test').APIResponse>, status = 200) => {
  const r = await response;
  expect(r.status(), await r.text()).toBe(status);
  return r;
};

/** Makes, through the public calls, one of each thing the pages show; reads e-mailed links from the outbox. */
export async function pageData(browser: Browser, baseURL: string, dataDir: string): Promise<PageData> {
  const office = await browser.newContext({ baseURL });
  const owner = office.request;
  await ok(owner.post('/api/auth/login', { data: DEMO_OWNER }));
  const campaigns = await ownerCampaigns(owner);
  const campaign = liveCampaign(campaigns, { withGoal: true });
  const other = campaigns.find((c) => c.nonprofitId !== campaign.nonprofitId)!;
  const guest = await browser.newContext({ baseURL });
  const card = await buyCard(owner, guest.request, `Ada${String(Date.now()).slice(-6)} Checker`);

  const added = await ok(
    owner.post(`/api/nonprofits/${campaign.nonprofitId}/roster`, {
      data: { campaignId: campaign.id, name: 'Vera Checker', team: 'Room 4' },
    }),
    201,
  );
  const sellerPath = new URL(((await added.json()) as { seller: { statsUrl: string } }).seller.statsUrl).pathname;

  await ok(owner.post(`/api/nonprofits/${campaign.nonprofitId}/dashboard-link`), 202);
  const dashboardPath = lastMailLink(dataDir, 'nonprofit-dashboard', /\/nonprofit\/[A-Za-z0-9_-]+/);

  // A coordinator who accepted the invitation of the campaign's nonprofit; another nonprofit's open invitation.
  await ok(owner.post(`/api/nonprofits/${campaign.nonprofitId}/coordinator-invite`), 202);
  const acceptPath = lastMailLink(dataDir, 'coordinator-invite', /\/invite\/[A-Za-z0-9_-]+/);
  const coordinator = await session(browser, baseURL, (r) =>
    ok(
      r.post(`/api/invites/${acceptPath.split('/')[2]}/accept`, { data: { password: 'checked-by-axe-2026', firstName: 'Cora' } }),
    ),
  );
  await ok(owner.post(`/api/nonprofits/${other.nonprofitId}/coordinator-invite`), 202);
  const invitePath = lastMailLink(dataDir, 'coordinator-invite', /\/invite\/[A-Za-z0-9_-]+/);

  const unsubscribeToken = `axe-${Date.now()}`;
  const db = new Database(path.join(dataDir, 'app.db'));
  try {
    db.prepare('INSERT INTO email_preferences (email, unsubscribe_token) VALUES (?, ?)').run(
      `${unsubscribeToken}@example.com`,
      unsubscribeToken,
    );
  } finally {
    db.close();
  }
  const read = openAppDb(dataDir);
  const outboxId = (read.prepare('SELECT MAX(id) AS id FROM email_outbox').get() as { id: number }).id;
  read.close();

  const created = await ok(owner.post(`/api/campaigns/${campaign.id}/printed-batches`, { data: { count: 2 } }), 201);
  const batchId = ((await created.json()) as { batch: { id: number } }).batch.id;
  const batch = (await (await owner.get(`/api/printed-batches/${batchId}`)).json()) as {
    cards: Array<{ activationCode: string }>;
  };

  // A confirmed payment the success page turns into a card (again on every visit: the same card).
  const intent = await ok(guest.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`));
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  await ok(guest.request.post(`/api/demo-payments/${paymentIntentId}/confirm`, { data: { cardNumber: '4242424242424242' } }));
  const purchaseQuery = new URLSearchParams({
    campaignId: String(campaign.id),
    name: 'Bea Checker',
    email: `bea-${Date.now()}@example.com`,
    payment_intent: paymentIntentId,
  }).toString();

  const { locations } = (await (await owner.get('/api/locations')).json()) as { locations: Array<{ id: number }> };
  const sessions = {
    owner: await office.storageState(),
    admin: await session(browser, baseURL, (r) => ok(r.post('/api/auth/login', { data: DEMO_ADMIN }))),
    coordinator,
    // A new account, sent on to register its restaurant.
    newcomer: await session(browser, baseURL, (r) =>
      ok(r.post('/api/auth/signup', { data: { email: `nia-${Date.now()}@example.com`, password: 'newcomer-2026' } }), 201),
    ),
  };
  await guest.close();
  await office.close();
  return {
    slug: campaign.slug,
    campaignId: campaign.id,
    nonprofitId: campaign.nonprofitId,
    accessCode: card.accessCode,
    offerType: card.offers[0]!.offerType,
    sellerPath,
    dashboardPath,
    invitePath,
    unsubscribeToken,
    outboxId,
    batchId,
    activationCode: batch.cards[0]!.activationCode,
    purchaseQuery,
    locationId: locations[0]!.id,
    sessions,
  };
}
