/**
 * The nonprofit's share in SQL, for a column or expression of integer cents: the same rule as
 * `nonprofitShareOf` in shared/money.ts (half, rounded half up), written with SQLite's integer
 * division. Every query and the scale seed build it here. The ledger's sale trigger (migration
 * 0005) cannot import it; nonprofit-share.test.ts runs that trigger's expression, this one and the
 * TypeScript on every cent from 1 to 100,000 and expects one answer.
 */
export function nonprofitShareSql(cents: string): string {
  return `((${cents} + 1) / 2)`;
}

/** What a card (`alias` of the cards table) raised for the nonprofit, net of what was refunded. */
export function cardRaisedSql(alias: string): string {
  return `${nonprofitShareSql(`${alias}.amount_paid`)} - ${nonprofitShareSql(`${alias}.refunded_cents`)}`;
}
