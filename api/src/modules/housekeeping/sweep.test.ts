import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  coordinatorInvites,
  findCardTokens,
  kioskPairingCodes,
  restaurants,
  sessions,
  uploadTokens,
  uploads,
} from '../../db/schema/index.ts';
import { makeLocation, makeNonprofit, makeRestaurant, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { sweep } from './sweep.ts';

const HOUR = 60 * 60_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

describe('the periodic sweep', () => {
  it('deletes expired sessions, spent or expired tokens and pairing codes, old find-my-card links and abandoned uploads, and keeps the rest', async () => {
    const { db, config } = createTestApp();
    const restaurant = makeRestaurant(db);
    const location = makeLocation(db, restaurant.id);
    const user = await makeUser(db, 'restaurant_owner', restaurant.id);
    db.insert(sessions)
      .values([
        { sid: 'expired', userId: user.id, sess: {}, expire: iso(-HOUR) },
        { sid: 'live', userId: user.id, sess: {}, expire: iso(HOUR) },
      ])
      .run();
    db.insert(uploadTokens)
      .values([
        { id: 'used', userId: user.id, expiresAt: iso(HOUR), usedAt: iso(-60_000) },
        { id: 'expired', userId: user.id, expiresAt: iso(-60_000) },
        { id: 'waiting', userId: user.id, expiresAt: iso(HOUR) },
      ])
      .run();
    db.insert(kioskPairingCodes)
      .values([
        { code: 'USEDCODE', restaurantId: restaurant.id, locationId: location.id, expiresAt: iso(HOUR), usedAt: iso(-60_000) },
        { code: 'OLDCODE1', restaurantId: restaurant.id, locationId: location.id, expiresAt: iso(-60_000) },
        { code: 'OPENCODE', restaurantId: restaurant.id, locationId: location.id, expiresAt: iso(HOUR) },
      ])
      .run();
    db.insert(findCardTokens)
      .values([
        { tokenHash: 'expired-8-days', email: 'a@example.com', expiresAt: iso(-8 * 24 * HOUR) },
        { tokenHash: 'expired-1-day', email: 'a@example.com', expiresAt: iso(-24 * HOUR) },
      ])
      .run();
    // Uploads: an abandoned one (2 days, nothing uses it), two in use, one fresh.
    mkdirSync(config.uploadsDir, { recursive: true });
    const file = (id: string) => path.join(config.uploadsDir, id);
    for (const [id, age] of [
      ['abandoned-aaaaaa', 48 * HOUR],
      ['restaurant-logo-aaaa', 48 * HOUR],
      ['nonprofit-logo-aaaa', 48 * HOUR],
      ['fresh-upload-aaaa', HOUR],
    ] as const) {
      db.insert(uploads)
        .values({ id, contentType: 'image/png', size: 3, createdBy: user.id, createdAt: iso(-age) })
        .run();
      writeFileSync(file(id), 'png');
    }
    db.update(restaurants).set({ logoUrl: '/objects/uploads/restaurant-logo-aaaa' }).run();
    const invited = makeNonprofit(db, restaurant.id, { logoUrl: '/objects/uploads/nonprofit-logo-aaaa' });
    const stillOpen = makeNonprofit(db, restaurant.id);
    const invite = (nonprofitId: number, expiresAt: string) =>
      db
        .insert(coordinatorInvites)
        .values({ nonprofitId, tokenHash: `hash-${nonprofitId}`, email: 'c@example.org', expiresAt, sentAt: expiresAt })
        .run();
    invite(invited.id, new Date(Date.now() - 1000).toISOString());
    invite(stillOpen.id, new Date(Date.now() + 86_400_000).toISOString());

    expect(await sweep(db, config.uploadsDir)).toEqual({
      sessions: 1,
      uploadTokens: 2,
      pairingCodes: 2,
      findCardTokens: 1,
      coordinatorInvites: 1,
      uploads: 1,
      invalidScans: 0,
    });

    expect(
      db
        .select({ sid: sessions.sid })
        .from(sessions)
        .all()
        .map((r) => r.sid),
    ).toEqual(['live']);
    expect(
      db
        .select({ id: uploadTokens.id })
        .from(uploadTokens)
        .all()
        .map((r) => r.id),
    ).toEqual(['waiting']);
    expect(
      db
        .select({ code: kioskPairingCodes.code })
        .from(kioskPairingCodes)
        .all()
        .map((r) => r.code),
    ).toEqual(['OPENCODE']);
    expect(
      db
        .select({ t: findCardTokens.tokenHash })
        .from(findCardTokens)
        .all()
        .map((r) => r.t),
    ).toEqual(['expired-1-day']);
    expect(
      db
        .select({ id: uploads.id })
        .from(uploads)
        .all()
        .map((r) => r.id)
        .sort(),
    ).toEqual(['fresh-upload-aaaa', 'nonprofit-logo-aaaa', 'restaurant-logo-aaaa']);
    expect(existsSync(file('abandoned-aaaaaa'))).toBe(false);
    expect(existsSync(file('restaurant-logo-aaaa'))).toBe(true);
    expect(existsSync(file('fresh-upload-aaaa'))).toBe(true);
    // Nothing left to do: a second sweep deletes nothing.
    expect(await sweep(db, config.uploadsDir)).toEqual({
      sessions: 0,
      uploadTokens: 0,
      pairingCodes: 0,
      findCardTokens: 0,
      coordinatorInvites: 0,
      uploads: 0,
      invalidScans: 0,
    });
  });
});
