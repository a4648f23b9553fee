import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/app.tsx';
import { Providers } from './app/providers.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The app shell is cached so the kiosk opens (and says it is offline) without a connection.
registerSW({ immediate: true });

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
