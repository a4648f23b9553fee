import { QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isNotFound } from './api-client.ts';

/** The app's defaults: no polling, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * For a page's `retryOnMount`: react-query asks again for a failed query when a page mounts, but a
 * "not found" is final. Start-up has usually asked already (app/router.tsx preloads a page's first
 * call), so without this every unknown card code or campaign address was fetched twice, and each
 * card look-up that fails counts against the failed-guess limit. A connection error is still asked
 * again on mount.
 */
export function useRetryOnMount(queryKey: QueryKey): boolean {
  return !isNotFound(useQueryClient().getQueryState(queryKey)?.error);
}
