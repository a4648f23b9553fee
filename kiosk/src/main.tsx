import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/app.tsx';
import { Providers } from './app/providers.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The app shell is cached so the kiosk opens (and says it is offline) without a connection.
// A new kiosk version takes over at once and the page reloads to run it. On a tablet's first visit
// the site's worker (scope /) may control the page, and the kiosk's own worker taking over from it
// is no new version: the page already runs the files just downloaded, so it must not reload under
// the person pairing the tablet.
const kioskWorkerInControl = isKioskWorker(navigator.serviceWorker?.controller);
registerSW({
  immediate: true,
  onNeedReload: () => {
    if (kioskWorkerInControl) window.location.reload();
  },
});

function isKioskWorker(worker: ServiceWorker | null | undefined): boolean {
  return !!worker && new URL(worker.scriptURL).pathname.startsWith('/kiosk/');
}

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
