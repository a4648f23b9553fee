import express, { type Express, type Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../app.ts';

function setCacheHeaders(res: Response, file: string) {
  const name = path.basename(file);
  if (file.includes(`${path.sep}assets${path.sep}`)) {
    // Vite puts a content hash in every asset name.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest') || name.startsWith('workbox-')) {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/** The kiosk build at /kiosk and the PWA everywhere else, each with its SPA fallback. */
export function serveWebApps(app: Express, { config }: AppDeps): void {
  const mount = (prefix: string, dir: string, label: string) => {
    const index = path.join(dir, 'index.html');
    app.use(prefix, express.static(dir, { index: false, setHeaders: setCacheHeaders }));
    app.use(prefix, (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!existsSync(index)) {
        res.status(503).type('text').send(`The ${label} has not been built yet. Run "npm run build" or "npm start".`);
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
  app.get('/kiosk', (req, res, next) => (req.path === '/kiosk' && req.originalUrl === '/kiosk' ? res.redirect(301, '/kiosk/') : next()));
  mount('/kiosk', config.kioskDistDir, 'kiosk app');
  mount('/', config.webDistDir, 'web app');
}
