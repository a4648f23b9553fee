import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeUser } from '../../test/factories.ts';

describe('accounts', () => {
  it('signup creates a customer, signs them in, and refuses a second account for the e-mail with 409', async () => {
    const { agent, db } = createTestApp();
    const browser = agent();
    const res = await browser
      .post('/api/auth/signup')
      .send({ email: 'New@Example.com', password: 'correct-horse', firstName: 'Nia' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'new@example.com', role: 'customer', restaurantId: null, firstName: 'Nia' });
    expect(res.headers['set-cookie']?.[0]).toMatch(/dc_session=.*HttpOnly.*SameSite=Lax/i);
    const stored = db.select().from(users).where(eq(users.email, 'new@example.com')).get();
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain('correct-horse');
    const me = await browser.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('new@example.com');
    const again = await agent().post('/api/auth/signup').send({ email: 'new@example.com', password: 'another-pass-2026' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already exists/);
  });

  it('login with the right pair gives a session; /api/user is 401 without one', async () => {
    const { agent, db, request } = createTestApp();
    const user = await makeUser(db, 'restaurant_owner');
    expect((await request.get('/api/user')).status).toBe(401);
    const browser = agent();
    const res = await browser.post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, role: 'restaurant_owner' });
    expect((await browser.get('/api/user')).body.user.id).toBe(user.id);
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(1);
  });

  it('a wrong password is a 401 with an error message', async () => {
    const { request, db } = createTestApp();
    const user = await makeUser(db);
    const res = await request.post('/api/auth/login').send({ email: user.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Incorrect email or password', code: 'invalid_credentials' });
    const unknown = await request.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'whatever-1' });
    expect(unknown.status).toBe(401);
  });

  it('repeated failed sign-ins are refused with 429', async () => {
    const { request, db } = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const user = await makeUser(db);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await request.post('/api/auth/login').send({ email: user.email, password: 'wrong-password' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await request.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(last.status).toBe(429);
    expect(last.body.error).toMatch(/Too many sign-in attempts/);
  });

  it('sign-in is throttled per account: addresses that failed for it get 429, others still sign in', async () => {
    const { request, db } = createTestApp({ env: { RATE_LIMIT: 'on', TRUST_PROXY: 'loopback' } });
    const target = await makeUser(db);
    const bystander = await makeUser(db);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await request
        .post('/api/auth/login')
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .send({ email: ` ${target.email.toUpperCase()} `, password: `guess-${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // The account is throttled now: an address that failed for it waits, even with the right password.
    const again = await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.3')
      .send({ email: target.email, password: target.password });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/Too many sign-in attempts for this account/);
    // Another account is not affected.
    await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.201')
      .send({ email: bystander.email, password: bystander.password })
      .expect(200);
  });

  it('ten wrong passwords from ten addresses do not lock the owner out: the right one from an eleventh signs in', async () => {
    const { request, db } = createTestApp({ env: { RATE_LIMIT: 'on', TRUST_PROXY: 'loopback' } });
    const owner = await makeUser(db, 'superadmin');
    for (let i = 0; i < 10; i++) {
      await request
        .post('/api/auth/login')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ email: owner.email, password: `guess-${i}` })
        .expect(401);
    }
    const right = await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.11')
      .send({ email: owner.email, password: owner.password });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.user.id).toBe(owner.id);
    // A clean address that guesses wrong joins the refused ones; the attacker's addresses stay refused.
    await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.12')
      .send({ email: owner.email, password: 'guess-12' })
      .expect(401);
    for (const address of ['203.0.113.1', '203.0.113.12']) {
      const res = await request
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email: owner.email, password: owner.password });
      expect(res.status, address).toBe(429);
    }
    // And the owner's own address still signs in.
    await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.11')
      .send({ email: owner.email, password: owner.password })
      .expect(200);
  });

  it('a new password has at least 10 characters and a zxcvbn score of 3, with the reason under the field', async () => {
    const { request, db } = createTestApp();
    const short = await request.post('/api/auth/signup').send({ email: 'short@example.com', password: 'nine-char' });
    expect(short.status).toBe(400);
    expect(short.body.issues.password).toEqual(['Password must be at least 10 characters']);
    const common = 'This password is one of the most common ones. Choose one that is harder to guess.';
    const weak = 'This password is too easy to guess. Add a few more words, or characters that follow no pattern.';
    for (const [password, reason] of [
      ['1111111111', weak],
      ['0123456789', weak],
      ['aaaaaaaaaa', weak],
      ['password12345', common],
      ['          ', weak],
      ['password123', common],
      ['Password123', common],
      ['qwertyuiop', common],
      ['another-pass', weak],
    ]) {
      const res = await request.post('/api/auth/signup').send({ email: 'weak@example.com', password });
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(res.body.issues.password, JSON.stringify(password)).toEqual([reason]);
    }
    // The person's own e-mail is no secret: a password made of it is refused.
    const own = await request.post('/api/auth/signup').send({ email: 'margaritaville@example.com', password: 'margaritaville' });
    expect(own.status).toBe(400);
    expect(db.select().from(users).all()).toHaveLength(0);
    await request.post('/api/auth/signup').send({ email: 'fine@example.com', password: 'noodles-and-rain' }).expect(201);
  });

  it('the refusal is in the request language', async () => {
    const { request } = createTestApp();
    const res = await request
      .post('/api/auth/signup')
      .set('Accept-Language', 'es')
      .send({ email: 'weak@example.com', password: 'aaaaaaaaaa' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'Esta contraseña es demasiado fácil de adivinar. Agregue algunas palabras más, o caracteres que no sigan ningún patrón.',
    );
  });

  it('a user keeps at most 20 live sessions: the 21st sign-in ends the oldest', async () => {
    const { request, db } = createTestApp();
    const user = await makeUser(db);
    const cookies: string[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await request.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      cookies.push(String(res.headers['set-cookie']?.[0]).split(';')[0]!);
    }
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(20);
    expect((await request.get('/api/user').set('cookie', cookies[0]!)).status).toBe(401);
    for (const cookie of [cookies[1]!, cookies[20]!])
      expect((await request.get('/api/user').set('cookie', cookie)).status).toBe(200);
    // Another user's sessions are untouched.
    const other = await makeUser(db);
    await request.post('/api/auth/login').send({ email: other.email, password: other.password }).expect(200);
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(20);
  });

  it('logout deletes the session row, so the old cookie no longer works', async () => {
    const { agent, db, request } = createTestApp();
    const user = await makeUser(db);
    const browser = agent();
    await browser.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const cookie = (await browser.get('/api/user')).request.cookies;
    expect(cookie).toContain('dc_session');
    const out = await browser.get('/api/logout');
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(db.select().from(sessions).all()).toHaveLength(0);
    expect((await browser.get('/api/user')).status).toBe(401);
    // The same cookie replayed (its unsealed value is cached by now) is refused too.
    expect((await request.get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it("sign-in also sets dc_signed_in=1, readable by scripts, with the session cookie's path and lifetime", async () => {
    const { agent, db } = createTestApp();
    const user = await makeUser(db);
    for (const res of [
      await agent().post('/api/auth/login').send({ email: user.email, password: user.password }),
      await agent().post('/api/auth/signup').send({ email: 'fresh@example.com', password: 'correct-horse' }),
    ]) {
      const cookies = res.headers['set-cookie'] as unknown as string[];
      const session = cookies.find((c) => c.startsWith('dc_session='));
      const marker = cookies.find((c) => c.startsWith('dc_signed_in='));
      expect(session).toMatch(/HttpOnly/i);
      expect(marker).toMatch(/^dc_signed_in=1;/);
      expect(marker).not.toMatch(/HttpOnly/i);
      expect(marker).toMatch(/Path=\/(;|$)/);
      expect(marker).toMatch(/SameSite=Lax/i);
      // Both expire together: iron-session's Max-Age is the 30-day ttl less 60 s.
      expect(marker).toMatch(/Max-Age=2591940(;|$)/);
      expect(session).toMatch(/Max-Age=2591940(;|$)/);
    }
  });

  it('sign-out clears dc_signed_in, by the API call and by the /api/logout link', async () => {
    const { agent, db } = createTestApp();
    const user = await makeUser(db);
    for (const signOut of [
      (b: ReturnType<typeof agent>) => b.post('/api/auth/logout'),
      (b: ReturnType<typeof agent>) => b.get('/api/logout'),
    ]) {
      const browser = agent();
      await browser.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      const res = await signOut(browser);
      const marker = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('dc_signed_in='));
      expect(marker).toMatch(/^dc_signed_in=;/);
      expect(marker).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(marker).toMatch(/Path=\/(;|$)/);
    }
  });

  it('dc_signed_in alone signs nobody in: /api/user stays 401', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/user').set('Cookie', 'dc_signed_in=1');
    expect(res.status).toBe(401);
  });

  it('a role change takes effect on the next request without signing in again', async () => {
    const { agent, db } = createTestApp();
    const user = await makeUser(db, 'customer');
    const browser = agent();
    await browser.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    db.update(users).set({ role: 'superadmin' }).where(eq(users.id, user.id)).run();
    expect((await browser.get('/api/user')).body.user.role).toBe('superadmin');
  });

  it('GET /api/login leads to the sign-in page and keeps a local return path only', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/login?returnTo=/admin/campaigns');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?returnTo=%2Fadmin%2Fcampaigns');
    const evil = await request.get('/api/login?returnTo=//evil.example.com/x');
    expect(evil.headers.location).toBe('/login?returnTo=%2F');
    const fromReferer = await request
      .get('/api/login')
      .set('Host', 'shop.test')
      .set('Referer', 'http://shop.test/portal?restaurantId=2');
    expect(fromReferer.headers.location).toBe('/login?returnTo=%2Fportal%3FrestaurantId%3D2');
  });
});
