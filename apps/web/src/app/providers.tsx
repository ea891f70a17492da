import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { IsRestoringProvider, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar';
import { ApiRequestError } from '../lib/api-client';
import { useHydrated } from '../lib/use-hydrated';
import { theme } from './theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change on retry.
        retry: (failures, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The queries start once the server's HTML is hydrated: a reply arriving while React hydrates (in slices, between
  // which the browser runs) would otherwise show its data in the parts hydrated after it, where the server's HTML has
  // the loading state: a hydration mismatch. The server renders every query as not yet asked.
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={!hydrated}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider>{children}</SnackbarProvider>
        </ThemeProvider>
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
