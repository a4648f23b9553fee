import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function run(args: string[], dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/user-create.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', SESSION_SECRET: 'c'.repeat(40) },
    encoding: 'utf8',
  });
}

// Each case is a fresh process loading tsx and the password judge (zxcvbn and its dictionaries):
// seconds each on a busy machine, so the cases get more than the default 30 s.
describe('npm run user:create', { timeout: 120_000 }, () => {
  it('creates a superadmin with a scrypt hash, and refuses the same e-mail twice', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-user-'));
    dirs.push(dataDir);
    const first = run(['--email', 'Boss@Example.com', '--password', 'long-enough-1', '--role', 'superadmin'], dataDir);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('created superadmin boss@example.com');
    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const row = db.prepare('SELECT role, password_hash FROM users WHERE email = ?').get('boss@example.com') as {
      role: string;
      password_hash: string;
    };
    db.close();
    expect(row.role).toBe('superadmin');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const again = run(['--email', 'boss@example.com', '--password', 'long-enough-1', '--role', 'customer'], dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
  });

  it('names the bad argument: unknown role, short or common password, missing restaurant', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-user-'));
    dirs.push(dataDir);
    const badRole = run(['--email', 'a@example.com', '--password', 'long-enough-1', '--role', 'king'], dataDir);
    expect(badRole.status).toBe(2);
    expect(badRole.stderr).toContain('--role');
    const shortPassword = run(['--email', 'a@example.com', '--password', 'short', '--role', 'customer'], dataDir);
    expect(shortPassword.status).toBe(2);
    expect(shortPassword.stderr).toContain('--password: Password must be at least 10 characters');
    const nineCharacters = run(['--email', 'a@example.com', '--password', 'abcdefghi', '--role', 'customer'], dataDir);
    expect(nineCharacters.status).toBe(2);
    const commonPassword = run(['--email', 'a@example.com', '--password', 'password123', '--role', 'customer'], dataDir);
    expect(commonPassword.status).toBe(2);
    expect(commonPassword.stderr).toContain('--password: This password is one of the most common ones');
    const noRestaurant = run(
      ['--email', 'a@example.com', '--password', 'long-enough-1', '--role', 'restaurant_owner', '--restaurant-id', '42'],
      dataDir,
    );
    expect(noRestaurant.status).toBe(2);
    expect(noRestaurant.stderr).toContain('--restaurant-id: no restaurant with id 42');
  });
});
