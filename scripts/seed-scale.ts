// npm run seed:scale -- --cards N [--force]
// Fills the database in DATA_DIR (default data/) with a realistic large data set for the bench:
// 200 restaurants, 1,000 campaigns, N cards with their offers and about three redemptions each.
// The parts are in seed-scale/: partners.ts (restaurants to campaigns), cards.ts (the bulk),
// names.ts and random.ts.
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/config.ts';
import { migrateDatabase, openDatabase } from '../api/src/db/client.ts';
import { createUser } from '../api/src/modules/auth/auth.service.ts';
import { refundSome, seedCards } from './seed-scale/cards.ts';
import { seedPartners } from './seed-scale/partners.ts';
import { codeSource, draws } from './seed-scale/random.ts';
import { runWhenMain } from './run-when-main.ts';

export { SCALE } from './seed-scale/partners.ts';
export const BENCH_USERS = {
  admin: { email: 'bench-admin@example.com', password: 'bench-admin-2026' },
  owner: { email: 'bench-owner@example.com', password: 'bench-owner-2026' },
} as const;

export interface BenchFixture {
  cards: number;
  createdAt: string;
  databasePath: string;
  admin: { email: string; password: string };
  owner: { email: string; password: string; restaurantId: number };
  /** The kiosk bench pairs a device to this location through the API (the device cookie is the kiosk module's business). */
  kioskLocationId: number;
  campaignSlugs: string[];
  /** Unexpired cards spread over the whole table, with their offers' ids. */
  sampleCards: Array<{ accessCode: string; offerIds: number[] }>;
  /** Unverified redemption codes of the owner's restaurant, for the kiosk verify bench. */
  kioskCodes: string[];
}

export interface SeedResult {
  fixturePath: string;
  databasePath: string;
  seconds: number;
  cardsPerSecond: number;
  bytes: number;
  rows: Record<string, number>;
}

export async function seedScale(options: {
  cards: number;
  force: boolean;
  dataDir?: string;
  log?: (line: string) => void;
}): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = loadConfig({ ...process.env, ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) });
  const file = config.databasePath;
  if (existsSync(file) && statSync(file).size > 0) {
    if (!options.force) throw new Error(`${file} already holds a database; pass --force to delete it and seed a new one`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  const started = performance.now();
  const db = openDatabase(file);
  migrateDatabase(db);
  const admin = await createUser(db, { ...BENCH_USERS.admin, role: 'superadmin', firstName: 'Bench', lastName: 'Admin' });

  const sqlite = db.$client;
  // A bulk load into a fresh file: nothing to protect, so no journal, no fsync, no per-row FK checks.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  // The whole working set in memory (the machine has room): index builds then sort without spilling.
  sqlite.pragma('cache_size = -2000000');
  sqlite.pragma('threads = 2');
  // Secondary indexes of the big tables are built once at the end (a sort), not row by row.
  const bulkTables = ['cards', 'card_offers', 'redemptions', 'ledger_entries'];
  const indexSql = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${bulkTables.map(() => '?').join(',')})`,
    )
    .all(...bulkTables) as Array<{ name: string; sql: string }>;
  for (const ix of indexSql) sqlite.exec(`DROP INDEX "${ix.name}"`);

  const draw = draws(20261122);
  const code = codeSource();
  const now = new Date();
  const partners = seedPartners(sqlite, draw, code, admin.id, now);
  const { sampleCards, kioskCodes, insertSeconds } = seedCards(sqlite, draw, code, partners, { count: options.cards, now, log });
  const refundStarted = performance.now();
  const refunds = refundSome(sqlite);
  log(`  refunded ${refunds.toLocaleString('en-US')} cards in ${((performance.now() - refundStarted) / 1000).toFixed(1)} s`);

  // The bench's owner signs in to restaurant 1's portal; a kiosk pairs to its first location.
  await createUser(db, {
    ...BENCH_USERS.owner,
    role: 'restaurant_owner',
    restaurantId: 1,
    firstName: 'Bench',
    lastName: 'Owner',
  });

  const indexStarted = performance.now();
  for (const ix of indexSql) sqlite.exec(ix.sql);
  log(`  built ${indexSql.length} indexes in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  // Statistics for the planner, as `PRAGMA optimize` keeps them on a long-lived database.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.exec('ANALYZE');

  // The normal pragmas, as the server sets them.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const fkStarted = performance.now();
  const fkProblems = sqlite.pragma('foreign_key_check') as unknown[];
  if (fkProblems.length) throw new Error(`foreign key check found ${fkProblems.length} problems`);
  log(`  foreign key check ok (${((performance.now() - fkStarted) / 1000).toFixed(1)} s)`);

  const rows: Record<string, number> = {};
  for (const table of [
    'restaurants',
    'nonprofits',
    'locations',
    'campaigns',
    'campaign_offers',
    'cards',
    'card_offers',
    'redemptions',
    'users',
  ]) {
    rows[table] = (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  }
  const slugs = (
    sqlite.prepare("SELECT slug FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id").all() as Array<{
      slug: string;
    }>
  ).map((r) => r.slug);
  const kioskLocationId = partners.locationsByRestaurant.get(1)![0]!;
  db.$client.close();

  const seconds = (performance.now() - started) / 1000;
  const bytes = statSync(file).size;
  const fixture: BenchFixture = {
    cards: options.cards,
    createdAt: new Date().toISOString(),
    databasePath: file,
    admin: { ...BENCH_USERS.admin },
    owner: { ...BENCH_USERS.owner, restaurantId: 1 },
    kioskLocationId,
    campaignSlugs: slugs,
    sampleCards,
    kioskCodes,
  };
  const fixturePath = path.join(config.dataDir, 'bench-fixture.json');
  writeFileSync(fixturePath, JSON.stringify(fixture));
  const cardsPerSecond = Math.round(options.cards / insertSeconds);
  log(
    `  rows: ${Object.entries(rows)
      .map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`)
      .join(', ')}`,
  );
  const cpu = process.cpuUsage();
  log(
    `  ${options.cards.toLocaleString('en-US')} cards inserted in ${insertSeconds.toFixed(1)} s (${cardsPerSecond.toLocaleString('en-US')} cards/s); whole seed ${seconds.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (the gap is time the shared machine gave to others)`,
  );
  log(`  database ${file}: ${(bytes / 1048576).toFixed(1)} MB; fixture ${fixturePath}`);
  return { fixturePath, databasePath: file, seconds, cardsPerSecond, bytes, rows };
}

async function main() {
  const { values } = parseArgs({
    options: { cards: { type: 'string', default: '100000' }, force: { type: 'boolean', default: false } },
  });
  const cards = Number(values.cards);
  if (!Number.isInteger(cards) || cards < 1) {
    console.error('usage: npm run seed:scale -- --cards N [--force]   (N a positive whole number)');
    process.exit(2);
  }
  console.log(`Seeding ${cards.toLocaleString('en-US')} cards into ${loadConfig().databasePath}`);
  await seedScale({ cards, force: values.force });
}

runWhenMain(import.meta.filename, main);
