// What the bench checks in the report queries' plans (EXPLAIN QUERY PLAN lines).

/** The tables a report must never read whole. */
export const BIG_TABLES: ReadonlySet<string> = new Set(['cards', 'card_offers', 'redemptions', 'campaigns']);

/**
 * The table each name in a query's FROM and JOIN clauses stands for. A plan names a table by the
 * alias the query gives it (`SCAN c`), so a full scan of `campaigns c` is only seen through this.
 */
export function tablesByAlias(sql: string): Map<string, string> {
  const names = new Map<string, string>();
  const keyword = /^(ON|WHERE|GROUP|ORDER|LEFT|RIGHT|INNER|OUTER|CROSS|JOIN|USING|LIMIT|HAVING|WINDOW|UNION)$/i;
  for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+[`"]?(\w+)[`"]?(?:\s+(?:AS\s+)?[`"]?(\w+)[`"]?)?/gi)) {
    const table = m[1]!;
    names.set(table, table);
    if (m[2] && !keyword.test(m[2])) names.set(m[2], table);
  }
  return names;
}

/**
 * The plan lines that read one of BIG_TABLES whole: a SCAN without USING (an index), whether the
 * plan names the table or the alias the query gives it.
 */
export function fullScansOfBigTables(sql: string, plan: readonly string[]): string[] {
  const tables = tablesByAlias(sql);
  return plan.filter((line) => {
    const scanned = /\bSCAN (\w+)\b(?! USING)/.exec(line.trim());
    return scanned !== null && BIG_TABLES.has(tables.get(scanned[1]!) ?? scanned[1]!);
  });
}
