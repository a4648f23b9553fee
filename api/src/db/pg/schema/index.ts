/**
 * The PostgreSQL schema: every table of ../../schema (SQLite) with the same names, columns,
 * nullability, defaults, keys, indexes and checks, and values in the same representation (instants
 * and days as text, money as integer cents, flags as integer 0/1), so one query means the same on
 * both engines (decision 029). pg-schema.pg.test.ts compares the two migrated catalogues.
 */
export * from './users.ts';
export * from './restaurants.ts';
export * from './campaigns.ts';
export * from './cards.ts';
export * from './kiosk.ts';
export * from './system.ts';
export * from './ledger.ts';
export * from './fundraising.ts';
export * from './counter.ts';
export * from './gifts.ts';
export * from './printed.ts';
export * from './wallet.ts';
