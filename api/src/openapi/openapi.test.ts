import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { routesOf } from '../test/routes-of.ts';
import { makeWalletTestCa } from '../test/wallet-test-ca.ts';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from './document.ts';

/**
 * The OpenAPI document is the contract (PRODUCT.md, "Checked by outside tools"): it lists exactly
 * the app's routes, found by walking the built app, with the schemas the routes validate by.
 */
/** One value deep in the document, by its keys. */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value);
const keysAt = (value: unknown, ...keys: string[]) => Object.keys(at(value, ...keys) as object);

const wallet = makeWalletTestCa();
const PUBLIC_URL = 'https://deals.example.org';

function operationsIn(document: Pick<OpenApiDocument, 'paths'>): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
}

/** The routes the document must list and the ones it lists, each as what the other lacks. */
export function drift(routes: string[], documented: string[]) {
  return {
    undocumented: routes.filter((r) => !documented.includes(r)).sort(),
    noSuchRoute: documented.filter((d) => !routes.includes(d)).sort(),
  };
}

describe('GET /api/openapi.json', () => {
  it('lists every route of the app and nothing else', async () => {
    const { app, request } = createTestApp({ env: { ...wallet.env(), PUBLIC_URL } });
    const answer = await request.get('/api/openapi.json').expect(200);
    const document = answer.body as OpenApiDocument;
    const routes = routesOf(app, ['get', 'post', 'put', 'patch', 'delete']).map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(drift(routes, operationsIn(document))).toEqual({ undocumented: [], noSuchRoute: [] });
    expect(operationsIn(document)).toContain('GET /api/openapi.json');
  });

  it('fails on a route the document lacks, and on a documented path with no route', () => {
    const { app } = createTestApp({ env: wallet.env() });
    const document = buildOpenApiDocument(app, { url: PUBLIC_URL, production: true });
    const routes = routesOf(app, ['get', 'post', 'put', 'patch', 'delete']).map((r) => `${r.method} ${openApiPath(r.path)}`);
    const { ['/api/kiosk/verify']: _removed, ...paths } = document.paths;
    expect(drift(routes, operationsIn({ paths }))).toEqual({ undocumented: ['POST /api/kiosk/verify'], noSuchRoute: [] });
    const extra = { ...document.paths, '/api/no-such-call': { get: {} } };
    expect(drift(routes, operationsIn({ paths: extra }))).toEqual({ undocumented: [], noSuchRoute: ['GET /api/no-such-call'] });
  });

  it('is OpenAPI 3.1 on PUBLIC_URL, built once, with the routes own schemas, guards and limits', async () => {
    const { request } = createTestApp({ env: { ...wallet.env(), PUBLIC_URL } });
    const first = await request.get('/api/openapi.json').expect(200).expect('content-type', /json/);
    const second = await request.get('/api/openapi.json').expect(200);
    expect(second.text).toBe(first.text);
    const document = first.body as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: PUBLIC_URL, description: 'local development', 'x-internal': false }]);
    // The kiosk's verify: the body schema is VerifyBodySchema's (six digits), behind the tablet's cookie.
    const verify = at(document.paths, '/api/kiosk/verify', 'post');
    expect(at(verify, 'requestBody', 'content', 'application/json', 'schema', 'properties', 'code')).toMatchObject({
      pattern: '^\\d{6}$',
    });
    expect(at(verify, 'security')).toEqual([{ device: [] }]);
    expect(at(verify, 'x-rate-limiters')).toEqual(['api', 'kioskVerify']);
    expect(keysAt(verify, 'responses')).toEqual(['200', '400', '401', '413', '429', '500']);
    // A card by its access code: public, 1 to 40 characters, and the card's answer.
    const card = at(document.paths, '/api/cards/{accessCode}', 'get');
    expect(at(card, 'security')).toEqual([]);
    expect(at(card, 'parameters')).toEqual([
      { name: 'accessCode', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 40 } },
    ]);
    expect(keysAt(card, 'responses', '200', 'content', 'application/json', 'schema', 'properties')).toEqual([
      'card',
      'offers',
      'restaurant',
      'nonprofit',
      'locations',
      'redemptions',
    ]);
    // Owner calls: the session cookie, 403 for another role or restaurant; created answers are 201.
    const location = at(document.paths, '/api/locations', 'post');
    expect(at(location, 'security')).toEqual([{ session: [] }]);
    expect(keysAt(location, 'responses')).toEqual(['201', '400', '401', '403', '413', '429', '500']);
    expect(at(document.components, 'responses', 'Error429')).toMatchObject({
      headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
    });
  });

  it('keeps the promise of RateLimit headers on every answer, 2xx and 4xx, with limits on', async () => {
    const { request } = createTestApp({ env: { ...wallet.env(), RATE_LIMIT: 'on' } });
    const ok = await request.get('/api/health').expect(200);
    expect(ok.headers['ratelimit-policy']).toMatch(/^"[^"]+";/);
    expect(ok.headers.ratelimit).toMatch(/^"[^"]+";/);
    // Behind a session, with no limiter of its own; and a call that does not exist.
    for (const path of ['/api/admin/restaurants', '/api/no-such-call']) {
      const refused = await request.get(path);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers.ratelimit, path).toMatch(/^"[^"]+";/);
    }
  });
});
