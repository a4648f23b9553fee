import { createHash } from 'node:crypto';
import * as shared from '@dealcard/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { makeCampaign, makeCard, makeLocation, makeNonprofit, makeRestaurant, makeUser } from './factories.ts';
import { createTestApp } from './harness.ts';
import { LYING_IDS } from './lying-ids.ts';

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The type under optional, nullable, default and pipe wrappers. */
function baseType(schema: AnySchema): string {
  const def = schema._zod.def;
  const inner = (def.innerType ?? def.in) as AnySchema | undefined;
  return inner ? baseType(inner) : def.type;
}

/** The keys ending in `Id` of a body schema, however wrapped (optional, refined, piped, unions). */
function idKeysOf(schema: AnySchema, prefix = ''): string[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      // A database id: named `...Id` and not a text (a Stripe payment intent id is a string).
      return Object.entries(shape).flatMap(([key, field]) => [
        ...(/Id$/.test(key) && baseType(field) !== 'string' ? [prefix + key] : []),
        ...idKeysOf(field, `${prefix}${key}.`),
      ]);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return idKeysOf(def.innerType as AnySchema, prefix);
    case 'pipe':
      return idKeysOf(def.in as AnySchema, prefix);
    case 'union':
      return [...new Set((def.options as AnySchema[]).flatMap((o) => idKeysOf(o, prefix)))];
    case 'array':
      return idKeysOf(def.element as AnySchema, `${prefix}[].`);
    default:
      return [];
  }
}

/** Every request body schema of the contract, by export name. */
const bodySchemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, AnySchema] =>
    /BodySchema$/.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1],
);

/** Every body id of the contract, as `SchemaName.key`. */
const contractBodyIds = bodySchemas.flatMap(([name, schema]) => idKeysOf(schema).map((key) => `${name}.${key}`));

function fieldOf(schema: AnySchema, key: string): AnySchema {
  let current = schema;
  while (current._zod.def.type !== 'object') {
    const def = current._zod.def;
    current = (def.innerType ?? def.in) as AnySchema;
  }
  return (current._zod.def.shape as Record<string, AnySchema>)[key]!;
}

describe('an id in a JSON body is a JSON integer', () => {
  it('finds the body ids of the contract', () => {
    expect(contractBodyIds).toEqual(
      expect.arrayContaining([
        'PayoutBodySchema.nonprofitId',
        'PairingCodeBodySchema.locationId',
        'PairingCodeBodySchema.restaurantId',
        'RedeemBodySchema.offerId',
        'PurchaseCardBodySchema.campaignId',
      ]),
    );
  });

  it.each(contractBodyIds)('%s refuses true, [1], "1", " 1 ", 1.5 and the like, and takes 1', (path) => {
    const [name, key] = path.split('.') as [string, string];
    const field = fieldOf(Object.fromEntries(bodySchemas)[name]!, key);
    expect(field.safeParse(1).success).toBe(true);
    for (const lie of LYING_IDS) expect(field.safeParse(lie).success, `${path} = ${JSON.stringify(lie)}`).toBe(false);
  });

  it('a path or query id takes digits only', () => {
    for (const good of ['1', '42', '9007199254740991']) expect(shared.Id.safeParse(good).success, good).toBe(true);
    for (const bad of [' 1', '1 ', '+1', '-1', '0', '1.0', '1e3', '0x1', '', '9007199254740992', 1, true, ['1']]) {
      expect(shared.Id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

function checksum(db: Db): string {
  const hash = createHash('sha256');
  const tables = db.$client
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  for (const table of tables)
    for (const row of db.$client.prepare(`SELECT * FROM "${table}"`).iterate()) hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

describe('every route with a body id refuses a lying one with 400 and changes nothing', () => {
  async function world() {
    const ctx = createTestApp();
    const { db, agent } = ctx;
    const restaurant = makeRestaurant(db);
    const nonprofit = makeNonprofit(db, restaurant.id);
    const location = makeLocation(db, restaurant.id);
    const { campaign } = makeCampaign(db, { restaurantId: restaurant.id, nonprofitId: nonprofit.id });
    const { card, offers } = makeCard(db, campaign.id);
    const admin = agent();
    const adminUser = await makeUser(db, 'superadmin');
    await admin.post('/api/auth/login').send({ email: adminUser.email, password: adminUser.password }).expect(200);
    const owner = agent();
    const ownerUser = await makeUser(db, 'restaurant_owner', restaurant.id);
    await owner.post('/api/auth/login').send({ email: ownerUser.email, password: ownerUser.password }).expect(200);
    const anonymous = agent();
    // A tablet of the restaurant, paired through the owner's calls, and the card's QR.
    const tablet = agent();
    const pairing = await owner.post('/api/kiosk/pairing-codes').send({ locationId: location.id }).expect(201);
    await tablet.post('/api/kiosk/pair').send({ pairingCode: pairing.body.pairingCode }).expect(201);
    // The tablet's first call records when it was last seen: made here, so no lying id is blamed for it.
    await tablet.get('/api/kiosk/redemptions').expect(200);
    const { cardToken } = (await anonymous.get(`/api/cards/${card.accessCode}/vouchers`).expect(200)).body as {
      cardToken: string;
    };
    const campaignBody = {
      nonprofitId: nonprofit.id,
      productType: 'CAMPAIGN',
      description: 'A campaign for the lying-id test, long enough.',
      cardPrice: 2000,
      expirationMonths: 12,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      cardExpirationDate: '2027-12-31',
      offers: [],
    };
    const cases: Array<{
      covers: string[];
      what: string;
      send: (body: Record<string, unknown>) => Promise<{ status: number; body: Record<string, unknown> }>;
      body: Record<string, unknown>;
      /** The status a true integer gets: proof the refusal is the id's and nothing else's. */
      accepted?: number;
    }> = [
      {
        covers: ['PayoutBodySchema.nonprofitId'],
        what: 'POST /api/admin/payouts (superadmin)',
        send: (b) => admin.post('/api/admin/payouts').send(b),
        body: { nonprofitId: nonprofit.id, amountCents: 100, paidOn: '2026-11-01', reference: 'check 1' },
        accepted: 201,
      },
      {
        covers: ['PayoutBodySchema.restaurantId'],
        what: 'POST /api/admin/payouts to a restaurant (superadmin)',
        send: (b) => admin.post('/api/admin/payouts').send(b),
        body: { restaurantId: restaurant.id, amountCents: 100, paidOn: '2026-11-01', reference: 'ACH 7' },
        accepted: 201,
      },
      {
        covers: ['RemittanceBodySchema.nonprofitId'],
        what: 'POST /api/admin/remittances (superadmin; the nonprofit owes nothing, so the amount is refused)',
        send: (b) => admin.post('/api/admin/remittances').send(b),
        body: { nonprofitId: nonprofit.id, amountCents: 100, receivedOn: '2026-11-01', reference: 'check 9' },
      },
      {
        covers: ['RosterSellerBodySchema.campaignId'],
        what: 'POST /api/nonprofits/:id/roster (owner)',
        send: (b) => owner.post(`/api/nonprofits/${nonprofit.id}/roster`).send(b),
        body: { campaignId: campaign.id, name: 'Ana Roster', team: '3B' },
        accepted: 201,
      },
      {
        covers: ['RosterImportBodySchema.campaignId'],
        what: 'POST /api/nonprofits/:id/roster/import (owner, dry run)',
        send: (b) => owner.post(`/api/nonprofits/${nonprofit.id}/roster/import`).send(b),
        body: { campaignId: campaign.id, csv: 'name,team\nBo Roster,3B\n', dryRun: true },
        accepted: 200,
      },
      {
        covers: ['CashSaleBodySchema.campaignId'],
        what: 'POST /api/nonprofits/:id/cash-sales (owner)',
        send: (b) => owner.post(`/api/nonprofits/${nonprofit.id}/cash-sales`).send(b),
        body: { campaignId: campaign.id, buyerName: 'Pat Parent', buyerEmail: 'pat@example.com', method: 'cash' },
        accepted: 201,
      },
      {
        covers: ['PairingCodeBodySchema.locationId'],
        what: 'POST /api/kiosk/pairing-codes (owner)',
        send: (b) => owner.post('/api/kiosk/pairing-codes').send(b),
        body: { locationId: location.id },
        accepted: 201,
      },
      {
        covers: ['PairingCodeBodySchema.locationId', 'PairingCodeBodySchema.restaurantId'],
        what: 'POST /api/kiosk/pairing-codes (superadmin)',
        send: (b) => admin.post('/api/kiosk/pairing-codes').send(b),
        body: { locationId: location.id, restaurantId: restaurant.id },
        accepted: 201,
      },
      {
        covers: ['RedeemBodySchema.offerId'],
        what: 'POST /api/cards/{accessCode}/redeem',
        send: (b) => anonymous.post(`/api/cards/${card.accessCode}/redeem`).send(b),
        body: { offerId: offers[0]!.id },
        accepted: 201,
      },
      {
        covers: ['CardRedemptionBodySchema.offerId'],
        what: 'POST /api/kiosk/card-redemptions',
        send: (b) => tablet.post('/api/kiosk/card-redemptions').send(b),
        body: { token: cardToken, offerId: offers[0]!.id },
        accepted: 200,
      },
      {
        covers: ['PurchaseCardBodySchema.campaignId'],
        what: 'POST /api/purchase-card',
        send: (b) => anonymous.post('/api/purchase-card').send(b),
        body: {
          campaignId: campaign.id,
          stripePaymentIntentId: 'pi_demo_unknown',
          customerName: 'Jamie Buyer',
          customerEmail: 'jamie@example.com',
        },
      },
      {
        covers: ['CreateCampaignBodySchema.nonprofitId', 'CreateCampaignBodySchema.restaurantId'],
        what: 'POST /api/campaigns (superadmin)',
        send: (b) => admin.post('/api/campaigns').send(b),
        body: { ...campaignBody, restaurantId: restaurant.id },
      },
      {
        covers: ['AdminCreateCampaignBodySchema.nonprofitId', 'AdminCreateCampaignBodySchema.restaurantId'],
        what: 'POST /api/admin/campaigns (superadmin)',
        send: (b) => admin.post('/api/admin/campaigns').send(b),
        body: { ...campaignBody, restaurantId: restaurant.id },
      },
      {
        covers: ['OwnerCreateCampaignBodySchema.nonprofitId'],
        what: 'POST /api/campaigns (owner)',
        send: (b) => owner.post('/api/campaigns').send(b),
        body: campaignBody,
      },
      {
        covers: ['NonprofitBodySchema.restaurantId'],
        what: 'POST /api/nonprofits (superadmin)',
        send: (b) => admin.post('/api/nonprofits').send(b),
        body: { nonprofitName: 'Lying Id Club', restaurantId: restaurant.id },
      },
      {
        covers: [],
        what: 'PUT /api/restaurants/me (superadmin)',
        send: (b) => admin.put('/api/restaurants/me').send(b),
        body: { restaurantId: restaurant.id },
      },
    ];
    return { ...ctx, cases };
  }

  it('covers every body id of the contract', async () => {
    const { cases } = await world();
    const covered = new Set(cases.flatMap((c) => c.covers));
    expect(contractBodyIds.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('each lying form of each id is a 400 naming the field, and nothing is written', async () => {
    const { db, cases } = await world();
    for (const { what, send, body, accepted } of cases) {
      const ids = Object.keys(body).filter((k) => /Id$/.test(k) && typeof body[k] === 'number');
      expect(ids.length, what).toBeGreaterThan(0);
      for (const key of ids) {
        for (const lie of LYING_IDS) {
          const before = checksum(db);
          const res = await send({ ...body, [key]: lie });
          const label = `${what} with ${key} = ${JSON.stringify(lie)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          expect(res.status, label).toBe(400);
          expect(res.body.code, label).toBe('validation_failed');
          expect(Object.keys(res.body.issues as object), label).toContain(key);
          expect(checksum(db), label).toBe(before);
        }
      }
      const res = await send(body);
      const label = `${what} with integer ids: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      if (accepted) expect(res.status, label).toBe(accepted);
      else if (res.status === 400)
        for (const key of ids) expect(Object.keys(res.body.issues as object), label).not.toContain(key);
    }
  });
});
