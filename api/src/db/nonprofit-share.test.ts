import { eq } from 'drizzle-orm';
import { nonprofitShareOf } from '@dealcard/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { makeCampaign, makeCard } from '../test/factories.ts';
import { ledgerEntries } from './schema/index.ts';
import { cardRaisedSql, nonprofitShareSql } from './nonprofit-share.ts';
import type { Db } from './client.ts';

const LAST_CENT = 100_000;

/** The top-level comma-separated items of a SQL list (commas inside parentheses stay). */
function splitTopLevel(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
    } else current += ch;
  }
  items.push(current.trim());
  return items;
}

/** The expression the installed sale trigger writes into ledger_entries.nonprofit_cents. */
function triggerShareExpression(db: Db): string {
  const row = db.$client
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'ledger_sale_on_card_insert'")
    .get() as { sql: string } | undefined;
  if (!row) throw new Error('the sale trigger is not installed');
  const columns = /INSERT INTO `ledger_entries` \(([^)]*)\)/.exec(row.sql)?.[1];
  const values = /VALUES \(([\s\S]*)\);\s*END/.exec(row.sql)?.[1];
  if (!columns || !values) throw new Error(`unexpected trigger text: ${row.sql}`);
  const index = splitTopLevel(columns).indexOf('`nonprofit_cents`');
  const expression = splitTopLevel(values)[index];
  if (index < 0 || !expression) throw new Error(`no nonprofit_cents in the trigger: ${row.sql}`);
  return expression;
}

/** `expression` of the column `n`, computed by SQLite for n = 1 .. LAST_CENT. */
function sqlShares(db: Db, expression: (n: string) => string): number[] {
  const rows = db.$client
    .prepare(
      `WITH RECURSIVE cents(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM cents WHERE n < ${LAST_CENT})
       SELECT ${expression('n')} AS share FROM cents ORDER BY n`,
    )
    .pluck()
    .all() as number[];
  return rows;
}

/** Every cent whose SQL share differs from the TypeScript one, as `cents: sql != ts`. */
function disagreements(shares: number[]): string[] {
  return shares.flatMap((share, i) => {
    const cents = i + 1;
    return share === nonprofitShareOf(cents) ? [] : [`${cents}: ${share} != ${nonprofitShareOf(cents)}`];
  });
}

describe("the nonprofit's share has one rule in TypeScript and SQL", () => {
  it('the ledger trigger, the query builder and nonprofitShareOf agree on every cent from 1 to 100,000', () => {
    const { db } = createTestApp();
    const trigger = triggerShareExpression(db);
    expect(trigger).toContain('NEW.`amount_paid`');
    const fromTrigger = sqlShares(db, (n) => trigger.replaceAll('NEW.`amount_paid`', n));
    const fromBuilder = sqlShares(db, nonprofitShareSql);
    expect(fromTrigger).toHaveLength(LAST_CENT);
    expect(disagreements(fromTrigger)).toEqual([]);
    expect(disagreements(fromBuilder)).toEqual([]);
    // Spot checks a reader can verify by hand: half, rounded half up.
    expect([1, 2, 3, 2001, 99_999].map(nonprofitShareOf)).toEqual([1, 1, 2, 1001, 50_000]);
  });

  it('what a card raised net of refunds is the share of what was paid minus the share of what came back', () => {
    const { db } = createTestApp();
    const cases = [
      [2000, 0],
      [2001, 0],
      [2001, 1],
      [2001, 1000],
      [2001, 2001],
      [1, 1],
      [99_999, 50_000],
    ] as const;
    for (const [paid, refunded] of cases) {
      const raised = db.$client
        .prepare(
          `SELECT ${cardRaisedSql('c')} FROM (SELECT CAST(? AS INTEGER) AS amount_paid, CAST(? AS INTEGER) AS refunded_cents) c`,
        )
        .pluck()
        .get(paid, refunded);
      expect(raised, `${paid} paid, ${refunded} refunded`).toBe(nonprofitShareOf(paid) - nonprofitShareOf(refunded));
    }
  });

  it('a sold card gets a sale row holding its share, written by the trigger itself', () => {
    const { db } = createTestApp();
    const { campaign } = makeCampaign(db);
    for (const amountPaid of [1, 2, 3, 1999, 2001, 100_000]) {
      const { card } = makeCard(db, campaign.id, { amountPaid });
      const sale = db.select().from(ledgerEntries).where(eq(ledgerEntries.cardId, card.id)).get();
      expect(sale?.nonprofitCents, `${amountPaid} cents`).toBe(nonprofitShareOf(amountPaid));
    }
  });
});
