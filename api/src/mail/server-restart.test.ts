import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { enqueueEmail } from './outbox.ts';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');

describe('the server process', () => {
  it('starts the mail worker after listening and delivers an e-mail a crashed run left pending', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-restart-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    // What a crash leaves behind: a committed purchase whose e-mail was never sent.
    const db = openDatabase(path.join(dataDir, 'app.db'));
    migrateDatabase(db);
    enqueueEmail(db, {
      kind: 'card-confirmation',
      to: 'left@example.com',
      subject: 'Left behind',
      html: '<p>left</p>',
      text: 'left',
    });
    const id = db.select().from(emailOutbox).get()!.id;
    db.$client.close();

    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'off',
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    onTestFinished(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });

    const eml = path.join(dataDir, 'outbox', `email-${id}.eml`);
    await vi.waitFor(() => expect(existsSync(eml), output).toBe(true), { timeout: 60_000, interval: 200 });
    expect(readFileSync(eml, 'utf8')).toMatch(/^Subject: Left behind$/m);

    // A graceful stop waits for the worker, then closes the database.
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const after = openDatabase(path.join(dataDir, 'app.db'));
    expect(after.select().from(emailOutbox).get()).toMatchObject({ status: 'sent', attempts: 1 });
    after.$client.close();
  }, 90_000);
});
