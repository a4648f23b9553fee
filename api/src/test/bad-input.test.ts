import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { Express } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { printedBatches, printedCards, sellers } from '../db/schema/index.ts';
import { makeCampaign, makeCard, makeLocation, makeNonprofit, makeRestaurant, makeUser } from './factories.ts';
import { createTestApp } from './harness.ts';
import { LYING_IDS } from './lying-ids.ts';
import { routesOf, type RouteMethod, type RouteOf } from './routes-of.ts';
import { makeWalletTestCa } from './wallet-test-ca.ts';

/** Apple Wallet on (its routes validate; the pass download signs with a test authority). */
const appleWallet = makeWalletTestCa();
const walletEnv = appleWallet.env();

/**
 * Every POST, PUT and PATCH route, found by walking the app's router stack at run time (so a route
 * added later is covered without touching this file), gets generated bad input as every kind of
 * caller. Each answer must be a 4xx JSON {error: string}, never a 5xx, and no table may change.
 */

type Method = RouteMethod;
type RouteInfo<M extends Method = 'POST' | 'PUT' | 'PATCH'> = RouteOf<M>;

/** Walks app.router and the routers mounted in it. */
export function writeRoutes(app: Express): RouteInfo[] {
  return routesOf(app, ['post', 'put', 'patch']) as RouteInfo[];
}

/**
 * Routes that act on their path (and caller) alone and read no body: a junk body cannot make
 * them fail, so they get only bad path parameters. A new route that answers 2xx to a junk body
 * fails this test until it validates its body or is listed here with its reason.
 */
const BODYLESS = new Map<string, string>([
  ['POST /api/auth/logout', "ends the caller's session"],
  ['POST /api/objects/upload', 'issues an upload URL to the signed-in caller'],
  [
    'POST /api/admin/campaigns/:id/approve',
    'a status transition named by the path (its optional version: admin/approve-version.test.ts)',
  ],
  ['POST /api/admin/campaigns/:id/reject', 'a status transition named by the path (its reason is optional)'],
  ['PATCH /api/admin/campaigns/:id/toggle', 'a status transition named by the path'],
  ['POST /api/nonprofits/:id/dashboard-link', "e-mails the named nonprofit's contact a new link"],
  ['POST /api/nonprofits/:id/coordinator-invite', "e-mails the named nonprofit's contact a new invitation"],
  ['POST /api/printed-batches/:id/void', 'a lost stack: the batch named by the path stops working'],
  ['POST /api/nonprofits/:id/roster/:sellerId/stats-link', 'a new private link for the seller named by the path'],
]);

// ---- generated bad values, each wrong for the type a field of that name has

const unicodeText = fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => `é✓🙂${s}`);
const deepObject = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let v: unknown = { leaf: '🙂' };
  for (let i = 0; i < depth; i++) v = { nested: v };
  return v;
});
const deepArray = fc.integer({ min: 50, max: 400 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);
const hugeString = fc.constantFrom('x'.repeat(12_000), '€'.repeat(6_000), '🙂'.repeat(3_000));

/** Ids, cents, quantities, months. */
const badNumber = fc.oneof(
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(1e300, -0.5, 0.01, 2 ** 60),
  unicodeText,
  fc.constant(null),
  fc.constant([1, 2]),
  deepObject,
);
/** Free text, e-mails, phones, secrets: any string could be valid, so only wrong types and overlong strings. */
const badText = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  deepObject,
  hugeString,
);
/** Formatted strings (six-digit codes, dates, enums): wrong types and text that is not the format. */
const badFormat = fc.oneof(
  badText,
  unicodeText,
  fc.constantFrom(
    '2026-13-45',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '2025-02-29',
    '99/99/9999',
    '12345',
    '1234567',
    'APPROVED',
    '',
  ),
);
const badBoolean = fc.oneof(unicodeText, deepObject, fc.constant([true, false]), fc.double({ min: 2, max: 10, noNaN: true }));
const badArray = fc.oneof(deepObject, unicodeText, fc.integer(), fc.constant([]), deepArray);

/** Ids in a body: also every form a coercion would have read as an id (true, [1], "1", " 1 ", 1.5). */
const badId = fc.oneof(badNumber, fc.constantFrom(...LYING_IDS));
const ID_KEYS = ['campaignId', 'restaurantId', 'nonprofitId', 'locationId', 'offerId'];
const NUMBER_KEYS = [
  ...ID_KEYS,
  'cardPrice',
  'expirationMonths',
  'quantity',
  'retailValue',
  'amount',
  'sortOrder',
  'count',
  'from',
  'to',
];
const TEXT_KEYS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'customerName',
  'customerEmail',
  'customerPhone',
  'phone',
  'name',
  'description',
  'nonprofitName',
  'contactName',
  'contactEmail',
  'contactPhone',
  'address',
  'city',
  'state',
  'zipCode',
  'website',
  'websiteUrl',
  'logoUrl',
  'clientSecret',
  'stripePaymentIntentId',
  'pairingCode',
  'cardNumber',
  'token',
  'currentPassword',
  'newPassword',
  'buyerName',
  'buyerEmail',
  'buyerPhone',
];
const FORMAT_KEYS = [
  'code',
  'activationCode',
  'sellerCode',
  'startDate',
  'endDate',
  'cardExpirationDate',
  'status',
  'productType',
  'role',
];
const BOOLEAN_KEYS = ['isActive'];
const ARRAY_KEYS = ['offers', 'activationCodes'];

/** Every known field present, each with a wrong value: no route's schema can accept it. */
const wrongObject = fc.record({
  ...Object.fromEntries(NUMBER_KEYS.map((k) => [k, ID_KEYS.includes(k) ? badId : badNumber])),
  ...Object.fromEntries(TEXT_KEYS.map((k) => [k, badText])),
  ...Object.fromEntries(FORMAT_KEYS.map((k) => [k, badFormat])),
  ...Object.fromEntries(BOOLEAN_KEYS.map((k) => [k, badBoolean])),
  ...Object.fromEntries(ARRAY_KEYS.map((k) => [k, badArray])),
}) as fc.Arbitrary<Record<string, unknown>>;

/** The raw text of a bad body: what the wire carries, so prototype keys and broken JSON survive. */
const badBody: fc.Arbitrary<{ kind: string; text: string }> = fc.oneof(
  wrongObject.map((o) => ({ kind: 'wrong types', text: JSON.stringify(o) })),
  fc.tuple(wrongObject, fc.subarray(NUMBER_KEYS, { minLength: 1 })).map(([o, drop]) => {
    for (const k of drop) delete o[k];
    return { kind: 'missing fields', text: JSON.stringify(o) };
  }),
  wrongObject.map((o) => ({
    kind: 'prototype keys',
    text: `{"__proto__":{"role":"superadmin","isAdmin":true,"restaurantId":1},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true},${JSON.stringify(o).slice(1)}`,
  })),
  fc
    .array(fc.oneof(wrongObject, fc.anything()), { maxLength: 3 })
    .map((a) => ({ kind: 'array instead of object', text: JSON.stringify(a) })),
  fc
    .oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null))
    .map((v) => ({ kind: 'JSON primitive', text: JSON.stringify(v) })),
  fc
    .constantFrom('{"a":', '{', '[1,2', 'nul', "{'single':1}", '{"a":1,}', '\u0000', '{"a":"\ud800"}')
    .map((text) => ({ kind: 'malformed JSON', text })),
  fc.constant({ kind: 'huge body', text: JSON.stringify({ description: 'x'.repeat(200_000) }) }),
);

const badParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e400',
    '99999999999999999999',
    'NaN',
    '__proto__',
    'constructor',
    'prototype',
    'null',
    'undefined',
    '%00',
    'x'.repeat(500),
  ),
  unicodeText,
);

function cookieOf(header: string | string[] | undefined): string {
  return (Array.isArray(header) ? header : header ? [header] : []).map((c) => c.split(';')[0]).join('; ');
}

// ---- the database must not change: a checksum per table

function tableChecksums(db: Db): Record<string, string> {
  const sqlite = db.$client;
  const tables = sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name",
    )
    .all() as Array<{ name: string }>;
  return Object.fromEntries(
    tables.map(({ name }) => {
      const hash = createHash('sha256');
      for (const row of sqlite.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).iterate()) hash.update(JSON.stringify(row));
      return [name, hash.digest('hex').slice(0, 16)];
    }),
  );
}

/** A refusal: a 4xx whose JSON body carries a readable `error`. */
function expectRejected(res: { status: number; headers: Record<string, string>; body: unknown }, what: string) {
  expect(res.status, `${what} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  expect(typeof (res.body as { error?: unknown }).error, `${what}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe('string');
}

/**
 * Every kind of caller (anonymous, superadmin, owner, a paired kiosk tablet when this build has
 * the kiosk) and good values of every path parameter: id 1 of everything belongs to the owner's
 * restaurant, so `:id` params name real rows.
 */
async function callersAndParams({ app, db, request, agent }: ReturnType<typeof createTestApp>) {
  const routes = writeRoutes(app);
  const restaurant = makeRestaurant(db);
  const nonprofit = makeNonprofit(db, restaurant.id);
  const location = makeLocation(db, restaurant.id);
  const { campaign } = makeCampaign(db, { restaurantId: restaurant.id, nonprofitId: nonprofit.id });
  const { card } = makeCard(db, campaign.id);
  const admin = await makeUser(db, 'superadmin');
  const owner = await makeUser(db, 'restaurant_owner', restaurant.id);
  const coordinator = await makeUser(db, 'coordinator', null, 'password-123', nonprofit.id);
  const seller = db
    .insert(sellers)
    .values({
      campaignId: campaign.id,
      code: 'ROSTR1',
      statsTokenHash: 'roster-seller-token-hash',
      name: 'Ana Roster',
      team: '3B',
    })
    .returning()
    .get();
  // A printed batch with one code, so `/api/printed-batches/1/...` names a real batch.
  db.insert(printedBatches).values({ campaignId: campaign.id, count: 1 }).run();
  db.insert(printedCards).values({ batchId: 1, position: 1, activationCode: 'ABCDEFGHJKMN' }).run();

  const callers: Array<{ name: string; cookie?: string }> = [{ name: 'anonymous' }];
  for (const [name, user] of [
    ['superadmin', admin],
    ['owner', owner],
    ['coordinator', coordinator],
  ] as const) {
    const res = await request.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    callers.push({ name, cookie: cookieOf(res.headers['set-cookie']) });
  }
  // A paired kiosk tablet, through the owner's own pairing flow, when this build has the kiosk.
  const has = (method: string, path: string) => routes.some((r) => r.method === method && r.path === path);
  if (has('POST', '/api/kiosk/pairing-codes') && has('POST', '/api/kiosk/pair')) {
    const ownerAgent = agent();
    await ownerAgent.post('/api/auth/login').send({ email: owner.email, password: owner.password }).expect(200);
    const code = await ownerAgent.post('/api/kiosk/pairing-codes').send({ locationId: location.id });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    const paired = await request.post('/api/kiosk/pair').send({ pairingCode: code.body.pairingCode });
    expect(paired.status, JSON.stringify(paired.body)).toBe(201);
    const cookie = cookieOf(paired.headers['set-cookie']);
    // The device's first call stamps lastSeenAt; later calls within minutes do not write.
    await request.get('/api/kiosk/redemptions').set('cookie', cookie ?? '');
    callers.push({ name: 'kiosk device', cookie });
  }
  // A real payment intent, so `:paymentIntentId` routes reach their body validation.
  let paymentIntentId = 'pi_demo_missing';
  if (has('POST', '/api/campaigns/:slug/create-payment-intent')) {
    const res = await request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send({});
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    paymentIntentId = res.body.paymentIntentId;
  }
  const goodParam: Record<string, string> = {
    slug: campaign.slug,
    accessCode: card.accessCode,
    paymentIntentId,
    id: '1',
    campaignId: String(campaign.id),
    restaurantId: String(restaurant.id),
    locationId: String(location.id),
    nonprofitId: String(nonprofit.id),
    cardId: String(card.id),
    sellerId: String(seller.id),
    deviceLibraryIdentifier: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    passTypeIdentifier: appleWallet.passTypeId,
    serialNumber: String(card.id),
  };
  expect([restaurant.id, nonprofit.id, location.id, campaign.id]).toEqual([1, 1, 1, 1]);
  return { callers, goodParam };
}

describe('bad input to every POST, PUT and PATCH route', () => {
  it('answers 4xx JSON {error} and changes nothing, for every caller', async () => {
    const ctx = createTestApp({ env: walletEnv });
    const { app, db, request } = ctx;
    const routes = writeRoutes(app);
    console.log(
      `write routes found (${routes.length}):\n${routes.map((r) => `  ${r.method} ${r.path}${BODYLESS.has(`${r.method} ${r.path}`) ? '   (reads no body: bad path params only)' : ''}`).join('\n')}`,
    );
    expect(routes.length).toBeGreaterThan(0);
    // An exception whose route is gone (or not merged yet) is named, so the list is kept honest.
    for (const key of BODYLESS.keys()) {
      if (!routes.some((r) => `${r.method} ${r.path}` === key)) console.log(`  (not registered in this build: ${key})`);
    }

    const { callers, goodParam } = await callersAndParams(ctx);

    const send = (route: RouteInfo, params: Record<string, string>, body: string, cookie?: string) => {
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
      const req = route.method === 'POST' ? request.post(url) : route.method === 'PUT' ? request.put(url) : request.patch(url);
      if (cookie) req.set('cookie', cookie);
      return req.set('content-type', 'application/json').send(body);
    };

    let calls = 0;
    const before = tableChecksums(db);
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      for (const caller of callers) {
        // Bad path parameters, with a bad body.
        if (route.params.length) {
          await fc.assert(
            fc.asyncProperty(fc.tuple(...route.params.map(() => badParam)), badBody, async (values, body) => {
              const params = Object.fromEntries(route.params.map((p, i) => [p, values[i]!]));
              calls++;
              expectRejected(
                await send(route, params, body.text, caller.cookie),
                `${key} as ${caller.name} with params ${JSON.stringify(params).slice(0, 120)}`,
              );
            }),
            { seed: 8, numRuns: 6 },
          );
        }
        // Real path parameters, bad body.
        if (!BODYLESS.has(key)) {
          await fc.assert(
            fc.asyncProperty(badBody, async (body) => {
              calls++;
              expectRejected(
                await send(route, goodParam, body.text, caller.cookie),
                `${key} as ${caller.name} with ${body.kind} ${body.text.slice(0, 120)}`,
              );
            }),
            { seed: 8, numRuns: 12 },
          );
        }
        expect(tableChecksums(db), `${key} as ${caller.name} changed the database`).toEqual(before);
      }
    }
    // Prototype keys in a body never reach Object.prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    console.log(
      `${calls} bad requests over ${routes.length} routes and ${callers.length} callers (${callers.map((c) => c.name).join(', ')}): all 4xx, database unchanged`,
    );
  }, 240_000);
});

/**
 * GET routes that read a query, and the keys they read: a wrong value of any of them must be
 * refused (4xx), whoever asks. Every other GET must simply not break on a junk query.
 */
const QUERY_READERS = new Map<string, string[]>([
  ['GET /api/redemptions', ['restaurantId', 'before']],
  ['GET /api/restaurants/reports', ['restaurantId']],
  ['GET /api/restaurants/me', ['restaurantId']],
  ['GET /api/locations', ['restaurantId']],
  ['GET /api/nonprofits', ['restaurantId']],
  ['GET /api/admin/cards', ['q']],
  ['GET /api/campaigns/active', ['page']],
  ['GET /api/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier', ['passesUpdatedSince']],
]);
/** GETs that change the caller's own state, left out so later calls keep their session. */
const GET_SKIPPED = new Set(['GET /api/logout']);

/** Wrong values for a query key: wrong types (repeated keys arrive as arrays), wrong formats, far too long. */
const badQueryValue: fc.Arbitrary<string | readonly string[]> = fc.oneof(
  badParam,
  fc.constantFrom(
    '',
    ' ',
    '2026-01-01T00:00:00.000Z',
    '2026-01-01T00:00:00.000Z_',
    '2026-01-01T00:00:00.000Z_-1',
    '9999-99-99T99:99:99.999Z_1x',
    "1' OR 1=1 --",
    '[object Object]',
  ),
  fc.constant(['1', '2']),
  fc.array(unicodeText, { minLength: 2, maxLength: 3 }),
);

function queryString(values: Record<string, string | readonly string[]>): string {
  return Object.entries(values)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${key}=${encodeURIComponent(v)}`))
    .join('&');
}

describe('bad query strings to every GET route', () => {
  it('never answers 5xx; a route that reads a query refuses a wrong value of each of its keys with 4xx JSON {error}', async () => {
    const ctx = createTestApp({ env: walletEnv });
    // The API's own (the web apps' pages are files, whatever their query).
    const routes = routesOf(ctx.app, ['get']).filter(
      (r) => r.path.startsWith('/api/') && !GET_SKIPPED.has(`${r.method} ${r.path}`),
    );
    for (const key of QUERY_READERS.keys())
      expect(
        routes.map((r) => `${r.method} ${r.path}`),
        key,
      ).toContain(key);
    const { callers, goodParam } = await callersAndParams(ctx);
    const keys = [...new Set([...QUERY_READERS.values()].flat())];
    let calls = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const reads = QUERY_READERS.get(key) ?? [];
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(goodParam[name] ?? 'x'));
      for (const caller of callers) {
        const send = (query: string) => {
          const req = ctx.request.get(`${url}?${query}`);
          return caller.cookie ? req.set('cookie', caller.cookie) : req;
        };
        // Every known key at once, each wrong for some route: nothing may break.
        await fc.assert(
          fc.asyncProperty(fc.record(Object.fromEntries(keys.map((k) => [k, badQueryValue]))), async (values) => {
            calls++;
            const query = queryString(values);
            const res = await send(query);
            const what = `${key}?${query.slice(0, 160)} as ${caller.name} answered ${res.status} ${res.text.slice(0, 200)}`;
            expect(res.status, what).toBeLessThan(500);
            if (res.status >= 400) expect(typeof res.body.error, what).toBe('string');
          }),
          { seed: 8, numRuns: 4 },
        );
        // One key of a reader at a time, the others absent: that key alone must be refused.
        for (const name of reads) {
          await fc.assert(
            fc.asyncProperty(badQueryValue, async (value) => {
              calls++;
              // A page number or a search text is any non-empty string up to its limit: only wrong types and lengths.
              fc.pre(!(['q'].includes(name) && typeof value === 'string' && value.trim().length > 0 && value.length <= 200));
              const query = queryString({ [name]: value });
              expectRejected(await send(query), `${key}?${query.slice(0, 160)} as ${caller.name}`);
            }),
            { seed: 8, numRuns: 8 },
          );
        }
      }
    }
    console.log(`${calls} bad query strings over ${routes.length} GET routes and ${callers.length} callers: no 5xx`);
  }, 240_000);
});

describe('malformed requests to every route', () => {
  /** Everything the app logs at error level, so "never logged as an error" can be checked. */
  function withErrorLog() {
    const errors: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) });
    return { ...createTestApp({ deps: { logger } }), errors };
  }

  const FORGED_COOKIES = [
    'Fe26.2**a*b*c*d*e*f',
    'Fe26.2*1*AAAA*BBBB*CCCC*1*DDDD*EEEE~2',
    'not-a-seal',
    '%E0%A4%A',
    'Fe26.2*' + 'x'.repeat(3000),
  ];

  it('a path segment that is not valid percent-encoding is a 400 JSON error on every route with a parameter', async () => {
    const { app, request, errors } = withErrorLog();
    const routes = routesOf(app, ['get', 'post', 'put', 'patch', 'delete']).filter((r) => r.params.length > 0);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const broken of ['%E0%A4%A', '%', '%zz', '%C0%AF']) {
        const url = route.path.replace(/:(\w+)/g, broken);
        const res = await request[route.method.toLowerCase() as 'get'](url).set('content-type', 'application/json').send('{}');
        const what = `${route.method} ${url} answered ${res.status} ${res.text.slice(0, 200)}`;
        // A guard may refuse first (401/403); what it must never be is a 5xx or HTML.
        expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expect(res.headers['content-type'], what).toMatch(/^application\/json/);
        expect(typeof res.body.error, what).toBe('string');
      }
    }
    // The anonymous card read checks nothing before its parameter: the 400 is the decoding's own.
    const card = await request.get('/api/cards/%E0%A4%A');
    expect(card.status).toBe(400);
    expect(card.body.code).toBe('malformed_path');
    expect(errors).toEqual([]);
  });

  it('a forged or mangled session or kiosk cookie is treated as signed out on every route, never as an error', async () => {
    const { app, request, errors } = withErrorLog();
    const routes = routesOf(app, ['get', 'post', 'put', 'patch', 'delete']);
    for (const forged of FORGED_COOKIES) {
      const cookie = `dc_session=${forged}; dc_kiosk=${forged}`;
      for (const route of routes) {
        const url = route.path.replace(/:(\w+)/g, '1');
        const res = await request[route.method.toLowerCase() as 'get'](url)
          .set('cookie', cookie)
          .set('content-type', 'application/json')
          .send('{}');
        expect(res.status, `${route.method} ${url} with ${forged.slice(0, 30)}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      }
      expect((await request.get('/api/user').set('cookie', cookie)).status).toBe(401);
      expect((await request.get('/api/kiosk/me').set('cookie', cookie)).status).toBe(401);
      expect((await request.get('/api/campaigns/active').set('cookie', cookie)).status).toBe(200);
      expect((await request.get('/api/health').set('cookie', cookie)).status).toBe(200);
    }
    expect(errors).toEqual([]);
  });

  it('signing in or out with a forged session cookie starts afresh', async () => {
    const { db, request, errors } = withErrorLog();
    const owner = await makeUser(db, 'restaurant_owner', makeRestaurant(db).id);
    for (const forged of FORGED_COOKIES) {
      const cookie = `dc_session=${forged}`;
      const login = await request
        .post('/api/auth/login')
        .set('cookie', cookie)
        .send({ email: owner.email, password: owner.password });
      expect(login.status, login.text).toBe(200);
      const session = cookieOf(login.headers['set-cookie']);
      expect((await request.get('/api/user').set('cookie', session)).status).toBe(200);
      expect((await request.post('/api/auth/logout').set('cookie', cookie)).status).toBe(200);
      expect((await request.get('/api/logout').set('cookie', cookie)).status).toBe(302);
    }
    expect(errors).toEqual([]);
  });

  it("a state-changing request from another website is a 403 on every route and changes nothing; the site's own origin passes", async () => {
    const { app, db, request, errors } = withErrorLog();
    const restaurant = makeRestaurant(db);
    const owner = await makeUser(db, 'restaurant_owner', restaurant.id);
    const login = await request.post('/api/auth/login').send({ email: owner.email, password: owner.password }).expect(200);
    const cookie = cookieOf(login.headers['set-cookie']);
    const before = tableChecksums(db);
    const routes = routesOf(app, ['post', 'put', 'patch', 'delete']);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.path.replace(/:(\w+)/g, '1');
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
        const res = await request[route.method.toLowerCase() as 'post'](url)
          .set('origin', origin)
          .set('cookie', cookie)
          .set('content-type', 'application/json')
          .send('{}');
        expect(res.status, `${route.method} ${url} from ${origin}: ${res.text.slice(0, 200)}`).toBe(403);
        expect(res.body.code).toBe('cross_origin');
      }
    }
    expect(tableChecksums(db)).toEqual(before);
    // The site's own origin, and a call with no Origin at all (Stripe's webhook, a script), go through.
    await request
      .post('/api/auth/logout')
      .set('host', 'cards.test')
      .set('origin', 'http://cards.test')
      .set('cookie', cookie)
      .expect(200);
    await request.post('/api/auth/login').send({ email: owner.email, password: owner.password }).expect(200);
    // Reads from anywhere stay open: the public pages are linked from everywhere.
    await request.get('/api/campaigns/active').set('origin', 'https://evil.example').expect(200);
    expect(errors).toEqual([]);
  });

  it('a body whose Content-Encoding is broken is a 400 on every POST, PUT and PATCH route', async () => {
    const { app, request, errors } = withErrorLog();
    const routes = writeRoutes(app);
    for (const route of routes) {
      const url = route.path.replace(/:(\w+)/g, '1');
      for (const [encoding, bytes] of [
        ['gzip', Buffer.from('this is not gzip')],
        ['deflate', Buffer.from([0x78, 0x9c, 0xff, 0xff, 0x00])],
        ['br', Buffer.from('not brotli either')],
      ] as const) {
        const res = await request[route.method.toLowerCase() as 'post'](url)
          .set('content-type', route.path.startsWith('/api/objects/upload/') ? 'image/png' : 'application/json')
          .set('content-encoding', encoding)
          .send(bytes);
        const what = `${route.method} ${url} (${encoding}) answered ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expect(typeof res.body.error, what).toBe('string');
      }
    }
    const login = await request
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send(Buffer.from('nope'));
    expect(login.status).toBe(400);
    expect(login.body.code).toBe('malformed_body');
    expect(errors).toEqual([]);
  });
});
