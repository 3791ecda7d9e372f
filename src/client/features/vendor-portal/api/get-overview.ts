import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { VendorOverview } from '#shared/schemas/vendor-sales';
import { api } from '#client/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** GET /api/vendor/overview: the vendor's review state and figures. */
export function getOverview(signal?: AbortSignal): Promise<VendorOverview> {
  return api.get<VendorOverview>('/vendor/overview', undefined, signal);
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: vendorKeys.overview, queryFn: ({ signal }) => getOverview(signal), staleTime: 0 });

export function useVendorOverview() {
  return useQuery(overviewQueryOptions());
}
