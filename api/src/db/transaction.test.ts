import { sql } from 'drizzle-orm';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { HandleAfterTransaction, OutsideTransaction, transaction } from './transaction.ts';

const scratch = sqliteTable('scratch', { x: text('x').notNull() });

function setup() {
  const db = openDatabase(':memory:');
  db.$client.exec('CREATE TABLE scratch (x TEXT NOT NULL)');
  const rows = () => db.$client.prepare('SELECT x FROM scratch ORDER BY rowid').pluck().all() as string[];
  return { db, rows };
}

/** Lets every queued microtask and one macrotask run. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('transaction(db, body)', () => {
  it('commits what an awaiting body wrote, and rolls all of it back when the body throws', async () => {
    const { db, rows } = setup();
    await expect(
      transaction(db, async (tx) => {
        await tx.insert(scratch).values({ x: 'a' });
        await tx.insert(scratch).values({ x: 'b' });
        return 'done';
      }),
    ).resolves.toBe('done');
    await expect(
      transaction(db, async (tx) => {
        await tx.insert(scratch).values({ x: 'c' });
        expect(await tx.select().from(scratch)).toHaveLength(3);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(rows()).toEqual(['a', 'b']);
    expect(db.$client.inTransaction).toBe(false);
  });

  it('runs transactions one at a time: bodies that await never interleave', async () => {
    const { db, rows } = setup();
    const log: string[] = [];
    const body = (name: string) => async (tx: typeof db) => {
      log.push(`${name} begins`);
      for (let i = 0; i < 3; i++) {
        await tx.insert(scratch).values({ x: `${name}${i}` });
        await Promise.resolve();
      }
      log.push(`${name} ends`);
      if (name === 'b') throw new Error('b refused');
    };
    const results = await Promise.allSettled(['a', 'b', 'c'].map((name) => transaction(db, body(name))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'c begins', 'c ends']);
    expect(rows()).toEqual(['a0', 'a1', 'a2', 'c0', 'c1', 'c2']);
  });

  it('refuses a statement or a transaction on the database handle while one is open, instead of letting it in', async () => {
    const { db, rows } = setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = transaction(db, async (tx) => {
      await tx.insert(scratch).values({ x: 'inside' });
      await held;
    });
    await tick();
    expect(() => db.insert(scratch).values({ x: 'outside' }).run()).toThrow(OutsideTransaction);
    expect(() => db.select().from(scratch).all()).toThrow(OutsideTransaction);
    expect(() => db.transaction(() => db.$client.exec("INSERT INTO scratch VALUES ('sync')"))).toThrow(OutsideTransaction);
    release();
    await open;
    // Once committed, the handle works again.
    db.insert(scratch).values({ x: 'after' }).run();
    expect(rows()).toEqual(['inside', 'after']);
  });

  it('a transaction inside a transaction is a savepoint: its failure undoes only itself', async () => {
    const { db, rows } = setup();
    await transaction(db, async (tx) => {
      await tx.insert(scratch).values({ x: 'outer' });
      await expect(
        transaction(tx, async (inner) => {
          await inner.insert(scratch).values({ x: 'inner-lost' });
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await transaction(tx, (inner) => inner.insert(scratch).values({ x: 'inner-kept' }).run());
    });
    expect(rows()).toEqual(['outer', 'inner-kept']);
  });

  it('refuses the handle once its transaction has ended (a query or savepoint nobody awaited)', async () => {
    const { db, rows } = setup();
    let kept!: typeof db;
    await transaction(db, (tx) => {
      kept = tx;
      tx.insert(scratch).values({ x: 'inside' }).run();
    });
    expect(() => kept.insert(scratch).values({ x: 'late' }).run()).toThrow(HandleAfterTransaction);
    await expect(transaction(kept, (tx) => tx.insert(scratch).values({ x: 'late' }).run())).rejects.toThrow(
      HandleAfterTransaction,
    );
    expect(db.$client.inTransaction).toBe(false);
    expect(rows()).toEqual(['inside']);
  });

  it('a body that returns a value runs from BEGIN to COMMIT without yielding', async () => {
    const { db, rows } = setup();
    let committed = false;
    const done = transaction(db, (tx) => {
      tx.insert(scratch).values({ x: 'sync' }).run();
      return 7;
    }).then((n) => {
      committed = true;
      return n;
    });
    // Committed already: the connection is out of its transaction before anything else runs.
    expect(db.$client.inTransaction).toBe(false);
    expect(rows()).toEqual(['sync']);
    await expect(done).resolves.toBe(7);
    expect(committed).toBe(true);
  });

  it('a failed COMMIT rolls back and is reported, and the next transaction still runs', async () => {
    const { db, rows } = setup();
    db.$client.exec('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
    db.$client.exec('CREATE TABLE child (p INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)');
    await expect(
      transaction(db, (tx) => {
        tx.run(sql`INSERT INTO child (p) VALUES (42)`);
        tx.insert(scratch).values({ x: 'lost' }).run();
      }),
    ).rejects.toThrow(/FOREIGN KEY/);
    expect(db.$client.inTransaction).toBe(false);
    await transaction(db, (tx) => tx.insert(scratch).values({ x: 'next' }).run());
    expect(rows()).toEqual(['next']);
  });

  it('readOnly begins a deferred transaction: reads from one snapshot', async () => {
    const { db } = setup();
    const count = await transaction(
      db,
      async (tx) => {
        const [row] = await tx.select({ n: sql<number>`count(*)` }).from(scratch);
        return row!.n;
      },
      { readOnly: true },
    );
    expect(count).toBe(0);
  });
});
