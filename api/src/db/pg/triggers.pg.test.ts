import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '../client.ts';
import { freshDatabase } from '../../test/pg/throwaway.ts';
import { migratePostgres } from './migrate.ts';

/**
 * The triggers ported to PL/pgSQL (migrations-pg/0001_triggers.sql) behave as SQLite's: the same
 * statements, run on both engines, succeed or fail alike and leave the same campaign totals,
 * ledger, redemptions, cards and wallet queue; and on PostgreSQL alone the key cases are spelled out.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LONG_AGO = '2020-01-01T00:00:00.000Z';

/** A small world both engines start from: one restaurant, two nonprofits, three campaigns. */
const WORLD = [
  "INSERT INTO users (id, email, role) VALUES ('admin', 'admin@example.org', 'superadmin')",
  "INSERT INTO restaurants (id, name, contact_name, contact_email) VALUES (1, 'Rosa''s', 'Rosa', 'rosa@example.org')",
  "INSERT INTO nonprofits (id, restaurant_id, name) VALUES (1, 1, 'Band'), (2, 1, 'Choir')",
  "INSERT INTO locations (id, restaurant_id, name) VALUES (1, 1, 'Main')",
  ...[1, 2, 3].map(
    (id) =>
      `INSERT INTO campaigns (id, restaurant_id, nonprofit_id, slug, short_code, nonprofit_name, description)
       VALUES (${id}, 1, ${1 + (id % 2)}, 'c${id}', 'S${id}', 'Band', 'Cards')`,
  ),
];

/** A seeded generator, so a failure names a script that can be replayed. */
function random(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
}

/** Statements valid on both engines: sales, uses, undos, refunds, holds, moves, wallet passes, tampering. */
function script(seed: number, length: number): string[] {
  const pick = random(seed);
  const out: string[] = [];
  let cards = 0;
  let redemptions = 0;
  let refunds = 0;
  let campaigns = 3;
  const card = () => 1 + pick(Math.max(cards, 1));
  for (let i = 0; i < length; i++) {
    const op = pick(15);
    if (op <= 2 || cards === 0) {
      const id = ++cards;
      const method = ['online', 'online', 'cash', 'check'][pick(4)];
      const amount = 1 + pick(5000);
      const intent = method === 'online' && pick(2) ? `'pi_${id}'` : 'NULL';
      out.push(
        `INSERT INTO cards (id, campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email,
           expires_on, amount_paid, sale_method, stripe_payment_intent_id, recorded_by, purchase_date)
         VALUES (${id}, ${1 + pick(campaigns)}, 1, 'A${id}', 'Band', 'Ann', 'ann@example.org', '2027-06-30', ${amount},
           '${method}', ${intent}, ${method === 'online' ? 'NULL' : "'admin'"}, '2026-0${1 + pick(9)}-1${pick(10)}T12:00:00.000Z')`,
        `INSERT INTO card_offers (id, card_id, offer_type, description, quantity_total, quantity_remaining)
         VALUES (${id}, ${id}, 'Taco', 'One taco', 3, 3)`,
      );
    } else if (op <= 5) {
      const c = card();
      const id = ++redemptions;
      out.push(
        `INSERT INTO redemptions (id, card_id, offer_id, restaurant_id, campaign_id, code, customer_name, use)
         SELECT ${id}, id, id, 1, campaign_id, '${String(100000 + id)}', 'Ann', ${1 + pick(3)} FROM cards WHERE id = ${c}`,
      );
    } else if (op === 6)
      out.push(`UPDATE redemptions SET undone_at = '2026-05-05T10:00:00.000Z' WHERE id = ${1 + pick(redemptions + 1)}`);
    else if (op === 7) out.push(`UPDATE redemptions SET undone_at = NULL WHERE id = ${1 + pick(redemptions + 1)}`);
    else if (op === 8) out.push(`DELETE FROM redemptions WHERE id = ${1 + pick(redemptions + 1)}`);
    else if (op === 9) {
      const c = card();
      // Some refunds give back the rest of what was paid: the card becomes refunded.
      const full = pick(3) === 0;
      const cents = full ? '(c.amount_paid - c.refunded_cents)' : String(1 + pick(3000));
      const onCard = full ? '(amount_paid - refunded_cents)' : cents;
      const kind = pick(3) ? 'refund' : 'dispute_lost';
      out.push(
        `INSERT INTO ledger_entries (kind, reference, amount_cents, nonprofit_cents, restaurant_id, nonprofit_id, campaign_id, card_id, created_at)
         SELECT '${kind}', 're_${++refunds}', -${cents}, -((${cents} + 1) / 2), 1, cp.nonprofit_id, c.campaign_id, c.id, '${LONG_AGO}'
           FROM cards c JOIN campaigns cp ON cp.id = c.campaign_id WHERE c.id = ${c}`,
        `UPDATE cards SET refunded_cents = refunded_cents + ${onCard},
                status = CASE WHEN refunded_cents + ${onCard} >= amount_paid THEN 'refunded' ELSE status END
          WHERE id = ${c}`,
      );
    } else if (op === 10) out.push(`UPDATE cards SET status = '${['on_hold', 'active', 'lost'][pick(3)]}' WHERE id = ${card()}`);
    // Not a refunded card: neither engine's move trigger carries cards_refunded along (the product
    // never moves a card; SQLite's triggers are the reference and the port keeps their behaviour).
    else if (op === 11)
      out.push(
        `UPDATE cards SET campaign_id = ${1 + pick(campaigns)}, amount_paid = amount_paid + ${pick(3)} WHERE id = ${card()} AND status <> 'refunded'`,
      );
    else if (op === 12) {
      const c = card();
      out.push(`INSERT INTO wallet_passes (card_id, apple_auth_token, updated_at) VALUES (${c}, 'tok${c}', '${LONG_AGO}')`);
    } else if (op === 13)
      out.push(`UPDATE cards SET expires_on = '2028-0${1 + pick(9)}-01', customer_name = 'Bo' WHERE id = ${card()}`);
    else {
      const tamper = [
        'UPDATE ledger_entries SET amount_cents = 0 WHERE id = 1',
        'DELETE FROM ledger_entries WHERE id = 1',
        `DELETE FROM cards WHERE id = ${card()}`,
        `INSERT INTO campaigns (id, restaurant_id, nonprofit_id, slug, short_code, nonprofit_name, description)
         VALUES (${++campaigns}, 1, 1, 'c${campaigns}', 'S${campaigns}', 'Band', 'Cards')`,
      ];
      out.push(tamper[pick(tamper.length)]!);
    }
  }
  return out;
}

/** What the triggers keep, read the same way on both engines (integers cast, instants left out). */
const STATE = {
  totals: `SELECT campaign_id, cards_sold, CAST(revenue AS INTEGER) AS revenue, redemptions, cards_refunded,
                  CAST(refunded AS INTEGER) AS refunded, CAST(nonprofit_share AS INTEGER) AS nonprofit_share,
                  CAST(cash_held AS INTEGER) AS cash_held
             FROM campaign_totals ORDER BY campaign_id`,
  ledger: `SELECT kind, reference, amount_cents, nonprofit_cents, channel, restaurant_id, nonprofit_id, campaign_id, card_id,
                  actor_user_id, created_at
             FROM ledger_entries ORDER BY kind, reference`,
  cards: 'SELECT id, campaign_id, amount_paid, status, refunded_cents, expires_on FROM cards ORDER BY id',
  redemptions: 'SELECT id, card_id, campaign_id, use, undone_at, live_use FROM redemptions ORDER BY id',
  wallet: `SELECT p.card_id, p.updated_at <> '${LONG_AGO}' AS moved,
                  CAST((SELECT count(*) FROM wallet_updates u WHERE u.card_id = p.card_id) AS INTEGER) AS queued
             FROM wallet_passes p ORDER BY p.card_id`,
};

/** The totals as counting every row says they must be. */
const TRUTH = `SELECT c.id AS campaign_id,
    CAST((SELECT count(*) FROM cards WHERE campaign_id = c.id) AS INTEGER) AS cards_sold,
    CAST((SELECT coalesce(sum(amount_paid), 0) FROM cards WHERE campaign_id = c.id) AS INTEGER) AS revenue,
    CAST((SELECT count(*) FROM redemptions WHERE campaign_id = c.id AND undone_at IS NULL) AS INTEGER) AS redemptions,
    CAST((SELECT count(*) FROM cards WHERE campaign_id = c.id AND status = 'refunded') AS INTEGER) AS cards_refunded,
    CAST((SELECT coalesce(-sum(amount_cents), 0) FROM ledger_entries
           WHERE campaign_id = c.id AND kind IN ('refund', 'dispute_lost')) AS INTEGER) AS refunded,
    CAST((SELECT coalesce(sum(nonprofit_cents), 0) FROM ledger_entries WHERE campaign_id = c.id) AS INTEGER) AS nonprofit_share,
    CAST((SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE campaign_id = c.id AND channel = 'cash') AS INTEGER) AS cash_held
  FROM campaigns c ORDER BY c.id`;

/** SQLite gives booleans as 0/1: PostgreSQL's true/false read the same way. */
const plain = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v])));

const opened: Array<{ sqlite: Db; pool: pg.Pool }> = [];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dealcard-triggers-'));
});

afterAll(async () => {
  for (const { sqlite, pool } of opened) {
    sqlite.$client.close();
    await pool.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

interface Pair {
  sqlite: Db;
  pool: pg.Pool;
  /** Runs one statement on both engines, each on its own (autocommit): whether each succeeded. */
  run: (sql: string) => Promise<{ sqlite: boolean; postgres: boolean }>;
  read: (sql: string) => Promise<{ sqlite: unknown[]; postgres: unknown[] }>;
}

/** A fresh migrated SQLite file and a fresh migrated PostgreSQL database, both holding the world. */
async function pair(name: string): Promise<Pair> {
  const sqlite = openDatabase(path.join(dir, `${name}.db`));
  migrateDatabase(sqlite);
  const url = await freshDatabase(inject('pgUrl'), name);
  await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  opened.push({ sqlite, pool });
  const run = async (sql: string) => {
    let lite = true;
    try {
      sqlite.$client.prepare(sql).run();
    } catch {
      lite = false;
    }
    const postgres = await pool.query(sql).then(
      () => true,
      () => false,
    );
    return { sqlite: lite, postgres };
  };
  const read = async (sql: string) => ({
    sqlite: plain(sqlite.$client.prepare(sql).all() as Array<Record<string, unknown>>),
    postgres: plain((await pool.query(sql)).rows as Array<Record<string, unknown>>),
  });
  for (const sql of WORLD) expect(await run(sql)).toEqual({ sqlite: true, postgres: true });
  return { sqlite, pool, run, read };
}

/** What the scripts exercised, over all seeds: each case a trigger handles happened at least once. */
const COVERAGE = {
  cashSale: "SELECT count(*) AS n FROM ledger_entries WHERE channel = 'cash'",
  refundedCard: "SELECT count(*) AS n FROM cards WHERE status = 'refunded'",
  cardOnHold: "SELECT count(*) AS n FROM cards WHERE status = 'on_hold'",
  undoneUse: 'SELECT count(*) AS n FROM redemptions WHERE undone_at IS NOT NULL',
  liveUse: 'SELECT count(*) AS n FROM redemptions WHERE undone_at IS NULL',
  walletUpdate: 'SELECT count(*) AS n FROM wallet_updates',
  movedPass: `SELECT count(*) AS n FROM wallet_passes WHERE updated_at <> '${LONG_AGO}'`,
  untouchedPass: `SELECT count(*) AS n FROM wallet_passes WHERE updated_at = '${LONG_AGO}'`,
  extraCampaign: 'SELECT count(*) AS n FROM campaigns WHERE id > 3',
};
const covered = new Map<string, number>();

describe('the triggers behave on PostgreSQL as on SQLite', () => {
  afterAll(() => {
    // Run after the scripts: a script generator that stopped reaching a case would make them hollow.
    for (const what of Object.keys(COVERAGE)) expect(covered.get(what) ?? 0, what).toBeGreaterThan(0);
  });
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`a script of 150 sales, uses, undos, refunds, holds, moves, wallet passes and tampering (seed ${seed}) leaves the same state`, async () => {
      const both = await pair(`script_${seed}`);
      const outcomes: string[] = [];
      let failures = 0;
      for (const sql of script(seed, 150)) {
        const result = await both.run(sql);
        if (!result.sqlite) failures++;
        if (result.sqlite !== result.postgres) outcomes.push(`${JSON.stringify(result)}: ${sql.replace(/\s+/g, ' ')}`);
      }
      // Every statement succeeded or failed alike (some must fail: refused ledger edits, a second live use).
      expect(outcomes).toEqual([]);
      expect(failures).toBeGreaterThan(0);
      for (const [what, sql] of Object.entries(STATE)) {
        const { sqlite, postgres } = await both.read(sql);
        expect(postgres, what).toEqual(sqlite);
        if (what !== 'wallet') expect(sqlite.length, what).toBeGreaterThan(0);
      }
      // And the kept totals are what counting every row says.
      const truth = await both.read(TRUTH);
      const kept = await both.read(STATE.totals);
      expect(kept.postgres).toEqual(truth.postgres);
      expect(kept.sqlite).toEqual(truth.sqlite);
      for (const [what, sql] of Object.entries(COVERAGE)) {
        const { rows } = await both.pool.query<{ n: string }>(sql);
        covered.set(what, (covered.get(what) ?? 0) + Number(rows[0]!.n));
      }
    });
  }
});

/** One card of campaign 1 (nonprofit 2), sold online through a payment or in person. */
const sell = (id: number, cents: number, method: 'online' | 'cash' | 'check', intent?: string) =>
  `INSERT INTO cards (id, campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expires_on,
     amount_paid, sale_method, stripe_payment_intent_id, recorded_by, purchase_date)
   VALUES (${id}, 1, 1, 'K${id}', 'Band', 'Ann', 'ann@example.org', '2027-06-30', ${cents}, '${method}',
     ${intent ? `'${intent}'` : 'NULL'}, ${method === 'online' ? 'NULL' : "'admin'"}, '2026-03-0${id}T09:00:00.000Z')`;
const offer = (id: number) =>
  `INSERT INTO card_offers (id, card_id, offer_type, description, quantity_total, quantity_remaining) VALUES (${id}, ${id}, 'Taco', 'One', 2, 2)`;
const use = (id: number, card: number, n: number) =>
  `INSERT INTO redemptions (id, card_id, offer_id, restaurant_id, campaign_id, code, customer_name, use)
   VALUES (${id}, ${card}, ${card}, 1, 1, '${String(200000 + id)}', 'Ann', ${n})`;

describe('the key cases, spelled out, on both engines', () => {
  it("a sold card writes its ledger sale row and moves its campaign's totals", async () => {
    const both = await pair('sale_row');
    for (const sql of [sell(1, 2001, 'online', 'pi_1'), sell(2, 1500, 'cash'), sell(3, 999, 'check')])
      expect(await both.run(sql)).toEqual({ sqlite: true, postgres: true });
    const ledger = await both.read(
      'SELECT reference, amount_cents, nonprofit_cents, channel, nonprofit_id, actor_user_id, created_at FROM ledger_entries ORDER BY id',
    );
    expect(ledger.postgres).toEqual(ledger.sqlite);
    expect(ledger.postgres).toEqual([
      {
        reference: 'pi_1',
        amount_cents: 2001,
        nonprofit_cents: 1001,
        channel: 'online',
        nonprofit_id: 2,
        actor_user_id: null,
        created_at: '2026-03-01T09:00:00.000Z',
      },
      {
        reference: 'card:2',
        amount_cents: 1500,
        nonprofit_cents: 750,
        channel: 'cash',
        nonprofit_id: 2,
        actor_user_id: 'admin',
        created_at: '2026-03-02T09:00:00.000Z',
      },
      {
        reference: 'card:3',
        amount_cents: 999,
        nonprofit_cents: 500,
        channel: 'cash',
        nonprofit_id: 2,
        actor_user_id: 'admin',
        created_at: '2026-03-03T09:00:00.000Z',
      },
    ]);
    const totals = await both.read(`${STATE.totals.replace('ORDER BY', 'WHERE campaign_id = 1 ORDER BY')}`);
    expect(totals.postgres).toEqual(totals.sqlite);
    expect(totals.postgres).toEqual([
      {
        campaign_id: 1,
        cards_sold: 3,
        revenue: 4500,
        redemptions: 0,
        cards_refunded: 0,
        refunded: 0,
        nonprofit_share: 2251,
        cash_held: 2499,
      },
    ]);
  });

  it('the ledger refuses UPDATE and DELETE (and, on PostgreSQL, TRUNCATE)', async () => {
    const both = await pair('append_only');
    await both.run(sell(1, 2000, 'online'));
    expect(await both.run('UPDATE ledger_entries SET amount_cents = 1')).toEqual({ sqlite: false, postgres: false });
    expect(await both.run('DELETE FROM ledger_entries')).toEqual({ sqlite: false, postgres: false });
    await expect(both.pool.query('UPDATE ledger_entries SET reason = 1')).rejects.toThrow(/append-only/);
    await expect(both.pool.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
    await expect(both.pool.query('TRUNCATE ledger_entries CASCADE')).rejects.toThrow(/append-only/);
    const { rows } = await both.pool.query('SELECT amount_cents FROM ledger_entries');
    expect(rows).toEqual([{ amount_cents: 2000 }]);
  });

  it('an unknown status, sale method or refunded amount past the price is refused', async () => {
    const both = await pair('card_guards');
    expect(await both.run(sell(1, 2000, 'online'))).toEqual({ sqlite: true, postgres: true });
    expect(await both.run(sell(2, 2000, 'wire' as 'cash'))).toEqual({ sqlite: false, postgres: false });
    await expect(both.pool.query("UPDATE cards SET status = 'lost' WHERE id = 1")).rejects.toThrow(/unknown status/);
    await expect(both.pool.query('UPDATE cards SET refunded_cents = 2001 WHERE id = 1')).rejects.toThrow(/out of range/);
    expect(await both.run("UPDATE cards SET refunded_cents = 2000, status = 'refunded' WHERE id = 1")).toEqual({
      sqlite: true,
      postgres: true,
    });
    const totals = await both.read('SELECT cards_refunded FROM campaign_totals WHERE campaign_id = 1');
    expect(totals).toEqual({ sqlite: [{ cards_refunded: 1 }], postgres: [{ cards_refunded: 1 }] });
  });

  it('a use counts once while live: undone it leaves the totals, and its use is free again', async () => {
    const both = await pair('uses');
    for (const sql of [sell(1, 2000, 'online'), offer(1), use(1, 1, 1)])
      expect(await both.run(sql)).toEqual({ sqlite: true, postgres: true });
    // The same use of the offer again is refused while the first is live (the generated live_use's unique index).
    expect(await both.run(use(2, 1, 1))).toEqual({ sqlite: false, postgres: false });
    expect(await both.run("UPDATE redemptions SET undone_at = '2026-04-01T00:00:00.000Z' WHERE id = 1")).toEqual({
      sqlite: true,
      postgres: true,
    });
    expect(await both.run(use(3, 1, 1))).toEqual({ sqlite: true, postgres: true });
    expect(await both.run('DELETE FROM redemptions WHERE id = 1')).toEqual({ sqlite: true, postgres: true });
    const totals = await both.read('SELECT redemptions FROM campaign_totals WHERE campaign_id = 1');
    expect(totals).toEqual({ sqlite: [{ redemptions: 1 }], postgres: [{ redemptions: 1 }] });
    const { rows } = await both.pool.query<{ redeemed_at: string }>('SELECT redeemed_at FROM redemptions');
    expect(rows[0]!.redeemed_at).toMatch(ISO);
  });

  it('a change a wallet pass shows queues one wallet update, for cards in a wallet only', async () => {
    const both = await pair('wallet');
    for (const sql of [
      sell(1, 2000, 'online'),
      sell(2, 2000, 'online'),
      offer(1),
      offer(2),
      `INSERT INTO wallet_passes (card_id, apple_auth_token, updated_at) VALUES (1, 'tok', '${LONG_AGO}')`,
      use(1, 1, 1),
      use(2, 2, 1),
      "UPDATE redemptions SET undone_at = '2026-04-01T00:00:00.000Z' WHERE id = 1",
      "UPDATE cards SET expires_on = '2027-12-31' WHERE id = 1",
      "UPDATE cards SET status = 'on_hold' WHERE id = 1",
      // Not shown on the pass: no update.
      "UPDATE cards SET customer_name = 'Bo', expires_on = '2027-12-31' WHERE id = 1",
    ])
      expect(await both.run(sql), sql).toEqual({ sqlite: true, postgres: true });
    const queued = await both.read('SELECT card_id, CAST(count(*) AS INTEGER) AS n FROM wallet_updates GROUP BY card_id');
    expect(queued).toEqual({ sqlite: [{ card_id: 1, n: 4 }], postgres: [{ card_id: 1, n: 4 }] });
    const { rows } = await both.pool.query<{ updated_at: string; queued_at: string }>(
      'SELECT p.updated_at, u.queued_at FROM wallet_passes p JOIN wallet_updates u USING (card_id) ORDER BY u.id DESC LIMIT 1',
    );
    expect(rows[0]!.updated_at).toMatch(ISO);
    expect(rows[0]!.updated_at).not.toBe(LONG_AGO);
    expect(rows[0]!.queued_at).toMatch(ISO);
  });
});
