// Builds the PWA and the kiosk when their build is missing or older than any of their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const apps = [
  {
    name: 'pwa',
    sources: [
      'pwa/src',
      'pwa/public',
      'pwa/index.html',
      'pwa/vite.config.ts',
      'scripts/vite-precompress.ts',
      'scripts/vite-lingui-macro.ts',
      'lingui.config.ts',
      'shared/src',
    ],
  },
  {
    name: 'kiosk',
    sources: [
      'kiosk/src',
      'kiosk/public',
      'kiosk/index.html',
      'kiosk/vite.config.ts',
      'scripts/vite-precompress.ts',
      'scripts/vite-lingui-macro.ts',
      'lingui.config.ts',
      'shared/src',
    ],
  },
];

/** Two test runs in one checkout must not write the same dist/ at once: a directory is the lock. */
function withLock(fn) {
  const lock = path.join(root, 'node_modules', '.build-lock');
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - started > 180_000) rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function buildIfStale(options = {}) {
  return withLock(() => buildStale(options));
}

function buildStale({ quiet = false } = {}) {
  for (const app of apps) {
    const built = path.join(root, app.name, 'dist', 'index.html');
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    const sourcesAt = Math.max(...app.sources.map((s) => newestMtime(path.join(root, s))));
    if (builtAt >= sourcesAt) continue;
    if (!quiet) console.log(`Building ${app.name} (${builtAt ? 'sources changed' : 'no build yet'})...`);
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: path.join(root, app.name),
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error(`Building ${app.name} failed`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildIfStale();
}
