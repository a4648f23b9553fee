import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp } from '../test/harness.ts';

describe('HTTP behaviour shared by every route', () => {
  it('malformed JSON is a 400 with {error}, and changes nothing', async () => {
    const { request, db } = createTestApp();
    const res = await request.post('/api/auth/signup').set('Content-Type', 'application/json').send('{"email": "a@b.c",');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Malformed JSON in the request body');
    expect(db.select().from(users).all()).toHaveLength(0);
  });

  it('wrong types are a 400 with {error} and per-field issues', async () => {
    const { request } = createTestApp();
    const res = await request.post('/api/auth/signup').send({ email: 42, password: ['x'] });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(Object.keys(res.body.issues)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('an oversized body is a 413', async () => {
    const { request } = createTestApp();
    const res = await request.post('/api/auth/login').send({ email: 'a@example.com', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Request body is too large');
  });

  it('an unknown /api path is a JSON 404, never the web app', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.error).toMatch(/No API route/);
  });

  it('GET /api/health answers ok when the database answers', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // JSON bodies are not hashed for an ETag (only the cached public pages carry their own).
    expect(res.headers.etag).toBeUndefined();
  });

  it('pages carry a Content-Security-Policy that allows Stripe and nothing else foreign', async () => {
    const { request } = createTestApp();
    const page = await request.get('/card/ABC');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API answers carry the short REST set: nothing loads, nothing frames them, no sniffing, same origin', async () => {
    const { request } = createTestApp();
    for (const res of [
      await request.get('/api/health'),
      await request.get('/api/no-such-call'),
      await request.post('/api/cards/ABC/redeem').send({ offerId: 1 }),
    ]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
