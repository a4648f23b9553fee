import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '@dealcard/shared';
import { emailOutbox, nonprofits, users } from '../../db/schema/index.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { judgeNewPassword } from './password-policy.ts';

/** PRODUCT.md, "Safety, tightened again": a password equal to the account's e-mail is refused, everywhere one is set. */
const EMAIL = 'Quartz.Lantern.Meadow.93@example.org';

describe('a password equal to the e-mail', () => {
  it('is refused at sign-up, with its own message under the password, in English and Spanish', async () => {
    const { request, db } = createTestApp();
    for (const password of [EMAIL, EMAIL.toLowerCase(), ` ${EMAIL.toUpperCase()} `]) {
      const res = await request.post('/api/auth/signup').send({ email: EMAIL, password });
      expect(res.status).toBe(400);
      expect(res.body.issues.password).toEqual([SAFETY_MESSAGES.passwordIsEmail.en]);
    }
    const es = await request.post('/api/auth/signup').set('Accept-Language', 'es').send({ email: EMAIL, password: EMAIL });
    expect(es.body.issues.password).toEqual([SAFETY_MESSAGES.passwordIsEmail.es]);
    expect(db.select().from(users).all()).toEqual([]);
    // Another strong password is taken.
    expect((await request.post('/api/auth/signup').send({ email: EMAIL, password: 'violet-harbor-tractor-42' })).status).toBe(
      201,
    );
  });

  it('is refused when accepting a coordinator invitation, and by user:create', async () => {
    const ctx = createTestApp();
    const { nonprofit, restaurantId } = makeCampaign(ctx.db);
    ctx.db.update(nonprofits).set({ contactEmail: EMAIL.toLowerCase() }).where(eq(nonprofits.id, nonprofit.id)).run();
    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
    await owner.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`).expect(202);
    const mail = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'coordinator-invite')).get()!;
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const res = await ctx.request.post(`/api/invites/${token}/accept`).send({ password: EMAIL.toLowerCase() });
    expect(res.status).toBe(400);
    expect(res.body.issues.password).toEqual([SAFETY_MESSAGES.passwordIsEmail.en]);
    expect(ctx.db.select().from(users).where(eq(users.email, EMAIL.toLowerCase())).get()).toBeUndefined();
    expect((await judgeNewPassword(EMAIL, [EMAIL], EMAIL)).message).toBe(SAFETY_MESSAGES.passwordIsEmail);
  });
});
