import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { makeWalletTestCa } from '../test/wallet-test-ca.ts';
import { createRateLimits } from './rate-limits.ts';
import { routeSafety, unsafeAnonymousRoutes } from './route-safety.ts';
import { jsonBody, tagGuard } from './safety-tags.ts';

/**
 * PRODUCT.md, "Safety, tightened again": every call reachable without a session has a rate limit
 * and a body cap. The app's router stack is walked at run time, so a route added later without
 * them fails here.
 */
describe('every route reachable without a session', () => {
  const wallet = makeWalletTestCa();

  it('has a rate limiter, and every body it may read has a marked cap (with limits off and on)', () => {
    for (const RATE_LIMIT of ['off', 'on']) {
      const { app } = createTestApp({ env: { ...wallet.env(), RATE_LIMIT } });
      const routes = routeSafety(app);
      // The walk saw the app: guarded and anonymous routes, and the known anonymous ones among them.
      expect(routes.length).toBeGreaterThan(80);
      const anonymous = new Map(routes.filter((r) => !r.guard).map((r) => [`${r.method} ${r.path}`, r]));
      expect(anonymous.get('POST /api/wallet/apple/v1/log')).toMatchObject({ limiters: ['appleLog'], bodyLimit: 16 * 1024 });
      expect(anonymous.get('GET /api/cards/:accessCode')).toMatchObject({ limiters: ['cardLookup'], bodyLimit: undefined });
      expect(anonymous.get('POST /api/auth/login')?.limiters).toEqual(['login', 'loginAccount']);
      expect(anonymous.get('POST /api/stripe/webhook')).toMatchObject({ bodyLimit: 1024 * 1024 });
      expect(routes.find((r) => r.path === '/api/admin/campaigns/:id/approve')?.guard).toBe('session');
      expect(routes.find((r) => r.path === '/api/kiosk/verify')?.guard).toBe('device');
      expect(unsafeAnonymousRoutes(app)).toEqual([]);
      // No anonymous call may read more than the webhook's or a logo upload's bytes.
      for (const r of anonymous.values())
        expect(r.bodyLimit ?? 0, `${r.method} ${r.path}`).toBeLessThanOrEqual(5 * 1024 * 1024 + 1);
    }
  });

  it('catches an anonymous route without a limiter, and a body parser without a marked limit', () => {
    const limits = createRateLimits(false);
    const app = express();
    const api = Router();
    api.get('/limited', limits.anonymous, (_req, res) => res.end());
    api.post(
      '/guarded',
      tagGuard('session', (_req, _res, next) => next()),
      (_req, res) => res.end(),
    );
    api.use('/raw', express.json({ limit: '10mb' }));
    api.use(jsonBody('1kb'));
    api.post('/open', (_req, res) => res.end());
    api.post('/raw', limits.anonymous, (_req, res) => res.end());
    app.use('/api', api);
    expect(unsafeAnonymousRoutes(app)).toEqual([
      'POST /api/open: anonymous and no rate limiter',
      'POST /api/raw: body read without a marked limit (jsonParser)',
    ]);
    const walked = routeSafety(app);
    expect(walked.find((r) => r.path === '/api/limited')).toMatchObject({ limiters: ['anonymous'], bodyLimit: undefined });
    expect(walked.find((r) => r.path === '/api/open')).toMatchObject({ limiters: [], bodyLimit: 1024 });
    expect(walked.find((r) => r.path === '/api/guarded')).toMatchObject({ guard: 'session' });
  });
});
