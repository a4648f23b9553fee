// `npm start`: build what is stale (the PWA, the kiosk, the API bundle), then run the one server
// process (it migrates and seeds itself).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale, serverNodeArgs } from './server-entry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  buildIfStale();
  await buildServerIfStale({ quiet: false });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const child = spawn(process.execPath, serverNodeArgs(), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
