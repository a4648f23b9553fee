// The server and the reference as child processes, and their memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../test-server.ts';

/*
 * NODE_ENV=test, not production: the benchmark must run with the rate limiters off (50 connections
 * from one address would otherwise measure 429s), and config.ts refuses RATE_LIMIT=off in
 * production on purpose. In this code base NODE_ENV only switches helmet's HSTS and
 * upgrade-insecure-requests headers and the demo seed (off here), so the request path measured is
 * the production one. LOG_LEVEL=warn drops the per-request log line, as a production deployment
 * shipping only warnings would.
 */
export const SERVER_ENV = { NODE_ENV: 'test', RATE_LIMIT: 'off', LOG_LEVEL: 'warn', SEED_DEMO: 'off', ALLOW_DEMO_PAYMENTS: '1' };

export function startReference(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/bench-reference.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (d) => {
      text += d;
      const m = /listening on (\d+)/.exec(text);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`reference exited with ${code}`)));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  if (child.pid) process.kill(child.pid, 'SIGTERM');
  return exited;
}

export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
