import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgTestDatabase } from '../../test/pg/database.ts';
import { pgTransaction, sqlState } from './transaction.ts';

let pool: pg.Pool;
let db: NodePgDatabase<Record<string, unknown>> & { $client: { end(): Promise<void> } };
beforeAll(async () => {
  let url: string;
  ({ url, pool } = await pgTestDatabase('tx', { migrated: false }));
  // drizzle's own pool (its pg types are not the API's): closed after the file.
  db = drizzle({ connection: { connectionString: url, max: 4 } });
  await pool.query('CREATE TABLE seats (id serial PRIMARY KEY, show_id integer NOT NULL)');
  await pool.query('CREATE TABLE accounts (id integer PRIMARY KEY, cents integer NOT NULL)');
});
afterAll(async () => {
  await db.$client.end();
});
beforeEach(async () => {
  await pool.query('TRUNCATE seats; DELETE FROM accounts; INSERT INTO accounts VALUES (1, 100), (2, 100)');
});

/** Two bodies that each wait at the gate until both have reached it: their reads overlap for sure. */
function gate(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived === parties) open();
    await opened;
  };
}

/** Takes the last seat of show 1 when there is one: a read, then a write that depends on it. */
function takeLastSeat(meet: () => Promise<void>, runs: { count: number }) {
  return async (tx: typeof db) => {
    const first = ++runs.count <= 2;
    const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM seats WHERE show_id = 1`);
    if (first) await meet();
    if (rows[0]!.n >= 1) return 'sold out';
    await tx.execute(sql`INSERT INTO seats (show_id) VALUES (1)`);
    return 'seated';
  };
}

describe('pgTransaction', () => {
  it('runs again a serializable transaction that lost a race: one seat is sold, once', async () => {
    const meet = gate(2);
    const runs = { count: 0 };
    const retried: string[] = [];
    const results = await Promise.all(
      [0, 1].map(() =>
        pgTransaction(db, takeLastSeat(meet, runs), {
          isolation: 'serializable',
          onRetry: (_, e) => retried.push(sqlState(e)!),
        }),
      ),
    );
    expect(results.sort()).toEqual(['seated', 'sold out']);
    expect(retried).toEqual(['40001']);
    expect(runs.count).toBe(3);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM seats');
    expect(rows[0].n).toBe(1);
  });

  it('without retries the loser fails with the serialization failure; under READ COMMITTED both would sell', async () => {
    const meet = gate(2);
    const outcomes = await Promise.allSettled(
      [0, 1].map(() => pgTransaction(db, takeLastSeat(meet, { count: 0 }), { isolation: 'serializable', attempts: 1 })),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(sqlState((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason)).toBe('40001');

    // The same race at READ COMMITTED: the rule is broken, which is why a money path names its level.
    await pool.query('TRUNCATE seats');
    const weak = gate(2);
    const results = await Promise.all(
      [0, 1].map(() => pgTransaction(db, takeLastSeat(weak, { count: 0 }), { isolation: 'read committed' })),
    );
    expect(results).toEqual(['seated', 'seated']);
  });

  it('runs again the victim of a deadlock: both transfers happen', async () => {
    const meet = gate(2);
    const retried: string[] = [];
    let runs = 0;
    const move = (from: number, to: number) => async (tx: typeof db) => {
      const first = ++runs <= 2;
      await tx.execute(sql`UPDATE accounts SET cents = cents - 10 WHERE id = ${from}`);
      if (first) await meet();
      await tx.execute(sql`UPDATE accounts SET cents = cents + 10 WHERE id = ${to}`);
    };
    await Promise.all([
      pgTransaction(db, move(1, 2), { isolation: 'read committed', onRetry: (_, e) => retried.push(sqlState(e)!) }),
      pgTransaction(db, move(2, 1), { isolation: 'read committed', onRetry: (_, e) => retried.push(sqlState(e)!) }),
    ]);
    expect(retried).toEqual(['40P01']);
    const { rows } = await pool.query('SELECT id, cents FROM accounts ORDER BY id');
    expect(rows).toEqual([
      { id: 1, cents: 100 },
      { id: 2, cents: 100 },
    ]);
    expect(runs).toBe(3);
  }, 30_000);

  it('does not retry other failures, and rolls back what the body wrote', async () => {
    let runs = 0;
    const failing = pgTransaction(
      db,
      async (tx) => {
        runs++;
        await tx.execute(sql`UPDATE accounts SET cents = 0 WHERE id = 1`);
        await tx.execute(sql`INSERT INTO accounts VALUES (2, 5)`);
      },
      { isolation: 'serializable' },
    );
    await expect(failing).rejects.toSatisfy((e) => sqlState(e) === '23505');
    expect(runs).toBe(1);
    const { rows } = await pool.query('SELECT cents FROM accounts WHERE id = 1');
    expect(rows[0].cents).toBe(100);
  });

  it('a read-only transaction refuses a write, once', async () => {
    let runs = 0;
    const write = pgTransaction(
      db,
      async (tx) => {
        runs++;
        await tx.execute(sql`UPDATE accounts SET cents = 0 WHERE id = 1`);
      },
      { isolation: 'repeatable read', readOnly: true },
    );
    await expect(write).rejects.toSatisfy((e) => sqlState(e) === '25006');
    expect(runs).toBe(1);
  });

  it('nested, it is a savepoint: its failure undoes only itself, and it never retries on its own', async () => {
    let inner = 0;
    await pgTransaction(
      db,
      async (tx) => {
        await tx.execute(sql`UPDATE accounts SET cents = 50 WHERE id = 1`);
        await expect(
          pgTransaction(
            tx,
            async (sp) => {
              inner++;
              await sp.execute(sql`UPDATE accounts SET cents = 0 WHERE id = 2`);
              throw Object.assign(new Error('lost'), { code: '40001' });
            },
            { isolation: 'serializable' },
          ),
        ).rejects.toThrow('lost');
      },
      { isolation: 'serializable' },
    );
    expect(inner).toBe(1);
    const { rows } = await pool.query('SELECT id, cents FROM accounts ORDER BY id');
    expect(rows).toEqual([
      { id: 1, cents: 50 },
      { id: 2, cents: 100 },
    ]);
  });

  it('gives up after its attempts and throws the last failure', async () => {
    let runs = 0;
    const always = pgTransaction(
      db,
      async () => {
        runs++;
        throw Object.assign(new Error('always loses'), { code: '40001' });
      },
      { isolation: 'serializable', attempts: 3 },
    );
    await expect(always).rejects.toThrow('always loses');
    expect(runs).toBe(3);
  });
});
