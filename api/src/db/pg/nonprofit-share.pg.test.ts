import { nonprofitShareOf } from '@dealcard/shared';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { pgTestDatabase } from '../../test/pg/database.ts';
import { cardRaisedSql, nonprofitShareSql } from '../nonprofit-share.ts';

/** The share rule on PostgreSQL, as nonprofit-share.test.ts checks it on SQLite. */
const LAST_CENT = 100_000;

let pool: pg.Pool;
beforeAll(async () => {
  ({ pool } = await pgTestDatabase('share'));
});

/** The expression the installed sale trigger writes into ledger_entries.nonprofit_cents. */
async function triggerShareExpression(): Promise<string> {
  const { rows } = await pool.query<{ body: string }>(
    "SELECT prosrc AS body FROM pg_proc WHERE proname = 'ledger_sale_on_card_insert'",
  );
  const body = rows[0]?.body;
  if (!body) throw new Error('the sale trigger function is not installed');
  const columns = /INSERT INTO ledger_entries \(([^)]*)\)/.exec(body)?.[1];
  const values = /VALUES \(([\s\S]*)\);\s*RETURN/.exec(body)?.[1];
  if (!columns || !values) throw new Error(`unexpected trigger text: ${body}`);
  const split = (list: string) => {
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
    return [...items, current.trim()];
  };
  const index = split(columns).indexOf('nonprofit_cents');
  const expression = split(values)[index];
  if (index < 0 || !expression) throw new Error(`no nonprofit_cents in the trigger: ${body}`);
  return expression;
}

/** `expression` of the integer column `n`, computed by PostgreSQL for n = 1 .. LAST_CENT. */
async function sqlShares(expression: (n: string) => string): Promise<number[]> {
  const { rows } = await pool.query<{ share: number }>(
    `SELECT ${expression('n')} AS share FROM generate_series(1, ${LAST_CENT}) AS cents(n) ORDER BY n`,
  );
  return rows.map((r) => r.share);
}

function disagreements(shares: number[]): string[] {
  return shares.flatMap((share, i) => {
    const cents = i + 1;
    return share === nonprofitShareOf(cents) ? [] : [`${cents}: ${share} != ${nonprofitShareOf(cents)}`];
  });
}

describe("the nonprofit's share has one rule in TypeScript and in PostgreSQL's SQL", () => {
  it('the ledger trigger, the query builder and nonprofitShareOf agree on every cent from 1 to 100,000', async () => {
    const trigger = await triggerShareExpression();
    expect(trigger).toContain('NEW.amount_paid');
    const fromTrigger = await sqlShares((n) => trigger.replaceAll('NEW.amount_paid', n));
    const fromBuilder = await sqlShares(nonprofitShareSql);
    expect(fromTrigger).toHaveLength(LAST_CENT);
    expect(disagreements(fromTrigger)).toEqual([]);
    expect(disagreements(fromBuilder)).toEqual([]);
  });

  it('what a card raised net of refunds is the share of what was paid minus the share of what came back', async () => {
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
      const { rows } = await pool.query<{ raised: number }>(
        `SELECT ${cardRaisedSql('c')} AS raised FROM (SELECT $1::integer AS amount_paid, $2::integer AS refunded_cents) c`,
        [paid, refunded],
      );
      expect(rows[0]!.raised, `${paid} paid, ${refunded} refunded`).toBe(nonprofitShareOf(paid) - nonprofitShareOf(refunded));
    }
  });

  it('a sold card gets a sale row holding its share, written by the trigger itself', async () => {
    await pool.query(`INSERT INTO restaurants (id, name, contact_name, contact_email) VALUES (1, 'R', 'C', 'c@example.org');
      INSERT INTO nonprofits (id, restaurant_id, name) VALUES (1, 1, 'N');
      INSERT INTO campaigns (id, restaurant_id, nonprofit_id, slug, short_code, nonprofit_name, description)
      VALUES (1, 1, 1, 'c1', 'S1', 'N', 'Cards')`);
    const amounts = [1, 2, 3, 1999, 2001, 100_000];
    for (const [i, amountPaid] of amounts.entries()) {
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO cards (campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expires_on, amount_paid)
         VALUES (1, 1, $1, 'N', 'Ann', 'ann@example.org', '2027-06-30', $2) RETURNING id`,
        [`A${i}`, amountPaid],
      );
      const sale = await pool.query<{ nonprofit_cents: number }>(
        'SELECT nonprofit_cents FROM ledger_entries WHERE card_id = $1',
        [rows[0]!.id],
      );
      expect(sale.rows[0]?.nonprofit_cents, `${amountPaid} cents`).toBe(nonprofitShareOf(amountPaid));
    }
  });
});
