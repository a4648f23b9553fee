import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { isUnpaired } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { rememberDevice } from '../features/pairing/device-cache.ts';
import { usePairingNotice } from '../features/pairing/pairing-store.ts';
import { LanguageProvider } from '../i18n/i18n.tsx';
import { GlobalStyle } from '../styles/global-style.ts';
import { theme } from '../styles/theme.ts';

/**
 * A 401 on any call means the device cookie no longer counts (revoked by the owner): forget the
 * device, so the app shows the pairing screen with the server's explanation.
 */
function createKioskQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (err) => onUnpaired(err) }),
    mutationCache: new MutationCache({ onError: (err) => onUnpaired(err) }),
    defaultOptions: {
      // 'always': when the network is gone a call fails (and the banner shows) instead of waiting silently.
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  const onUnpaired = (err: unknown) => {
    if (!isUnpaired(err)) return;
    if (err.serverMessage && err.code === 'device_revoked') usePairingNotice.getState().show(err.serverMessage);
    rememberDevice(null);
    client.removeQueries({ queryKey: queryKeys.redemptions });
    client.setQueryData(queryKeys.device, null);
  };
  return client;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createKioskQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <LanguageProvider>{children}</LanguageProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
