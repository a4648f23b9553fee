import { mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../api/src/db/client.ts';
import { seedDemoData } from '../api/src/modules/demo-seed/demo-seed.ts';
import { pgTestDatabase } from '../api/src/test/pg/database.ts';
import { compareAll } from './compare-engines.ts';
import { copyDatabase } from './db-copy.ts';
import { seedScale } from './seed-scale.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'db-copy-'));
  dirs.push(dir);
  return dir;
};

describe('npm run db:copy', () => {
  it('copies the demo site row for row, without the triggers adding rows twice, and ids continue after the copy', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'app.db');
    const db = openDatabase(file);
    migrateDatabase(db);
    expect(await seedDemoData(db, path.join(dir, 'uploads'))).toBe(true);
    db.$client.close();
    const { url, pool } = await pgTestDatabase('copy_demo', { migrated: false });

    const copied = await copyDatabase(file, url);
    const counts = await compareAll(file, pool);
    // The logos the demo uploaded are in the database now, byte for byte.
    const { rows: uploaded } = await pool.query<{ id: string; content: Buffer }>('SELECT id, content FROM uploads');
    expect(uploaded.length).toBeGreaterThan(0);
    for (const { id, content } of uploaded) expect(content.equals(readFileSync(path.join(dir, 'uploads', id))), id).toBe(true);
    expect(Object.fromEntries(copied.map((t) => [t.table, t.rows]))).toEqual(counts);
    // Enough of the product to mean something: the demo's cards, their sale rows and totals.
    for (const table of ['users', 'restaurants', 'campaigns', 'cards', 'card_offers', 'ledger_entries', 'campaign_totals'])
      expect(counts[table], table).toBeGreaterThan(0);

    // The triggers are back: a new card gets its ledger sale row, and its id follows the largest copied.
    const { rows: before } = await pool.query<{ id: number; n: string }>(
      'SELECT (SELECT max(id) FROM cards) AS id, (SELECT count(*) FROM ledger_entries) AS n',
    );
    const { rows: card } = await pool.query<{ id: number }>(
      `INSERT INTO cards (campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email,
                          expires_on, amount_paid, status, sale_method)
       SELECT campaign_id, restaurant_id, 'COPYTEST1', nonprofit_name, 'Copy Test', 'copy@example.com',
              expires_on, amount_paid, 'active', 'online'
         FROM cards WHERE id = $1 RETURNING id`,
      [before[0]!.id],
    );
    expect(card[0]!.id).toBe(before[0]!.id + 1);
    const { rows: after } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n) + 1);
  });

  it('refuses a site whose upload has lost its file, copying nothing', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'app.db');
    const db = openDatabase(file);
    migrateDatabase(db);
    await seedDemoData(db, path.join(dir, 'uploads'));
    const lost = (db.$client.prepare('SELECT id FROM uploads LIMIT 1').get() as { id: string }).id;
    db.$client.close();
    unlinkSync(path.join(dir, 'uploads', lost));
    const { url, pool } = await pgTestDatabase('copy_lost', { migrated: false });
    await expect(copyDatabase(file, url)).rejects.toThrow(`1 upload(s) have no file in ${path.join(dir, 'uploads')}`);
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM cards');
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('copies a site larger than one insert per table, and refuses a target that already holds data', async () => {
    const dataDir = tempDir();
    const seeded = await seedScale({ cards: 2_500, force: true, dataDir, log: () => {} });
    const { url, pool } = await pgTestDatabase('copy_scale', { migrated: false });
    const copied = await copyDatabase(seeded.databasePath, url);
    expect(copied.find((t) => t.table === 'cards')?.rows).toBeGreaterThanOrEqual(2_500);
    await compareAll(seeded.databasePath, pool);

    await expect(copyDatabase(seeded.databasePath, url)).rejects.toThrow(/already holds data \(table \w+\)/);
    // Refused whole: nothing was added by the second attempt.
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM cards');
    expect(Number(rows[0]!.n)).toBe(copied.find((t) => t.table === 'cards')!.rows);
  });
});
