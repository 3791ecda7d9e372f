import { QueryClient } from './query.ts';
import { isClientError } from './api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change on retry; a flaky rural connection might.
        retry: (count, error) => !isClientError(error) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
