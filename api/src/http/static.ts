import express, { type Express, type Request, type Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../app-deps.ts';
import { pageHints } from './page-hints.ts';
import { readCookie } from './sealed-cookie.ts';
import { SIGNED_IN_COOKIE } from './session.ts';

function setCacheHeaders(res: Response, file: string) {
  const name = path.basename(file);
  if (file.includes(`${path.sep}assets${path.sep}`)) {
    // Vite puts a content hash in every asset name.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest') || name.startsWith('workbox-')) {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/** The build writes a .br and a .gz copy beside these (scripts/vite-precompress.ts). */
const PRECOMPRESSED = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt']);
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Sends `file` (an absolute path inside a build folder) as the build's brotli or gzip copy when
 * the client accepts one and it exists, with the original's type and cache headers; false when
 * the caller should send the file as it is. Compressing at build time keeps the per-request cost
 * at a file read, and the maximum compression levels (about 140 KB instead of 450 KB of
 * JavaScript on a card holder's first visit) cost nothing at run time.
 */
function sendPrecompressed(req: Request, res: Response, file: string): boolean {
  const ext = path.extname(file);
  if (!PRECOMPRESSED.has(ext)) return false;
  // Caches must keep the encodings apart, including the identity answer.
  res.vary('Accept-Encoding');
  const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
  // Ours is the order of preference: brotli is the smaller, and browsers list gzip first.
  for (const encoding of ENCODINGS) {
    if (req.acceptsEncodings(encoding.name) !== encoding.name) continue;
    // A copy older than its file (the file was rewritten after the build) is stale: never sent.
    const copy = statSync(file + encoding.suffix, { throwIfNoEntry: false });
    if (!copy || copy.mtimeMs < modified) continue;
    res.setHeader('Content-Encoding', encoding.name);
    res.type(ext);
    setCacheHeaders(res, file);
    res.sendFile(file + encoding.suffix);
    return true;
  }
  return false;
}

/** The kiosk build at /kiosk and the PWA everywhere else, each with its SPA fallback. */
export function serveWebApps(app: Express, { config, limits }: AppDeps): void {
  const mount = (prefix: string, dir: string, label: string, hints?: (requestPath: string, signedIn: boolean) => string) => {
    const root = path.resolve(dir);
    const index = path.join(root, 'index.html');
    app.use(prefix, (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      let file: string;
      try {
        file = path.join(root, decodeURIComponent(req.path));
      } catch {
        return next();
      }
      // Outside the build folder, or a folder: express.static below answers (or refuses) as before.
      if (!file.startsWith(root + path.sep) || !existsSync(file)) return next();
      // Dotfiles (the build's .vite/manifest.json) are not published: express.static ignores them too.
      if (
        path
          .relative(root, file)
          .split(path.sep)
          .some((part) => part.startsWith('.'))
      )
        return next();
      if (!sendPrecompressed(req, res, file)) next();
    });
    app.use(prefix, express.static(dir, { index: false, setHeaders: setCacheHeaders }));
    app.use(prefix, (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!existsSync(index)) {
        res.status(503).type('text').send(`The ${label} has not been built yet. Run "npm run build" or "npm start".`);
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      // The same sign the app reads to ask for the user at start-up; it grants nothing.
      const link = hints?.(req.path, readCookie(req.headers.cookie, SIGNED_IN_COOKIE) === '1');
      if (link) res.setHeader('Link', link);
      if (!sendPrecompressed(req, res, index)) res.sendFile(index);
    });
  };
  app.get('/kiosk', limits.publicRead, (req, res, next) =>
    req.path === '/kiosk' && req.originalUrl === '/kiosk' ? res.redirect(301, '/kiosk/') : next(),
  );
  mount('/kiosk', config.kioskDistDir, 'kiosk app');
  mount('/', config.webDistDir, 'web app', pageHints(config.webDistDir));
}
