import { appendFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Express } from 'express';
import { once } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../test/harness.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const INDEX = `<!doctype html><html><head><title>Deal Cards</title></head><body><div id="root">${'<p>static shell</p>'.repeat(40)}</div></body></html>`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A build folder as scripts/vite-precompress.ts leaves it: each text file with a .br and a .gz copy. */
function writeBuild(dir: string, files: Record<string, string | Buffer>, compressed: string[]) {
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (!compressed.includes(name)) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

function appWithBuilds() {
  const builds = mkdtempSync(path.join(tmpdir(), 'dealcard-static-'));
  onTestFinished(() => rmSync(builds, { recursive: true, force: true }));
  const web = path.join(builds, 'web');
  const kiosk = path.join(builds, 'kiosk');
  writeBuild(
    web,
    {
      'index.html': INDEX,
      'assets/index-abc123.js': SCRIPT,
      'assets/plain-def456.js': 'export {};\n',
      'sw.js': `self.precache = ${JSON.stringify('x'.repeat(2000))};\n`,
      'manifest.webmanifest': JSON.stringify({ name: 'Deal Cards', description: 'd'.repeat(500) }),
      'favicon.png': PNG,
    },
    ['index.html', 'assets/index-abc123.js', 'sw.js', 'manifest.webmanifest'],
  );
  writeBuild(kiosk, { 'index.html': INDEX, 'assets/kiosk-789.js': SCRIPT }, ['index.html', 'assets/kiosk-789.js']);
  // A compressed copy outside the build folders must never be reachable.
  writeFileSync(path.join(builds, 'secret.txt'), 'secret');
  writeFileSync(path.join(builds, 'secret.txt.br'), brotliCompressSync('secret'));
  return { ...createTestApp({ env: { WEB_DIST_DIR: web, KIOSK_DIST_DIR: kiosk } }), web };
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent: supertest and fetch would decode them. */
  body: Buffer;
}

/** One request to the app on a loopback port, with the given Accept-Encoding (none when empty). */
async function get(app: Express, url: string, acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET'): Promise<RawResponse> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<RawResponse>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: url, method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('web app files', () => {
  it('a script goes out as the brotli copy to a browser that accepts br, with its type, Vary and a year of caching', async () => {
    const { app } = appWithBuilds();
    const res = await get(app, '/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('a client that accepts only gzip gets the gzip copy', async () => {
    const { app } = appWithBuilds();
    const res = await get(app, '/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('br refused with q=0 falls back to gzip', async () => {
    const { app } = appWithBuilds();
    const res = await get(app, '/assets/index-abc123.js', 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('a client that accepts no encoding gets the file as it is, still with Vary and the same type and caching', async () => {
    const { app } = appWithBuilds();
    for (const accept of ['identity', '']) {
      const res = await get(app, '/assets/index-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('a file the build left uncompressed, and an image, go out as they are', async () => {
    const { app } = appWithBuilds();
    const plain = await get(app, '/assets/plain-def456.js', 'br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('export {};\n');
    const png = await get(app, '/favicon.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body).toEqual(PNG);
  });

  it('the SPA fallback sends index.html compressed, as text/html with no-cache', async () => {
    const { app } = appWithBuilds();
    const res = await get(app, '/card/ABCDEFGHJKMNPQ', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    const plain = await get(app, '/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(INDEX);
  });

  it("index.html carries the page's early hints (a card, a campaign or the list: its own too); the kiosk's none", async () => {
    const { app, web } = appWithBuilds();
    mkdirSync(path.join(web, '.vite'));
    writeFileSync(
      path.join(web, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true },
        'src/features/card/components/card-page.tsx': { file: 'assets/card-page-x1.js', imports: ['index.html'] },
      }),
    );
    const card = await get(app, '/card/ABCDEFGHJKMNPQ', 'br');
    const config = '</api/config>; rel=preload; as=fetch; crossorigin=use-credentials';
    expect(card.headers.link).toBe(
      `</assets/card-page-x1.js>; rel=modulepreload, </api/cards/ABCDEFGHJKMNPQ>; rel=preload; as=fetch; crossorigin=use-credentials, ${config}`,
    );
    expect((await get(app, '/', 'br', 'HEAD')).headers.link).toBe(
      `</api/campaigns/active>; rel=preload; as=fetch; crossorigin=use-credentials, ${config}`,
    );
    expect((await get(app, '/find-my-card', 'br')).headers.link).toBe(config);
    expect((await get(app, '/kiosk/card/ABCDEFGHJKMNPQ', 'br')).headers.link).toBeUndefined();
    // A file of the build is never an index.html with hints.
    expect((await get(app, '/assets/index-abc123.js', 'br')).headers.link).toBeUndefined();
    // The manifest itself is not published, compressed copy or not: the app's page answers instead.
    writeFileSync(path.join(web, '.vite', 'manifest.json.br'), brotliCompressSync('{}'));
    for (const encoding of ['br', 'identity']) {
      const res = await get(app, '/.vite/manifest.json', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('index.html asked for by name, the service worker and the manifest are no-cache, with their own types', async () => {
    const { app } = appWithBuilds();
    const index = await get(app, '/index.html', 'gzip');
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    const sw = await get(app, '/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const manifest = await get(app, '/manifest.webmanifest', 'br');
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  });

  it('the kiosk build under /kiosk is served compressed the same way', async () => {
    const { app } = appWithBuilds();
    const res = await get(app, '/kiosk/assets/kiosk-789.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    const page = await get(app, '/kiosk/verify', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toBe(INDEX);
  });

  it('a compressed copy older than its file is stale and never sent: the file goes out as it is', async () => {
    const { app, web } = appWithBuilds();
    const sw = path.join(web, 'sw.js');
    appendFileSync(sw, '// the next version\n');
    // The rewrite is a second newer than the build's copies.
    const later = new Date(Date.now() + 1000);
    utimesSync(sw, later, later);
    const res = await get(app, '/sw.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toContain('// the next version');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('HEAD answers with the headers of the compressed copy and no body', async () => {
    const { app } = appWithBuilds();
    const res = await get(app, '/assets/index-abc123.js', 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('a path that climbs out of the build folder never reaches a compressed file there', async () => {
    const { app } = appWithBuilds();
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await get(app, url, 'br');
      const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body).toString() : res.body.toString();
      expect(text).not.toContain('secret');
    }
  });
});
