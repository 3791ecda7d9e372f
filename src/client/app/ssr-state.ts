import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * The query cache a server-rendered page was rendered from, as it travels inside the page. An
 * ApiError (a product that is not there) becomes plain data and back, so the browser's first
 * render shows what the server rendered (React would otherwise report a hydration mismatch).
 */
export { SSR_STATE_ID } from '#shared/html';

interface WireError {
  apiError: { status: number; code: ApiError['code']; message: string; fields: Record<string, string> };
}

export function toWire(state: DehydratedState): string {
  const queries = state.queries.map((q) =>
    q.state.error instanceof ApiError
      ? { ...q, state: { ...q.state, error: { apiError: { status: q.state.error.status, code: q.state.error.code, message: q.state.error.message, fields: q.state.error.fields } } satisfies WireError } }
      : q,
  );
  // Inside <script>, "</script>" or "<!--" in a product's text must not end or change the element.
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/**
 * Puts the page's queries into the browser's empty cache, as they were on the server. What
 * TanStack Query's hydrate() does for a fresh cache, without its 0.7 KB (gzipped) of handling
 * for caches that already hold data, pending promises and mutations, none of which a first load has.
 */
export function restoreServerState(queryClient: QueryClient, text: string): void {
  const state = JSON.parse(text) as DehydratedState;
  for (const { queryKey, queryHash, state: queryState } of state.queries) {
    const wire = queryState.error as WireError | null;
    if (wire?.apiError) {
      const e = wire.apiError;
      (queryState as { error: unknown }).error = new ApiError(e.status, e.code, e.message, e.fields);
    }
    queryClient.getQueryCache().build(queryClient, { queryKey, queryHash }, queryState);
  }
}
