import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { registerServiceWorker, UpdatePrompt } from './app/update-prompt.tsx';
import { startI18n } from './i18n/i18n.tsx';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
// The shell's messages in the person's language load beside the page's chunk and data.
const i18nReady = startI18n().catch((err: unknown) => console.error('Messages failed to load', err));
const routeReady = preloadRoute(window.location.pathname, queryClient);
listenForInstallPrompt();
registerServiceWorker();

// The first render waits (under the splash in index.html) until the page's chunk and first data
// are there, so it draws the finished page once, instead of a spinner, then a skeleton, then the
// page, each with its own render and layout on a phone's busiest second. Slow ones do not hold it
// longer than FIRST_RENDER_WAIT_MS; the page's spinner or skeleton then covers the rest.
// (Not a top-level await: the page's chunk imports this module, and would wait for it to finish.)
const FIRST_RENDER_WAIT_MS = 1500;
// The messages are always waited for: without them the page would show message ids.
void Promise.all([
  i18nReady,
  Promise.race([routeReady, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]),
]).then(() => render(root));

function render(container: HTMLElement): void {
  // As a transition the first render runs in slices that yield to the browser between them, not
  // as one long task (the splash in index.html stays on screen meanwhile).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <Providers client={queryClient}>
            <AppRoutes />
            <UpdatePrompt />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
