// A Vite plugin for the PWA and kiosk builds: writes a brotli (.br) and a gzip (.gz) copy beside
// every text file of the finished dist/, so the server sends compressed bytes without compressing
// per request (api/src/http/static.ts picks the copy by Accept-Encoding).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The file types worth compressing; images and fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt'] as const;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every text file under `dir`; a copy is kept only when it is smaller than the original. */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const file of files(dir)) {
    if (!(PRECOMPRESSED_EXTENSIONS as readonly string[]).includes(path.extname(file))) continue;
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    totals.files++;
    totals.bytes += source.length;
    totals.brotli += Math.min(br.length, source.length);
  }
  return totals;
}

/**
 * Runs once the whole build is written, after vite-plugin-pwa has generated sw.js and the workbox
 * runtime (so those are compressed too). The .br and .gz names match none of workbox's
 * globPatterns, so the service worker never precaches them.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dealcard:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        if (error) return;
        const t = precompressDir(outDir);
        this.info(
          `precompressed ${t.files} files: ${(t.bytes / 1024).toFixed(0)} KB -> ${(t.brotli / 1024).toFixed(0)} KB brotli`,
        );
      },
    },
  };
}
