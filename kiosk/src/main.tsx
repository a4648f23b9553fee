import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/app.tsx';
import { Providers } from './app/providers.tsx';
import { startI18n } from './i18n/i18n.tsx';

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

// The first render waits for the messages in the staff's language: without them the screens would
// show message ids. (Cached by the service worker, they are there at once after the first visit.)
void startI18n()
  .catch((err: unknown) => console.error('Messages failed to load', err))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <App />
        </Providers>
      </StrictMode>,
    ),
  );
