import type { DehydratedState } from '#client/lib/query.ts';
import { hashKey } from '#client/lib/query.ts';
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
 * counters and flags of a fresh query, some 250 bytes a query on every page (docs/decisions/0047
 * measured both).
 */
type WireQuery = { k: readonly unknown[]; t: number } & ({ d: unknown } | { e: WireError });

export function toWire(state: DehydratedState): string {
  // A query that failed otherwise than with an answer of the API's travels not: the browser asks again.
  const queries = state.queries.flatMap(({ queryKey, state: q }): WireQuery[] =>
    q.error instanceof ApiError
      ? [{ k: queryKey, t: q.errorUpdatedAt, e: { apiError: { status: q.error.status, code: q.error.code, message: q.error.message, fields: q.error.fields } } }]
      : q.data === undefined
        ? []
        : [{ k: queryKey, t: q.dataUpdatedAt, d: q.data }],
  );
  // Inside <script>, "</script>" or "<!--" in a product's text must not end or change the element.
  return JSON.stringify(queries).replace(/</g, '\\u003c');
}

/**
 * The page's queries back in TanStack Query's dehydrated form, each as a query read once on the
 * server: the first render reads them (lib/query.ts), and TanStack Query's own hydrate() puts them
 * into its cache once its code has come.
 */
export function fromWire(text: string): DehydratedState {
  return {
    mutations: [],
    queries: (JSON.parse(text) as WireQuery[]).map((query) => {
      const e = 'e' in query ? query.e.apiError : undefined;
      return {
        queryKey: query.k as unknown[],
        queryHash: hashKey(query.k),
        state: {
          data: e ? undefined : (query as { d: unknown }).d,
          dataUpdateCount: e ? 0 : 1,
          dataUpdatedAt: e ? 0 : query.t,
          error: e ? new ApiError(e.status, e.code, e.message, e.fields) : null,
          errorUpdateCount: e ? 1 : 0,
          errorUpdatedAt: e ? query.t : 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          // As TanStack Query marks a query that failed.
          isInvalidated: !!e,
          status: e ? 'error' : 'success',
          fetchStatus: 'idle',
        },
        dehydratedAt: query.t,
      };
    }),
  };
}
