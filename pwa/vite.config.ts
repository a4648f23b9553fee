import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../scripts/vite-precompress.ts';

const THEME_COLOR = '#c2410c';

export default defineConfig({
  plugins: [
    react(),
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
        description: 'Your fundraising deal card: restaurant offers that support a local nonprofit, ready at the table even offline.',
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
    // Brotli and gzip copies of the built files, served by api/src/http/static.ts.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser that runs this app supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
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
});
