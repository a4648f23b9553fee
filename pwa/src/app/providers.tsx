import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '../components/ui/toast.tsx';
import { LanguageProvider } from '../i18n/i18n.tsx';
import { GlobalStyle } from '../styles/global-style.ts';
import { theme } from '../styles/theme.ts';

/** `client` is made before React renders (main.tsx), so start-up can fill it with the first page's data. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <LanguageProvider>
          {children}
          <Toaster />
        </LanguageProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
