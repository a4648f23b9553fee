import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacro } from '../scripts/vite-lingui-macro.ts';
import { inlineScalesPlugin } from '../scripts/vite-scales.ts';
import { precompress } from '../scripts/vite-precompress.ts';

/** The tablet app lives under /kiosk/ with its own manifest and service worker scope. */
export default defineConfig({
  base: '/kiosk/',
  plugins: [
    // The spacing and breakpoint scales' values written into the styled templates (no cost at run time).
    inlineScalesPlugin(),
    // Lingui: macros to message ids, and the .po catalogues compiled when imported (a missing
    // Spanish message fails the build; `npm run i18n:check` says which).
    linguiMacro(),
    lingui({ configPath: path.join(import.meta.dirname, '../lingui.config.ts'), failOnMissing: true, failOnCompileError: true }),
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.png', 'apple-touch-icon.png'],
      manifest: {
        id: '/kiosk/',
        name: 'Deal Cards Kiosk',
        short_name: 'Kiosk',
        description: 'Checks the redemption codes guests show at the counter.',
        start_url: '/kiosk/',
        scope: '/kiosk/',
        display: 'fullscreen',
        display_override: ['fullscreen', 'standalone'],
        orientation: 'any',
        background_color: '#1c1917',
        theme_color: '#1c1917',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/kiosk/index.html',
        navigateFallbackAllowlist: [/^\/kiosk(\/|$)/],
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // Verification needs the server every time: no API response is ever cached.
        runtimeCaching: [],
        // 'autoUpdate' sets these two only when the plugin injects the registration, which it
        // does not here (main.tsx registers): without them a new version waited until every
        // kiosk tab was closed, which an always-open tablet never does. A new version now takes
        // over at once and main.tsx reloads the page to run it. On a tablet's first visit the
        // worker takes the page from the site's worker without a reload, so the kiosk works
        // offline from that first visit.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
    // Brotli and gzip copies of the built files, served by api/src/http/static.ts.
    precompress(),
  ],
  // .vite/manifest.json: the bench reads it to weigh the first load and each language's catalogue.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
