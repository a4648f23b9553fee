import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../scripts/vite-precompress.ts';
import { linguiMacro } from '../scripts/vite-lingui-macro.ts';
import { inlineScalesPlugin } from '../scripts/vite-scales.ts';
import { styledCssPlugin } from '../scripts/vite-styled-css.ts';

const require = createRequire(import.meta.url);

const THEME_COLOR = '#c2410c';

/**
 * Code a card holder never runs: the back office, the Stripe form, the development outbox, and the
 * fundraising pages of sellers and nonprofits (with the QR encoder), and those parts' messages.
 */
const NOT_FOR_CARD_HOLDERS =
  /src\/(features\/(admin\/admin-app|portal\/portal-app|onboarding\/|checkout\/components\/stripe-payment|outbox\/|fundraising\/)|components\/share-tools\/|locales\/\w+\/(office|marketing|fundraising)\.po)/;
const cardHolderCode = cardHolderChunks();

/**
 * react-router's package exports point at its development build in every build (remix-run/
 * react-router#12532, #14753): dev-only warnings and checks on every card holder's phone. A
 * production build takes the package's own production files instead.
 */
const reactRouterFile = (name: string) => path.resolve(path.dirname(require.resolve('react-router')), '../production', name);
const reactRouterProduction = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
      ]
    : [];

export default defineConfig(({ mode }) => ({
  resolve: { alias: reactRouterProduction(mode) },
  plugins: [
    // The spacing and breakpoint scales' values written into the styled templates (no cost at run time).
    inlineScalesPlugin(),
    // The styled templates' CSS without its indentation and line breaks (build only).
    styledCssPlugin(),
    // Lingui: macros to message ids, and .po catalogues compiled when imported (a missing Spanish
    // message fails the build; `npm run i18n:check` says which).
    linguiMacro(),
    lingui({ configPath: path.join(import.meta.dirname, '../lingui.config.ts'), failOnMissing: true, failOnCompileError: true }),
    react(),
    cardHolderCode,
    VitePWA({
      // A new version waits until the holder chooses to reload (app/update-prompt.tsx), so an open
      // card is never swapped out under someone reading a code to a server.
      registerType: 'prompt',
      // Registered by workbox-window in app/update-prompt.tsx.
      injectRegister: false,
      includeAssets: ['favicon.png', 'apple-touch-icon.png'],
      manifest: {
        name: 'Deal Cards: Eat local, give local',
        short_name: 'Deal Cards',
        description:
          'Your fundraising deal card: restaurant offers that support a local nonprofit, ready at the table even offline.',
        theme_color: THEME_COLOR,
        background_color: '#fafaf9',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        // A holder's phone installs only the public and card pages' code; the back office and the
        // Stripe form are cached when first used (runtimeCaching below), not downloaded by everyone.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((e) => !e.url.endsWith('.js') || cardHolderCode.files.has(e.url)),
            warnings: [],
          }),
        ],
        navigateFallback: 'index.html',
        // The API, uploaded objects and the kiosk (its own app under /kiosk) are never the PWA shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/objects\//, /^\/kiosk(\/|$)/],
        // Take control of the page that installed the first worker, so a card opened once works
        // offline at once; later versions still wait for the holder's "Reload".
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Code left out of the precache: content-hashed, so a cached copy never goes stale.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
            handler: 'CacheFirst',
            options: { cacheName: 'back-office-code', expiration: { maxEntries: 80 }, cacheableResponse: { statuses: [200] } },
          },
          {
            // Restaurant and nonprofit logos on saved cards.
            urlPattern: /\/objects\/uploads\//,
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'uploaded-images',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 365 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
    compileHints(),
    // Brotli and gzip copies of the built files, served by api/src/http/static.ts.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server reads it to name a page's chunk in index.html's Link header
    // (api/src/http/page-hints.ts).
    manifest: true,
    target: 'es2022',
    // No preload helper around each import(): about 1 KB gzip of every first visit. A first visit
    // still fetches a page's chunk and its imports at once: the server names them all in the Link
    // header of index.html (api/src/http/page-hints.ts); a later navigation to a page whose chunk
    // imports another lazy chunk waits one round trip for it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads statically goes into the entry's one file. Left alone,
          // rolldown splits out whatever a lazy page shares with the shell (the router and
          // styled-components, react-query pieces, the api client) into small chunks: more
          // requests, and each file compressed on its own cost the card page about 2 KB gzip.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/objects': 'http://localhost:3000' } },
}));

/**
 * The chunks a card holder can reach: from the entry through its static and lazy imports, but
 * never into a lazy chunk of NOT_FOR_CARD_HOLDERS (nor what only those import).
 */
function cardHolderChunks(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'dealcard:card-holder-chunks',
    apply: 'build',
    files,
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      while (queue.length) {
        const chunk = chunks.get(queue.pop()!);
        if (!chunk || files.has(chunk.fileName)) continue;
        if (chunk.isDynamicEntry && chunk.facadeModuleId && NOT_FOR_CARD_HOLDERS.test(chunk.facadeModuleId)) continue;
        files.add(chunk.fileName);
        queue.push(...chunk.imports, ...chunk.dynamicImports);
      }
    },
  };
}

/**
 * Marks the entry chunk for eager compilation (V8's explicit compile hints, Chrome 136+): the
 * browser then compiles all of its functions on a background thread while the file streams in,
 * instead of compiling each one lazily on the main thread the first time the first render calls
 * it. Other browsers read it as a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'dealcard:compile-hints',
    apply: 'build',
    // After the files are written (the minifier would drop the comment) and before the
    // precompress plugin's closeBundle compresses them.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = path.join(options.dir ?? 'dist', chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}
