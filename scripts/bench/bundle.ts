// The PWA's first visit: what Chromium downloads, and what stays lazily loaded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../test-server.ts';
import type { BenchFixture } from '../seed-scale.ts';
import { TARGETS } from './options.ts';
import { check, say } from './output.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

export interface BundleFigure {
  route: string;
  /** The browser's language, and so the app's. */
  locale: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
  source: string;
}

export const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every chunk some chunk loads with import(): the lazily loaded ones. */
export function lazyChunks(dist: string): Set<string> {
  const lazy = new Set<string>();
  const assets = path.join(dist, 'assets');
  for (const f of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const text = readFileSync(path.join(assets, f), 'utf8');
    for (const m of text.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+|\/assets\/[^"'`]+)["'`]\s*\)/g))
      lazy.add(`assets/${path.basename(m[1]!)}`);
  }
  return lazy;
}

/** The entry, its modulepreloads and stylesheets from index.html, and the static imports of those chunks, transitively. */
export function staticFirstVisit(dist: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const rel = (p: string) => p.replace(/^\//, '');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) js.add(rel(m[1]!));
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(rel(m[1]!));
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(rel(m[1]!));
  const queue = [...js];
  while (queue.length) {
    const file = queue.pop()!;
    const full = path.join(dist, file);
    if (!existsSync(full)) continue;
    const text = readFileSync(full, 'utf8');
    // Static forms only: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; import("...") is lazy.
    for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      const target = path.posix.join(path.posix.dirname(file), m[1]!);
      if (!js.has(target)) {
        js.add(target);
        queue.push(target);
      }
    }
  }
  return { js: [...js], css: [...css] };
}

/** What a phone's browser really downloads on a first visit (lazy route chunks included). */
export async function browserFirstVisit(base: string, route: string, locale = 'en-US'): Promise<string[] | null> {
  try {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    try {
      // The browser's language picks the app's (pwa/src/i18n/language.ts): its catalogues are counted.
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale });
      const loaded = new Set<string>();
      page.on('response', (res) => {
        const u = new URL(res.url());
        if (u.pathname.startsWith('/assets/') && /\.(js|css)$/.test(u.pathname)) loaded.add(u.pathname.slice(1));
      });
      await page.goto(base + route, { waitUntil: 'networkidle', timeout: 30_000 });
      return [...loaded];
    } finally {
      await browser.close();
    }
  } catch (err) {
    console.warn(`browser visit of ${route} failed: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

/** The PWA's first visit to /card/{code} and /campaign/{slug}, against a running server. */
export async function bundleSection(base: string, fixture: BenchFixture) {
  say('## PWA first visit (gzip -9 of each file)');
  say();
  const dist = path.join(repoRoot, 'pwa/dist');
  const lazy = lazyChunks(dist);
  const statics = staticFirstVisit(dist);
  const staticLazy = statics.js.filter((f) => lazy.has(f));
  say(
    `Statically loaded by index.html (entry, modulepreloads, their static imports): ${statics.js.join(', ')}; CSS: ${statics.css.join(', ') || 'none (styled-components)'}`,
  );
  say(`Lazily loaded chunks (targets of import()): ${[...lazy].join(', ') || 'none'}`);
  check(
    'admin and portal code split out: no lazily loaded chunk is statically imported',
    staticLazy.length ? staticLazy.join(', ') : 'none',
    staticLazy.length === 0,
  );
  const sampleCode = fixture.sampleCards[0]?.accessCode ?? 'NOCARD';
  const bundles: BundleFigure[] = [];
  const visits = [
    { route: `/card/${sampleCode}`, locale: 'en-US' },
    { route: `/card/${sampleCode}`, locale: 'es-US' },
    { route: `/campaign/${fixture.campaignSlugs[0] ?? 'none'}`, locale: 'en-US' },
    // A printed card's QR lands here: a neighbour's phone on the doorstep.
    { route: '/activate?c=ABCDEFGHJKMN', locale: 'en-US' },
    { route: '/activate?c=ABCDEFGHJKMN', locale: 'es-US' },
  ];
  for (const { route, locale } of visits) {
    const loaded = await browserFirstVisit(base, route, locale);
    const files = loaded ?? [...statics.js, ...statics.css];
    const js = files.filter((f) => f.endsWith('.js'));
    const css = files.filter((f) => f.endsWith('.css'));
    bundles.push({
      route,
      locale,
      jsGzip: js.reduce((s, f) => s + gz(path.join(dist, f)), 0),
      cssGzip: css.reduce((s, f) => s + gz(path.join(dist, f)), 0),
      files,
      source: loaded ? 'what Chromium downloaded on a first visit' : 'static analysis (browser unavailable)',
    });
  }
  say();
  say('| Route | Language | JS gzip KB | CSS gzip KB | counted chunks |');
  say('|---|---|---:|---:|---|');
  for (const b of bundles) {
    say(
      `| ${b.route.replace(sampleCode, '{code}')} | ${b.locale} | ${(b.jsGzip / 1024).toFixed(1)} | ${(b.cssGzip / 1024).toFixed(1)} | ${b.files.map((f) => path.basename(f)).join(', ')} (${b.source}) |`,
    );
    const lazyLoaded = b.files.filter((f) => lazy.has(f));
    if (lazyLoaded.length)
      say(
        `  - lazily loaded on ${b.route.replace(sampleCode, '{code}')}: ${lazyLoaded.join(', ')} (its own route chunks; check none is admin or portal)`,
      );
  }
  // Vite names a lazy chunk after its source file: the back-office apps are admin-*, portal-*, onboarding-*.
  const backOffice = [...lazy].filter((f) => /^(admin|portal|onboarding)[-.]/.test(path.basename(f)));
  const leaked = bundles.flatMap((b) =>
    b.files.filter((f) => backOffice.includes(f)).map((f) => `${f} on ${b.route.replace(sampleCode, '{code}')}`),
  );
  // Every build has the back-office chunks: none found means the split itself broke.
  check(
    'no admin or portal chunk downloaded on a first visit to /card/{code} or /campaign/{slug}',
    backOffice.length
      ? leaked.length
        ? leaked.join(', ')
        : `none of ${backOffice.map((f) => path.basename(f)).join(', ')}`
      : 'no back-office chunk in this build',
    backOffice.length > 0 && leaked.length === 0,
  );
  for (const cardBundle of bundles.filter((b) => b.route.startsWith('/card/'))) {
    check(
      `first-visit JS for /card/{code} in ${cardBundle.locale} <= ${TARGETS.cardFirstVisitJsKb} KB gzip`,
      `${(cardBundle.jsGzip / 1024).toFixed(1)} KB (${cardBundle.jsGzip} B)`,
      cardBundle.jsGzip / 1024 <= TARGETS.cardFirstVisitJsKb,
    );
  }
  // The activation page: as light as the card's first visit, and nothing of the back office (the
  // office route table, the coordinator's workspace and print page, admin, portal, onboarding).
  const officeChunk = (f: string) =>
    /^(admin|portal|onboarding|office-routes|coordinator-app|printed-print-page|auth-pages)[-.]/.test(path.basename(f));
  for (const activate of bundles.filter((b) => b.route.startsWith('/activate'))) {
    const office = activate.files.filter(officeChunk);
    check(
      `first-visit JS for /activate in ${activate.locale} <= ${TARGETS.cardFirstVisitJsKb} KB gzip, no back-office chunk`,
      `${(activate.jsGzip / 1024).toFixed(1)} KB (${activate.jsGzip} B)${office.length ? `; back office: ${office.join(', ')}` : ''}`,
      activate.jsGzip / 1024 <= TARGETS.cardFirstVisitJsKb && office.length === 0,
    );
  }
  say();
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The kiosk's first load, from its build manifest: the entry with its static imports, and the
 * catalogue of the language it opens in (loaded before the first render). workbox-window, loaded
 * by the entry at start-up, is shown apart: the figure before languages did not count it either.
 */
export function kioskBundleSection() {
  say('## Kiosk first load (gzip -9 of each file)');
  say();
  const dist = path.join(repoRoot, 'kiosk/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    check('kiosk first load', 'no kiosk/dist/.vite/manifest.json: build the kiosk', null);
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = new Set<string>();
  const queue = ['index.html'];
  while (queue.length) {
    const chunk = manifest[queue.pop()!];
    if (!chunk || entry.has(chunk.file)) continue;
    entry.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  const entryGzip = [...entry].reduce((s, f) => s + gz(path.join(dist, f)), 0);
  const workbox = (manifest['index.html']?.dynamicImports ?? [])
    .map((k) => manifest[k]?.file)
    .filter((f): f is string => !!f && path.basename(f).startsWith('workbox-window'));
  const limit = Math.floor(TARGETS.kioskFirstLoadBaselineBytes * TARGETS.kioskFirstLoadGrowth);
  say('| Language | entry B | catalogue B | first load B | workbox-window B (apart) |');
  say('|---|---:|---:|---:|---:|');
  let heaviest = 0;
  for (const language of ['en', 'es']) {
    const catalogue = manifest[`src/locales/${language}/kiosk.po`]?.file;
    const catalogueGzip = catalogue ? gz(path.join(dist, catalogue)) : 0;
    heaviest = Math.max(heaviest, entryGzip + catalogueGzip);
    say(
      `| ${language} | ${entryGzip} | ${catalogue ? catalogueGzip : 'missing'} | ${entryGzip + catalogueGzip} | ${workbox.map((f) => gz(path.join(dist, f))).join(', ') || 'none'} |`,
    );
  }
  check(
    `kiosk first load (entry + catalogue) <= ${TARGETS.kioskFirstLoadGrowth} x ${TARGETS.kioskFirstLoadBaselineBytes} B = ${limit} B gzip, in either language`,
    `${heaviest} B`,
    heaviest <= limit,
  );
  say();
}
