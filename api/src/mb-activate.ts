import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { makeCampaign, makeUser, makeNonprofit } from './test/factories.ts';
import { activatePrintedCard, createBatch } from './modules/printed-cards/printed-cards.service.ts';
import { restaurants, nonprofits } from './db/schema/index.ts';
import { eq } from 'drizzle-orm';

const db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'mb-')), 'app.db'));
migrateDatabase(db);
const { campaign } = makeCampaign(db);
const restaurant = db.select().from(restaurants).where(eq(restaurants.id, campaign.restaurantId)).get()!;
const nonprofit = db.select().from(nonprofits).where(eq(nonprofits.id, campaign.nonprofitId)).get()!;
void makeNonprofit;
const admin = await makeUser(db, 'superadmin');
const codes: string[] = [];
for (let b = 0; b < 8; b++) {
  createBatch(db, { campaign, restaurant, nonprofit }, { count: 500, language: 'en' } as never, admin.id);
}
for (const row of db.$client.prepare('SELECT activation_code AS c FROM printed_cards').all() as { c: string }[]) codes.push(row.c);
const t = performance.now();
let n = 0;
for (const c of codes) {
  activatePrintedCard(db, { activationCode: c, buyerName: 'Bench Neighbour', buyerEmail: 'n@example.com' } as never, 'en', 'http://localhost');
  n++;
}
console.log('activations', n, 'µs each', (((performance.now() - t) * 1000) / n).toFixed(0));

// Group commit, 50 at a time as 50 connections would.
const { createActivationQueue } = await import('./modules/printed-cards/printed-cards.service.ts');
for (let b = 0; b < 8; b++) createBatch(db, { campaign, restaurant, nonprofit }, { count: 500, language: 'en' } as never, admin.id);
const fresh = (db.$client.prepare('SELECT activation_code AS c FROM printed_cards WHERE card_id IS NULL').all() as { c: string }[]).map((r) => r.c);
const queue = createActivationQueue(db);
const t2 = performance.now();
for (let i = 0; i < fresh.length; i += 50) {
  await Promise.all(fresh.slice(i, i + 50).map((c) => queue({ activationCode: c, buyerName: 'Bench Neighbour', buyerEmail: 'n@example.com' } as never, 'en', 'http://localhost')));
}
console.log('grouped activations', fresh.length, 'µs each', (((performance.now() - t2) * 1000) / fresh.length).toFixed(0));
