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

/**
 * One query as it travels: its key, its data or its error, and when it was read. Only what a
 * first load needs: TanStack Query's dehydrated form adds the hash (the key's, computed again),
 * counters and flags of a fresh query, some 250 bytes a query on every page.
 */
type WireQuery = { k: readonly unknown[]; t: number } & ({ d: unknown } | { e: WireError });

export function toWire(state: DehydratedState): string {
  const queries: WireQuery[] = state.queries.map(({ queryKey, state: q }) =>
    q.error instanceof ApiError
      ? { k: queryKey, t: q.errorUpdatedAt, e: { apiError: { status: q.error.status, code: q.error.code, message: q.error.message, fields: q.error.fields } } }
      : { k: queryKey, t: q.dataUpdatedAt, d: q.data },
  );
  // Inside <script>, "</script>" or "<!--" in a product's text must not end or change the element.
  return JSON.stringify(queries).replace(/</g, '\\u003c');
}

/**
 * Puts the page's queries into the browser's empty cache, as they were on the server. What
 * TanStack Query's hydrate() does for a fresh cache, without its 0.7 KB (gzipped) of handling
 * for caches that already hold data, pending promises and mutations, none of which a first load has.
 */
export function restoreServerState(queryClient: QueryClient, text: string): void {
  for (const query of JSON.parse(text) as WireQuery[]) {
    if ('d' in query) {
      queryClient.setQueryData(query.k, query.d, { updatedAt: query.t });
      continue;
    }
    const e = query.e.apiError;
    queryClient.getQueryCache().build(queryClient, { queryKey: query.k as unknown[] }).setState({ status: 'error', error: new ApiError(e.status, e.code, e.message, e.fields), errorUpdatedAt: query.t, errorUpdateCount: 1 });
  }
}
