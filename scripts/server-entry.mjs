// The API as it runs for `npm start`, the browser tests and the bench: one esbuild bundle of
// api/src/server.ts (our TypeScript and @dealcard/shared; node_modules stay external), run by plain
// node with a capped heap. Running the sources through tsx costs about half the throughput of the
// hot routes and ~60 MB of memory (a loader thread, source maps); see docs/decisions/009.
import { build } from 'esbuild';
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'api/dist/server.mjs');
const sources = ['api/src', 'shared/src', 'api/package.json', 'shared/package.json'];

/**
 * V8 lets the old generation grow far past what the server keeps alive (about 30 MB) before it
 * collects; a cap makes it collect sooner, which keeps the process under 250 MB resident at full
 * load. NODE_OPTIONS wins when it sets its own limit.
 */
export const DEFAULT_MAX_OLD_SPACE_MB = 128;

/** Bundles the server when the bundle is missing or older than any source; takes well under a second. */
export async function buildServerIfStale({ quiet = true } = {}) {
  const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= sourcesAt) return false;
  if (!quiet) console.log(`Building the API (${builtAt ? 'sources changed' : 'no build yet'})...`);
  const result = await build({
    entryPoints: [path.join(root, 'api/src/server.ts')],
    outfile: serverBundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(b) {
          // Packages load from node_modules as usual (better-sqlite3 is native); only the
          // workspace's own TypeScript (@dealcard/shared) is compiled into the bundle.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@dealcard/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // Several test workers may build at once: each writes its own files, then renames them into place.
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  const suffix = `.${process.pid}.${Date.now()}.tmp`;
  // The map first, so the bundle's own modification time marks a complete build.
  const isMap = (f) => f.path.endsWith('.map');
  for (const file of [...result.outputFiles.filter(isMap), ...result.outputFiles.filter((f) => !isMap(f))]) {
    writeFileSync(file.path + suffix, file.contents);
    renameSync(file.path + suffix, file.path);
  }
  return true;
}

/** The node arguments that run the bundle (after buildServerIfStale). */
export function serverNodeArgs(env = process.env) {
  const args = [];
  if (!/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) args.push(`--max-old-space-size=${DEFAULT_MAX_OLD_SPACE_MB}`);
  return [...args, serverBundle];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServerIfStale({ quiet: false });
}
