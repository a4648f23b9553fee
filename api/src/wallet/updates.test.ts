import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { undoRedemption } from '../modules/counter/undo.ts';
import { redeemOffer } from '../modules/counter/redeem.ts';
import { createTestApp } from '../test/harness.ts';
import { makeCampaign, makeCard, makeLocation, makeUser, refundInFull } from '../test/factories.ts';
import { storedCardToken } from '../modules/cards/card-tokens.ts';
import { walletCardView } from './card-view.ts';
import { ensureWalletPass } from './passes.ts';
import { createWalletUpdater, queueExpiredPasses, type WalletSender } from './updates.ts';
import { expirationDateOf } from '../modules/cards/card-days.ts';
import { addDaysTo } from '@dealcard/shared';

const silent = pino({ level: 'silent' });

/** A sender that records the cards it was asked about and fails while `failing` is set. */
function recordingSender() {
  const sent: number[] = [];
  const sender: WalletSender & { sent: number[]; failing: boolean } = {
    sent,
    failing: false,
    async send(cardId: number) {
      if (this.failing) throw new Error('service unavailable');
      sent.push(cardId);
    },
  };
  return sender;
}

function queued(db: ReturnType<typeof createTestApp>['db']) {
  return db.$client
    .prepare(
      'SELECT card_id AS cardId, attempts, apple_done_at AS appleDoneAt, google_done_at AS googleDoneAt, gave_up_at AS gaveUpAt FROM wallet_updates ORDER BY id',
    )
    .all() as {
    cardId: number;
    attempts: number;
    appleDoneAt: string | null;
    googleDoneAt: string | null;
    gaveUpAt: string | null;
  }[];
}

describe('wallet updates', () => {
  it('queue nothing for a card that is in no wallet', () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { card, offers } = makeCard(db, campaign.id);
    redeemOffer(db, card.accessCode, offers[0]!.id);
    refundInFull(db, card.id);
    expect(queued(db)).toEqual([]);
  });

  it('a use, its undo and a refund of a card in a wallet each queue an update and move updated_at', async () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { card, offers } = makeCard(db, campaign.id);
    const first = ensureWalletPass(db, card.id, new Date('2026-01-01T00:00:00Z'));
    expect(first.appleAuthToken).toMatch(/^[0-9a-f]{32}$/);
    expect(ensureWalletPass(db, card.id).appleAuthToken).toBe(first.appleAuthToken);

    const redeemed = redeemOffer(db, card.accessCode, offers[0]!.id);
    expect(queued(db).map((r) => r.cardId)).toEqual([card.id]);
    const afterUse = ensureWalletPass(db, card.id).updatedAt;
    expect(afterUse > first.updatedAt).toBe(true);

    const admin = await makeUser(db, 'superadmin');
    const user = { id: admin.id, email: admin.email, role: 'superadmin' as const, restaurantId: null, nonprofitId: null };
    await undoRedemption(db, redeemed.redemptionId!, { kind: 'user', user }, 'Wrong offer');
    expect(queued(db)).toHaveLength(2);
    refundInFull(db, card.id);
    expect(queued(db)).toHaveLength(3);
  });

  it('sends one update per card for what waited together, each wallet once, and empties the queue', async () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { card, offers } = makeCard(db, campaign.id);
    ensureWalletPass(db, card.id);
    redeemOffer(db, card.accessCode, offers[0]!.id);
    redeemOffer(db, card.accessCode, offers[1]!.id);
    const apple = recordingSender();
    const google = recordingSender();
    const updater = createWalletUpdater({ db, logger: silent, senders: { apple, google } });
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(apple.sent).toEqual([card.id]);
    expect(google.sent).toEqual([card.id]);
    expect(queued(db)).toEqual([]);
  });

  it('retries a failing wallet later without sending the other one again, and gives up after the last attempt', async () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { card, offers } = makeCard(db, campaign.id);
    ensureWalletPass(db, card.id);
    redeemOffer(db, card.accessCode, offers[0]!.id);
    const apple = recordingSender();
    const google = recordingSender();
    google.failing = true;
    let clock = new Date();
    const updater = createWalletUpdater({ db, logger: silent, senders: { apple, google }, maxAttempts: 3, now: () => clock });
    expect(await updater.runOnce()).toEqual({ sent: 0, retried: 1, gaveUp: 0 });
    expect(queued(db)[0]).toMatchObject({ attempts: 1, googleDoneAt: null });
    expect(queued(db)[0]!.appleDoneAt).not.toBeNull();
    // Not due again at once.
    expect(await updater.runOnce()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    clock = new Date(clock.getTime() + 10 * 60_000);
    google.failing = false;
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(apple.sent).toEqual([card.id]);
    expect(google.sent).toEqual([card.id]);

    redeemOffer(db, card.accessCode, offers[1]!.id);
    google.failing = true;
    for (let i = 0; i < 3; i++) {
      clock = new Date(clock.getTime() + 2 * 60 * 60_000);
      await updater.runOnce();
    }
    expect(queued(db)).toMatchObject([{ attempts: 3 }]);
    expect(queued(db)[0]!.gaveUpAt).not.toBeNull();
  });

  it('queues a pass once when its card expires, and again if a later expiry date passes too', async () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { card } = makeCard(db, campaign.id);
    ensureWalletPass(db, card.id);
    // The end of its last day in the deployment's zone: not queued a second before, queued a second after.
    const expiry = new Date(expirationDateOf(card.expiresOn));
    expect(await queueExpiredPasses(db, new Date(expiry.getTime() - 1000))).toBe(0);
    expect(await queueExpiredPasses(db, new Date(expiry.getTime() + 1000))).toBe(1);
    expect(await queueExpiredPasses(db, new Date(expiry.getTime() + 2000))).toBe(0);
    expect(queued(db)).toHaveLength(1);
    db.$client.prepare('UPDATE cards SET expires_on = ? WHERE id = ?').run(addDaysTo(card.expiresOn, 30), card.id);
    expect(queued(db)).toHaveLength(2);
    expect(await queueExpiredPasses(db, new Date(expiry.getTime() + 31 * 86_400_000))).toBe(1);
  });
});

describe('walletCardView', () => {
  it('reads the card as a pass shows it: offers left, located places only, the stored card token, and its state', async () => {
    const { db } = createTestApp();
    const { campaign, restaurantId } = makeCampaign(db);
    makeLocation(db, restaurantId, { name: 'No coordinates' });
    makeLocation(db, restaurantId, { name: 'Main St', latitude: 40.7128, longitude: -74.006 });
    const { card, offers } = makeCard(db, campaign.id);
    const view = walletCardView(db, card.id)!;
    expect(view.state).toBe('active');
    expect(view.locations.map((l) => l.name)).toEqual(['Main St']);
    expect(view.cardToken).toBe(storedCardToken(db, card.id));
    const total = view.remainingTotal;
    redeemOffer(db, card.accessCode, offers[0]!.id);
    expect(walletCardView(db, card.id)!.remainingTotal).toBe(total - 1);
    expect(walletCardView(db, card.id, new Date(new Date(expirationDateOf(card.expiresOn)).getTime() + 1000))!.state).toBe(
      'expired',
    );
    refundInFull(db, card.id);
    expect(walletCardView(db, card.id)!.state).toBe('voided');
    expect(walletCardView(db, 999_999)).toBeUndefined();
  });
});
