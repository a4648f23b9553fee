import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfStale, serverNodeArgs } from './server-entry.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  pid: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (the same bundle and node flags as `npm start`, rebuilt first when its
 * sources changed) on a free port with a temporary data folder, and stops it by its own process id.
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'dealcard-e2e-'));
  await buildServerIfStale();
  const child = spawn(process.execPath, serverNodeArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${out}`)), 60_000);
    const onData = () => {
      const m = /listening on (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  const pid = child.pid!;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: dir,
    pid,
    process: child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
