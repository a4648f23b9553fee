import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { registerServiceWorker, UpdatePrompt } from './app/update-prompt.tsx';
import { listenForInstallPrompt } from './lib/install-prompt.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

preloadRoute(window.location.pathname);
listenForInstallPrompt();
registerServiceWorker();

// As a transition the first render runs in slices that yield to the browser between them, not as
// one long task (the splash in index.html stays on screen meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
          <UpdatePrompt />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
});
