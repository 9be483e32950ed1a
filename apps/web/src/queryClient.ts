import { QUERY_GC_TIME_MS } from '@qafila/contracts/constants';
import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 000 §7: data never becomes stale, no refetch on window focus, no polling unless stated, garbage
 * collection after 5 minutes. Retries are the API client's (reads: 3, doubling from 1 s, never on 401).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
