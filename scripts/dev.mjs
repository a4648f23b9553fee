// `npm run dev`: the API with reload, and Vite's dev servers for the PWA (5173) and kiosk (5174).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'api/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [vite], { cwd: path.join(root, 'pwa'), stdio: 'inherit' }),
  spawn(process.execPath, [vite], { cwd: path.join(root, 'kiosk'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
