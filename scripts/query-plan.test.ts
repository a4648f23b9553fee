import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { fullScansOfBigTables, tablesByAlias } from './query-plan.ts';

/** EXPLAIN QUERY PLAN's detail lines, as the bench prints them. */
function planOf(db: Database.Database, sql: string): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((r) => r.detail);
}

describe("the bench's full-scan check", () => {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE campaigns (id INTEGER PRIMARY KEY, restaurant_id INTEGER NOT NULL);
    CREATE INDEX campaigns_restaurant_idx ON campaigns (restaurant_id);
    CREATE TABLE cards (id INTEGER PRIMARY KEY, campaign_id INTEGER NOT NULL, amount_paid INTEGER NOT NULL);
    CREATE TABLE restaurants (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
  `);

  it('maps aliases, with or without AS, back to their tables, and skips keywords', () => {
    expect([
      ...tablesByAlias('SELECT * FROM campaigns c LEFT JOIN cards AS k ON k.campaign_id = c.id JOIN restaurants WHERE 1 = 1'),
    ]).toEqual([
      ['campaigns', 'campaigns'],
      ['c', 'campaigns'],
      ['cards', 'cards'],
      ['k', 'cards'],
      ['restaurants', 'restaurants'],
    ]);
  });

  it('finds a full scan of a big table behind an alias', () => {
    const sql = 'SELECT c.id, sum(k.amount_paid) FROM campaigns c JOIN cards k ON k.campaign_id = c.id GROUP BY c.id';
    const plan = planOf(db, sql);
    expect(plan.join('\n')).toMatch(/SCAN k\b/);
    expect(fullScansOfBigTables(sql, plan)).toEqual(plan.filter((l) => /SCAN k\b/.test(l)));
  });

  it("finds a full scan by the table's own name, and passes scans through an index and of small tables", () => {
    expect(
      fullScansOfBigTables('SELECT sum(amount_paid) FROM cards', planOf(db, 'SELECT sum(amount_paid) FROM cards')),
    ).toHaveLength(1);
    const indexed = 'SELECT c.restaurant_id, count(*) FROM campaigns c GROUP BY c.restaurant_id';
    expect(planOf(db, indexed).join('\n')).toMatch(/SCAN c USING COVERING INDEX campaigns_restaurant_idx/);
    expect(fullScansOfBigTables(indexed, planOf(db, indexed))).toEqual([]);
    expect(fullScansOfBigTables('SELECT * FROM restaurants r', planOf(db, 'SELECT * FROM restaurants r'))).toEqual([]);
  });
});
