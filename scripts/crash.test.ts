import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { todayHere } from '../api/src/modules/cards/card-days.ts';
import { startStripeStandIn, type StripeStandIn } from '../api/src/test/stripe-stand-in-server.ts';
import { addDaysTo } from '../shared/src/card-state.ts';
import { repoRoot, startServer, type RunningServer } from './test-server.ts';

const JOURNEYS = 200;
/** Cards bought before the burst: with the seeded ones, about a hundred vouchers for its scans and syncs. */
const COUNTER_CARDS = 6;
/** The server is killed once this many purchases and redemptions have been acknowledged: in the middle of the burst. */
const KILL_AFTER_ACKS = 150;
/** ... and once this many offline syncs have been answered, so there are answered ones to check as well as cut-off ones. */
const KILL_AFTER_SYNCS = 5;
/** ... and this many undos. */
const KILL_AFTER_UNDOS = 3;
/**
 * The mail worker leases an e-mail while sending it (MAIL_LEASE_SECONDS, 2 minutes by default);
 * one claimed at the instant of the kill is retried when its lease runs out. Both servers here
 * lease for a few seconds, so the poll needs far less than the default lease.
 */
const SERVER_ENV = { SEED_DEMO: 'auto', MAIL_LEASE_SECONDS: '3' };
const MAIL_DELIVERY_WAIT_MS = 60_000;

interface Journey {
  paymentIntentId?: string;
  email: string;
  purchased?: { accessCode: string };
  redeemed: number[];
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
  /** The cookies the answer set, as a Cookie header. */
  cookie: string;
}

async function call(base: string, urlPath: string, init: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
  const res = await fetch(base + urlPath, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

const post = (base: string, urlPath: string, body: unknown, cookie?: string) =>
  call(base, urlPath, { body, ...(cookie ? { cookie } : {}) });

const DEMO_OWNER = { email: 'owner@example.com', password: 'demo-owner-2026' };

interface Voucher {
  offerId: number;
  use: number;
  token: string;
}
interface SyncScan {
  token: string;
  scannedAt: string;
  nonce: string;
}
interface SyncResult {
  nonce: string;
  status: 'applied' | 'duplicate' | 'invalid';
  redemptionId?: number;
  usedAt?: string;
}
/** A tablet paired to the campaign's restaurant: its cookie, and its device id. */
interface Tablet {
  cookie: string;
  deviceId: number;
}

/** A tablet paired through the owner's own calls: a pairing code, then the tablet's pair. */
async function pairTablet(base: string, ownerCookie: string, locationId: number): Promise<Tablet> {
  const code = await post(base, '/api/kiosk/pairing-codes', { locationId }, ownerCookie);
  if (code.status !== 201) throw new Error(`pairing code ${code.status} ${JSON.stringify(code.json)}`);
  const paired = await post(base, '/api/kiosk/pair', { pairingCode: code.json.pairingCode });
  if (paired.status !== 201) throw new Error(`pair ${paired.status} ${JSON.stringify(paired.json)}`);
  return { cookie: paired.cookie, deviceId: (paired.json.device as { id: number }).id };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Card offers whose remaining uses and live redemptions do not add up to their total, or that fell below zero. */
function offersOutOfStep(db: Database.Database): unknown[] {
  return db
    .prepare(
      `SELECT o.id, o.quantity_total, o.quantity_remaining, count(r.id) AS redeemed
         FROM card_offers o LEFT JOIN redemptions r ON r.offer_id = o.id AND r.undone_at IS NULL
        GROUP BY o.id HAVING o.quantity_remaining + count(r.id) != o.quantity_total OR o.quantity_remaining < 0`,
    )
    .all();
}

/** What a sync can change: the redemptions, the scans kept by nonce, and the offers' remaining uses. */
function counterState(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT (SELECT count(*) FROM redemptions) AS redemptions, (SELECT count(*) FROM kiosk_scans) AS scans,
                (SELECT sum(quantity_remaining) FROM card_offers) AS remaining`,
      )
      .get();
  } finally {
    db.close();
  }
}

describe('a server killed with SIGKILL in the middle of a burst of purchases, redemptions, voucher scans and syncs', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-crash-'));
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'restarts with an intact database: one card per payment, each use of an offer applied at most once, offers add up, resent syncs add nothing, no e-mail lost',
    async () => {
      // The demo seed gives an active campaign and a few cards to redeem on.
      server = await startServer(SERVER_ENV, dataDir);
      const dbFile = path.join(dataDir, 'app.db');
      const seedDb = new Database(dbFile, { readonly: true });
      const campaign = seedDb
        .prepare(
          "SELECT id, slug, nonprofit_id AS nonprofitId FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id LIMIT 1",
        )
        .get() as { id: number; slug: string; nonprofitId: number };
      const seededOffers = seedDb
        .prepare(
          'SELECT c.access_code AS accessCode, o.id AS offerId FROM card_offers o JOIN cards c ON c.id = o.card_id WHERE c.campaign_id = ? AND o.quantity_remaining > 0',
        )
        .all(campaign.id) as Array<{ accessCode: string; offerId: number }>;
      // The owner's restaurant must be the campaign's: the owner pairs the tablets that scan its vouchers.
      const place = seedDb
        .prepare(
          `SELECT l.id AS locationId, u.restaurant_id = k.restaurant_id AS ownersOwn
             FROM campaigns k JOIN locations l ON l.restaurant_id = k.restaurant_id JOIN users u ON u.email = ?
            WHERE k.id = ? ORDER BY l.id LIMIT 1`,
        )
        .get(DEMO_OWNER.email, campaign.id) as { locationId: number; ownersOwn: number } | undefined;
      seedDb.close();
      expect(seededOffers.length).toBeGreaterThan(0);
      expect(place?.ownersOwn, "the demo owner's restaurant runs the first campaign").toBe(1);

      const base = server.baseURL;
      // A few more cards bought before the burst, so its scans and syncs have unused vouchers to race for.
      for (let i = 0; i < COUNTER_CARDS; i++) {
        const buyer = { customerName: `Counter Guest ${i}`, customerEmail: `counter-${i}@example.com` };
        const intent = await post(base, `/api/campaigns/${campaign.slug}/create-payment-intent`, {});
        const id = String(intent.json.paymentIntentId);
        await post(base, `/api/payments/${id}/buyer`, { ...buyer, clientSecret: intent.json.clientSecret });
        expect((await post(base, `/api/demo-payments/${id}/confirm`, { cardNumber: '4242 4242 4242 4242' })).status).toBe(200);
        const bought = await post(base, '/api/purchase-card', { ...buyer, campaignId: campaign.id, stripePaymentIntentId: id });
        expect(bought.status, JSON.stringify(bought.json)).toBeLessThan(300);
        const card = bought.json.card as { accessCode: string; offers: Array<{ id: number }> };
        seededOffers.push(...card.offers.map((o) => ({ accessCode: card.accessCode, offerId: o.id })));
      }
      // Two tablets at the restaurant, and the vouchers of the cards the burst also redeems by six-digit code.
      const login = await post(base, '/api/auth/login', DEMO_OWNER);
      expect(login.status).toBe(200);
      const tablets = [
        await pairTablet(base, login.cookie, place!.locationId),
        await pairTablet(base, login.cookie, place!.locationId),
      ];
      // A printed batch, activated during the burst (some codes twice at once).
      const printedBatch = await post(base, `/api/campaigns/${campaign.id}/printed-batches`, { count: 60 }, login.cookie);
      expect(printedBatch.status, JSON.stringify(printedBatch.json)).toBe(201);
      const printedRead = await call(base, `/api/printed-batches/${(printedBatch.json.batch as { id: number }).id}`, {
        cookie: login.cookie,
      });
      const activationCodes = (printedRead.json.cards as Array<{ activationCode: string }>).map((c) => c.activationCode);
      const vouchers: Voucher[] = [];
      /** Each card's QR, for the card QR taps of the burst. */
      const cardTokenOf = new Map<string, string>();
      for (const accessCode of new Set(seededOffers.map((o) => o.accessCode))) {
        const res = await call(base, `/api/cards/${accessCode}/vouchers`);
        expect(res.status).toBe(200);
        vouchers.push(...(res.json.vouchers as Voucher[]));
        if (typeof res.json.cardToken === 'string') cardTokenOf.set(accessCode, res.json.cardToken);
      }
      expect(vouchers.length).toBeGreaterThan(4);
      // Every card the burst redeems on is in a wallet (as its first pass download or save link
      // leaves it): each use and undo must queue its wallet update in its own transaction.
      const walletDb = new Database(dbFile);
      const changesSql = 'SELECT count(*) + count(undone_at) FROM redemptions r WHERE r.card_id = ?';
      /** What each wallet card's uses and undos counted when it entered the wallet. */
      const walletBaseline = new Map<number, number>();
      walletDb.transaction(() => {
        for (const accessCode of new Set(seededOffers.map((o) => o.accessCode))) {
          const cardId = walletDb.prepare('SELECT id FROM cards WHERE access_code = ?').pluck().get(accessCode) as number;
          walletDb
            .prepare(
              `INSERT INTO wallet_passes (card_id, apple_auth_token, updated_at)
               VALUES (?, lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
            )
            .run(cardId);
          walletBaseline.set(cardId, walletDb.prepare(changesSql).pluck().get(cardId) as number);
        }
      })();
      walletDb.close();
      const voucherOf = new Map(vouchers.map((v) => [v.token, v]));
      const first = server;
      let purchasesAnswered = 0;
      let killed = false;
      const redeemAcks: number[] = [];
      let syncsAnswered = 0;
      /** Undos the server acknowledged: the redemption and its six-digit code. */
      const undoAcks: Array<{ id: number; code: string }> = [];
      const acknowledged = () => {
        if (
          !killed &&
          purchasesAnswered + redeemAcks.length >= KILL_AFTER_ACKS &&
          syncsAnswered >= KILL_AFTER_SYNCS &&
          undoAcks.length >= KILL_AFTER_UNDOS
        ) {
          killed = true;
          process.kill(first.pid, 'SIGKILL');
        }
      };
      const ok = (status: number) => status >= 200 && status < 300;
      /** Online scans the server answered: which tablet, which voucher, and what it said. */
      const scanAcks: Array<{ tablet: Tablet; voucher: Voucher; status: string; redemptionId?: number }> = [];
      /** Every sync sent, with the server's results once it answered (none when the kill cut it off). */
      const syncs: Array<{ tablet: Tablet; scans: SyncScan[]; results?: SyncResult[] }> = [];
      /** Cash sales the server acknowledged (recorded by the owner at the nonprofit's table). */
      const cashAcks: number[] = [];
      const cashSale = (i: number) => {
        const answered = post(
          base,
          `/api/nonprofits/${campaign.nonprofitId}/cash-sales`,
          {
            campaignId: campaign.id,
            buyerName: `Cash Buyer ${i}`,
            buyerEmail: `cash-${i}@example.com`,
            method: i % 2 ? 'check' : 'cash',
            reference: `${1000 + i}`,
          },
          login.cookie,
        ).then(
          (r) => {
            if (!ok(r.status)) httpErrors.push(`cash sale ${r.status} ${JSON.stringify(r.json)}`);
            else cashAcks.push(Number((r.json.card as { id: number }).id));
          },
          () => void cutOff++,
        );
        counterCalls.push(answered);
        return answered;
      };
      /** Activations of printed cards the server acknowledged: the code and the card it made. */
      const activationAcks: Array<{ code: string; accessCode: string }> = [];
      const activate = (i: number) => {
        const code = activationCodes[i % activationCodes.length]!;
        // Every fifth one is sent twice at once: one card, the other answer 409.
        const copies = i % 5 === 0 ? 2 : 1;
        const answered = Promise.all(
          Array.from({ length: copies }, (_, n) =>
            post(base, '/api/activate', {
              activationCode: code,
              buyerName: `Door Buyer ${i}-${n}`,
              buyerEmail: `activate-${i}-${n}@example.com`,
            }).then(
              (r) => {
                if (r.status === 201)
                  activationAcks.push({ code, accessCode: String((r.json.card as { accessCode: string }).accessCode) });
                else if (!(copies > 1 && r.status === 409)) httpErrors.push(`activate ${r.status} ${JSON.stringify(r.json)}`);
              },
              () => void cutOff++,
            ),
          ),
        ).then(() => undefined);
        counterCalls.push(answered);
        return answered;
      };
      /** Answers that were neither a 2xx nor a connection cut by the kill: there must be none. */
      const httpErrors: string[] = [];
      let cutOff = 0;
      const counterCalls: Array<Promise<void>> = [];
      const scanVoucher = (i: number) => {
        const tablet = tablets[i % 2]!;
        // Online scans keep to the first two thirds of the vouchers; syncs reach all, so some of theirs are still unused.
        const voucher = vouchers[i % Math.ceil((vouchers.length * 2) / 3)]!;
        const answered = post(base, '/api/kiosk/vouchers', { token: voucher.token }, tablet.cookie).then(
          (r) => {
            if (!ok(r.status)) httpErrors.push(`scan ${r.status} ${JSON.stringify(r.json)}`);
            else
              scanAcks.push({
                tablet,
                voucher,
                status: String(r.json.status),
                ...(typeof r.json.redemptionId === 'number' ? { redemptionId: r.json.redemptionId } : {}),
              });
          },
          () => void cutOff++,
        );
        counterCalls.push(answered);
        return answered;
      };
      /** Card QR taps the server answered: which tablet, which card offer, and what it said. */
      const cardTapAcks: Array<{ tablet: Tablet; offerId: number; status: string; redemptionId?: number }> = [];
      /** Staff tap an offer of a scanned card QR, on the offers the codes, vouchers and syncs race for. */
      const tapCardQr = (i: number) => {
        const tablet = tablets[(i + 1) % 2]!;
        const target = seededOffers[(i * 3) % seededOffers.length]!;
        const token = cardTokenOf.get(target.accessCode);
        if (!token) return Promise.resolve();
        const answered = post(base, '/api/kiosk/card-redemptions', { token, offerId: target.offerId }, tablet.cookie).then(
          (r) => {
            if (!ok(r.status)) httpErrors.push(`card QR ${r.status} ${JSON.stringify(r.json)}`);
            else
              cardTapAcks.push({
                tablet,
                offerId: target.offerId,
                status: String(r.json.status),
                ...(typeof r.json.redemptionId === 'number' ? { redemptionId: r.json.redemptionId } : {}),
              });
          },
          () => void cutOff++,
        );
        counterCalls.push(answered);
        return answered;
      };
      /** A redemption undone at once ("tapped the wrong offer"), from the portal or from a tablet. */
      const undoOne = (i: number, target: { id: number; code: string }) => {
        const viaTablet = i % 2 === 0;
        const answered = post(
          base,
          viaTablet ? `/api/kiosk/redemptions/${target.id}/undo` : `/api/redemptions/${target.id}/undo`,
          { reason: 'Crash test: the wrong offer' },
          viaTablet ? tablets[i % 2]!.cookie : login.cookie,
        ).then(
          (r) => {
            if (!ok(r.status)) httpErrors.push(`undo ${r.status} ${JSON.stringify(r.json)}`);
            else {
              undoAcks.push(target);
              acknowledged();
            }
          },
          () => void cutOff++,
        );
        counterCalls.push(answered);
        return answered;
      };
      /** A batch from an offline queue: two vouchers, the first of them twice (a screenshot shown twice). */
      const syncBatch = (i: number) => {
        const tablet = tablets[(i + 1) % 2]!;
        const [a, b] = [vouchers[(i * 7) % vouchers.length]!, vouchers[(i * 7 + 1) % vouchers.length]!];
        const scannedAt = new Date().toISOString();
        const sync: (typeof syncs)[number] = {
          tablet,
          scans: [a, b, a].map((v, n) => ({ token: v.token, scannedAt, nonce: `crash-sync-${i}-${n}` })),
        };
        syncs.push(sync);
        const answered = post(base, '/api/kiosk/sync', { scans: sync.scans }, tablet.cookie).then(
          (r) => {
            if (!ok(r.status)) httpErrors.push(`sync ${r.status} ${JSON.stringify(r.json)}`);
            else {
              sync.results = r.json.results as SyncResult[];
              syncsAnswered++;
              acknowledged();
            }
          },
          () => void cutOff++,
        );
        counterCalls.push(answered);
        return answered;
      };
      const journeys: Journey[] = Array.from({ length: JOURNEYS }, (_, i) => ({ email: `crash-${i}@example.com`, redeemed: [] }));

      const run = async (j: Journey, i: number) => {
        // Voucher scans and offline syncs race everything else, on the offers the six-digit redemptions take too.
        const counter = [
          scanVoucher(i),
          ...(i % 6 === 0 ? [syncBatch(i)] : []),
          ...(i % 5 === 2 ? [cashSale(i)] : []),
          ...(i % 4 === 1 && i < 4 * 60 ? [activate((i - 1) / 4)] : []),
          ...(i % 4 === 1 ? [tapCardQr(i)] : []),
        ];
        const buyer = { customerName: `Crash Buyer ${i}`, customerEmail: j.email, customerPhone: '(555) 010-2000' };
        const intent = await post(base, `/api/campaigns/${campaign.slug}/create-payment-intent`, {});
        if (!ok(intent.status)) throw new Error(`create-payment-intent ${intent.status} ${JSON.stringify(intent.json)}`);
        j.paymentIntentId = String(intent.json.paymentIntentId);
        const attach = await post(base, `/api/payments/${j.paymentIntentId}/buyer`, {
          ...buyer,
          clientSecret: intent.json.clientSecret,
        });
        if (!ok(attach.status)) throw new Error(`attach buyer ${attach.status} ${JSON.stringify(attach.json)}`);
        const confirm = await post(base, `/api/demo-payments/${j.paymentIntentId}/confirm`, {
          cardNumber: '4242 4242 4242 4242',
        });
        if (!ok(confirm.status)) throw new Error(`demo confirm ${confirm.status} ${JSON.stringify(confirm.json)}`);
        // Redemptions on the seeded cards race the purchases.
        const seeded = seededOffers[i % seededOffers.length]!;
        // A redemption cut off by the kill has no answer to check; only acknowledged ones count.
        const seededRedeem = post(base, `/api/cards/${seeded.accessCode}/redeem`, { offerId: seeded.offerId }).then(
          (r) => {
            if (ok(r.status)) redeemAcks.push(Number(r.json.redemptionId));
            acknowledged();
          },
          () => undefined,
        );
        const purchase = await post(base, '/api/purchase-card', {
          ...buyer,
          campaignId: campaign.id,
          stripePaymentIntentId: j.paymentIntentId,
        });
        if (!ok(purchase.status)) throw new Error(`purchase-card ${purchase.status} ${JSON.stringify(purchase.json)}`);
        const card = purchase.json.card as { accessCode: string; offers: Array<{ id: number }> };
        j.purchased = { accessCode: card.accessCode };
        purchasesAnswered++;
        acknowledged();
        if (i % 6 === 3) counter.push(syncBatch(i));
        const mine: Array<{ id: number; code: string }> = [];
        await Promise.all(
          card.offers.slice(0, 2).map(async (offer) => {
            const r = await post(base, `/api/cards/${card.accessCode}/redeem`, { offerId: offer.id });
            if (ok(r.status)) {
              j.redeemed.push(offer.id);
              redeemAcks.push(Number(r.json.redemptionId));
              mine.push({ id: Number(r.json.redemptionId), code: String(r.json.code) });
            }
            acknowledged();
          }),
        );
        // Some are undone at once, racing everything else.
        if (i % 3 === 1 && mine.length > 0) counter.push(undoOne(i, mine[0]!));
        await seededRedeem;
        await Promise.all(counter);
      };

      // Everything at once; calls cut off by the kill reject with a connection error.
      const outcomes = await Promise.allSettled(journeys.map(run));
      expect(killed).toBe(true);
      const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      // Only the kill may break a journey: no call failed with an HTTP error before it.
      for (const f of failures)
        expect(String(f.reason), String(f.reason)).toMatch(
          /fetch failed|ECONNRESET|ECONNREFUSED|socket|other side closed|terminated/i,
        );
      const purchased = journeys.filter((j) => j.purchased);
      expect(purchased.length + redeemAcks.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(redeemAcks.length).toBeGreaterThan(0);
      expect(failures.length).toBeGreaterThan(0);
      // A journey cut off by the kill leaves its scan or sync unanswered: that is the only way one may fail.
      await Promise.all(counterCalls);
      expect(httpErrors).toEqual([]);
      expect(scanAcks.length).toBeGreaterThan(0);
      expect(syncs.filter((s) => s.results).length).toBeGreaterThanOrEqual(KILL_AFTER_SYNCS);
      await new Promise<void>((resolve) =>
        first.process.exitCode !== null || first.process.signalCode !== null
          ? resolve()
          : first.process.once('exit', () => resolve()),
      );

      // Paid before the kill, no card yet: the restarted server's sweep must make theirs.
      const orphansOf = (file: string) => {
        const check = new Database(file, { readonly: true });
        try {
          return check
            .prepare(
              "SELECT p.payment_intent_id AS id, p.customer_name AS name, p.customer_email AS email FROM payments p LEFT JOIN cards c ON c.stripe_payment_intent_id = p.payment_intent_id WHERE p.status = 'succeeded' AND c.id IS NULL",
            )
            .all() as Array<{ id: string; name: string; email: string }>;
        } finally {
          check.close();
        }
      };
      const orphans = orphansOf(dbFile);
      // Restart on the same data folder (no demo seed: users exist).
      server = await startServer(SERVER_ENV, dataDir);
      const db = new Database(dbFile, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);

        // Every purchase-card that answered 2xx has exactly its one card.
        const cardsOf = db.prepare('SELECT access_code AS accessCode FROM cards WHERE stripe_payment_intent_id = ?');
        for (const j of purchased) {
          expect(cardsOf.all(j.paymentIntentId)).toEqual([{ accessCode: j.purchased!.accessCode }]);
        }
        // No payment has two cards, and every card a payment points at is that payment's card.
        expect(
          db
            .prepare(
              'SELECT stripe_payment_intent_id FROM cards WHERE stripe_payment_intent_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1',
            )
            .all(),
        ).toEqual([]);
        expect(
          db
            .prepare(
              'SELECT p.payment_intent_id FROM payments p JOIN cards c ON c.id = p.card_id WHERE c.stripe_payment_intent_id IS NOT p.payment_intent_id',
            )
            .all(),
        ).toEqual([]);
        // Every acknowledged cash sale survived the kill, its card and its one sale row held as cash.
        expect(cashAcks.length).toBeGreaterThan(0);
        const cashCard = db.prepare<[number], { method: string; channel: string }>(
          "SELECT c.sale_method AS method, l.channel FROM cards c JOIN ledger_entries l ON l.card_id = c.id AND l.kind = 'sale' WHERE c.id = ?",
        );
        for (const id of cashAcks) expect(['cash', 'check']).toContain(cashCard.get(id)?.method);
        for (const id of cashAcks) expect(cashCard.get(id)?.channel).toBe('cash');
        // Every acknowledged activation survived: its code names its card, one card per code, and
        // every card an activation made (acknowledged or cut off) is linked to its code, as a cash sale.
        expect(activationAcks.length).toBeGreaterThan(0);
        expect(new Set(activationAcks.map((a) => a.code)).size).toBe(activationAcks.length);
        const linked = db.prepare<[string], { accessCode: string; method: string }>(
          'SELECT c.access_code AS accessCode, c.sale_method AS method FROM printed_cards p JOIN cards c ON c.id = p.card_id WHERE p.activation_code = ?',
        );
        for (const a of activationAcks) expect(linked.get(a.code)).toEqual({ accessCode: a.accessCode, method: 'cash' });
        expect(
          db
            .prepare(
              "SELECT c.id FROM cards c LEFT JOIN printed_cards p ON p.card_id = c.id WHERE c.customer_email LIKE 'activate-%' AND p.id IS NULL",
            )
            .all(),
        ).toEqual([]);
        // Every acknowledged redemption survived the kill.
        const redemptionIds = new Set((db.prepare('SELECT id FROM redemptions').all() as Array<{ id: number }>).map((r) => r.id));
        for (const id of redeemAcks) expect(redemptionIds.has(id), `redemption ${id}`).toBe(true);

        // Each use of an offer is held by at most one live redemption, whatever path took it.
        expect(
          db
            .prepare('SELECT offer_id, use, count(*) AS n FROM redemptions WHERE undone_at IS NULL GROUP BY 1, 2 HAVING n > 1')
            .all(),
        ).toEqual([]);
        // Every scan the server answered is as it said: a valid one is that use of that offer, checked at that tablet.
        const redemption = db.prepare<
          [number],
          { offerId: number; use: number; deviceId: number | null; undoneAt: string | null }
        >('SELECT offer_id AS offerId, use, verified_device_id AS deviceId, undone_at AS undoneAt FROM redemptions WHERE id = ?');
        for (const scan of scanAcks) {
          if (scan.status === 'valid') {
            expect(redemption.get(scan.redemptionId!), `scan ${scan.redemptionId}`).toEqual({
              offerId: scan.voucher.offerId,
              use: scan.voucher.use,
              deviceId: scan.tablet.deviceId,
              undoneAt: null,
            });
          } else if (scan.status === 'already_used' && scan.redemptionId) {
            expect(redemption.get(scan.redemptionId), `scan of a used voucher -> ${scan.redemptionId}`).toMatchObject({
              offerId: scan.voucher.offerId,
              use: scan.voucher.use,
            });
          } else expect(['already_used', 'voided', 'expired']).toContain(scan.status);
        }
        // Every card QR tap the server answered is as it said: a valid one is a live use of that offer, checked at that tablet.
        expect(cardTapAcks.some((x) => x.status === 'valid')).toBe(true);
        for (const tap of cardTapAcks) {
          if (tap.status === 'valid') {
            expect(redemption.get(tap.redemptionId!), `card QR tap ${tap.redemptionId}`).toMatchObject({
              offerId: tap.offerId,
              deviceId: tap.tablet.deviceId,
              undoneAt: null,
            });
          } else expect(['none_left', 'voided', 'expired']).toContain(tap.status);
        }
        // Every sync result the server answered is kept under its nonce, and an applied one is that voucher's use.
        const kept = db.prepare<[string], { status: string; redemptionId: number | null; deviceId: number }>(
          'SELECT status, redemption_id AS redemptionId, device_id AS deviceId FROM kiosk_scans WHERE nonce = ?',
        );
        for (const sync of syncs.filter((x) => x.results)) {
          for (const [n, result] of sync.results!.entries()) {
            const sent = sync.scans[n]!;
            expect(result.nonce).toBe(sent.nonce);
            expect(kept.get(result.nonce), result.nonce).toEqual({
              status: result.status,
              redemptionId: result.redemptionId ?? null,
              deviceId: sync.tablet.deviceId,
            });
            if (result.status === 'applied') {
              const voucher = voucherOf.get(sent.token)!;
              expect(redemption.get(result.redemptionId!)).toMatchObject({
                offerId: voucher.offerId,
                use: voucher.use,
                undoneAt: null,
              });
            }
          }
          // The same voucher twice in one batch: the second is never applied.
          expect(sync.results![2]!.status).not.toBe('applied');
        }
        // Every acknowledged undo survived the kill: the redemption is undone, its use back on the offer.
        expect(undoAcks.length).toBeGreaterThan(0);
        const undoneAt = db.prepare<[number], { undoneAt: string | null }>(
          'SELECT undone_at AS undoneAt FROM redemptions WHERE id = ?',
        );
        for (const u of undoAcks) expect(undoneAt.get(u.id)?.undoneAt, `undo of ${u.id}`).toBeTruthy();
        // The burst did race: some scans found their voucher already used, and some syncs came back as duplicates.
        expect(scanAcks.some((x) => x.status === 'already_used')).toBe(true);
        expect(syncs.some((x) => x.results?.some((r) => r.status === 'duplicate'))).toBe(true);
      } finally {
        db.close();
      }

      // A succeeded payment the kill caught before its card existed gets its card from the
      // reconciliation sweep the restarted server runs (no client asks again), audited as recovered;
      // a success page asking afterwards gets that same card.
      const sweepDeadline = Date.now() + 30_000;
      while (orphansOf(dbFile).length > 0 && Date.now() < sweepDeadline) await sleep(250);
      expect(orphansOf(dbFile)).toEqual([]);
      const recovered = new Database(dbFile, { readonly: true });
      const recoveredCards = recovered
        .prepare(
          "SELECT c.stripe_payment_intent_id AS id FROM audit_log a JOIN cards c ON c.id = a.entity_id WHERE a.action = 'card_recovered'",
        )
        .all() as Array<{ id: string }>;
      recovered.close();
      expect(recoveredCards.map((r) => r.id).sort()).toEqual(orphans.map((o) => o.id).sort());
      for (const o of orphans) {
        const r = await post(server.baseURL, '/api/purchase-card', {
          campaignId: campaign.id,
          customerName: o.name,
          customerEmail: o.email,
          stripePaymentIntentId: o.id,
        });
        expect(r.status, JSON.stringify(r.json)).toBeLessThan(300);
      }

      const after = new Database(dbFile, { readonly: true });
      try {
        expect(
          after
            .prepare(
              "SELECT count(*) AS n FROM payments p WHERE p.status = 'succeeded' AND (SELECT count(*) FROM cards c WHERE c.stripe_payment_intent_id = p.payment_intent_id) != 1",
            )
            .get(),
        ).toEqual({ n: 0 });
        // Offers add up: remaining plus live redemptions is the total, for every card offer, and none is below zero.
        expect(offersOutOfStep(after)).toEqual([]);
        // The reports' running totals (campaign_totals) match the cards and redemptions they count.
        expect(
          after
            .prepare(
              `SELECT c.id FROM campaigns c LEFT JOIN campaign_totals t ON t.campaign_id = c.id
              WHERE t.campaign_id IS NULL
                 OR t.cards_sold != (SELECT count(*) FROM cards WHERE campaign_id = c.id)
                 OR t.revenue != (SELECT coalesce(sum(amount_paid), 0) FROM cards WHERE campaign_id = c.id)
                 OR t.redemptions != (SELECT count(*) FROM redemptions WHERE campaign_id = c.id AND undone_at IS NULL)`,
            )
            .all(),
        ).toEqual([]);
        // The ledger has exactly one sale row per card, and the totals' shares are its sums.
        expect(
          after
            .prepare(
              "SELECT c.id FROM cards c WHERE (SELECT count(*) FROM ledger_entries l WHERE l.card_id = c.id AND l.kind = 'sale') != 1",
            )
            .all(),
        ).toEqual([]);
        // The cash the nonprofits hold is the ledger's cash rows, and every cash card's sale row says cash.
        expect(
          after
            .prepare(
              `SELECT t.campaign_id FROM campaign_totals t
                WHERE t.cash_held != (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries
                                       WHERE campaign_id = t.campaign_id AND channel = 'cash')`,
            )
            .all(),
        ).toEqual([]);
        expect(
          after
            .prepare(
              `SELECT c.id FROM cards c JOIN ledger_entries l ON l.card_id = c.id AND l.kind = 'sale'
                WHERE (c.sale_method = 'online') != (l.channel = 'online')`,
            )
            .all(),
        ).toEqual([]);
        expect(
          after
            .prepare(
              `SELECT t.campaign_id FROM campaign_totals t
                WHERE t.nonprofit_share != (SELECT coalesce(sum(nonprofit_cents), 0) FROM ledger_entries WHERE campaign_id = t.campaign_id)`,
            )
            .all(),
        ).toEqual([]);
        // Every use and undo of a card in a wallet queued exactly one wallet update with it
        // (no wallet is configured here, so nothing sends them): none lost, none without its change.
        const queuedFor = after.prepare('SELECT count(*) FROM wallet_updates WHERE card_id = ?').pluck();
        const changesOf = after.prepare(changesSql).pluck();
        for (const [cardId, before] of walletBaseline)
          expect(queuedFor.get(cardId), `wallet updates of card ${cardId}`).toBe((changesOf.get(cardId) as number) - before);
        expect(
          (after.prepare('SELECT count(*) AS n FROM wallet_updates').get() as { n: number }).n,
          'wallet updates queued by the burst',
        ).toBeGreaterThan(0);
        // Every card bought has its confirmation e-mail queued.
        expect(
          after
            .prepare(
              "SELECT c.id FROM cards c LEFT JOIN email_outbox e ON e.dedupe_key = 'card-confirmation:' || c.id WHERE c.stripe_payment_intent_id IS NOT NULL AND e.id IS NULL",
            )
            .all(),
        ).toEqual([]);
      } finally {
        after.close();
      }

      // The code of every undone redemption is void at the counter after the restart: never served.
      for (const u of undoAcks) {
        const r = await post(server.baseURL, '/api/kiosk/verify', { code: u.code }, tablets[0]!.cookie);
        expect(r.status).toBe(200);
        expect(r.json, `code of undone redemption ${u.id}`).toMatchObject({ status: 'voided', voidedBecause: 'undone' });
      }

      // The tablets send their syncs again with the same nonces (a lost answer is resent until
      // acknowledged). Those the server had answered get the same answers and change nothing.
      const resend = async (list: typeof syncs) => {
        const answers: SyncResult[][] = [];
        for (const sync of list) {
          const r = await post(server!.baseURL, '/api/kiosk/sync', { scans: sync.scans }, sync.tablet.cookie);
          expect(r.status, JSON.stringify(r.json)).toBe(200);
          answers.push(r.json.results as SyncResult[]);
        }
        return answers;
      };
      const essentials = (results: SyncResult[]) =>
        results.map((r) => ({ nonce: r.nonce, status: r.status, redemptionId: r.redemptionId }));
      const answered = syncs.filter((x) => x.results);
      const beforeResend = counterState(dbFile);
      const again = await resend(answered);
      for (const [n, sync] of answered.entries()) expect(essentials(again[n]!)).toEqual(essentials(sync.results!));
      expect(counterState(dbFile)).toEqual(beforeResend);
      // Those the kill cut off are applied now, once: sending everything again changes nothing.
      const firstAnswers = await resend(syncs);
      const settled = counterState(dbFile);
      const secondAnswers = await resend(syncs);
      expect(secondAnswers.map(essentials)).toEqual(firstAnswers.map(essentials));
      expect(counterState(dbFile)).toEqual(settled);
      const resent = new Database(dbFile, { readonly: true });
      try {
        expect(offersOutOfStep(resent)).toEqual([]);
        expect(
          resent
            .prepare('SELECT offer_id, use, count(*) AS n FROM redemptions WHERE undone_at IS NULL GROUP BY 1, 2 HAVING n > 1')
            .all(),
        ).toEqual([]);
      } finally {
        resent.close();
      }

      // The restarted worker delivers what the killed one left pending.
      const waitStarted = Date.now();
      const deadline = Date.now() + MAIL_DELIVERY_WAIT_MS;
      let pending: unknown[] = [];
      for (;;) {
        const mail = new Database(dbFile, { readonly: true });
        pending = mail
          .prepare(
            "SELECT id, status, attempts, next_attempt_at FROM email_outbox WHERE kind = 'card-confirmation' AND status != 'sent'",
          )
          .all();
        const sent = mail
          .prepare("SELECT id FROM email_outbox WHERE kind = 'card-confirmation' AND status = 'sent'")
          .all() as Array<{ id: number }>;
        mail.close();
        if (pending.length === 0) {
          for (const { id } of sent)
            expect(existsSync(path.join(dataDir, 'outbox', `email-${id}.eml`)), `email-${id}.eml`).toBe(true);
          expect(sent.length).toBeGreaterThanOrEqual(purchased.length);
          break;
        }
        if (Date.now() > deadline) break;
        await sleep(500);
      }
      console.log(
        `crash test: ${purchased.length} purchases and ${redeemAcks.length} redemptions acknowledged before the kill, ${failures.length} journeys cut off, ` +
          `${scanAcks.length} voucher scans (${scanAcks.filter((x) => x.status === 'valid').length} valid) and ${answered.length} of ${syncs.length} syncs ` +
          `(${answered.flatMap((x) => x.results!).filter((r) => r.status === 'applied').length} scans applied) answered, ${cutOff} scans or syncs cut off, ` +
          `${activationAcks.length} printed cards activated, ${orphans.length} paid-but-cardless payments completed after the restart, e-mails all delivered ${((Date.now() - waitStarted) / 1000).toFixed(1)} s after the checks`,
      );
      expect(pending).toEqual([]);
    },
    MAIL_DELIVERY_WAIT_MS + 120_000,
  );
});

describe('a server killed with SIGKILL after Stripe took payments and before their cards existed', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-crash-stripe-'));
  let server: RunningServer | undefined;
  let standIn: StripeStandIn | undefined;

  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the restarted server’s reconciliation sweep, racing `npm run reconcile`, makes every missing card exactly once', async () => {
    const PAYMENTS = 12;
    standIn = await startStripeStandIn();
    // No webhook secret: Stripe's notifications are lost, as when the server is down.
    const env = {
      ...SERVER_ENV,
      STRIPE_SECRET_KEY: 'sk_test_crash',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_crash',
      STRIPE_API_BASE: standIn.url,
    };
    server = await startServer(env, dataDir);
    const first = server;
    // The sweep runs a second after start; the payments come after it.
    await sleep(1500);
    const seedDb = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const campaign = seedDb
      .prepare("SELECT id, slug FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id LIMIT 1")
      .get() as { id: number; slug: string };
    seedDb.close();

    const ids: string[] = [];
    for (let i = 0; i < PAYMENTS; i++) {
      const intent = await post(first.baseURL, `/api/campaigns/${campaign.slug}/create-payment-intent`, {});
      expect(intent.status).toBe(200);
      const id = String(intent.json.paymentIntentId);
      const attach = await post(first.baseURL, `/api/payments/${id}/buyer`, {
        customerName: `Lost Buyer ${i}`,
        customerEmail: `lost-${i}@example.com`,
        clientSecret: intent.json.clientSecret,
      });
      expect(attach.status).toBe(200);
      // The buyer's browser confirms with Stripe; the success page never loads.
      standIn.succeed(id);
      ids.push(id);
    }
    process.kill(first.pid, 'SIGKILL');
    await new Promise<void>((resolve) =>
      first.process.exitCode !== null || first.process.signalCode !== null
        ? resolve()
        : first.process.once('exit', () => resolve()),
    );
    const dbFile = path.join(dataDir, 'app.db');
    const cardCount = () => {
      const db = new Database(dbFile, { readonly: true });
      try {
        return (db.prepare('SELECT count(*) AS n FROM cards WHERE stripe_payment_intent_id IS NOT NULL').get() as { n: number })
          .n;
      } finally {
        db.close();
      }
    };
    expect(cardCount()).toBe(0);

    // Restart, and at the same moment an operator runs the sweep by hand.
    server = await startServer(env, dataDir);
    // Asynchronously: the Stripe stand-in answering it lives in this process.
    const manual = spawn(process.execPath, ['--import', 'tsx', 'scripts/reconcile.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let manualOutput = '';
    manual.stdout.on('data', (d) => (manualOutput += d));
    manual.stderr.on('data', (d) => (manualOutput += d));
    const manualCode = await new Promise<number | null>((resolve) => manual.once('exit', resolve));
    expect(manualCode, manualOutput).toBe(0);
    const deadline = Date.now() + 30_000;
    while (cardCount() < PAYMENTS && Date.now() < deadline) await sleep(250);

    const db = new Database(dbFile, { readonly: true });
    try {
      for (const id of ids) {
        expect(db.prepare('SELECT count(*) AS n FROM cards WHERE stripe_payment_intent_id = ?').get(id), id).toEqual({ n: 1 });
      }
      expect(db.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'card_recovered'").get()).toEqual({ n: PAYMENTS });
      expect(
        db.prepare("SELECT count(*) AS n FROM email_outbox WHERE kind = 'card-confirmation' AND to_address LIKE 'lost-%'").get(),
      ).toEqual({ n: PAYMENTS });
      expect(
        db
          .prepare(
            "SELECT count(*) AS n FROM ledger_entries WHERE kind = 'sale' AND reference IN (SELECT value FROM json_each(?))",
          )
          .get(JSON.stringify(ids)),
      ).toEqual({ n: PAYMENTS });
    } finally {
      db.close();
    }
  }, 120_000);
});

describe('`npm run reminders` killed with SIGKILL in the middle of its sweep', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-crash-reminders-'));
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves each reminder queued with its card marked, or neither; two sweeps racing beside the server then queue every one once', async () => {
    const CARDS = 12_000;
    // A seeded, migrated database, then no server: the sweep runs alone first.
    server = await startServer(SERVER_ENV, dataDir);
    await server.stop();
    server = undefined;
    const dbFile = path.join(dataDir, 'app.db');
    const setup = new Database(dbFile);
    const soon = addDaysTo(todayHere(), 10);
    setup.exec('BEGIN');
    setup
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO cards (campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expires_on, purchase_date, amount_paid)
         SELECT c.id, c.restaurant_id, 'CRASHREMIND' || i, c.nonprofit_name, 'Crash Holder', 'crash-' || i || '@example.com', ?, ?, c.card_price
         FROM n, (SELECT * FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id LIMIT 1) c`,
      )
      // Bought a month ago: a card bought within the last 14 days gets no reminder.
      .run(CARDS, soon, new Date(Date.now() - 30 * 86_400_000).toISOString());
    setup.exec(
      `INSERT INTO card_offers (card_id, offer_type, description, quantity_total, quantity_remaining)
       SELECT id, 'Free Pie', 'A whole pie, on the house', 2, 2 FROM cards WHERE access_code LIKE 'CRASHREMIND%'`,
    );
    setup.exec('COMMIT');
    setup.close();
    const state = () => {
      const db = new Database(dbFile, { readonly: true });
      try {
        return db
          .prepare(
            `SELECT (SELECT count(*) FROM card_reminders) AS marked,
                    (SELECT count(*) FROM email_outbox WHERE kind = 'card-reminder') AS queued,
                    (SELECT count(*) FROM (SELECT to_address FROM email_outbox WHERE kind = 'card-reminder'
                                           GROUP BY to_address HAVING count(*) > 1)) AS twice`,
          )
          .get() as { marked: number; queued: number; twice: number };
      } finally {
        db.close();
      }
    };
    const runReminders = () =>
      spawn(process.execPath, ['--import', 'tsx', 'scripts/reminders.ts'], {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });

    // Killed once it has committed some of its batches.
    const first = runReminders();
    let output = '';
    first.stdout.on('data', (d) => (output += d));
    first.stderr.on('data', (d) => (output += d));
    const exited = new Promise<void>((resolve) => first.once('exit', () => resolve()));
    const deadline = Date.now() + 60_000;
    while (state().marked === 0 && Date.now() < deadline) await sleep(10);
    first.kill('SIGKILL');
    await exited;
    const cut = state();
    expect(cut.marked, output).toBeGreaterThan(0);
    expect(cut.marked).toBeLessThan(CARDS);
    // Each batch commits its cards' marks and e-mails together: none marked without its e-mail.
    expect(cut.queued).toBe(cut.marked);
    expect(cut.twice).toBe(0);

    // The server runs while two operators run it again by hand at the same moment.
    server = await startServer(SERVER_ENV, dataDir);
    const runs = [runReminders(), runReminders()].map((child) => {
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      return new Promise<{ code: number | null; text: string }>((resolve) =>
        child.once('exit', (code) => resolve({ code, text })),
      );
    });
    for (const run of await Promise.all(runs)) expect(run.code, run.text).toBe(0);
    expect(state()).toEqual({ marked: CARDS, queued: CARDS, twice: 0 });
  }, 180_000);
});
