// The scale database each run works on.
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedScale, type BenchFixture } from '../seed-scale.ts';
import { PORT_BASE } from './options.ts';

/**
 * One pristine seeded copy per card count, in the temp folder (never the user's data/app.db);
 * each run works on a fresh copy of it, so redemptions of an earlier run don't turn this run's
 * redeems into 409s.
 */
export async function scaleDatabase(cards: number): Promise<{ runDir: string; fixture: BenchFixture }> {
  // A new migration or a change to the seed itself needs a new seed: both name the folder.
  const journal = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../api/src/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  const schema = journal.entries.at(-1)?.tag ?? 'none';
  const seedHash = createHash('sha256').update(readFileSync(path.join(import.meta.dirname, '../seed-scale.ts')));
  const parts = path.join(import.meta.dirname, '../seed-scale');
  for (const file of readdirSync(parts).sort()) seedHash.update(readFileSync(path.join(parts, file)));
  const seed = seedHash.digest('hex').slice(0, 8);
  const base = path.join(tmpdir(), `dealcard-bench-${cards}-${schema}-${seed}`);
  const fixtureFile = path.join(base, 'bench-fixture.json');
  const pristine = path.join(base, 'app.db');
  let fixture: BenchFixture | undefined;
  if (existsSync(fixtureFile) && existsSync(pristine)) {
    fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchFixture;
    if (fixture.cards !== cards) fixture = undefined;
  }
  if (!fixture) {
    console.log(`seeding ${cards.toLocaleString('en-US')} cards into ${base} (once; later runs reuse it)...`);
    const seeded = await seedScale({ cards, force: true, dataDir: base });
    fixture = JSON.parse(readFileSync(seeded.fixturePath, 'utf8')) as BenchFixture;
  }
  const runDir = path.join(base, `run-${PORT_BASE}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const copy = path.join(runDir, 'app.db');
  copyFileSync(pristine, copy);
  // Written to disk now: otherwise the kernel writes the copy back (1.3 GB at 1,000,000 cards)
  // during the first endpoints' slices, and their figures pay for it.
  const fd = openSync(copy, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  return { runDir, fixture };
}
