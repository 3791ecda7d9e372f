import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreOrderConsent } from '#shared/schemas/assisted-orders';
import { ApiError, api, hasErrorCode } from '#client/lib/api-client.ts';

/** Query keys of a farmer's consent link (docs/product-rules.md 53). */
export const orderConsentKeys = { one: (token: string) => ['order-consent', token] as const };

/**
 * GET /api/store/order-consent/:token: the order asked for the farmer and whether it waits. A
 * token of the wrong shape is as good as an unknown one: "not a valid link" (404) either way.
 */
export const orderConsentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderConsentKeys.one(token),
    queryFn: ({ signal }) =>
      api.get<StoreOrderConsent>(`/store/order-consent/${encodeURIComponent(token)}`, undefined, signal).catch((err: unknown) => {
        throw hasErrorCode(err, 'validation_failed') ? new ApiError(404, 'not_found', err.message) : err;
      }),
    // The server-rendered answer stands once the page hydrates: a new read counts against the link's tries.
    retryOnMount: false,
    staleTime: 60_000,
  });

export function useOrderConsent(token: string) {
  return useQuery(orderConsentQueryOptions(token));
}
