import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { registerServiceWorker, UpdatePrompt } from './app/update-prompt.tsx';
import { listenForInstallPrompt } from './lib/install-prompt.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

listenForInstallPrompt();
registerServiceWorker();

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
