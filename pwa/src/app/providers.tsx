import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '../components/ui/toast.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { GlobalStyle } from '../styles/global-style.ts';
import { theme } from '../styles/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
