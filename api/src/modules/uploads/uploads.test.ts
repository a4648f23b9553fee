import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES, UPLOAD_DAILY_LIMIT_BYTES } from '@dealcard/shared';
import { uploadTokens, uploads } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function uploadUrl(ctx: ReturnType<typeof createTestApp>) {
  const { agent } = await signInAs(ctx, 'restaurant_owner');
  const res = await agent.post('/api/objects/upload').send();
  expect(res.status).toBe(200);
  return res.body.uploadURL as string;
}

describe('uploads', () => {
  it('a user gets at most 50 MB of uploads in any 24 hours; older uploads no longer count', async () => {
    const ctx = createTestApp();
    const { user, agent } = await signInAs(ctx, 'restaurant_owner');
    // Earlier today: just under the allowance, in rows (the files do not matter to the count).
    const earlier = new Date(Date.now() - 60 * 60_000).toISOString();
    for (let i = 0; i < 10; i++) {
      const size = i < 9 ? UPLOAD_DAILY_LIMIT_BYTES / 10 : UPLOAD_DAILY_LIMIT_BYTES / 10 - 10;
      ctx.db
        .insert(uploads)
        .values({ id: `earlier-${i}-xxxxxx`, contentType: 'image/png', size, createdBy: user.id, createdAt: earlier })
        .run();
    }
    const url = (await agent.post('/api/objects/upload').send()).body.uploadURL as string;
    const refused = await ctx.request.put(url).set('Content-Type', 'image/png').send(PNG);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'upload_quota', error: expect.stringMatching(/50 MB in the last 24 hours/) });
    expect(ctx.db.select().from(uploads).all()).toHaveLength(10);
    // A day later those no longer count.
    ctx.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000).toISOString() })
      .run();
    const again = (await agent.post('/api/objects/upload').send()).body.uploadURL as string;
    expect((await ctx.request.put(again).set('Content-Type', 'image/png').send(PNG)).status).toBe(201);
  });

  it('only signed-in users get an upload URL', async () => {
    const ctx = createTestApp();
    const res = await ctx.request.post('/api/objects/upload');
    expect(res.status).toBe(401);
    expect(ctx.db.select().from(uploadTokens).all()).toHaveLength(0);
  });

  it('accepts a PNG through the signed URL and serves it with its type and nosniff', async () => {
    const ctx = createTestApp();
    const url = await uploadUrl(ctx);
    expect(url).toMatch(/^\/api\/objects\/upload\/[A-Za-z0-9_-]+\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
    const put = await ctx.request.put(url).set('Content-Type', 'image/png').send(PNG);
    expect(put.status).toBe(201);
    const objectPath = put.body.objectPath as string;
    expect(objectPath).toMatch(/^\/objects\/uploads\/[A-Za-z0-9_-]+$/);
    const id = objectPath.split('/').pop()!;
    expect(ctx.db.select().from(uploads).where(eq(uploads.id, id)).get()).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(existsSync(path.join(ctx.config.uploadsDir, id))).toBe(true);
    const get = await ctx.request.get(objectPath);
    expect(get.status).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(get.body as Buffer, PNG)).toBe(0);
  });

  it('refuses an SVG with 415, even when it claims to be a PNG', async () => {
    const ctx = createTestApp();
    const res = await ctx.request
      .put(await uploadUrl(ctx))
      .set('Content-Type', 'image/png')
      .send(SVG);
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(ctx.db.select().from(uploads).all()).toHaveLength(0);
  });

  it('refuses a text file renamed to .png with 415', async () => {
    const ctx = createTestApp();
    const res = await ctx.request
      .put(await uploadUrl(ctx))
      .set('Content-Type', 'image/png')
      .set('Content-Disposition', 'attachment; filename="logo.png"')
      .send(Buffer.from('just some text pretending to be a logo\n'));
    expect(res.status).toBe(415);
    expect(ctx.db.select().from(uploads).all()).toHaveLength(0);
  });

  it('refuses 5 MB + 1 byte with 413 and accepts exactly 5 MB', async () => {
    const ctx = createTestApp();
    const tooBig = Buffer.alloc(LOGO_MAX_BYTES + 1);
    PNG.copy(tooBig);
    const res = await ctx.request
      .put(await uploadUrl(ctx))
      .set('Content-Type', 'image/png')
      .send(tooBig);
    expect(res.status).toBe(413);
    expect(ctx.db.select().from(uploads).all()).toHaveLength(0);
    const atLimit = tooBig.subarray(0, LOGO_MAX_BYTES);
    const ok = await ctx.request
      .put(await uploadUrl(ctx))
      .set('Content-Type', 'image/png')
      .send(atLimit);
    expect(ok.status).toBe(201);
  });

  it('refuses a URL used once already with 403 "Request has expired"', async () => {
    const ctx = createTestApp();
    const url = await uploadUrl(ctx);
    expect((await ctx.request.put(url).send(PNG)).status).toBe(201);
    const again = await ctx.request.put(url).send(PNG);
    expect(again.status).toBe(403);
    expect(again.body.error).toBe('Request has expired');
    expect(ctx.db.select().from(uploads).all()).toHaveLength(1);
  });

  it('refuses an expired URL with 403, and a tampered signature or expiry with 403', async () => {
    const ctx = createTestApp();
    const url = await uploadUrl(ctx);
    const token = url.split('/').pop()!.split('?')[0]!;
    ctx.db
      .update(uploadTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(uploadTokens.id, token))
      .run();
    const expired = await ctx.request.put(url).send(PNG);
    expect(expired.status).toBe(403);
    expect(expired.body.error).toBe('Request has expired');

    const fresh = await uploadUrl(ctx);
    const tampered = fresh.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await ctx.request.put(tampered).send(PNG)).status).toBe(403);
    const later = fresh.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`);
    expect((await ctx.request.put(later).send(PNG)).status).toBe(403);
    expect((await ctx.request.put(fresh).send(PNG)).status).toBe(201);
  });

  it('refuses an empty body with "File data is empty"', async () => {
    const ctx = createTestApp();
    const res = await ctx.request.put(await uploadUrl(ctx)).send(Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('File data is empty');
  });

  it('accepts JPEG, GIF and WebP by their bytes', async () => {
    const ctx = createTestApp();
    const samples: Array<[Buffer, string]> = [
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ];
    for (const [bytes, type] of samples) {
      const res = await ctx.request.put(await uploadUrl(ctx)).send(bytes);
      expect(res.status).toBe(201);
      const got = await ctx.request.get(res.body.objectPath);
      expect(got.headers['content-type']).toBe(type);
    }
  });
});
