import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { AfterWrite, createGroupCommit, runAlone } from './group-commit.ts';

/** A scratch table and a unit of work on it that refuses before writing, or fails after. */
function setup() {
  const ctx = createTestApp();
  ctx.db.$client.exec('CREATE TABLE scratch (x TEXT NOT NULL)');
  const insert = ctx.db.$client.prepare('INSERT INTO scratch (x) VALUES (?)');
  const rows = () => ctx.db.$client.prepare('SELECT x FROM scratch ORDER BY rowid').pluck().all() as string[];
  const one = (x: string) => {
    if (x.startsWith('refuse')) throw new Error(`refused ${x}`);
    insert.run(x);
    if (x.startsWith('boom')) throw new AfterWrite(new Error(`failed after writing ${x}`));
    return x.toUpperCase();
  };
  return { ctx, rows, one };
}

describe('group commit', () => {
  it('calls that arrive together share one transaction; a refusal before writing rejects only its caller', async () => {
    const { ctx, rows, one } = setup();
    let transactions = 0;
    const counting = (x: string) => {
      if (!ctx.db.$client.inTransaction) throw new Error('outside a transaction');
      transactions++;
      return one(x);
    };
    const commit = createGroupCommit(ctx.db, counting);
    const results = await Promise.allSettled([commit('a'), commit('refuse-1'), commit('b')]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String((r.reason as Error).message)))).toEqual([
      'A',
      'refused refuse-1',
      'B',
    ]);
    expect(transactions).toBe(3);
    expect(rows()).toEqual(['a', 'b']);
    // A lone call commits too.
    await expect(commit('c')).resolves.toBe('C');
    expect(rows()).toEqual(['a', 'b', 'c']);
  });

  it('a failure after a write rolls the whole batch back and every caller hears of it; the next batch is unaffected', async () => {
    const { ctx, rows, one } = setup();
    const commit = createGroupCommit(ctx.db, one);
    const results = await Promise.allSettled([commit('a'), commit('boom'), commit('b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.message)).toEqual([
      'failed after writing boom',
      'failed after writing boom',
      'failed after writing boom',
    ]);
    expect(rows()).toEqual([]);
    expect(ctx.db.$client.inTransaction).toBe(false);
    await expect(Promise.all([commit('c'), commit('d')])).resolves.toEqual(['C', 'D']);
    expect(rows()).toEqual(['c', 'd']);
  });

  it('runAlone: one unit in its own transaction, AfterWrite unwrapped and rolled back', () => {
    const { rows, one, ctx } = setup();
    expect(runAlone(ctx.db, () => one('a'))).toBe('A');
    expect(() => runAlone(ctx.db, () => one('boom'))).toThrow('failed after writing boom');
    expect(rows()).toEqual(['a']);
  });
});
