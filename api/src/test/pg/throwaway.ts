import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL for tests and scripts: `initdb` in a temporary folder (trust auth, UTF8,
 * C collation), `postgres` on loopback on a free port with its socket in that folder, stopped by
 * the pid this module started (never by name) and the folder removed. As root, initdb and
 * postgres refuse to run, so both run as the `postgres` OS user (Debian's package makes it) and
 * the folder is theirs.
 */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dir: string;
  pid: number;
  stop(): Promise<void>;
}

/** Debian's server binaries: the newest /usr/lib/postgresql/N/bin holding initdb (PG_BIN overrides). */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('No PostgreSQL server found under /usr/lib/postgresql: apt-get install -y postgresql');
  return path.join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid to run the server as: the `postgres` user when we are root, else ourselves. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function waitForConnections(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections in 30 s: ${String(error)}\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'dealcard-pg-'));
  const dataDir = path.join(dir, 'data');
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  try {
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      { ...asUser, cwd: dir, stdio: 'pipe' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  let output = '';
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dir}`,
      // A test server: nothing here needs to survive a crash of the machine.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { ...asUser, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid;
  if (pid === undefined) throw new Error('postgres did not start');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Immediate shutdown of this server only: SIGQUIT to the postmaster it started.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timeout);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // If this process ends without stop() (a run interrupted), the server and its folder go with it.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  void exited.then(() => process.off('exit', onExit));
  try {
    await waitForConnections(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dir, pid, stop };
}

/** The URL of `url`'s server with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A new, uniquely named, empty database on `url`'s server: one per test file. */
export async function freshDatabase(url: string, prefix = 'test'): Promise<string> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await client.end();
  }
  return withDatabase(url, name);
}
